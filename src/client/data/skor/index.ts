export { useKonsolSkor, bacaKonsol, type KonsolData } from './konsol';
export { catatKejadian, simpanHasilSkor } from './write';
export { panelPartai, simpanPanelPoomsae, type PanelDikirim } from './poomsae';
export { bacaJuriPoomsae } from './juri-poomsae';
export { muatLogServer } from './read';
export { bacaLog } from './store';
export { aturanBawaanPartai } from './aturan';
export { idPerangkat } from './perangkat';
export {
  bacaTekanServer,
  cabutTautanKursi,
  catatPoinJuri,
  idPoinJuri,
  juriTerhubung,
  mintaTautanJuri,
  mintaTautanKursi,
  terapkanTekanJuri,
} from './juri';
export { bacaInfoJuri, detakJuri, kirimPoomsaeJuri, kirimTekanJuri, type HasilJuri } from './juri-hp';
