export { useJadwal, jadwalQueryKey } from './read';
export {
  tambahHari,
  hapusHari,
  tambahLapangan,
  ubahLapangan,
  hapusLapangan,
  simpanPenempatan,
  susunOtomatis,
  susunOtomatisHasil,
  nomoriPartai,
  simpanPengaturanJadwal,
  unduhJadwalPdf,
  type LapanganInput,
  type PenempatanKelas,
  type PengaturanInput,
} from './write';
export type { JadwalKompetisi, Hari, KelasJadwal } from './schema';
export { useSeimbang, terapkanSeimbang, type SeimbangHari } from './seimbang';
export { seimbangQueryKey } from './seimbang-keys';
