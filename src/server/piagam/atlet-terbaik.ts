import { and, eq } from 'drizzle-orm';
import { KATEGORI, type KategoriEvent } from '../../domain/kompetisi/types';
import { atletTerbaik } from '../db/schema';
import type { DbOrTx } from '../db/types';
import { anggotaPeserta } from './anggota';

export interface PilihanTerbaik {
  id_peserta_kompetisi: number;
  nama: string;
  nama_dojang: string;
  kelas_label: string;
}
export type AtletTerbaik = Record<KategoriEvent, PilihanTerbaik | null>;

/** The best athlete chosen per category (null: none chosen), as the certificate page and the public medal page show it. */
export async function muatAtletTerbaik(db: DbOrTx, id_kompetisi: number): Promise<AtletTerbaik> {
  const rows = await db
    .select({ kategori: atletTerbaik.kategori, id: atletTerbaik.id_peserta_kompetisi })
    .from(atletTerbaik)
    .where(eq(atletTerbaik.id_kompetisi, id_kompetisi));
  const hasil: AtletTerbaik = { prestasi: null, pemula: null };
  for (const r of rows) {
    if (!(KATEGORI as readonly string[]).includes(r.kategori)) continue;
    const anggota = await anggotaPeserta(db, id_kompetisi, r.id);
    if (anggota.length === 0) continue;
    hasil[r.kategori as KategoriEvent] = {
      id_peserta_kompetisi: r.id,
      nama: anggota.map((a) => a.nama).join(' & '),
      nama_dojang: anggota[0].nama_dojang,
      kelas_label: anggota[0].kelas_label,
    };
  }
  return hasil;
}

/** The entry chosen for a category, or null. */
export async function pilihanTerbaik(db: DbOrTx, id_kompetisi: number, kategori: KategoriEvent): Promise<number | null> {
  const [row] = await db
    .select({ id: atletTerbaik.id_peserta_kompetisi })
    .from(atletTerbaik)
    .where(and(eq(atletTerbaik.id_kompetisi, id_kompetisi), eq(atletTerbaik.kategori, kategori)));
  return row?.id ?? null;
}
