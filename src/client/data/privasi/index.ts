/** Personal data: the consent statement (through the outbox), its withdrawal, the NIK on request, the access record. */
export { cabutPersetujuan, nyatakanPersetujuan, pernyataanTulis, persetujuanLokal } from './persetujuan';
export {
  kunciRiwayatAkses,
  tampilkanNik,
  unduhRiwayatAkses,
  useKebijakanInfo,
  usePermintaanData,
  useRiwayatAkses,
  type KebijakanInfo,
} from './baca';
