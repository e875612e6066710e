export { useKonsolSkor, bacaKonsol, type KonsolData } from './konsol';
export { catatKejadian, simpanHasilSkor } from './write';
export { simpanPanelPoomsae } from './poomsae';
export { muatLogServer } from './read';
export { bacaLog } from './store';
export { aturanDariKelas } from './aturan';
export { idPerangkat } from './perangkat';
export { bacaTekanServer, juriTerhubung, mintaTautanJuri, terapkanTekanJuri } from './juri';
export { detakJuri, kirimTekanJuri, type HasilJuri } from './juri-hp';
