import { and, eq, ne } from 'drizzle-orm';
import { alasanTolak } from '../../domain/akses';
import type { Atlet } from '../../domain/api-types';
import { cekKtp } from '../../domain/atlet/ktp';
import { todayWib } from '../../domain/atlet/umur';
import { isKotaOf } from '../../domain/catalogue/wilayah';
import { ATLET_MSG, type AtletCreateInput, type AtletUpdateInput } from '../../domain/schemas/atlet';
import { PAS_FOTO_WAJIB, type AtletDokumen } from '../../domain/schemas/atlet-files';
import { PERSETUJUAN_MSG, type Pernyataan } from '../../domain/privasi/persetujuan';
import { logActivity } from '../activity/log';
import { constraintName, isUniqueViolation } from '../db/errors';
import { atlet } from '../db/schema';
import type { DbOrTx } from '../db/types';
import { berhasil, sekarang, tolakTulis, type Aktor, type Deps, type Efek, type HasilTulis, type TolakTulis } from '../tulis/types';
import type { CheckedFile } from '../uploads/store';
import { simpanPernyataan, statusPersetujuan, tolakPernyataan } from '../privasi/persetujuan';
import { folderOf, removeDokumen, storeDokumen, type Dokumen } from './files';
import { atletDalam } from './scope';
import { findAtlet } from './serialize';
import type { KodeTolakAtlet } from './tolak';

export const ATLET_NOT_FOUND = 'Data Atlit tidak ditemukan';
export const NIK_TERDAFTAR = 'NIK sudah terdaftar';

type Tolakan = TolakTulis<KodeTolakAtlet>;

const nikTaken = (): Tolakan => tolakTulis('nik_terdaftar', NIK_TERDAFTAR, { field: 'nik' });

async function nikDipakai(tx: DbOrTx, nik: string | undefined, exceptId?: number): Promise<boolean> {
  if (!nik) return false;
  const others = await tx
    .select({ id: atlet.id_atlet })
    .from(atlet)
    .where(and(eq(atlet.nik, nik), exceptId ? ne(atlet.id_atlet, exceptId) : undefined))
    .limit(1);
  return others.length > 0;
}

/** An athlete of 17 or older must have the KK/KTP after the write (the domain's rule, also run by the forms). */
function tolakKtp(tanggal_lahir: string | undefined, adaKtp: boolean, today: string): Tolakan | null {
  const pesan = cekKtp({ tanggal_lahir, adaKtp, today });
  return pesan ? tolakTulis('dokumen_wajib', pesan, { field: 'ktp' }) : null;
}

/** Stores the files, then writes; the stored files go again when the write fails (a NIK race is refused). */
async function tulisDenganBerkas<T>(
  deps: Deps,
  dokumen: Dokumen<CheckedFile>,
  tulis: (stored: Dokumen<string>) => Promise<T>,
): Promise<T | Tolakan> {
  const stored = await storeDokumen(deps.dataDir, dokumen);
  try {
    return await tulis(stored);
  } catch (e) {
    await removeDokumen(deps.dataDir, stored);
    if (isUniqueViolation(e) && constraintName(e) === 'atlet_nik_unique') return nikTaken();
    throw e;
  }
}

export type TambahAtletInput = AtletCreateInput & {
  dokumen: Dokumen<CheckedFile>;
  /** The coach's consent statement, required with every new athlete (src/domain/privasi). */
  pernyataan: Pernyataan | null;
};

/**
 * POST /atlet: the dojang and the creating coach come from the coach's session, never from the body; the consent
 * statement is recorded with the athlete.
 */
export async function tambahAtlet(
  deps: Deps,
  aktor: Aktor,
  input: TambahAtletInput,
  tx: DbOrTx,
): Promise<HasilTulis<Atlet, KodeTolakAtlet>> {
  const akses = alasanTolak(aktor, 'atlet.tambah');
  if (akses) return akses;
  const { id_dojang, id_pelatih } = aktor.pelatih!;
  const { dokumen, pernyataan, ...kolom } = input;
  const ktp = tolakKtp(kolom.tanggal_lahir, Boolean(dokumen.ktp), todayWib(sekarang(deps)));
  if (ktp) return ktp;
  const persetujuan = tolakPernyataan(deps, kolom.tanggal_lahir, pernyataan);
  if (persetujuan) return persetujuan;
  if (await nikDipakai(tx, kolom.nik)) return nikTaken();
  const hasil = await tulisDenganBerkas(deps, dokumen, async (stored) => {
    const [row] = await tx
      .insert(atlet)
      .values({ ...kolom, ...stored, id_dojang, id_pelatih_pembuat: id_pelatih })
      .returning({ id: atlet.id_atlet });
    return row.id;
  });
  if (typeof hasil !== 'number') return hasil;
  await simpanPernyataan(deps, tx, aktor, hasil, kolom.tanggal_lahir, pernyataan!);
  const data = await findAtlet(tx, hasil);
  if (!data) throw new Error('atlet baru tidak terbaca');
  await logActivity(tx, {
    action: 'TAMBAH_ATLET',
    actor: aktor.email,
    id_akun: aktor.id_akun,
    details: `Atlet ${data.nama_atlet} ditambahkan`,
  });
  return berhasil(data, 'Data atlet berhasil disimpan!');
}

export type UbahAtletInput = AtletUpdateInput & {
  id_atlet: number;
  dokumen: Dokumen<CheckedFile>;
  /** Documents to remove (`hapus_<kind>`); a new file of the same kind wins. */
  hapus: ReadonlySet<AtletDokumen>;
  /** A consent statement sent with the edit: required when the athlete has none yet (added before it was asked). */
  pernyataan: Pernyataan | null;
};

/**
 * PUT /atlet/:id: the coach's own dojang's athlete (another's is not found); empty
 * optional fields keep their value, a new file replaces the stored one, `hapus` removes it; the athlete must keep
 * a pas_foto, and from 17 a KK/KTP. Its data is processed only under a standing consent: an athlete without one gets
 * it with this edit's statement, a withdrawn one is not edited. The replaced files go after the commit.
 */
export async function ubahAtlet(deps: Deps, aktor: Aktor, input: UbahAtletInput, tx: DbOrTx): Promise<HasilTulis<Atlet, KodeTolakAtlet>> {
  const { id_atlet, dokumen, hapus, pernyataan, ...kolom } = input;
  const akses = alasanTolak(aktor, 'atlet.ubah');
  if (akses) return akses;
  const { id_dojang } = aktor.pelatih!;
  const [before] = await tx
    .select()
    .from(atlet)
    .where(and(eq(atlet.id_atlet, id_atlet), atletDalam({ id_dojang })));
  if (!before) return tolakTulis('tidak_ditemukan', ATLET_NOT_FOUND);
  const persetujuan = await statusPersetujuan(tx, id_atlet);
  if (persetujuan.status === 'DICABUT') return tolakTulis('persetujuan_dicabut', PERSETUJUAN_MSG.sudahDicabut);
  const tanpaPersetujuan = persetujuan.status === 'BELUM';
  if (tanpaPersetujuan) {
    const t = tolakPernyataan(deps, kolom.tanggal_lahir, pernyataan);
    if (t) return t;
  }
  // A city sent alone is held against the stored province.
  const provinsi = kolom.provinsi ?? before.provinsi;
  const kota = kolom.kota ?? before.kota;
  if (kolom.kota && (!provinsi || !isKotaOf(provinsi, kota ?? ''))) {
    return tolakTulis('validasi', ATLET_MSG.kotaTidakSesuai, { field: 'kota' });
  }
  const hasPasFoto = Boolean(dokumen.pas_foto) || (!hapus.has('pas_foto') && Boolean(before.pas_foto));
  if (!hasPasFoto) return tolakTulis('dokumen_wajib', PAS_FOTO_WAJIB, { field: 'pas_foto' });
  const ktp = tolakKtp(kolom.tanggal_lahir, Boolean(dokumen.ktp) || (!hapus.has('ktp') && Boolean(before.ktp)), todayWib(sekarang(deps)));
  if (ktp) return ktp;
  if (await nikDipakai(tx, kolom.nik, id_atlet)) return nikTaken();

  const dibuang: Efek[] = [];
  const hasil = await tulisDenganBerkas(deps, dokumen, async (stored) => {
    const fileChanges: Dokumen<string | null> = { ...stored };
    const lama: Dokumen<string | null> = {};
    for (const kind of Object.keys(stored) as AtletDokumen[]) lama[kind] = before[kind];
    for (const kind of hapus) {
      if (stored[kind]) continue; // a new file in the same request wins over the removal
      fileChanges[kind] = null;
      lama[kind] = before[kind];
    }
    for (const [kind, nama] of Object.entries(lama) as [AtletDokumen, string | null][]) {
      dibuang.push({ jenis: 'hapus_berkas', folder: folderOf(kind), nama, gagal: 'Gagal menghapus dokumen atlet lama' });
    }
    const changes = Object.fromEntries(Object.entries(kolom).filter(([, value]) => value !== undefined));
    await tx
      .update(atlet)
      .set({ ...changes, ...fileChanges, updated_at: sekarang(deps) })
      .where(eq(atlet.id_atlet, id_atlet));
    return true as const;
  });
  if (hasil !== true) return hasil;
  if (tanpaPersetujuan) await simpanPernyataan(deps, tx, aktor, id_atlet, kolom.tanggal_lahir, pernyataan!);
  const data = await findAtlet(tx, id_atlet);
  if (!data) throw new Error('atlet tidak terbaca');
  await logActivity(tx, {
    action: 'UPDATE_ATLET',
    actor: aktor.email,
    id_akun: aktor.id_akun,
    details: `Data atlet ${data.nama_atlet} diperbarui`,
  });
  return berhasil(data, 'Data atlet berhasil diperbarui', dibuang);
}
