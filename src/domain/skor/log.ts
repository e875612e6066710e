import type { IsiSkor, KejadianBout } from './kejadian';
import { jsonKanonik } from '../json-kanonik';

/**
 * From the log as received (any order, replays, two copies of one event) to the events that count, in seq
 * order: one event per seq and per (perangkat, id), undone events out, corrected events carrying their
 * replacement at their own place. Depends only on the set of events, so a tablet and the server that hold
 * the same events fold the same list.
 */

export type KejadianEfektif = Exclude<KejadianBout, { jenis: 'undo' } | { jenis: 'koreksi' }> & { dikoreksi?: true };

export type AlasanAbaikan =
  | 'target_tidak_valid'
  | 'ronde_belum_mulai'
  | 'ronde_tidak_urut'
  | 'ronde_sudah_selesai'
  | 'tidak_menunggu_sup'
  | 'keputusan_tidak_diizinkan'
  | 'pertandingan_selesai';

export interface Diabaikan {
  seq: number;
  alasan: AlasanAbaikan;
}

export interface LogBersih {
  kejadian: KejadianEfektif[];
  diabaikan: Diabaikan[];
  /** Copies dropped (same seq, or same perangkat + id). */
  ganda: number;
}

const SKOR = new Set(['poin', 'gam_jeom', 'sup', 'keputusan']);
const BISA_UNDO = new Set([...SKOR, 'undo', 'koreksi']);

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

export function bersihkanLog(log: readonly KejadianBout[]): LogBersih {
  const { daftar, ganda } = unik(log);
  const perSeq = new Map(daftar.map((k) => [k.seq, k]));
  const diabaikan: Diabaikan[] = [];
  const salah = (seq: number) => diabaikan.push({ seq, alasan: 'target_tidak_valid' });

  // An undo is in force unless a later undo in force takes it back: walk from the end.
  const mati = new Set<number>();
  for (let i = daftar.length - 1; i >= 0; i--) {
    const k = daftar[i];
    if (k.jenis !== 'undo' || mati.has(k.seq)) continue;
    const t = k.target < k.seq ? perSeq.get(k.target) : undefined;
    if (t && BISA_UNDO.has(t.jenis)) mati.add(t.seq);
    else salah(k.seq);
  }

  const pengganti = new Map<number, IsiSkor>();
  for (const k of daftar) {
    if (k.jenis !== 'koreksi' || mati.has(k.seq)) continue;
    const t = k.target < k.seq ? perSeq.get(k.target) : undefined;
    if (t && SKOR.has(t.jenis)) pengganti.set(t.seq, k.pengganti);
    else salah(k.seq);
  }

  const kejadian: KejadianEfektif[] = [];
  for (const k of daftar) {
    if (k.jenis === 'undo' || k.jenis === 'koreksi' || mati.has(k.seq)) continue;
    const isi = pengganti.get(k.seq);
    kejadian.push(isi ? { ...isi, seq: k.seq, perangkat: k.perangkat, id: k.id, waktu: k.waktu, dikoreksi: true } : k);
  }
  diabaikan.sort((a, b) => a.seq - b.seq);
  return { kejadian, diabaikan, ganda };
}
