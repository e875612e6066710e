export { useKompetisiSaya, useKompetisiDetail, useKelasKompetisi } from './read';
export { usePesertaSaya, refreshPeserta } from './peserta-read';
export { buildPesertaList, type PesertaView } from './peserta-view';
export { toAtletPeserta, type AtletDaftar } from './peserta-local';
export {
  daftarkanPeserta,
  ubahKelasPeserta,
  hapusPeserta,
  koreksiPendaftaran,
  buangAntrian,
  kelasTersedia,
} from './peserta-write';
export { useBuktiTransfer, unduhBukti } from './bukti-read';
export { uploadBukti, hapusBukti } from './bukti-write';
export { buildBuktiList, type BuktiView } from './bukti-view';
export { ubahStatusPeserta, terapkanPunyaSaya, pakaiYangTerbaru, type StatusValidasi } from './status-write';
export { konflikStatusOf, type KonflikStatus } from './status-konflik';
