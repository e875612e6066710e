/**
 * Expected start of every unfinished bout of a court, computed on the device by the domain's etaLapangan (the
 * function the server runs, with the same choice of which finished bouts count) over the bouts as this device
 * shows them: the desk's queued calls, starts, no-shows and results move the estimates offline too.
 */
export { etaLapangan } from '../../../domain/jadwal/eta-lapangan';
