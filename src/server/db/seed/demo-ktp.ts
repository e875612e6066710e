import { eq } from 'drizzle-orm';
import { umurPada } from '../../../domain/atlet/umur';
import { UMUR_WAJIB_KTP } from '../../../domain/schemas/atlet-files';
import { storeUpload } from '../../uploads/store';
import { folderOf } from '../../atlet/files';
import { atlet } from '../schema';
import type { DbOrTx } from '../types';
import { Kanvas, png, type Rgb } from './demo-bukti-gambar';

export interface IsiKtp {
  nik: string;
  nama: string;
  tanggal_lahir: string;
  jenis_kelamin: string;
  alamat: string;
  provinsi: string;
  kota: string;
}

/** A KTP-like card as PNG bytes (428×270, a few KB), drawn like the demo's transfer proofs. */
export function gambarKtp(isi: IsiKtp): Buffer {
  const k = new Kanvas(428, 270);
  const hitam: Rgb = [15, 23, 42];
  k.kotak(0, 0, 428, 270, [207, 232, 252]);
  k.teks(`PROVINSI ${isi.provinsi}`.slice(0, 34), 14, 12, 2, hitam);
  k.teks(isi.kota.slice(0, 34), 14, 32, 2, hitam);
  k.teks(`NIK ${isi.nik}`, 14, 60, 2, hitam);
  const [y, m, d] = isi.tanggal_lahir.slice(0, 10).split('-');
  const baris: [string, string][] = [
    ['NAMA', isi.nama],
    ['TGL LAHIR', `${d}-${m}-${y}`],
    ['JENIS KEL', isi.jenis_kelamin === 'PEREMPUAN' ? 'PEREMPUAN' : 'LAKI-LAKI'],
    ['ALAMAT', isi.alamat],
    ['BERLAKU', 'SEUMUR HIDUP'],
  ];
  baris.forEach(([label, nilai], i) => {
    k.teks(label, 14, 96 + i * 26, 1, hitam);
    k.teks(nilai.slice(0, 24), 84, 94 + i * 26, 2, hitam);
  });
  k.kotak(330, 92, 84, 104, [226, 232, 240]);
  k.teks('FOTO', 348, 138, 2, [100, 116, 139]);
  k.teks('DEMO - BUKAN DOKUMEN ASLI', 14, 250, 1, [185, 28, 28]);
  return png(k);
}

/**
 * Every demo athlete who is 16 or older on the first day gets a KK/KTP document, so the demo follows the
 * athlete rule (17 and older need one) for its first year, as an upload would store it.
 */
export async function seedKtpDemo(tx: DbOrTx, dataDir: string, hariPertama: string): Promise<number> {
  const rows = await tx
    .select({
      id_atlet: atlet.id_atlet,
      nik: atlet.nik,
      nama: atlet.nama_atlet,
      tanggal_lahir: atlet.tanggal_lahir,
      jenis_kelamin: atlet.jenis_kelamin,
      alamat: atlet.alamat,
      provinsi: atlet.provinsi,
      kota: atlet.kota,
    })
    .from(atlet);
  let n = 0;
  for (const a of rows) {
    if ((umurPada(a.tanggal_lahir, hariPertama) ?? 0) < UMUR_WAJIB_KTP - 1) continue;
    const bytes = gambarKtp({
      nik: a.nik ?? '-',
      nama: a.nama,
      tanggal_lahir: a.tanggal_lahir,
      jenis_kelamin: a.jenis_kelamin,
      alamat: a.alamat ?? '-',
      provinsi: a.provinsi ?? '-',
      kota: a.kota ?? '-',
    });
    const ktp = await storeUpload(dataDir, folderOf('ktp'), { bytes, ext: 'png' });
    await tx.update(atlet).set({ ktp }).where(eq(atlet.id_atlet, a.id_atlet));
    n++;
  }
  return n;
}
