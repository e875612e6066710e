import { and, eq, ne } from 'drizzle-orm';
import { alasanTolak } from '../../domain/akses';
import { cekKompetisi, type KompetisiCreateInput, type KompetisiUpdateInput } from '../../domain/schemas/kompetisi-admin';
import { tolak } from '../../domain/tolak';
import { logActivity } from '../activity/log';
import { kompetisi } from '../db/schema';
import type { DbOrTx } from '../db/types';
import { berhasil, sekarang, tolakTulis, type Aktor, type Deps, type HasilTulis, type TolakTulis } from '../tulis/types';
import { bacaKompetisi, hitungEntri } from './admin-baca';
import { KATALOG } from './admin-katalog';
import { kelasDariKunci, tambahKelas } from './admin-kelas';
import { ADMIN_KOMPETISI_MSG as MSG } from './admin-pesan';
import type { KompetisiDibaca } from './admin-status';
import { KOMPETISI_NOT_FOUND, lockKompetisi, type KompetisiDb } from './baris';
import type { KodeTolakKompetisi } from './tolak';

type Kolom = keyof KompetisiUpdateInput;

/** How the activity log names a changed column. */
const LABEL: Record<Kolom, string> = {
  nama_event: 'nama',
  deskripsi: 'deskripsi',
  lokasi: 'lokasi',
  tanggal_mulai: 'tanggal mulai',
  tanggal_selesai: 'tanggal selesai',
  batas_pendaftaran: 'batas pendaftaran',
  biaya_pendaftaran: 'biaya WNI',
  biaya_wna: 'biaya WNA',
  kuota: 'kuota',
  is_featured: 'unggulan',
  kontak_nama: 'nama kontak',
  kontak_whatsapp: 'WhatsApp',
  kontak_email: 'email kontak',
  bank_nama: 'bank',
  bank_nomor_rekening: 'nomor rekening',
  bank_atas_nama: 'atas nama rekening',
};

const tampil = (x: unknown) => {
  if (x === null || x === undefined || x === '') return '-';
  const s = String(x);
  return s.length > 60 ? `${s.slice(0, 57)}...` : s;
};

/** One competition featured on the home page at a time: featuring one takes the star from the others. */
async function satuUnggulan(tx: DbOrTx, id_kompetisi: number): Promise<void> {
  await tx
    .update(kompetisi)
    .set({ is_featured: false, updated_at: new Date() })
    .where(and(eq(kompetisi.is_featured, true), ne(kompetisi.id_kompetisi, id_kompetisi)));
}

/** POST /kompetisi (ADMIN): status PENDAFTARAN, with the chosen catalogue classes or all of them. */
export async function buatKompetisi(
  _deps: Deps,
  aktor: Aktor,
  masukan: KompetisiCreateInput,
  tx: DbOrTx,
): Promise<HasilTulis<KompetisiDibaca, KodeTolakKompetisi>> {
  const akses = alasanTolak(aktor, 'kompetisi.buat');
  if (akses) return akses;
  const { kelas, ...input } = masukan;
  const pilihan = kelas ? kelasDariKunci(kelas) : KATALOG;
  if ('ok' in pilihan) return pilihan;
  const [row] = await tx
    .insert(kompetisi)
    .values({ ...input, status: 'PENDAFTARAN' })
    .returning({ id: kompetisi.id_kompetisi });
  if (input.is_featured) await satuUnggulan(tx, row.id);
  await tambahKelas(tx, row.id, pilihan);
  await logActivity(tx, {
    action: 'BUAT_KOMPETISI',
    actor: aktor.email,
    id_akun: aktor.id_akun,
    details: `Kompetisi ${input.nama_event} dibuat (${input.tanggal_mulai} s.d. ${input.tanggal_selesai}, ${pilihan.length} kelas)`,
  });
  return berhasil(await bacaKompetisi(tx, row.id), MSG.dibuat);
}

/** The sent columns whose value differs from the stored one. */
function perubahan(lama: KompetisiDb, input: KompetisiUpdateInput): Partial<KompetisiUpdateInput> {
  const out: Partial<Record<Kolom, unknown>> = {};
  for (const [key, value] of Object.entries(input) as [Kolom, unknown][]) {
    if (value !== undefined && value !== lama[key]) out[key] = value;
  }
  return out as Partial<KompetisiUpdateInput>;
}

/** Refusals that protect the entries already made (null: none). */
async function cekEntriTetapSah(
  tx: DbOrTx,
  lama: KompetisiDb,
  ubah: Partial<KompetisiUpdateInput>,
): Promise<TolakTulis<KodeTolakKompetisi> | null> {
  const kuotaBaru = ubah.kuota;
  const tahunBerubah = ubah.tanggal_mulai !== undefined && ubah.tanggal_mulai.slice(0, 4) !== lama.tanggal_mulai.slice(0, 4);
  if ((kuotaBaru === undefined || kuotaBaru === null) && !tahunBerubah) return null;
  const entri = await hitungEntri(tx, lama.id_kompetisi);
  if (kuotaBaru != null && kuotaBaru < entri.aktif) return tolakTulis('kuota_kurang', MSG.kuotaKurang(entri.aktif), { field: 'kuota' });
  if (tahunBerubah && entri.total > 0) return tolakTulis('tahun_terkunci', MSG.tahunBerubah(entri.total), { field: 'tanggal_mulai' });
  return null;
}

/**
 * PUT /kompetisi/{id} (ADMIN; ADMIN_KOMPETISI its own, without the featured flag): the sent fields,
 * checked together with the stored ones, under the row lock registrations take — so a quota is never
 * set below the entries holding a place, and the year the age groups are counted from never moves
 * under existing entries. Nothing to change answers the competition without a write.
 */
export async function ubahKompetisi(
  deps: Deps,
  aktor: Aktor,
  input: KompetisiUpdateInput & { id_kompetisi: number },
  tx: DbOrTx,
): Promise<HasilTulis<KompetisiDibaca, KodeTolakKompetisi>> {
  const { id_kompetisi, ...kolomBaru } = input;
  const akses = alasanTolak(aktor, 'kompetisi.ubah', { id_kompetisi });
  if (akses) return akses;
  const lama = await lockKompetisi(tx, id_kompetisi);
  if (!lama) return tolak('tidak_ditemukan', KOMPETISI_NOT_FOUND);
  const ubah = perubahan(lama, kolomBaru);
  if (ubah.is_featured !== undefined) {
    const unggulan = alasanTolak(aktor, 'kompetisi.unggulan', { id_kompetisi });
    if (unggulan) return unggulan;
  }
  const silang = cekKompetisi({ ...lama, ...ubah });
  if (Object.keys(silang).length > 0) return tolakTulis('validasi', Object.values(silang)[0] ?? '', { errors: silang });
  const entri = await cekEntriTetapSah(tx, lama, ubah);
  if (entri) return entri;
  const kolom = Object.keys(ubah) as Kolom[];
  if (kolom.length > 0) {
    await tx
      .update(kompetisi)
      .set({ ...ubah, updated_at: sekarang(deps) })
      .where(eq(kompetisi.id_kompetisi, id_kompetisi));
    if (ubah.is_featured) await satuUnggulan(tx, id_kompetisi);
    const rincian = kolom.map((k) => (k === 'deskripsi' ? 'deskripsi diubah' : `${LABEL[k]} ${tampil(lama[k])} → ${tampil(ubah[k])}`));
    await logActivity(tx, {
      action: 'UBAH_KOMPETISI',
      actor: aktor.email,
      id_akun: aktor.id_akun,
      details: `Kompetisi ${lama.nama_event}: ${rincian.join('; ')}`,
    });
  }
  return berhasil(await bacaKompetisi(tx, id_kompetisi), kolom.length > 0 ? MSG.diperbarui : MSG.tanpaPerubahan);
}
