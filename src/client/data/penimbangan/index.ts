export { useMeja, bacaMeja, bacaSatu, bacaKonteks, cariKartu, type KonteksMeja, type HasilCari } from './meja';
export { refreshPenimbangan, refreshPengaturan, bacaPengaturan, ambilSemuaEntri } from './read';
export {
  catatTimbang,
  putuskanTimbang,
  mejaTersimpan,
  simpanMeja,
  saranMeja,
  batalkanPercobaan,
  pakaiKeputusanTerbaru,
  terapkanKeputusanSaya,
  type InputTimbang,
  type InputKeputusan,
} from './write';
export type { BatalTertunda } from './view-batal';
export type { EntriTampil, PercobaanTampil, KeputusanTertunda, KelasPenuh, StatusTulis } from './view';
export type { EntriTimbang, PengaturanTimbang, HasilTimbang, JenisKeputusan, PartaiTertunda } from './schema';
export { timbangEntityKey, tertundaKey, progresQueryKey, entriQueryKey } from './keys';
