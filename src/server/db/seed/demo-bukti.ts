import { formatRupiah, tagihanDojang, type EntriBiaya } from '../../../domain/kompetisi/biaya';
import { formatTanggalId } from '../../../domain/kompetisi/tanggal';
import { storeUpload } from '../../uploads/store';
import { buktiTransfer } from '../schema';
import type { DbOrTx } from '../types';
import { gambarBukti } from './demo-bukti-gambar';

export interface DojangBayar {
  id_dojang: number;
  id_pelatih: number;
  nama_dojang: string;
  /** The coach, as the sender of the transfer. */
  pengirim: string;
  /** The dojang's entries in the competition (REJECTED ones are not charged). */
  entri: readonly EntriBiaya[];
}

export interface KompetisiBayar {
  id_kompetisi: number;
  biaya_pendaftaran: number;
  biaya_wna: number | null;
  batas_pendaftaran: string | null;
  bank_nama: string | null;
  bank_nomor_rekening: string | null;
  bank_atas_nama: string | null;
}

/**
 * One transfer proof per paying dojang: a receipt image for the dojang's invoice total and transfer
 * note (the domain's tagihanDojang), stored under uploads/pelatih/BuktiTf as an upload would be.
 */
export async function seedBuktiTransfer(
  tx: DbOrTx,
  dataDir: string,
  kompetisi: KompetisiBayar,
  dojang: readonly DojangBayar[],
  tanggal: string,
): Promise<number> {
  const rows: (typeof buktiTransfer.$inferInsert)[] = [];
  for (const d of dojang) {
    const tagihan = tagihanDojang(kompetisi, d, d.entri);
    const bytes = gambarBukti({
      bank: kompetisi.bank_nama ?? 'BANK',
      rekening: kompetisi.bank_nomor_rekening ?? '-',
      atasNama: 'PANITIA SRIWIJAYA CUP',
      pengirim: d.pengirim,
      jumlah: formatRupiah(tagihan.total),
      berita: tagihan.berita_transfer,
      tanggal: formatTanggalId(tanggal),
    });
    const nama = await storeUpload(dataDir, 'pelatih/BuktiTf', { bytes, ext: 'png' });
    rows.push({ bukti_transfer_path: nama, id_dojang: d.id_dojang, id_pelatih: d.id_pelatih, id_kompetisi: kompetisi.id_kompetisi });
  }
  if (rows.length > 0) await tx.insert(buktiTransfer).values(rows);
  return rows.length;
}
