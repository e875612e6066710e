export { useMejaLapangan, bacaMejaLapangan, cariPartaiKartu, type MejaTampil, type HasilCariPartai } from './meja';
export { refreshLapangan, ambilLapangan } from './read';
export { panggilPartai, mulaiPartai, tidakHadir, catatHasilPartai, pakaiPartaiTerbaru, terapkanPartaiSaya } from './write';
export { partaiLengkap, type PartaiTampil, type TulisTertunda } from './view';
export type { PartaiLapangan, Lapangan, PengaturanJadwal, StatusPartai, Sudut, CabangLapangan } from './schema';
export { etaLapangan } from './eta';
export { useLabelPartai } from './kode';
export { partaiEntityKey, lapanganQueryKey, daftarLapanganQueryKey } from './keys';
