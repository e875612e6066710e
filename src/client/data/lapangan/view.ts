import * as v from 'valibot';
import { terapkanHasil } from '../../../domain/bagan/hasil';
import type { PengubahPartai } from '../../../domain/jadwal/konflik';
import type { InputHasil, MatchBagan } from '../../../domain/bagan/types';
import { langkahPartai, setelahHasil, sudahBerlaku } from '../../../domain/jadwal/langkah';
import { dariSudutLama, type Sudut as SudutBR, type SudutLama } from '../../../domain/sudut';
import { konflikHasilOf } from '../bagan/konflik';
import type { OutboxEntry } from '../db';
import { isKonflikVersi } from '../sync/kode';
import { aksiDari, type AksiPartai } from './keys';
import type { PartaiLapangan, Sudut } from './schema';
import { partaiOf } from './store';

/**
 * A bout as the desk shows it: the server's copy with this device's queued call, start, no-show and result laid
 * over it in the order they were made, by the domain's rules the server runs on them; a refused write stays on the
 * bout with the server's message, and a 409 with what the server holds, to choose from.
 */
export interface TulisTertunda {
  outboxId: string;
  aksi: AksiPartai;
  status: OutboxEntry['status'];
  pesan: string | null;
  kode?: string;
  /** 409 on a call/start/no-show: the bout as the server holds it; on a result: the match as the server holds it. */
  konflikPartai: PartaiLapangan | null;
  konflikMatch: MatchBagan | null;
  /** A 409 on a call/start/no-show: who changed the bout last and when (absent from an answer before they were sent). */
  pengubah: PengubahPartai | null;
}

export interface PartaiTampil extends PartaiLapangan {
  /** Writes of this bout still waiting on this device. */
  menunggu: number;
  /** The last refused write of this bout, if any. */
  ditolak: TulisTertunda | null;
}

type Tulis = Pick<OutboxEntry, 'method' | 'path' | 'body' | 'createdAt' | 'entityKey' | 'kind'>;
interface Body {
  versi?: number;
  pada?: string;
  skor_a?: number;
  skor_b?: number;
  id_pemenang?: number | null;
  keputusan?: PartaiLapangan['keputusan'];
  /** A no-show's corner: 'B' (biru, sudut_a) | 'R' (merah, sudut_b). */
  sudut_tidak_hadir?: SudutBR;
  /** The same in a no-show queued before that field: 'A' (= sudut_a) | 'B' (= sudut_b), sent as it is (the server reads it alike). */
  sudut?: SudutLama;
}

/** The corner a queued no-show names, in today's letters, whichever form it was queued in (src/domain/sudut.ts). */
export const sudutTidakHadirTulis = (body: Body): SudutBR | undefined =>
  body.sudut_tidak_hadir ?? (body.sudut ? dariSudutLama(body.sudut) : undefined);

/** The bout a desk write is about (its entity key ends with the id_match). */
export const idMatchTulis = (e: Pick<OutboxEntry, 'entityKey'>) => e.entityKey.slice(e.entityKey.lastIndexOf(':') + 1);

/** Both corners known (the steps' `lengkap`): only then can a bout be called. */
export const partaiLengkap = (p: Pick<PartaiLapangan, 'sudut_a' | 'sudut_b'>) => p.sudut_a !== null && p.sudut_b !== null;

/** The class's bouts on this court as the bracket's matches (the match versi is the bout's versi_match). */
const matchDari = (q: PartaiLapangan): MatchBagan => ({
  id_match: q.id_match,
  ronde: q.ronde,
  posisi: q.posisi ?? 0,
  id_peserta_a: q.sudut_a?.id_peserta_kompetisi ?? null,
  id_peserta_b: q.sudut_b?.id_peserta_kompetisi ?? null,
  skor_a: q.skor_a,
  skor_b: q.skor_b,
  id_pemenang: q.id_pemenang,
  keputusan: q.keputusan,
  versi: q.versi_match,
});

/**
 * A result on bout `p` as the server enters it: terapkanHasil over the class's bouts on this court (the winner and
 * decision as the bracket decides them, the winner into its corner of the next bout), then setelahHasil ends the
 * bout. null: the bracket's rules refuse it; []: it changes nothing (the same result again).
 */
function hasilDiMeja<P extends PartaiLapangan>(semua: readonly P[], p: P, input: InputHasil, pada: string): P[] | null {
  const kelas = semua.filter((q) => q.id_kelas_kejuaraan === p.id_kelas_kejuaraan && (q.posisi !== undefined || q.id_match === p.id_match));
  const r = terapkanHasil(kelas.map(matchDari), p.id_match, input, p.cabang);
  if (!r.ok) return null;
  const sudut = new Map<number, Sudut>();
  for (const s of kelas.flatMap((q) => [q.sudut_a, q.sudut_b])) if (s) sudut.set(s.id_peserta_kompetisi, s);
  const pilih = (id: number | null, lama: Sudut | null) =>
    id === null ? null : lama?.id_peserta_kompetisi === id ? lama : (sudut.get(id) ?? lama);
  return r.matches
    .filter((m) => r.berubah.includes(m.id_match))
    .map((m) => {
      const q = kelas.find((x) => x.id_match === m.id_match) as P;
      const baru: P = {
        ...q,
        sudut_a: pilih(m.id_peserta_a, q.sudut_a),
        sudut_b: pilih(m.id_peserta_b, q.sudut_b),
        skor_a: m.skor_a,
        skor_b: m.skor_b,
        id_pemenang: m.id_pemenang,
        keputusan: m.keputusan,
        versi_match: m.versi,
      };
      const akhir = q.id_match === p.id_match ? setelahHasil(baru, true, pada) : null;
      return akhir ? { ...baru, ...akhir, versi: baru.versi + 1 } : baru;
    });
}

/**
 * What one desk write does to the court's bouts, by the domain's rules the server runs on it: a step the bout already
 * holds is nothing (sudahBerlaku); a call, start or no-show is langkahPartai (a no-show before the wait after the call is over is refused); a result, and a no-show's
 * WDR win for the other corner, is hasilDiMeja. A write the rules refuse changes nothing (the server refuses it
 * too). Answers the bouts it changed.
 */
export function terapkanTulis<P extends PartaiLapangan>(semua: readonly P[], e: Tulis, tunggu_detik: number): P[] {
  const aksi = aksiDari(e);
  const p = semua.find((x) => x.id_match === idMatchTulis(e));
  if (!aksi || !p) return [];
  const body = (e.body ?? {}) as Body;
  const pada = body.pada ?? new Date(e.createdAt).toISOString();
  if (aksi === 'hasil') {
    const input: InputHasil = {
      skor_a: body.skor_a ?? 0,
      skor_b: body.skor_b ?? 0,
      id_pemenang: body.id_pemenang ?? null,
      keputusan: body.keputusan ?? null,
    };
    return hasilDiMeja(semua, p, input, pada) ?? [];
  }
  const sudut = sudutTidakHadirTulis(body);
  // A step the bout already holds lands as nothing on the server (sudahBerlaku), so it changes nothing here either.
  if (body.versi !== undefined && sudahBerlaku(p, aksi, body.versi, sudut)) return [];
  const langkah = langkahPartai({ ...p, lengkap: partaiLengkap(p) }, aksi, pada, tunggu_detik, sudut);
  if (!langkah.ok) return [];
  if (aksi !== 'tidak-hadir') return [{ ...p, ...langkah.partai, versi: p.versi + 1 }];
  const hadir = sudut === 'B' ? p.sudut_b : p.sudut_a;
  const hasil = hasilDiMeja(semua, p, { skor_a: 0, skor_b: 0, id_pemenang: hadir?.id_peserta_kompetisi ?? null, keputusan: 'WDR' }, pada);
  if (!hasil) return [];
  const bout = hasil.find((q) => q.id_match === p.id_match) ?? p;
  return [...hasil.filter((q) => q !== bout), { ...bout, ...langkah.partai, versi: p.versi + 1 }];
}

const pengubahSchema = v.object({ diubah_oleh: v.nullish(v.string(), null), diubah_pada: v.nullish(v.string(), null) });
const pengubahOf = (data: unknown): PengubahPartai | null => {
  const r = v.safeParse(pengubahSchema, data);
  return r.success ? r.output : null;
};

function tertunda(e: OutboxEntry): TulisTertunda {
  const aksi = aksiDari(e) ?? 'panggil';
  const konflik = e.status === 'rejected' && isKonflikVersi(e);
  return {
    outboxId: e.id,
    aksi,
    status: e.status,
    pesan: e.lastError,
    kode: e.lastKode,
    konflikPartai: konflik && aksi !== 'hasil' ? partaiOf(e.lastData) : null,
    konflikMatch: konflik && aksi === 'hasil' ? konflikHasilOf(e) : null,
    pengubah: konflik && aksi !== 'hasil' ? pengubahOf(e.lastData) : null,
  };
}

/**
 * Every bout of the court as the desk shows it: the server's copy with this device's desk writes of the court laid
 * over it one by one in the order they were made (terapkanTulis), in play order. `tunggu_detik`: the competition's
 * no-show wait.
 */
export function tampilkanMeja(server: readonly PartaiLapangan[], antre: readonly OutboxEntry[], tunggu_detik: number): PartaiTampil[] {
  const semua = new Map<string, PartaiTampil>(server.map((p) => [p.id_match, { ...p, menunggu: 0, ditolak: null }]));
  for (const e of [...antre].sort((a, b) => a.seq - b.seq)) {
    const p = semua.get(idMatchTulis(e));
    if (!p) continue;
    if (e.status === 'rejected') {
      semua.set(p.id_match, { ...p, ditolak: tertunda(e) });
      continue;
    }
    semua.set(p.id_match, { ...p, menunggu: p.menunggu + 1 });
    for (const q of terapkanTulis([...semua.values()], e, tunggu_detik)) semua.set(q.id_match, q);
  }
  return [...semua.values()].sort((a, b) => a.nomor - b.nomor);
}
