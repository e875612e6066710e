import { and, eq } from 'drizzle-orm';
import { alasanTolak } from '../../domain/akses';
import { KARTU_MSG } from '../../domain/kartu/tolak-kode';
import type { KategoriEvent } from '../../domain/kompetisi/types';
import type { TataLetak } from '../../domain/piagam/tata-letak';
import { tolak } from '../../domain/tolak';
import { atletTerbaik, kompetisi } from '../db/schema';
import type { DbOrTx } from '../db/types';
import { KOMPETISI_NOT_FOUND } from '../kompetisi/baris';
import type { KodeTolakKartu } from '../kartu/tolak';
import { berhasil, type Aktor, type Deps, type HasilTulis } from '../tulis/types';
import { muatAtletTerbaik, type AtletTerbaik } from './atlet-terbaik';
import { hasilKompetisi } from './hasil';

async function adaKompetisi(tx: DbOrTx, id_kompetisi: number): Promise<boolean> {
  const [k] = await tx.select({ id: kompetisi.id_kompetisi }).from(kompetisi).where(eq(kompetisi.id_kompetisi, id_kompetisi)).for('update');
  return Boolean(k);
}

/**
 * PUT /kompetisi/{id}/atlet-terbaik: the competition's best athlete of a category, chosen among that category's
 * medallists as the brackets hold them now (anyone else 422 'bukan_medali'); replaces an earlier choice.
 */
export async function simpanAtletTerbaik(
  deps: Deps,
  aktor: Aktor,
  input: { id_kompetisi: number; kategori: KategoriEvent; id_peserta_kompetisi: number },
  tx: DbOrTx,
): Promise<HasilTulis<AtletTerbaik, KodeTolakKartu>> {
  const akses = alasanTolak(aktor, 'piagam.kelola', { id_kompetisi: input.id_kompetisi });
  if (akses) return akses;
  if (!(await adaKompetisi(tx, input.id_kompetisi))) return tolak('tidak_ditemukan', KOMPETISI_NOT_FOUND);
  const { medali } = await hasilKompetisi(tx, input.id_kompetisi);
  if (!medali.some((m) => m.kategori === input.kategori && m.id_peserta_kompetisi === input.id_peserta_kompetisi)) {
    return tolak('bukan_medali', KARTU_MSG.bukanMedali, 'id_peserta_kompetisi');
  }
  const nilai = {
    id_peserta_kompetisi: input.id_peserta_kompetisi,
    dipilih_oleh: aktor.id_akun,
    dipilih_pada: deps.sekarang?.() ?? new Date(),
  };
  await tx
    .insert(atletTerbaik)
    .values({ id_kompetisi: input.id_kompetisi, kategori: input.kategori, ...nilai })
    .onConflictDoUpdate({ target: [atletTerbaik.id_kompetisi, atletTerbaik.kategori], set: nilai });
  return berhasil(await muatAtletTerbaik(tx, input.id_kompetisi), KARTU_MSG.atletTerbaikDisimpan);
}

/** DELETE /kompetisi/{id}/atlet-terbaik {kategori}: no best athlete for that category (again). */
export async function hapusAtletTerbaik(
  _deps: Deps,
  aktor: Aktor,
  input: { id_kompetisi: number; kategori: KategoriEvent },
  tx: DbOrTx,
): Promise<HasilTulis<AtletTerbaik, KodeTolakKartu>> {
  const akses = alasanTolak(aktor, 'piagam.kelola', { id_kompetisi: input.id_kompetisi });
  if (akses) return akses;
  if (!(await adaKompetisi(tx, input.id_kompetisi))) return tolak('tidak_ditemukan', KOMPETISI_NOT_FOUND);
  await tx.delete(atletTerbaik).where(and(eq(atletTerbaik.id_kompetisi, input.id_kompetisi), eq(atletTerbaik.kategori, input.kategori)));
  return berhasil(await muatAtletTerbaik(tx, input.id_kompetisi), KARTU_MSG.atletTerbaikDihapus);
}

/** PUT /kompetisi/{id}/piagam/tata-letak: where 'tanpa latar' prints each text, kept for the competition. */
export async function simpanTataLetak(
  _deps: Deps,
  aktor: Aktor,
  input: { id_kompetisi: number; tata_letak: TataLetak },
  tx: DbOrTx,
): Promise<HasilTulis<TataLetak, KodeTolakKartu>> {
  const akses = alasanTolak(aktor, 'piagam.kelola', { id_kompetisi: input.id_kompetisi });
  if (akses) return akses;
  const [row] = await tx
    .update(kompetisi)
    .set({ piagam_tata_letak: input.tata_letak })
    .where(eq(kompetisi.id_kompetisi, input.id_kompetisi))
    .returning({ id: kompetisi.id_kompetisi });
  if (!row) return tolak('tidak_ditemukan', KOMPETISI_NOT_FOUND);
  return berhasil(input.tata_letak, KARTU_MSG.tataLetakDisimpan);
}
