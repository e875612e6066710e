import { eq } from 'drizzle-orm';
import { alasanTolak } from '../../domain/akses';
import { todayWib } from '../../domain/atlet/umur';
import type { Penanganan } from '../../domain/hak-data/api';
import {
  BERKAS_ATLET,
  HAK_DATA_MSG,
  KOLOM_DIKOSONGKAN,
  LABEL_DATA_ATLET,
  cekHapusData,
  cekTangani,
  tanggalLahirTersisa,
} from '../../domain/hak-data/hapus';
import { logActivity } from '../activity/log';
import { atlet, permintaanData } from '../db/schema';
import type { DbOrTx } from '../db/types';
import { berhasil, sekarang, tolakTulis, type Aktor, type Deps, type Efek, type HasilTulis } from '../tulis/types';
import { detailPermintaan, kompetisiBerjalan } from './baca';
import type { KodeTolakHakData } from './tolak';

const TIDAK_ADA = 'Permintaan data tidak ditemukan';

export type TanganiInput = { id: number; alasan: string };

/** The request, locked for its handling, after the policy and the domain's rule allowed `aksi` on it. */
async function permintaanTerbuka(aktor: Aktor, id: number, aksi: 'hapus' | 'tolak', tx: DbOrTx) {
  const akses = alasanTolak(aktor, 'hakData.tangani');
  if (akses) return akses;
  const [p] = await tx.select().from(permintaanData).where(eq(permintaanData.id, id)).for('update');
  if (!p) return tolakTulis('tidak_ditemukan', TIDAK_ADA);
  return cekTangani(p, aksi) ?? p;
}

async function selesai(deps: Deps, tx: DbOrTx, id: number, pesan: string): Promise<HasilTulis<Penanganan, KodeTolakHakData>> {
  const data = await detailPermintaan(tx, id, todayWib(sekarang(deps)));
  return data ? berhasil(data, pesan) : tolakTulis('tidak_ditemukan', TIDAK_ADA);
}

/** A handled request: its outcome, who handled it, when and why. */
async function tutupPermintaan(tx: DbOrTx, id: number, status: 'SELESAI' | 'DITOLAK', aktor: Aktor, pada: Date, alasan: string) {
  await tx
    .update(permintaanData)
    .set({ status, id_akun_penangan: aktor.id_akun, ditangani_pada: pada, catatan_penanganan: alasan })
    .where(eq(permintaanData.id, id));
}

/**
 * POST /admin/permintaan-data/{id}/hapus ('Hapus data', ADMIN, with a reason): the athlete's personal columns emptied and
 * its birth date cut to its year, its files removed from disk once committed (so the next backup no longer carries
 * them), the request closed SELESAI with who, when and why, and the activity log. The row, its entries, brackets,
 * results and medals stay with its name and dojang. Refused while the athlete is in a competition that has not ended.
 */
export async function hapusDataPermintaan(
  deps: Deps,
  aktor: Aktor,
  input: TanganiInput,
  tx: DbOrTx,
): Promise<HasilTulis<Penanganan, KodeTolakHakData>> {
  const p = await permintaanTerbuka(aktor, input.id, 'hapus', tx);
  if ('ok' in p) return p;
  const pada = sekarang(deps);
  const efek: Efek[] = [];
  const [a] = p.id_atlet === null ? [] : await tx.select().from(atlet).where(eq(atlet.id_atlet, p.id_atlet)).for('update');
  let rincian = 'atlet sudah tidak ada';
  if (a) {
    const t = cekHapusData(await kompetisiBerjalan(tx, a.id_atlet, todayWib(pada)));
    if (t) return tolakTulis(t.kode, t.pesan);
    const kosong = Object.fromEntries([...KOLOM_DIKOSONGKAN, ...BERKAS_ATLET].map((k) => [k, null]));
    await tx
      .update(atlet)
      .set({ ...kosong, tanggal_lahir: tanggalLahirTersisa(a.tanggal_lahir), updated_at: pada })
      .where(eq(atlet.id_atlet, a.id_atlet));
    for (const jenis of BERKAS_ATLET) {
      const nama = a[jenis];
      if (nama)
        efek.push({
          jenis: 'hapus_berkas',
          folder: `atlet/${jenis}`,
          nama,
          gagal: `hapus data atlet ${a.id_atlet}: ${jenis} gagal dihapus`,
        });
    }
    const dihapus = [...KOLOM_DIKOSONGKAN.filter((k) => a[k] !== null), ...BERKAS_ATLET.filter((k) => a[k] !== null)];
    rincian = [...dihapus.map((k) => LABEL_DATA_ATLET[k]), LABEL_DATA_ATLET.tanggal_lahir].join(', ');
  }
  await tutupPermintaan(tx, p.id, 'SELESAI', aktor, pada, input.alasan);
  await logActivity(tx, {
    action: 'HAPUS_DATA_ATLET',
    actor: aktor.email,
    id_akun: aktor.id_akun,
    details: `Data pribadi ${a?.nama_atlet ?? `atlet #${p.id_atlet}`} dihapus (permintaan #${p.id}): ${rincian}. Alasan: ${input.alasan}`,
    at: pada,
  });
  const h = await selesai(deps, tx, p.id, HAK_DATA_MSG.dihapus(a?.nama_atlet ?? 'atlet'));
  return h.ok ? berhasil(h.data, h.pesan, efek) : h;
}

/** POST /admin/permintaan-data/{id}/tolak ('Tolak', ADMIN, with a reason the coach sees): the request closed DITOLAK. */
export async function tolakPermintaanData(
  deps: Deps,
  aktor: Aktor,
  input: TanganiInput,
  tx: DbOrTx,
): Promise<HasilTulis<Penanganan, KodeTolakHakData>> {
  const p = await permintaanTerbuka(aktor, input.id, 'tolak', tx);
  if ('ok' in p) return p;
  const pada = sekarang(deps);
  await tutupPermintaan(tx, p.id, 'DITOLAK', aktor, pada, input.alasan);
  await logActivity(tx, {
    action: 'TOLAK_PERMINTAAN_DATA',
    actor: aktor.email,
    id_akun: aktor.id_akun,
    details: `Permintaan data #${p.id} (${p.jenis}) ditolak. Alasan: ${input.alasan}`,
    at: pada,
  });
  return selesai(deps, tx, p.id, HAK_DATA_MSG.ditolak);
}
