export { useKompetisiSaya, useKompetisiDetail, useKelasKompetisi } from './read';
export { usePesertaSaya, refreshPeserta } from './peserta-read';
export { buildPesertaList, type PesertaView } from './peserta-view';
export { toAtletPeserta, type AtletDaftar } from './peserta-local';
export {
  daftarkanPeserta, ubahKelasPeserta, hapusPeserta, koreksiPendaftaran, buangAntrian, kelasTersedia,
} from './peserta-write';
export { useBuktiTransfer, uploadBukti, hapusBukti, unduhBukti, buildBuktiList, type BuktiView } from './bukti';
export { ubahStatusPeserta, terapkanPunyaSaya, pakaiYangTerbaru, type StatusValidasi } from './status-write';
export { konflikStatusOf, type KonflikStatus } from './status-konflik';
