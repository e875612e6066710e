import type { AturanIvr } from './aturan';
import type { IsiSkor, KejadianBout } from './kejadian';
import { jsonKanonik } from '../json-kanonik';
import { tinjauVideo, type StatusIvr } from './ivr';

/**
 * From the log as received (any order, replays, two copies of one event) to the events that count, in seq
 * order: one event per seq and per (perangkat, id), undone events out, corrected events carrying their
 * replacement at their own place, video reviews settled. Depends only on the set of events, so a tablet and the
 * server that hold the same events fold the same list.
 *
 * Any event can be taken back. Taking back an event that stopped the round clock (a round end, a kye-shi, a video
 * request) leaves the clock stopped where it stopped: in its place the list holds a pause (`jeda`).
 */

type Koreksian = { jenis: 'undo' } | { jenis: 'koreksi' } | { jenis: 'ivr_putusan' };
export type KejadianEfektif = Exclude<KejadianBout, Koreksian> & {
  dikoreksi?: true;
  /** A score given by an accepted video review: the seq of the request it counts at. */
  dari_ivr?: number;
  /** A pause standing in for a taken-back event that had stopped the clock. */
  pengganti_batal?: true;
};

export type AlasanAbaikan =
  | 'target_tidak_valid'
  | 'ronde_belum_mulai'
  | 'ronde_tidak_urut'
  | 'ronde_sudah_selesai'
  | 'ronde_tidak_bisa_dibuka'
  | 'tidak_menunggu_sup'
  | 'keputusan_tidak_diizinkan'
  | 'ivr_tidak_diizinkan'
  | 'ivr_habis'
  | 'ivr_menunggu'
  | 'ivr_tidak_menunggu'
  | 'pertandingan_selesai';

export interface Diabaikan {
  seq: number;
  alasan: AlasanAbaikan;
}

/** What changed an event: the undo, correction or accepted review (its seq) and, for a replacement, what it now says. */
export interface Perubahan {
  oleh: number;
  isi: IsiSkor | null;
}

export interface LogBersih {
  kejadian: KejadianEfektif[];
  diabaikan: Diabaikan[];
  /** Copies dropped (same seq, or same perangkat + id). */
  ganda: number;
  /** Every distinct event in seq order, in force or not (the record as it was kept). */
  daftar: KejadianBout[];
  /** Events taken back or replaced, by seq. */
  diubah: ReadonlyMap<number, Perubahan>;
  ivr: StatusIvr;
}

const SKOR = new Set(['poin', 'gam_jeom', 'sup', 'keputusan']);
const BERHENTIKAN_JAM = (k: KejadianBout) =>
  k.jenis === 'ronde_selesai' || k.jenis === 'ivr_minta' || (k.jenis === 'timer' && k.aksi === 'kye_shi');

/** Same seq from two devices (should not happen): the smaller perangkat, then id, then content keeps it, on every machine. */
function banding(a: KejadianBout, b: KejadianBout): number {
  if (a.seq !== b.seq) return a.seq - b.seq;
  if (a.perangkat !== b.perangkat) return a.perangkat < b.perangkat ? -1 : 1;
  if (a.id !== b.id) return a.id < b.id ? -1 : 1;
  const x = jsonKanonik(a);
  const y = jsonKanonik(b);
  return x < y ? -1 : x > y ? 1 : 0;
}

function unik(log: readonly KejadianBout[]): { daftar: KejadianBout[]; ganda: number } {
  const urut = [...log].sort(banding);
  const seqDilihat = new Set<number>();
  const idDilihat = new Set<string>();
  const daftar: KejadianBout[] = [];
  for (const k of urut) {
    const kunci = `${k.perangkat}\u0000${k.id}`;
    if (seqDilihat.has(k.seq) || idDilihat.has(kunci)) continue;
    seqDilihat.add(k.seq);
    idDilihat.add(kunci);
    daftar.push(k);
  }
  return { daftar, ganda: log.length - daftar.length };
}

/** Undos in force: an undo counts unless a later undo in force takes it back, so walk from the end. */
function undoBerlaku(daftar: readonly KejadianBout[], perSeq: ReadonlyMap<number, KejadianBout>, salah: (seq: number) => void) {
  const mati = new Map<number, number>();
  for (let i = daftar.length - 1; i >= 0; i--) {
    const k = daftar[i];
    if (k.jenis !== 'undo' || mati.has(k.seq)) continue;
    if (k.target < k.seq && perSeq.has(k.target)) mati.set(k.target, k.seq);
    else salah(k.seq);
  }
  return mati;
}

export function bersihkanLog(log: readonly KejadianBout[], aturanIvr: AturanIvr | null = null): LogBersih {
  const { daftar, ganda } = unik(log);
  const perSeq = new Map(daftar.map((k) => [k.seq, k]));
  const diabaikan: Diabaikan[] = [];
  const salah = (seq: number) => diabaikan.push({ seq, alasan: 'target_tidak_valid' });
  const mati = undoBerlaku(daftar, perSeq, salah);
  const hidup = daftar.filter((k) => !mati.has(k.seq));
  const skorHidup = (target: number, sebelum: number) => {
    const t = target < sebelum && !mati.has(target) ? perSeq.get(target) : undefined;
    return t !== undefined && SKOR.has(t.jenis);
  };

  const ivr = tinjauVideo(hidup, aturanIvr, skorHidup);
  diabaikan.push(...ivr.diabaikan);

  // Corrections and accepted reviews that change an event, in seq order: the later one says what the event is now.
  const diubah = new Map<number, Perubahan>();
  for (const [target, oleh] of mati) diubah.set(target, { oleh, isi: null });
  const ganti = new Map<number, Perubahan>();
  const perubahan = [
    ...hidup.flatMap((k) => (k.jenis === 'koreksi' ? [{ seq: k.seq, target: k.target, isi: k.pengganti as IsiSkor | null }] : [])),
    ...ivr.ubahTarget,
  ].sort((a, b) => a.seq - b.seq);
  for (const u of perubahan) {
    if (!skorHidup(u.target, u.seq)) {
      salah(u.seq);
      continue;
    }
    ganti.set(u.target, { oleh: u.seq, isi: u.isi });
    diubah.set(u.target, { oleh: u.seq, isi: u.isi });
  }

  const kejadian: KejadianEfektif[] = [];
  for (const k of daftar) {
    if (k.jenis === 'undo' || k.jenis === 'koreksi' || k.jenis === 'ivr_putusan') continue;
    const dasar = { seq: k.seq, perangkat: k.perangkat, id: k.id, waktu: k.waktu };
    if (mati.has(k.seq)) {
      if (BERHENTIKAN_JAM(k)) kejadian.push({ jenis: 'timer', aksi: 'jeda', ...dasar, pengganti_batal: true });
      continue;
    }
    if (k.jenis === 'ivr_minta' && !ivr.sah.has(k.seq)) continue;
    const g = ganti.get(k.seq);
    if (g?.isi === null) continue;
    kejadian.push(g?.isi ? { ...g.isi, ...dasar, dikoreksi: true } : k);
    const tambah = ivr.tambah.get(k.seq);
    if (tambah) kejadian.push({ ...tambah.isi, ...dasar, seq: tambah.seq, id: tambah.id, dari_ivr: k.seq });
  }
  diabaikan.sort((a, b) => a.seq - b.seq);
  return { kejadian, diabaikan, ganda, daftar, diubah, ivr: ivr.status };
}

/**
 * The event 'Batal terakhir' takes back: the latest event still in force, of any kind, other than an undo (so a
 * second press takes back the one before). Null when there is none.
 */
export function kejadianTerakhir(bersih: Pick<LogBersih, 'daftar' | 'diubah' | 'diabaikan'>): KejadianBout | null {
  const abai = new Set(bersih.diabaikan.map((d) => d.seq));
  for (let i = bersih.daftar.length - 1; i >= 0; i--) {
    const k = bersih.daftar[i];
    if (k.jenis === 'undo' || abai.has(k.seq)) continue;
    const u = bersih.diubah.get(k.seq);
    if (u && u.isi === null) continue;
    return k;
  }
  return null;
}
