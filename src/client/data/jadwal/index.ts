export { useJadwal, jadwalQueryKey } from './read';
export type { JadwalKompetisi, Hari, KelasJadwal } from './schema';
