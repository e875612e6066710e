import { desc, eq, type SQL } from 'drizzle-orm';
import type { BuktiDiverifikasi } from '../../domain/schemas/bukti-verifikasi';
import { buktiTransfer, dojang, kompetisi, pelatih } from '../db/schema';
import type { DbOrTx } from '../db/types';
import { uploadUrl } from '../uploads/store';

export const BUKTI_FOLDER = 'pelatih/BuktiTf' as const;

function select(db: DbOrTx) {
  return db
    .select({
      id_bukti_transfer: buktiTransfer.id_bukti_transfer,
      bukti_transfer_path: buktiTransfer.bukti_transfer_path,
      created_at: buktiTransfer.created_at,
      id_kompetisi: buktiTransfer.id_kompetisi,
      id_dojang: buktiTransfer.id_dojang,
      id_pelatih: buktiTransfer.id_pelatih,
      nama_dojang: dojang.nama_dojang,
      kota: dojang.kota,
      nama_pelatih: pelatih.nama_pelatih,
      nama_event: kompetisi.nama_event,
      status_verifikasi: buktiTransfer.status_verifikasi,
      catatan_verifikasi: buktiTransfer.catatan_verifikasi,
      diverifikasi_pada: buktiTransfer.diverifikasi_pada,
    })
    .from(buktiTransfer)
    .innerJoin(dojang, eq(dojang.id_dojang, buktiTransfer.id_dojang))
    .innerJoin(kompetisi, eq(kompetisi.id_kompetisi, buktiTransfer.id_kompetisi))
    .leftJoin(pelatih, eq(pelatih.id_pelatih, buktiTransfer.id_pelatih));
}

type Row = Awaited<ReturnType<ReturnType<typeof select>['execute']>>[number];

const toBukti = (r: Row): BuktiDiverifikasi => ({
  id_bukti_transfer: r.id_bukti_transfer,
  bukti_transfer_path: r.bukti_transfer_path,
  url: uploadUrl(BUKTI_FOLDER, r.bukti_transfer_path) ?? '',
  created_at: r.created_at.toISOString(),
  id_kompetisi: r.id_kompetisi,
  id_dojang: r.id_dojang,
  id_pelatih: r.id_pelatih,
  tb_dojang: { nama_dojang: r.nama_dojang, kota: r.kota },
  tb_pelatih: r.nama_pelatih === null ? null : { nama_pelatih: r.nama_pelatih },
  tb_kompetisi: { nama_event: r.nama_event },
  status_verifikasi: r.status_verifikasi,
  catatan_verifikasi: r.catatan_verifikasi,
  diverifikasi_pada: r.diverifikasi_pada?.toISOString() ?? null,
});

/** "Transfer proof" rows matching `where`, newest first, with the admin's review. */
export async function listBukti(db: DbOrTx, where: SQL | undefined): Promise<BuktiDiverifikasi[]> {
  const rows = await select(db).where(where).orderBy(desc(buktiTransfer.created_at), desc(buktiTransfer.id_bukti_transfer));
  return rows.map(toBukti);
}

export async function findBukti(db: DbOrTx, id: number): Promise<BuktiDiverifikasi | null> {
  const [row] = await select(db).where(eq(buktiTransfer.id_bukti_transfer, id));
  return row ? toBukti(row) : null;
}
