import { stat, unlink } from 'node:fs/promises';
import path from 'node:path';
import { SISTEM_MSG, type MaintenanceInput, type MaintenanceState } from '../../domain/schemas/sistem';
import { tolak } from '../../domain/tolak';
import type { DbOrTx } from '../db/types';
import { berhasil, sekarang, type Deps, type HasilTulis } from '../tulis/types';
import { catatSistem } from './aktivitas';
import { folderCadangan } from './berkas';
import { simpanMaintenance } from './maintenance-state';
import type { Pelaku } from './terapkan';
import type { KodeTolakSistem } from './tolak';

/**
 * The ADMIN's system writes, as (deps, aktor, input, tx). Making a backup file and reading a restore archive
 * are file work done by the route first (never inside a transaction); these record and apply.
 */

type Hasil<T> = Promise<HasilTulis<T, KodeTolakSistem>>;

const label = (a: boolean) => (a ? 'aktif' : 'nonaktif');

/** PUT /admin/sistem/maintenance: the switch (its `sejak` kept while it stays on) and its log row. */
export async function ubahMaintenance(deps: Deps, aktor: Pelaku, input: MaintenanceInput, tx: DbOrTx): Hasil<MaintenanceState> {
  const { sebelum, sesudah } = await simpanMaintenance(tx, input, sekarang(deps));
  await catatSistem(
    tx,
    aktor,
    'UBAH_MAINTENANCE',
    `Mode pemeliharaan ${label(sebelum.aktif)} → ${label(sesudah.aktif)}${sesudah.pesan ? ` (${sesudah.pesan})` : ''}`,
  );
  return berhasil(sesudah, sesudah.aktif ? SISTEM_MSG.pemeliharaanAktif : SISTEM_MSG.pemeliharaanNonaktif);
}

/** POST /admin/sistem/backup, once the file is made: its log row; answers the backup as listed. */
export async function catatCadanganBaru<T>(
  _deps: Deps,
  aktor: Pelaku,
  input: { nama: string; baris: number; berkas: number; cadangan: T },
  tx: DbOrTx,
): Hasil<T> {
  await catatSistem(tx, aktor, 'BUAT_CADANGAN', `Cadangan ${input.nama} (${input.baris} baris, ${input.berkas} berkas)`);
  return berhasil(input.cadangan, SISTEM_MSG.dicadangkan);
}

/** DELETE /admin/sistem/backup/{nama} (a name already checked as a backup's): the file and its log row. */
export async function hapusCadangan(deps: Deps, aktor: Pelaku, input: { nama: string }, tx: DbOrTx): Hasil<{ nama: string }> {
  const full = path.join(folderCadangan(deps.dataDir), input.nama);
  const s = await stat(full).catch(() => null);
  if (!s?.isFile()) return tolak('tidak_ditemukan', SISTEM_MSG.cadanganTidakAda);
  await catatSistem(tx, aktor, 'HAPUS_CADANGAN', `Cadangan ${input.nama} dihapus`);
  await unlink(full).catch(() => undefined);
  return berhasil({ nama: input.nama }, SISTEM_MSG.dihapus);
}
