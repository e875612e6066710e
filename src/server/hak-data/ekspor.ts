import { and, eq } from 'drizzle-orm';
import { BERKAS_ATLET, type BerkasAtlet } from '../../domain/hak-data/hapus';
import { KEBIJAKAN_PRIVASI_VERSI } from '../../domain/privasi/kebijakan';
import { displayName, type SessionUser } from '../../domain/roles';
import { logActivity } from '../activity/log';
import { readScope } from '../atlet/scope';
import { aksesData, atlet, permintaanData } from '../db/schema';
import type { Db } from '../db/types';
import { pastikanBoleh, pastikanPeran } from '../http/akses';
import { gagalUmum } from '../http/api-error';
import { ATLET_TIDAK_DITEMUKAN } from '../privasi/persetujuan';
import { bacaUpload } from '../uploads/store';
import { kumpulkanDataAtlet } from './kumpulkan';
import { buatZip, type EntriZip } from './zip';

const BACA_SAYA = `Salinan data pribadi atlet (hak akses subjek data, UU No. 27 Tahun 2022 Pasal 32)

data.json  : semua data atlet yang tersimpan di Arena TKD: data diri, persetujuan pemrosesan data,
             permintaan data, riwayat akses dokumen, pendaftaran kejuaraan, pertandingan, medali dan penimbangan.
berkas/    : dokumen dan foto atlet sebagaimana diunggah (akta kelahiran, KK/KTP, pas foto, sertifikat sabuk).

Berkas ini memuat data pribadi anak. Simpan di tempat aman dan jangan dibagikan.
`;

export interface HasilEkspor {
  nama: string;
  zip: Buffer;
}

const slug = (s: string) =>
  s
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);

/** The stored files the athlete has, read back through the one reader (decrypted); a file that cannot be read is named, not sent. */
async function bacaBerkas(dataDir: string, row: Record<BerkasAtlet, string | null>) {
  const entri: EntriZip[] = [];
  const daftar: { jenis: BerkasAtlet; berkas: string; dalam_arsip: string | null; catatan?: string }[] = [];
  for (const jenis of BERKAS_ATLET) {
    const nama = row[jenis];
    if (!nama) continue;
    const dalam = `berkas/${jenis}.${nama.split('.').pop()}`;
    try {
      entri.push({ nama: dalam, isi: await bacaUpload(dataDir, `atlet/${jenis}`, nama) });
      daftar.push({ jenis, berkas: nama, dalam_arsip: dalam });
    } catch {
      daftar.push({
        jenis,
        berkas: nama,
        dalam_arsip: null,
        catatan: 'Berkas tidak dapat dibaca di server (hilang atau terenkripsi dengan kunci lain)',
      });
    }
  }
  return { entri, daftar };
}

/**
 * GET /atlet/{id}/ekspor-data: the athlete's whole data as one ZIP for its own coach or the ADMIN. The export is recorded
 * before it leaves: a request EKSPOR (SELESAI at once), a row of the access record for each document and the NIK it
 * carries, and the activity log.
 */
export async function eksporDataAtlet(
  deps: { db: Db; dataDir: string },
  user: SessionUser,
  id_atlet: number,
  now = new Date(),
): Promise<HasilEkspor> {
  pastikanPeran(user, 'hakData.ekspor');
  const [row] = await deps.db
    .select()
    .from(atlet)
    .where(and(eq(atlet.id_atlet, id_atlet), readScope(user)));
  if (!row) throw gagalUmum('tidak_ditemukan', ATLET_TIDAK_DITEMUKAN);
  pastikanBoleh(user, 'hakData.ekspor', { id_dojang: row.id_dojang });
  const berkas = await bacaBerkas(deps.dataDir, row);
  const oleh = displayName(user);
  const data = await deps.db.transaction(async (tx) => {
    await tx.insert(permintaanData).values({
      jenis: 'EKSPOR',
      id_atlet,
      id_akun_peminta: user.id_akun,
      diminta_oleh: oleh,
      diminta_pada: now,
      status: 'SELESAI',
      id_akun_penangan: user.id_akun,
      ditangani_pada: now,
      catatan_penanganan: 'Salinan data diunduh langsung (ZIP)',
    });
    const dilihat = [
      ...(row.nik ? [{ objek: 'nik', berkas: null }] : []),
      ...berkas.daftar.filter((b) => b.dalam_arsip && b.jenis !== 'pas_foto').map((b) => ({ objek: b.jenis, berkas: b.berkas })),
    ];
    if (dilihat.length > 0) {
      await tx
        .insert(aksesData)
        .values(dilihat.map((d) => ({ id_atlet, id_akun: user.id_akun, peran: user.role, nama: oleh, pada: now, ...d })));
    }
    await logActivity(tx, {
      action: 'EKSPOR_DATA_ATLET',
      actor: user.email,
      id_akun: user.id_akun,
      details: `Salinan data pribadi ${row.nama_atlet} diunduh (${berkas.entri.length} berkas)`,
      at: now,
    });
    return kumpulkanDataAtlet(tx, id_atlet);
  });
  const isi = {
    dibuat_pada: now.toISOString(),
    dibuat_oleh: `${oleh} (${user.role})`,
    kebijakan_privasi_versi: KEBIJAKAN_PRIVASI_VERSI,
    ...data,
    berkas: berkas.daftar,
  };
  const zip = buatZip(
    [
      { nama: 'BACA-SAYA.txt', isi: Buffer.from(BACA_SAYA, 'utf8'), kompres: true },
      { nama: 'data.json', isi: Buffer.from(JSON.stringify(isi, null, 2), 'utf8'), kompres: true },
      ...berkas.entri,
    ],
    now,
  );
  const tanggal = new Date(now.getTime() + 7 * 3_600_000).toISOString().slice(0, 10);
  return { nama: `data-atlet-${id_atlet}-${slug(row.nama_atlet) || 'atlet'}-${tanggal}.zip`, zip };
}
