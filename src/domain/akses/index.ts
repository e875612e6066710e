export { AKSES_MSG } from './pesan';
export { IKATAN, KUNCI_SASARAN, type KunciSasaran, type Pengguna, type Sasaran } from './ikatan';
export { AKSI, IZIN, type Aksi, type Izin } from './izin';
export {
  alasanTolak,
  alasanTolakPeran,
  boleh,
  bolehPeran,
  cakupan,
  peranUntuk,
  periksa,
  type Cakupan,
  type KodeAkses,
  type Putusan,
  type SebabTolak,
  type Tolak,
} from './boleh';
