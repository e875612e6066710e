import { susunMatches } from '../../../domain/bagan/susun';
import { MIN_PESERTA_GENERATE } from '../../../domain/bagan/types';
import { seedAcak, undiBagan } from '../../../domain/bagan/undian';
import type { SimpanBagan } from '../../../domain/schemas/bagan';
import { ApiError } from '../api-error';
import { getDb } from '../db';
import { enqueueWrite, newId } from '../outbox';
import { requireUser } from '../kompetisi/settle';
import { drawDependencies } from '../kompetisi/antrean';
import { deliver } from '../sync/engine';
import type { DrafBagan } from './draf-schema';
import { baganEntityKey, drafKey, jenisBagan } from './keys';
import type { KelasBaganView } from './view';

/** The approved entries in list order (registration order): the engine's input for 'Generate'. */
export function pesertaUndian(view: KelasBaganView) {
  return view.peserta.filter((p) => p.status === 'APPROVED').sort((a, b) => a.id_peserta_kompetisi - b.id_peserta_kompetisi);
}

export const pesanKurangPeserta = (n: number) => `Need at least ${MIN_PESERTA_GENERATE} approved participants. Currently have ${n}.`;

/** 'Generate' (acak false: list order) or 'Shuffle & Generate' (a new random seed): a draft kept in Dexie until 'Save'. */
export async function buatDraf(id_kompetisi: number, view: KelasBaganView, acak: boolean): Promise<DrafBagan> {
  const user = requireUser();
  const peserta = pesertaUndian(view);
  if (peserta.length < MIN_PESERTA_GENERATE) throw new ApiError(422, pesanKurangPeserta(peserta.length));
  const seed = acak ? seedAcak() : null;
  const undian = undiBagan(
    peserta.map((p) => ({ id: p.id_peserta_kompetisi, id_dojang: p.id_dojang })),
    { seed },
  );
  const ids = Array.from({ length: undian.ukuran - 1 }, () => newId());
  const draf: DrafBagan = {
    id_kelas_kejuaraan: view.kelas.id_kelas_kejuaraan,
    participants: peserta.map((p) => p.id_peserta_kompetisi),
    seed,
    unggulan: [],
    ukuran: undian.ukuran,
    jumlah_ronde: undian.jumlah_ronde,
    matches: susunMatches(undian, ids),
    dibuat_pada: Date.now(),
  };
  const key = drafKey(id_kompetisi, draf.id_kelas_kejuaraan);
  await getDb().records.put({ key, ownerId: user.id_akun, base: draf, value: draf, fetchedAt: Date.now() });
  return draf;
}

export async function buangDraf(id_kompetisi: number, id_kelas: number): Promise<void> {
  await getDb().records.delete(drafKey(id_kompetisi, id_kelas));
}

export function bodySimpan(view: KelasBaganView, draf: DrafBagan, hapus_hasil: boolean): SimpanBagan {
  return {
    id_kelas_kejuaraan: draf.id_kelas_kejuaraan,
    participants: draf.participants,
    seed: draf.seed,
    unggulan: draf.unggulan,
    versi_sebelumnya: view.versiLokal,
    hapus_hasil,
    // The moment of the draw, not of the sync: a draw saved offline is logged when it happened.
    diundi_pada: new Date(draf.dibuat_pada).toISOString(),
    matches: draf.matches.map(({ id_match, ronde, posisi, id_peserta_a, id_peserta_b }) => ({
      id_match,
      ronde,
      posisi,
      id_peserta_a,
      id_peserta_b,
    })),
  };
}

/**
 * 'Save': the draft leaves Dexie and a POST /brackets enters the outbox in one transaction, then it is
 * tried at once. Offline it stays queued (and shows as the class's bracket); a refusal stays on the class
 * with the server's reason, to redraw or take the server's bracket.
 */
export async function simpanDraf(id_kompetisi: number, view: KelasBaganView, hapus_hasil: boolean, judulKelas: string) {
  const user = requireUser();
  const draf = view.draf;
  if (!draf) throw new ApiError(422, 'Belum ada bagan untuk disimpan. Tekan Generate dulu.');
  const db = getDb();
  const entry = await db.transaction('rw', db.outbox, db.records, async () => {
    await db.records.delete(drafKey(id_kompetisi, draf.id_kelas_kejuaraan));
    if (view.simpanDitolak) await db.outbox.delete(view.simpanDitolak.outboxId);
    return enqueueWrite(db, {
      method: 'POST',
      path: '/brackets',
      kind: jenisBagan.kind('undian'),
      body: bodySimpan(view, draf, hapus_hasil),
      ownerId: user.id_akun,
      label: `Simpan bagan ${judulKelas}`,
      entityKey: baganEntityKey(id_kompetisi, draf.id_kelas_kejuaraan),
      fixPath: `/admin-kompetisi/drawing-bagan/${draf.id_kelas_kejuaraan}`,
      // The results on this draw follow it in its own line; approvals of its entries queued here go first.
      chain: baganEntityKey(id_kompetisi, draf.id_kelas_kejuaraan),
      dependsOn: await drawDependencies(db, user.id_akun, id_kompetisi, draf.participants),
    });
  });
  const outcome = await deliver(entry.id);
  return typeof outcome === 'object' ? { status: 'ditolak' as const, pesan: outcome.rejected } : { status: outcome };
}
