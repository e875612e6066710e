export {
  useJadwalPublik,
  useIdJadwalTersimpan,
  useJadwalSaya,
  jadwalPublikKey,
  jadwalPublikPath,
  jadwalSayaQueryKey,
  JADWAL_PUBLIK_PREFIX,
} from './read';
export type { JadwalPublik, LapanganPublik, JadwalSaya, PartaiSaya } from './schema';
