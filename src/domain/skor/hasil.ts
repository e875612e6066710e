import { lawan, type AturanKyorugi, type KeputusanAturan, type LangkahSeri, type Sudut } from './aturan';
import type { KejadianBout } from './kejadian';
import type { StatusIvr } from './ivr';
import { bersihkanLog, type AlasanAbaikan, type Diabaikan, type KejadianEfektif, type LogBersih } from './log';
import { putusSeri, skorKosong, type SkorSudut } from './seri';

/**
 * The one derivation of a Kyorugi result from its event log, run by the console and again by the server.
 * A round ends by time (ronde_selesai), at once when the lead reaches the PTG gap, or at once when a corner
 * reaches the gam-jeom limit (PUN, checked first: the last gam-jeom also adds a point to the opponent). A round
 * tied at its end goes down the tie-break steps; when they reach SUP it waits for the referee's sup event.
 * The match goes to the first corner with menang_ronde rounds; WDR / DSQ / RSC end it at any time. The last round
 * played, once ended, can be reopened (ronde_buka) unless the referee's decision ended the match: its win is taken
 * back and play goes on.
 */

/** How a round was won: on points, by the gap, by gam-jeoms, by a tie-break step, or by the referee. */
export type CaraRonde = 'PTF' | 'PTG' | 'PUN' | 'SUP' | Exclude<LangkahSeri, 'SUP'>;

export interface HasilRonde {
  ronde: number;
  B: SkorSudut;
  R: SkorSudut;
  status: 'berlangsung' | 'menunggu_sup' | 'selesai';
  pemenang: Sudut | null;
  cara: CaraRonde | null;
  /** The event that ended play in the round: ronde_selesai, or the point / gam-jeom that made PTG or PUN (a later sup keeps it). */
  seq_selesai: number | null;
  waktu_selesai: number | null;
}

/** What an event that ended play left the clock in: the rest, the wait for SUP, or the end of the match. */
export type FaseSetelahMain = 'istirahat' | 'menunggu_sup' | 'selesai';

export type StatusBout = 'belum_mulai' | 'berlangsung' | 'menunggu_sup' | 'antara_ronde' | 'selesai';

export interface HasilBout {
  status: StatusBout;
  ronde: HasilRonde[];
  menang_ronde: Record<Sudut, number>;
  /** Sum of the round scores, for the board. */
  total: Record<Sudut, number>;
  pemenang: Sudut | null;
  keputusan: KeputusanAturan | null;
  /** As the bracket stores a Kyorugi match: rounds won by B (peserta_a) and R (peserta_b). */
  skor_a: number;
  skor_b: number;
  seq_selesai: number | null;
  waktu_selesai: number | null;
  diabaikan: Diabaikan[];
  /** Video reviews: cards left and the requests with their answers. */
  ivr: StatusIvr;
  /** The round 'Koreksi ronde' may reopen now (the last one played, ended), or null. */
  ronde_bisa_dibuka: number | null;
}

const KEPUTUSAN_DARI_CARA: Record<CaraRonde, KeputusanAturan> = {
  PTF: 'PTF',
  PTG: 'PTG',
  PUN: 'PUN',
  SUP: 'SUP',
  poin_putar: 'PTF',
  poin_kepala: 'PTF',
  poin_badan: 'PTF',
  poin_pukulan: 'PTF',
  gam_jeom_sedikit: 'PTF',
};

/**
 * Whether round `r`, the last one played, may be reopened: it has ended, the referee's decision did not end the
 * match, and its score no longer ends it by itself (a round still past the PTG gap or the gam-jeom limit would
 * close again at once: correct its points first).
 */
export function bisaDibuka(aturan: AturanKyorugi, r: HasilRonde, olehWasit: boolean): boolean {
  if (r.status === 'berlangsung' || olehWasit) return false;
  const { batas_gam_jeom: batas, selisih_ptg: gap } = aturan;
  if (batas !== null && (r.B.gam_jeom >= batas || r.R.gam_jeom >= batas)) return false;
  return gap === null || Math.abs(r.B.skor - r.R.skor) < gap;
}

class Lipat {
  readonly h: HasilBout = {
    status: 'belum_mulai',
    ronde: [],
    menang_ronde: { B: 0, R: 0 },
    total: { B: 0, R: 0 },
    pemenang: null,
    keputusan: null,
    skor_a: 0,
    skor_b: 0,
    seq_selesai: null,
    waktu_selesai: null,
    diabaikan: [],
    ivr: { kartu: { B: 0, R: 0 }, permintaan: [], menunggu: null },
    ronde_bisa_dibuka: null,
  };
  /** The match was ended by the referee's decision (not by rounds): no round reopens under it. */
  private olehWasit = false;
  /** Every event that ended play, with what followed as the fold finally settles it (a reopened round keeps its end). */
  readonly akhirMain = new Map<number, FaseSetelahMain>();

  constructor(private readonly aturan: AturanKyorugi) {}

  private abaikan(k: KejadianEfektif, alasan: AlasanAbaikan): void {
    this.h.diabaikan.push({ seq: k.seq, alasan });
  }

  private get aktif(): HasilRonde | undefined {
    return this.h.ronde.at(-1);
  }

  private tutupRonde(r: HasilRonde, k: KejadianEfektif, pemenang: Sudut, cara: CaraRonde): void {
    Object.assign(r, { status: 'selesai', pemenang, cara, seq_selesai: r.seq_selesai ?? k.seq, waktu_selesai: r.waktu_selesai ?? k.waktu });
    this.akhirMain.set(r.seq_selesai ?? k.seq, 'istirahat');
    this.h.menang_ronde[pemenang] += 1;
    if (this.h.menang_ronde[pemenang] >= this.aturan.menang_ronde) this.tutupBout(k, pemenang, KEPUTUSAN_DARI_CARA[cara]);
    else this.h.status = 'antara_ronde';
  }

  private tutupBout(k: KejadianEfektif, pemenang: Sudut, keputusan: KeputusanAturan): void {
    Object.assign(this.h, { status: 'selesai', pemenang, keputusan, seq_selesai: k.seq, waktu_selesai: k.waktu });
    this.akhirMain.set(k.seq, 'selesai');
  }

  /** PUN before PTG: the limit-reaching gam-jeom is the cause even when its point also makes the gap. */
  private cekOtomatis(r: HasilRonde, k: KejadianEfektif): void {
    const { batas_gam_jeom: batas, selisih_ptg: gap } = this.aturan;
    for (const s of ['B', 'R'] as const) {
      if (batas !== null && r[s].gam_jeom >= batas) return this.tutupRonde(r, k, lawan(s), 'PUN');
    }
    if (gap !== null && Math.abs(r.B.skor - r.R.skor) >= gap) this.tutupRonde(r, k, r.B.skor > r.R.skor ? 'B' : 'R', 'PTG');
  }

  private skor(k: Extract<KejadianEfektif, { jenis: 'poin' | 'gam_jeom' }>): void {
    const r = this.aktif;
    if (!r) return this.abaikan(k, 'ronde_belum_mulai');
    if (r.status !== 'berlangsung') return this.abaikan(k, 'ronde_sudah_selesai');
    if (k.jenis === 'poin') {
      const p = this.aturan.poin_teknik[k.teknik];
      r[k.sudut].skor += p;
      r[k.sudut].poin[k.teknik] += p;
    } else {
      r[k.sudut].gam_jeom += 1;
      r[lawan(k.sudut)].skor += this.aturan.poin_gam_jeom;
    }
    this.cekOtomatis(r, k);
  }

  private selesaiWaktu(k: Extract<KejadianEfektif, { jenis: 'ronde_selesai' }>): void {
    const r = this.aktif;
    if (!r || r.ronde !== k.ronde) return this.abaikan(k, 'ronde_tidak_urut');
    if (r.status !== 'berlangsung') return this.abaikan(k, 'ronde_sudah_selesai');
    if (r.B.skor !== r.R.skor) return this.tutupRonde(r, k, r.B.skor > r.R.skor ? 'B' : 'R', 'PTF');
    const seri = putusSeri(this.aturan.urutan_seri, r.B, r.R);
    if (seri) return this.tutupRonde(r, k, seri.pemenang, seri.langkah);
    Object.assign(r, { status: 'menunggu_sup', seq_selesai: k.seq, waktu_selesai: k.waktu });
    this.akhirMain.set(k.seq, 'menunggu_sup');
    this.h.status = 'menunggu_sup';
  }

  private bukaRonde(k: Extract<KejadianEfektif, { jenis: 'ronde_buka' }>): void {
    const r = this.aktif;
    if (!r || !bisaDibuka(this.aturan, r, this.olehWasit) || r.ronde !== k.ronde) return this.abaikan(k, 'ronde_tidak_bisa_dibuka');
    if (r.status === 'selesai' && r.pemenang) this.h.menang_ronde[r.pemenang] -= 1;
    Object.assign(r, { status: 'berlangsung', pemenang: null, cara: null, seq_selesai: null, waktu_selesai: null });
    Object.assign(this.h, { status: 'berlangsung', pemenang: null, keputusan: null, seq_selesai: null, waktu_selesai: null });
  }

  terapkan(k: KejadianEfektif): void {
    if (k.jenis === 'timer') return;
    if (k.jenis === 'ronde_buka') return this.bukaRonde(k);
    if (this.h.status === 'selesai') return this.abaikan(k, 'pertandingan_selesai');
    switch (k.jenis) {
      case 'poin':
      case 'gam_jeom':
        return this.skor(k);
      case 'ronde_mulai': {
        const r = this.aktif;
        const urut = k.ronde === this.h.ronde.length + 1 && k.ronde <= this.aturan.ronde_jumlah;
        if (!urut || (r && r.status !== 'selesai')) return this.abaikan(k, 'ronde_tidak_urut');
        this.h.ronde.push({
          ronde: k.ronde,
          B: skorKosong(),
          R: skorKosong(),
          status: 'berlangsung',
          pemenang: null,
          cara: null,
          seq_selesai: null,
          waktu_selesai: null,
        });
        this.h.status = 'berlangsung';
        return;
      }
      case 'ronde_selesai':
        return this.selesaiWaktu(k);
      case 'sup': {
        const r = this.aktif;
        if (!r || r.status !== 'menunggu_sup') return this.abaikan(k, 'tidak_menunggu_sup');
        return this.tutupRonde(r, k, k.sudut, 'SUP');
      }
      case 'keputusan':
        if (!this.aturan.keputusan.includes(k.keputusan)) return this.abaikan(k, 'keputusan_tidak_diizinkan');
        this.olehWasit = true;
        return this.tutupBout(k, k.pemenang, k.keputusan);
      case 'atur_waktu': {
        const r = this.aktif;
        if (!r) return this.abaikan(k, 'ronde_belum_mulai');
        if (r.status !== 'berlangsung') return this.abaikan(k, 'ronde_sudah_selesai');
        return;
      }
      case 'ivr_minta':
        return;
    }
  }

  akhir(diabaikanLog: readonly Diabaikan[], ivr: StatusIvr): HasilBout {
    const h = this.h;
    h.ivr = ivr;
    const r = this.aktif;
    h.ronde_bisa_dibuka = r && bisaDibuka(this.aturan, r, this.olehWasit) ? r.ronde : null;
    for (const r of h.ronde) for (const s of ['B', 'R'] as const) h.total[s] += r[s].skor;
    h.skor_a = h.menang_ronde.B;
    h.skor_b = h.menang_ronde.R;
    h.diabaikan = [...diabaikanLog, ...h.diabaikan].sort((a, b) => a.seq - b.seq);
    return h;
  }
}

/** The result of events already cleaned by bersihkanLog, and the events that ended play (the timer folds the same list). */
export function lipatLog(aturan: AturanKyorugi, bersih: LogBersih): { hasil: HasilBout; akhirMain: ReadonlyMap<number, FaseSetelahMain> } {
  const lipat = new Lipat(aturan);
  for (const k of bersih.kejadian) lipat.terapkan(k);
  return { hasil: lipat.akhir(bersih.diabaikan, bersih.ivr), akhirMain: lipat.akhirMain };
}

export const hasilDariBersih = (aturan: AturanKyorugi, bersih: LogBersih): HasilBout => lipatLog(aturan, bersih).hasil;

/** The result the log gives under `aturan`: the same on every machine for the same set of events. */
export function turunkanHasil(aturan: AturanKyorugi, log: readonly KejadianBout[]): HasilBout {
  return hasilDariBersih(aturan, bersihkanLog(log, aturan.ivr));
}
