import { eq } from 'drizzle-orm';
import { rentangTanggal } from '../../domain/kompetisi/tanggal-tampil';
import { kompetisi } from '../db/schema';
import type { DbOrTx } from '../db/types';
import { gagalUmum } from '../http/api-error';
import { KOMPETISI_NOT_FOUND } from '../kompetisi/baris';

export interface KepalaKompetisi {
  id_kompetisi: number;
  nama_event: string;
  /** The event header's second line: 'GOR Palembang · 22–26 November 2025'. */
  keterangan: string;
}

/** The competition a per-competition report is about, or 404. */
export async function kepalaKompetisi(db: DbOrTx, id_kompetisi: number): Promise<KepalaKompetisi> {
  const [k] = await db
    .select({
      id_kompetisi: kompetisi.id_kompetisi,
      nama_event: kompetisi.nama_event,
      lokasi: kompetisi.lokasi,
      tanggal_mulai: kompetisi.tanggal_mulai,
      tanggal_selesai: kompetisi.tanggal_selesai,
    })
    .from(kompetisi)
    .where(eq(kompetisi.id_kompetisi, id_kompetisi));
  if (!k) throw gagalUmum('tidak_ditemukan', KOMPETISI_NOT_FOUND);
  const keterangan = [k.lokasi?.trim(), rentangTanggal(k.tanggal_mulai, k.tanggal_selesai)].filter(Boolean).join(' · ');
  return { id_kompetisi: k.id_kompetisi, nama_event: k.nama_event, keterangan };
}
