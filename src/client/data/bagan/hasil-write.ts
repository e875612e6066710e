import { terapkanHasil } from '../../../domain/bagan/hasil';
import { namaRonde } from '../../../domain/bagan/ronde';
import type { InputHasil, MatchBagan } from '../../../domain/bagan/types';
import type { MatchView } from './types';
import { ApiError } from '../api-error';
import { getDb } from '../db';
import { dismissEntry, enqueueWrite } from '../outbox';
import { requireUser } from '../kompetisi/settle';
import { deliver } from '../sync/engine';
import { terapkanPunyaSaya } from '../sync/konflik';
import { baganEntityKey, jenisBagan } from './keys';
import { konflikHasilOf } from './konflik';
import type { KelasBaganView } from './view';

type Outcome = { status: 'delivered' | 'queued' | 'konflik' };

/** A correction's reason, sent only when given (a first result carries none). */
const denganAlasan = (alasan: string | null | undefined) => (alasan?.trim() ? { alasan: alasan.trim() } : {});

const strip = (m: MatchBagan): MatchBagan => ({
  id_match: m.id_match,
  ronde: m.ronde,
  posisi: m.posisi,
  id_peserta_a: m.id_peserta_a,
  id_peserta_b: m.id_peserta_b,
  skor_a: m.skor_a,
  skor_b: m.skor_b,
  id_pemenang: m.id_pemenang,
  keputusan: m.keputusan,
  versi: m.versi,
});

function namaSudut(view: KelasBaganView, id: number | null) {
  return view.peserta.find((p) => p.id_peserta_kompetisi === id)?.nama ?? '–';
}

export function labelMatch(view: KelasBaganView, m: MatchBagan): string {
  const ronde = namaRonde(m.ronde, view.bagan?.jumlah_ronde ?? m.ronde);
  return `${ronde}: ${namaSudut(view, m.id_peserta_a)} vs ${namaSudut(view, m.id_peserta_b)}`;
}

async function kirim(entryId: string): Promise<Outcome> {
  const db = getDb();
  const outcome = await deliver(entryId);
  if (typeof outcome !== 'object') return { status: outcome };
  const refused = await db.outbox.get(entryId);
  if (refused && konflikHasilOf(refused)) return { status: 'konflik' };
  await dismissEntry(db, entryId);
  throw new ApiError(refused?.lastStatus ?? 400, outcome.rejected, refused?.lastErrors, refused?.lastKode);
}

/**
 * 'Save Result' through the outbox: checked here with the same rules the server runs, shown at once, sent
 * when online with the match's versi. Another device's different result first is a conflict kept on the
 * match to choose from; any other refusal is thrown and the match falls back.
 */
export async function simpanHasilMatch(
  id_kompetisi: number,
  view: KelasBaganView,
  match: MatchView,
  input: InputHasil,
  alasan?: string | null,
): Promise<Outcome> {
  const user = requireUser();
  if (!view.bagan) throw new ApiError(422, 'Bagan belum dibuat');
  const cek = terapkanHasil(view.bagan.matches.map(strip), match.id_match, input, view.kelas.cabang);
  if (!cek.ok)
    throw new ApiError(cek.kode === 'tidak_ditemukan' ? 404 : 422, cek.pesan, cek.field ? { [cek.field]: cek.pesan } : undefined, cek.kode);
  const db = getDb();
  if (match.outboxId) await dismissEntry(db, match.outboxId);
  const entry = await enqueueWrite(db, {
    method: 'PUT',
    path: `/matches/${match.id_match}`,
    kind: jenisBagan.kind('hasil'),
    body: {
      skor_a: input.skor_a,
      skor_b: input.skor_b,
      id_pemenang: input.id_pemenang ?? null,
      keputusan: input.keputusan ?? null,
      versi: match.versi,
      ...denganAlasan(alasan),
    },
    ownerId: user.id_akun,
    label: `Hasil ${labelMatch(view, match)}`,
    entityKey: baganEntityKey(id_kompetisi, view.kelas.id_kelas_kejuaraan),
    fixPath: `/admin-kompetisi/drawing-bagan/${view.kelas.id_kelas_kejuaraan}`,
  });
  return kirim(entry.id);
}

/** Undo a result (a correction: its reason; only while the next bout has not started), made on the match's versi. */
export async function batalkanHasilMatch(
  id_kompetisi: number,
  view: KelasBaganView,
  match: MatchView,
  alasan?: string | null,
): Promise<Outcome> {
  const user = requireUser();
  const db = getDb();
  if (match.outboxId) await dismissEntry(db, match.outboxId);
  const entry = await enqueueWrite(db, {
    method: 'DELETE',
    path: `/matches/${match.id_match}/result`,
    kind: jenisBagan.kind('batal_hasil'),
    body: { versi: match.versi, ...denganAlasan(alasan) },
    ownerId: user.id_akun,
    label: `Batalkan hasil ${labelMatch(view, match)}`,
    entityKey: baganEntityKey(id_kompetisi, view.kelas.id_kelas_kejuaraan),
    fixPath: `/admin-kompetisi/drawing-bagan/${view.kelas.id_kelas_kejuaraan}`,
  });
  return kirim(entry.id);
}

/**
 * 'Terapkan punya saya' sends my result again on the versi the server holds (sync/konflik.ts); over a result the
 * server keeps that is a correction, sent with its reason.
 */
export async function terapkanHasilSaya(outboxId: string, alasan?: string | null): Promise<void> {
  const db = getDb();
  const entry = await db.outbox.get(outboxId);
  if (entry && alasan?.trim()) {
    const body = entry.body && typeof entry.body === 'object' ? (entry.body as Record<string, unknown>) : {};
    await db.outbox.update(outboxId, { body: { ...body, alasan: alasan.trim() } });
  }
  await terapkanPunyaSaya(outboxId, db);
}

/** 'Pakai yang terbaru' drops my write and reads the brackets again; so does a refused draw. */
export { pakaiYangTerbaru as pakaiHasilTerbaru } from '../sync/konflik';
