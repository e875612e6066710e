export { useVenue, segarkanVenue, bacaSalinanVenue, type VenueRead, type KeadaanVenue, type SalinanVenue } from './read';
export { useHadirPerangkat } from './hadir';
export { venueKey, venuePath, venueQueryKey } from './keys';
export type { Venue, LapanganVenue, PartaiVenue, PerangkatHadir } from './schema';
