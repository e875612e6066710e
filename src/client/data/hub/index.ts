export { keadaanServerKey, useKeadaanServer, type KeadaanTerbaca } from './keadaan';
export { ambilAlihKompetisi, hubLokalKey, kembalikanKePusat, segarkanDariPusat, useHubLokal } from './lokal';
export {
  bacaAntrean,
  bolehPindah,
  cobaHub,
  lnaDidukung,
  pesanAntrean,
  pindahServer,
  type HasilCobaHub,
  type KeadaanAntrean,
} from './pindah';
export { hubPerangkat, rapikanAlamatHub, simpanHub, terapkanHubTersimpan, useHubPerangkat, type HubPerangkat } from './sambungan';
export { akhiriSewaHub, buatKodePasangan, sewaHubKey, useSewaHub } from './sewa';
export type { AmbilAlihHasil, KeadaanHub } from './skema';
