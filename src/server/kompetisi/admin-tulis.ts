import type { Context } from 'hono';
import { and, eq, ne } from 'drizzle-orm';
import {
  cekKompetisi, kompetisiCreateSchema, kompetisiUpdateSchema, type KompetisiUpdateInput,
} from '../../domain/schemas/kompetisi-admin';
import { logActivity } from '../activity/log';
import { kompetisi } from '../db/schema';
import type { Db, DbOrTx } from '../db/types';
import { ApiError } from '../http/api-error';
import { pastikanBoleh } from '../http/akses';
import { currentAuth } from '../http/auth-middleware';
import { bodyFields } from '../http/body';
import type { AppEnv } from '../http/env';
import { completeIdempotency } from '../http/idempotency';
import { parseInput } from '../http/validate';
import { lockKompetisi, type KompetisiDb } from '../peserta/load';
import { bacaKompetisi, hitungEntri } from './admin-baca';
import { KATALOG } from './admin-katalog';
import { kelasDariKunci, tambahKelas } from './admin-kelas';
import { ADMIN_KOMPETISI_MSG as MSG } from './admin-pesan';

type Kolom = keyof KompetisiUpdateInput;

/** How the activity log names a changed column. */
const LABEL: Record<Kolom, string> = {
  nama_event: 'nama', deskripsi: 'deskripsi', lokasi: 'lokasi', tanggal_mulai: 'tanggal mulai', tanggal_selesai: 'tanggal selesai',
  batas_pendaftaran: 'batas pendaftaran', biaya_pendaftaran: 'biaya WNI', biaya_wna: 'biaya WNA', kuota: 'kuota',
  is_featured: 'unggulan', kontak_nama: 'nama kontak', kontak_whatsapp: 'WhatsApp', kontak_email: 'email kontak',
  bank_nama: 'bank', bank_nomor_rekening: 'nomor rekening', bank_atas_nama: 'atas nama rekening',
};

const tampil = (x: unknown) => {
  if (x === null || x === undefined || x === '') return '-';
  const s = String(x);
  return s.length > 60 ? `${s.slice(0, 57)}...` : s;
};

/** One competition featured on the home page at a time: featuring one takes the star from the others. */
async function satuUnggulan(tx: DbOrTx, id_kompetisi: number): Promise<void> {
  await tx.update(kompetisi).set({ is_featured: false, updated_at: new Date() })
    .where(and(eq(kompetisi.is_featured, true), ne(kompetisi.id_kompetisi, id_kompetisi)));
}

/** POST /kompetisi (ADMIN): status PENDAFTARAN, with the chosen catalogue classes or all of them. */
export async function buatKompetisi(db: Db, c: Context<AppEnv>) {
  const { user } = currentAuth(c);
  pastikanBoleh(user, 'kompetisi.buat');
  const { kelas, ...input } = parseInput(kompetisiCreateSchema, bodyFields(c));
  const pilihan = kelas ? kelasDariKunci(kelas) : KATALOG;
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(kompetisi).values({ ...input, status: 'PENDAFTARAN' }).returning({ id: kompetisi.id_kompetisi });
    if (input.is_featured) await satuUnggulan(tx, row.id);
    await tambahKelas(tx, row.id, pilihan);
    await logActivity(tx, { action: 'BUAT_KOMPETISI', actor: user.email, id_akun: user.id_akun,
      details: `Kompetisi ${input.nama_event} dibuat (${input.tanggal_mulai} s.d. ${input.tanggal_selesai}, ${pilihan.length} kelas)` });
    const body = { success: true as const, message: MSG.dibuat, data: await bacaKompetisi(tx, row.id) };
    await completeIdempotency(c, tx, 201, body);
    return body;
  });
}

/** The sent columns whose value differs from the stored one. */
function perubahan(lama: KompetisiDb, input: KompetisiUpdateInput): Partial<KompetisiUpdateInput> {
  const out: Partial<Record<Kolom, unknown>> = {};
  for (const [key, value] of Object.entries(input) as [Kolom, unknown][]) {
    if (value !== undefined && value !== lama[key]) out[key] = value;
  }
  return out as Partial<KompetisiUpdateInput>;
}

/** Refusals that protect the entries already made. */
async function cekEntriTetapSah(tx: DbOrTx, lama: KompetisiDb, ubah: Partial<KompetisiUpdateInput>): Promise<void> {
  const kuotaBaru = ubah.kuota;
  const tahunBerubah = ubah.tanggal_mulai !== undefined && ubah.tanggal_mulai.slice(0, 4) !== lama.tanggal_mulai.slice(0, 4);
  if ((kuotaBaru === undefined || kuotaBaru === null) && !tahunBerubah) return;
  const entri = await hitungEntri(tx, lama.id_kompetisi);
  if (kuotaBaru != null && kuotaBaru < entri.aktif) throw new ApiError(409, MSG.kuotaKurang(entri.aktif), { kuota: MSG.kuotaKurang(entri.aktif) });
  if (tahunBerubah && entri.total > 0) throw new ApiError(409, MSG.tahunBerubah(entri.total), { tanggal_mulai: MSG.tahunBerubah(entri.total) });
}

/**
 * PUT /kompetisi/{id} (ADMIN; ADMIN_KOMPETISI its own, without the featured flag): the sent fields,
 * checked together with the stored ones, under the row lock registrations take — so a quota is never
 * set below the entries holding a place, and the year the age groups are counted from never moves
 * under existing entries. Nothing to change answers 200 without a write.
 */
export async function ubahKompetisi(db: Db, c: Context<AppEnv>, id_kompetisi: number) {
  const { user } = currentAuth(c);
  pastikanBoleh(user, 'kompetisi.ubah', { id_kompetisi });
  const input = parseInput(kompetisiUpdateSchema, bodyFields(c));
  return db.transaction(async (tx) => {
    const lama = await lockKompetisi(tx, id_kompetisi);
    const ubah = perubahan(lama, input);
    if (ubah.is_featured !== undefined) pastikanBoleh(user, 'kompetisi.unggulan', { id_kompetisi });
    const silang = cekKompetisi({ ...lama, ...ubah });
    if (Object.keys(silang).length > 0) {
      throw new ApiError(400, Object.values(silang)[0] ?? '', silang);
    }
    await cekEntriTetapSah(tx, lama, ubah);
    const kolom = Object.keys(ubah) as Kolom[];
    if (kolom.length > 0) {
      await tx.update(kompetisi).set({ ...ubah, updated_at: new Date() }).where(eq(kompetisi.id_kompetisi, id_kompetisi));
      if (ubah.is_featured) await satuUnggulan(tx, id_kompetisi);
      const rincian = kolom.map((k) => (k === 'deskripsi' ? 'deskripsi diubah' : `${LABEL[k]} ${tampil(lama[k])} → ${tampil(ubah[k])}`));
      await logActivity(tx, { action: 'UBAH_KOMPETISI', actor: user.email, id_akun: user.id_akun,
        details: `Kompetisi ${lama.nama_event}: ${rincian.join('; ')}` });
    }
    const body = { success: true as const, message: kolom.length > 0 ? MSG.diperbarui : MSG.tanpaPerubahan, data: await bacaKompetisi(tx, id_kompetisi) };
    await completeIdempotency(c, tx, 200, body);
    return body;
  });
}
