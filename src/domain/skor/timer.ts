import type { AturanKyorugi, Sudut } from './aturan';
import { hasilDariBersih } from './hasil';
import type { KejadianBout } from './kejadian';
import { bersihkanLog } from './log';

/**
 * The console's clocks, derived from the same log as the result, so a reloaded tablet shows the clock where it
 * was. ronde_mulai starts the round clock; jeda / lanjut pause and resume it; kye_shi pauses it and runs the
 * kye-shi countdown until kye_shi_selesai (or lanjut). Play ends by ronde_selesai, PTG, PUN or a referee's
 * decision; a finished round that does not end the match starts the rest countdown at once (an istirahat
 * event restarts it). The clock reaching 0 does not end the round: the console then sends ronde_selesai.
 */

export type FaseTimer = 'belum_mulai' | 'ronde' | 'kye_shi' | 'istirahat' | 'menunggu_sup' | 'selesai';

export interface StatusTimer {
  fase: FaseTimer;
  ronde: number;
  sisa_ronde_ms: number;
  berjalan: boolean;
  /** The round clock reached 0 while the round is still open: time to send ronde_selesai. */
  habis: boolean;
  sisa_istirahat_ms: number | null;
  sisa_kye_shi_ms: number | null;
  kye_shi_sudut: Sudut | null;
}

const sejak = (dari: number, sekarang: number) => Math.max(0, sekarang - dari);

export function statusTimer(aturan: AturanKyorugi, log: readonly KejadianBout[], sekarang: number): StatusTimer {
  const bersih = bersihkanLog(log);
  const hasil = hasilDariBersih(aturan, bersih);
  const abai = new Set(hasil.diabaikan.map((d) => d.seq));
  const RONDE_MS = aturan.ronde_detik * 1000;

  let fase: FaseTimer = 'belum_mulai';
  let ronde = 0;
  let sisa = RONDE_MS;
  let jalanSejak: number | null = null;
  let istirahatSejak: number | null = null;
  let kyeShiSejak: number | null = null;
  let kyeShiSudut: Sudut | null = null;

  const henti = (waktu: number) => {
    if (jalanSejak !== null) sisa = Math.max(0, sisa - sejak(jalanSejak, waktu));
    jalanSejak = null;
  };

  for (const k of bersih.kejadian) {
    if (abai.has(k.seq)) continue;
    if (k.jenis === 'ronde_mulai') {
      fase = 'ronde';
      ronde = k.ronde;
      sisa = RONDE_MS;
      jalanSejak = k.waktu;
      istirahatSejak = kyeShiSejak = null;
      kyeShiSudut = null;
    } else if (k.jenis === 'timer') {
      const a = k.aksi;
      if (a === 'jeda' && fase === 'ronde') henti(k.waktu);
      else if (a === 'lanjut' && (fase === 'ronde' || fase === 'kye_shi')) {
        fase = 'ronde';
        kyeShiSejak = null;
        kyeShiSudut = null;
        if (jalanSejak === null && sisa > 0) jalanSejak = k.waktu;
      } else if (a === 'kye_shi' && fase === 'ronde') {
        henti(k.waktu);
        fase = 'kye_shi';
        kyeShiSejak = k.waktu;
        kyeShiSudut = k.sudut ?? null;
      } else if (a === 'kye_shi_selesai' && fase === 'kye_shi') {
        fase = 'ronde';
        kyeShiSejak = null;
        kyeShiSudut = null;
      } else if (a === 'istirahat' && fase === 'istirahat') istirahatSejak = k.waktu;
    }

    const r = hasil.ronde[ronde - 1];
    if (hasil.seq_selesai === k.seq) {
      henti(k.waktu);
      fase = 'selesai';
      istirahatSejak = kyeShiSejak = null;
    } else if (r && r.seq_selesai === k.seq) {
      henti(k.waktu);
      kyeShiSejak = null;
      kyeShiSudut = null;
      // The final state of the round: once the referee's SUP is in the log, the rest counts from the end of play.
      if (r.status === 'selesai') {
        fase = 'istirahat';
        istirahatSejak = k.waktu;
      } else fase = 'menunggu_sup';
    }
  }

  const sisaRonde = jalanSejak !== null ? Math.max(0, sisa - sejak(jalanSejak, sekarang)) : sisa;
  const hitungMundur = (dari: number | null, detik: number) => (dari === null ? null : Math.max(0, detik * 1000 - sejak(dari, sekarang)));
  return {
    fase,
    ronde,
    sisa_ronde_ms: sisaRonde,
    berjalan: jalanSejak !== null && sisaRonde > 0,
    habis: (fase === 'ronde' || fase === 'kye_shi') && sisaRonde === 0,
    sisa_istirahat_ms: fase === 'istirahat' ? hitungMundur(istirahatSejak, aturan.istirahat_detik) : null,
    sisa_kye_shi_ms: fase === 'kye_shi' ? hitungMundur(kyeShiSejak, aturan.kye_shi_detik) : null,
    kye_shi_sudut: fase === 'kye_shi' ? kyeShiSudut : null,
  };
}
