import { and, eq } from 'drizzle-orm';
import { alasanTolak } from '../../domain/akses';
import type { HakDataAtlet } from '../../domain/hak-data/api';
import { HAK_DATA_MSG } from '../../domain/hak-data/hapus';
import { formatSel } from '../../domain/laporan/tabel';
import { displayName } from '../../domain/roles';
import { logActivity } from '../activity/log';
import { atlet, permintaanData } from '../db/schema';
import type { DbOrTx } from '../db/types';
import { ATLET_TIDAK_DITEMUKAN, cabutPersetujuan, statusPersetujuan } from '../privasi/persetujuan';
import { berhasil, sekarang, tolakTulis, type Aktor, type Deps, type HasilTulis } from '../tulis/types';
import { hakDataAtlet } from './baca';
import type { KodeTolakHakData } from './tolak';

/**
 * POST /atlet/{id}/hapus-data ('Minta hapus data'): the coach asks, for the athlete or its parent or guardian, that its
 * data be erased. Asking erasure ends processing as a withdrawal does, so a consent still standing is withdrawn through
 * the same write (which records the HAPUS request); once withdrawn, a new request is recorded only when none is open. An
 * open request answers 200 with nothing written; an athlete already erased 409.
 */
export async function mintaHapusData(
  deps: Deps,
  aktor: Aktor,
  input: { id_atlet: number; alasan?: string },
  tx: DbOrTx,
): Promise<HasilTulis<HakDataAtlet, KodeTolakHakData>> {
  const akses = alasanTolak(aktor, 'hakData.mintaHapus');
  if (akses) return akses;
  const id_dojang = aktor.pelatih?.id_dojang ?? -1;
  const [row] = await tx
    .select({ id_atlet: atlet.id_atlet, nama_atlet: atlet.nama_atlet })
    .from(atlet)
    .where(and(eq(atlet.id_atlet, input.id_atlet), eq(atlet.id_dojang, id_dojang)))
    .for('update');
  if (!row) return tolakTulis('tidak_ditemukan', ATLET_TIDAK_DITEMUKAN);
  const sebelum = await hakDataAtlet(tx, row.id_atlet);
  if (sebelum.dihapus_pada) return tolakTulis('data_sudah_dihapus', HAK_DATA_MSG.sudahDihapus(formatSel(sebelum.dihapus_pada, 'waktu')));
  if (sebelum.permintaan.some((p) => p.jenis === 'HAPUS' && (p.status === 'MENUNGGU' || p.status === 'DIPROSES'))) {
    return berhasil(sebelum, HAK_DATA_MSG.sudahDiminta);
  }
  const { status } = await statusPersetujuan(tx, row.id_atlet);
  if (status !== 'DICABUT') {
    const cabut = await cabutPersetujuan(deps, aktor, input, tx);
    if (!cabut.ok) return cabut;
  } else {
    await tx.insert(permintaanData).values({
      jenis: 'HAPUS',
      id_atlet: row.id_atlet,
      id_akun_peminta: aktor.id_akun,
      diminta_oleh: displayName(aktor),
      diminta_pada: sekarang(deps),
      alasan: input.alasan || null,
    });
  }
  await logActivity(tx, {
    action: 'MINTA_HAPUS_DATA',
    actor: aktor.email,
    id_akun: aktor.id_akun,
    details: `Penghapusan data pribadi ${row.nama_atlet} diminta${input.alasan ? `: ${input.alasan}` : ''}`,
    at: sekarang(deps),
  });
  return berhasil(await hakDataAtlet(tx, row.id_atlet), HAK_DATA_MSG.diminta);
}
