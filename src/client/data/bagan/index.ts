export { useKompetisiBagan, refreshBagan, bacaKompetisiBagan, type KompetisiBaganView } from './read';
export { buatDraf, buangDraf, simpanDraf, pesertaUndian, pesanKurangPeserta } from './draf-write';
export { simpanHasilMatch, batalkanHasilMatch, terapkanHasilSaya, pakaiHasilTerbaru, labelMatch } from './hasil-write';
export type { KelasBaganView } from './view';
export { konflikHasilOf } from './konflik';
export { slipMatch, slipPartai } from './slip';
