import { eq } from 'drizzle-orm';
import { alasanTolak } from '../../domain/akses';
import type { Dojang } from '../../domain/api-types';
import type { DojangRegisterInput, DojangUpdateInput } from '../../domain/schemas/dojang';
import { tolak, type KodeUmum } from '../../domain/tolak';
import { logActivity } from '../activity/log';
import { dojang } from '../db/schema';
import type { DbOrTx } from '../db/types';
import { berhasil, type Aktor, type Deps, type HasilTulis } from '../tulis/types';
import { removeUpload, storeUpload, type CheckedFile } from '../uploads/store';
import { findDojang } from './serialize';

export const DOJANG_NOT_FOUND = 'Dojang tidak ditemukan';
export const PELATIH_NO_DOJANG = 'Pelatih belum memiliki dojang';

/** Stores the logo (if any) and runs `tulis`; the new file is removed again when `tulis` fails. */
async function denganLogo<T>(deps: Deps, logo: CheckedFile | undefined, tulis: (nama: string | undefined) => Promise<T>): Promise<T> {
  const nama = logo ? await storeUpload(deps.dataDir, 'dojang/logos', logo) : undefined;
  try {
    return await tulis(nama);
  } catch (e) {
    await removeUpload(deps.dataDir, 'dojang/logos', nama ?? null);
    throw e;
  }
}

/** POST /dojang (public): the dojang and its logo; every active ADMIN hears of it once committed. */
export async function daftarDojang(
  deps: Deps,
  _aktor: Aktor | null,
  input: DojangRegisterInput & { logo?: CheckedFile },
  tx: DbOrTx,
): Promise<HasilTulis<Dojang | null, KodeUmum>> {
  const { logo, ...kolom } = input;
  return denganLogo(deps, logo, async (nama) => {
    const [row] = await tx
      .insert(dojang)
      .values({ ...kolom, logo: nama ?? null })
      .returning({ id: dojang.id_dojang });
    await logActivity(tx, { action: 'REGISTER_DOJANG', actor: kolom.email ?? null, details: `Dojang ${kolom.nama_dojang} terdaftar` });
    return berhasil(await findDojang(tx, row.id), 'Registrasi dojang berhasil! Silahkan login.', [
      { jenis: 'kabar_dojang_baru', id_dojang: row.id },
    ]);
  });
}

/** PUT /dojang/{id} (the dojang's own coach): the sent fields, a new logo replacing the old one (removed after the commit). */
export async function ubahDojang(
  deps: Deps,
  aktor: Aktor,
  input: DojangUpdateInput & { id_dojang: number; logo?: CheckedFile },
  tx: DbOrTx,
): Promise<HasilTulis<Dojang | null, KodeUmum>> {
  const { id_dojang, logo, ...kolom } = input;
  const akses = alasanTolak(aktor, 'dojang.kelola', { id_dojang });
  if (akses) return akses;
  const [before] = await tx.select().from(dojang).where(eq(dojang.id_dojang, id_dojang));
  if (!before) return tolak('tidak_ditemukan', DOJANG_NOT_FOUND);
  return denganLogo(deps, logo, async (nama) => {
    const changes = Object.fromEntries(Object.entries({ ...kolom, logo: nama }).filter(([, value]) => value !== undefined));
    if (Object.keys(changes).length > 0) await tx.update(dojang).set(changes).where(eq(dojang.id_dojang, id_dojang));
    await logActivity(tx, {
      action: 'UPDATE_DOJANG',
      actor: aktor.email,
      id_akun: aktor.id_akun,
      details: `Data dojang ${kolom.nama_dojang ?? before.nama_dojang} diperbarui`,
    });
    return berhasil(
      await findDojang(tx, id_dojang),
      'Data dojang berhasil diperbarui',
      nama ? [{ jenis: 'hapus_berkas', folder: 'dojang/logos', nama: before.logo, gagal: 'Gagal menghapus logo lama' }] : [],
    );
  });
}
