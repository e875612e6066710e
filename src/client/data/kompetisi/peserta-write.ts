import * as v from 'valibot';
import { cekEntriEligible } from '../../../domain/kompetisi/eligibility-tim';
import { namaKelas, namaPeserta } from '../../../domain/kompetisi/label';
import { kelasKejuaraanSchema, type KelasKejuaraan } from '../../../domain/schemas/peserta-response';
import type { Kompetisi } from '../online/kompetisi';
import { ApiError } from '../api-error';
import { requestData } from '../api';
import { getDb } from '../db';
import { dismissEntry, enqueueWrite, newId, retryEntry } from '../outbox';
import { jenisPeserta, kelasKey, pesertaEntityKey, pesertaNewKey } from './keys';
import { localPeserta, registerBody, type AtletDaftar } from './peserta-local';
import { registerDependencies } from './antrean';
import { pesertaPatchSchema, type PesertaView } from './peserta-view';
import { requireUser, settle } from './settle';

const fixPath = (id_kompetisi: number) => `/dashboard/dataKompetisi/${id_kompetisi}`;
const SEDANG_DIKIRIM = 'Pendaftaran ini sedang dikirim. Ubah setelah tersinkron.';

/** POST /kompetisi/{id}/register through the outbox: shows at once as 'Menunggu sinkron', lands exactly once. */
export async function daftarkanPeserta(input: {
  kompetisi: Pick<Kompetisi, 'id_kompetisi'>;
  kelas: KelasKejuaraan;
  atlet: readonly AtletDaftar[];
}) {
  const user = requireUser();
  if (input.atlet.length === 0) throw new ApiError(400, 'Anda harus memilih atlit terlebih dahulu');
  const id = input.kompetisi.id_kompetisi;
  const peserta = localPeserta(input.kelas, input.atlet);
  const db = getDb();
  const entry = await enqueueWrite(db, {
    method: 'POST',
    path: `/kompetisi/${id}/register`,
    kind: jenisPeserta.kind('daftar'),
    body: registerBody(input.kelas, input.atlet),
    ownerId: user.id_akun,
    label: `Daftar ${namaPeserta(peserta)} ke ${namaKelas(input.kelas)}`,
    entityKey: pesertaNewKey(id, newId()),
    patch: { peserta },
    fixPath: fixPath(id),
    // An athlete added or edited offline goes first; the registration follows it in its chain.
    dependsOn: await registerDependencies(db, user.id_akun, input.atlet),
  });
  return settle(entry.id, db);
}

/** A queued registration may still be reshaped while it was never sent (its Idempotency-Key is then unused). */
async function reshapeQueued(outboxId: string, kelas: KelasKejuaraan): Promise<string> {
  const db = getDb();
  return db.transaction('rw', db.outbox, db.records, async () => {
    const entry = await db.outbox.get(outboxId);
    const old = v.safeParse(pesertaPatchSchema, entry?.patch);
    if (!entry || !old.success) throw new ApiError(404, 'Pendaftaran tidak ditemukan');
    if (entry.status !== 'rejected' && entry.attempts > 0) throw new ApiError(409, SEDANG_DIKIRIM);
    const peserta = { ...old.output.peserta, id_kelas_kejuaraan: kelas.id_kelas_kejuaraan, kelas_kejuaraan: kelas };
    // The same athletes in another class: the body keeps their ids (the server's, once an athlete added offline landed).
    await db.outbox.update(outboxId, {
      body: { ...(entry.body as Record<string, unknown>), kelasKejuaraanId: kelas.id_kelas_kejuaraan },
      patch: { peserta },
      label: `Daftar ${namaPeserta(peserta)} ke ${namaKelas(kelas)}`,
    });
    return (await retryEntry(db, outboxId)) ?? outboxId;
  });
}

/** A refused registration sent again in another class (under a new Idempotency-Key). */
export async function koreksiPendaftaran(outboxId: string, kelas: KelasKejuaraan) {
  return settle(await reshapeQueued(outboxId, kelas));
}

/** Drops a refused (or never-sent) queued write; the entry falls back to what the server holds. */
export async function buangAntrian(outboxId: string): Promise<void> {
  await dismissEntry(getDb(), outboxId);
}

/** PUT .../participants/{pid}/class, carrying the class it was made from (409 when another device moved it). */
export async function ubahKelasPeserta(input: { id_kompetisi: number; peserta: PesertaView; kelas: KelasKejuaraan }) {
  const user = requireUser();
  const { id_kompetisi, peserta, kelas } = input;
  if (peserta.id_peserta_kompetisi === 0) {
    if (!peserta.outboxId) throw new ApiError(404, 'Pendaftaran tidak ditemukan');
    return settle(await reshapeQueued(peserta.outboxId, kelas));
  }
  const { key: _key, pending: _p, rejected: _r, outboxId: _o, ...server } = peserta;
  const entry = await enqueueWrite(getDb(), {
    method: 'PUT',
    path: `/kompetisi/${id_kompetisi}/participants/${peserta.id_peserta_kompetisi}/class`,
    kind: jenisPeserta.kind('ganti_kelas'),
    body: { kelas_kejuaraan_id: kelas.id_kelas_kejuaraan, kelas_sebelumnya_id: peserta.id_kelas_kejuaraan },
    ownerId: user.id_akun,
    label: `Ubah kelas ${namaPeserta(peserta)} ke ${namaKelas(kelas)}`,
    entityKey: pesertaEntityKey(id_kompetisi, peserta.id_peserta_kompetisi),
    patch: { peserta: { ...server, id_kelas_kejuaraan: kelas.id_kelas_kejuaraan, kelas_kejuaraan: kelas } },
    fixPath: fixPath(id_kompetisi),
  });
  return settle(entry.id);
}

/** DELETE .../participants/{pid}: hidden at once, back again if the server refuses. A queued registration is just dropped. */
export async function hapusPeserta(input: { id_kompetisi: number; peserta: PesertaView }) {
  const user = requireUser();
  const { id_kompetisi, peserta } = input;
  const db = getDb();
  if (peserta.id_peserta_kompetisi === 0) {
    const entry = peserta.outboxId ? await db.outbox.get(peserta.outboxId) : undefined;
    if (!entry) return { queued: false };
    if (entry.status !== 'rejected' && entry.attempts > 0) throw new ApiError(409, SEDANG_DIKIRIM);
    await dismissEntry(db, entry.id);
    return { queued: false };
  }
  const entry = await enqueueWrite(db, {
    method: 'DELETE',
    path: `/kompetisi/${id_kompetisi}/participants/${peserta.id_peserta_kompetisi}`,
    kind: jenisPeserta.kind('hapus'),
    ownerId: user.id_akun,
    label: `Hapus ${namaPeserta(peserta)} dari ${namaKelas(peserta.kelas_kejuaraan)}`,
    entityKey: pesertaEntityKey(id_kompetisi, peserta.id_peserta_kompetisi),
    patch: { dihapus: true },
    fixPath: fixPath(id_kompetisi),
  });
  return settle(entry.id);
}

const kelasListSchema = v.array(kelasKejuaraanSchema);

/**
 * GET .../available-classes; when it fails (offline, or a queued registration) the spec's fallback: the
 * competition's cached classes of the same cabang except the current one — of those, the ones the
 * athlete (every member) fits.
 */
export async function kelasTersedia(kompetisi: Kompetisi, peserta: PesertaView): Promise<KelasKejuaraan[]> {
  if (peserta.id_peserta_kompetisi !== 0) {
    try {
      return await requestData(
        `/kompetisi/${kompetisi.id_kompetisi}/participants/${peserta.id_peserta_kompetisi}/available-classes`,
        kelasListSchema,
      );
    } catch (e) {
      if (e instanceof ApiError && e.status >= 400 && e.status < 500 && e.status !== 408 && e.status !== 429) throw e;
    }
  }
  const cached = v.safeParse(kelasListSchema, (await getDb().records.get(kelasKey(kompetisi.id_kompetisi)))?.value);
  if (!cached.success) throw new ApiError(0, 'Gagal memuat kelas yang tersedia');
  const members = (peserta.anggota_tim.length > 0 ? peserta.anggota_tim.map((m) => m.atlet) : [peserta.atlet]).map((a) => ({
    ...a,
    berat_badan: a.berat_badan ?? null,
  }));
  return cached.output.filter(
    (k) =>
      k.cabang === peserta.kelas_kejuaraan.cabang &&
      k.id_kelas_kejuaraan !== peserta.id_kelas_kejuaraan &&
      cekEntriEligible(k, kompetisi, members, null).ok,
  );
}
