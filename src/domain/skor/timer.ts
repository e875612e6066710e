import type { AturanKyorugi, Sudut } from './aturan';
import { lipatLog } from './hasil';
import type { KejadianBout } from './kejadian';
import { bersihkanLog } from './log';

/**
 * The console's clocks, derived from the same log as the result, so a reloaded tablet shows the clock where it
 * was. ronde_mulai starts the round clock; jeda / lanjut pause and resume it; kye_shi pauses it and runs the
 * kye-shi countdown until kye_shi_selesai (or lanjut). Play ends by ronde_selesai, PTG, PUN or a referee's
 * decision; a finished round that does not end the match starts the rest countdown at once (an istirahat
 * event restarts it). The clock reaching 0 does not end the round: the console then sends ronde_selesai. A video
 * request stops the round clock; atur_waktu sets it (stopped); a reopened round (ronde_buka) goes on, stopped, from
 * where its clock stood when it ended.
 */

export type FaseTimer = 'belum_mulai' | 'ronde' | 'kye_shi' | 'istirahat' | 'menunggu_sup' | 'selesai';

export interface StatusTimer {
  fase: FaseTimer;
  ronde: number;
  sisa_ronde_ms: number;
  berjalan: boolean;
  /** The running round clock reached 0 while the round is still open: time to send ronde_selesai. */
  habis: boolean;
  sisa_istirahat_ms: number | null;
  sisa_kye_shi_ms: number | null;
  kye_shi_sudut: Sudut | null;
}

const sejak = (dari: number, sekarang: number) => Math.max(0, sekarang - dari);

export function statusTimer(aturan: AturanKyorugi, log: readonly KejadianBout[], sekarang: number): StatusTimer {
  const bersih = bersihkanLog(log, aturan.ivr);
  const { hasil, akhirMain } = lipatLog(aturan, bersih);
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
    } else if (k.jenis === 'ronde_buka') {
      fase = 'ronde';
      ronde = k.ronde;
      jalanSejak = istirahatSejak = kyeShiSejak = null;
      kyeShiSudut = null;
    } else if (k.jenis === 'atur_waktu' && (fase === 'ronde' || fase === 'kye_shi')) {
      sisa = Math.min(RONDE_MS, k.sisa_ms);
      jalanSejak = null;
    } else if (k.jenis === 'ivr_minta' && fase === 'ronde') henti(k.waktu);

    // What followed as the fold settles it: once the referee's SUP is in the log, the rest counts from the end of play.
    const setelah = akhirMain.get(k.seq);
    if (setelah === 'selesai') {
      henti(k.waktu);
      fase = 'selesai';
      istirahatSejak = kyeShiSejak = null;
    } else if (setelah) {
      henti(k.waktu);
      kyeShiSejak = null;
      kyeShiSudut = null;
      fase = setelah;
      if (setelah === 'istirahat') istirahatSejak = k.waktu;
    }
  }

  const sisaRonde = jalanSejak !== null ? Math.max(0, sisa - sejak(jalanSejak, sekarang)) : sisa;
  const hitungMundur = (dari: number | null, detik: number) => (dari === null ? null : Math.max(0, detik * 1000 - sejak(dari, sekarang)));
  return {
    fase,
    ronde,
    sisa_ronde_ms: sisaRonde,
    berjalan: jalanSejak !== null && sisaRonde > 0,
    habis: fase === 'ronde' && jalanSejak !== null && sisaRonde === 0,
    sisa_istirahat_ms: fase === 'istirahat' ? hitungMundur(istirahatSejak, aturan.istirahat_detik) : null,
    sisa_kye_shi_ms: fase === 'kye_shi' ? hitungMundur(kyeShiSejak, aturan.kye_shi_detik) : null,
    kye_shi_sudut: fase === 'kye_shi' ? kyeShiSudut : null,
  };
}
