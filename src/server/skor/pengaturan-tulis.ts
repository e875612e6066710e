import { eq, sql } from 'drizzle-orm';
import { alasanTolak } from '../../domain/akses';
import { ATURAN_MSG, PENGATURAN_SKOR_BAWAAN, type PengaturanSkor } from '../../domain/skor';
import { beriVersi } from '../../domain/skor/aturan-versi';
import type { JawabanPengaturanSkor, KelasPoomsaeSkor } from '../../domain/skor/pengaturan-jawaban';
import { tolak } from '../../domain/tolak';
import { logActivity } from '../activity/log';
import { queryRows } from '../db/rows';
import { kompetisi } from '../db/schema';
import type { DbOrTx } from '../db/types';
import { JOIN_KELAS, NAMA_KELAS } from '../db/sql-label';
import { berhasil, tolakTulis, type Aktor, type Deps, type HasilTulis } from '../tulis/types';
import { bacaPengaturanSkor } from './pengaturan';
import type { KodeTolakPengaturanSkor } from './pengaturan-tolak';

/** The competition's Poomsae classes (id and name), by name. */
export async function kelasPoomsae(tx: DbOrTx, id_kompetisi: number): Promise<KelasPoomsaeSkor[]> {
  return queryRows<KelasPoomsaeSkor>(
    tx,
    sql`select kk.id_kelas_kejuaraan, ${NAMA_KELAS} as nama_kelas
    from kelas_kejuaraan kk ${JOIN_KELAS}
    where kk.id_kompetisi = ${id_kompetisi} and kk.cabang = 'POOMSAE' order by 2, 1`,
  );
}

/** The setting in force with the shipped one and the Poomsae classes; null: no such competition. */
export async function bacaJawabanPengaturan(tx: DbOrTx, id_kompetisi: number): Promise<JawabanPengaturanSkor | null> {
  const [k] = await tx.select({ p: kompetisi.pengaturan_skor }).from(kompetisi).where(eq(kompetisi.id_kompetisi, id_kompetisi));
  if (!k) return null;
  return {
    id_kompetisi,
    pengaturan: await bacaPengaturanSkor(tx, id_kompetisi),
    tersimpan: k.p !== null,
    bawaan: PENGATURAN_SKOR_BAWAAN,
    kelas_poomsae: await kelasPoomsae(tx, id_kompetisi),
  };
}

/**
 * PUT /kompetisi/{id}/pengaturan-skor: the competition's rule sets, the set each category uses and the Poomsae
 * panels. A per-class panel must name a Poomsae class of this competition. A rule set whose content changed from
 * the one in force with the same kode takes the next versi (bouts already scored keep the set pinned to them).
 */
export async function aturPengaturanSkor(
  _deps: Deps,
  aktor: Aktor,
  input: PengaturanSkor & { id_kompetisi: number },
  tx: DbOrTx,
): Promise<HasilTulis<JawabanPengaturanSkor, KodeTolakPengaturanSkor>> {
  const akses = alasanTolak(aktor, 'skor.atur', { id_kompetisi: input.id_kompetisi });
  if (akses) return akses;
  const [k] = await queryRows<{ nama_event: string }>(
    tx,
    sql`select nama_event from kompetisi where id_kompetisi = ${input.id_kompetisi} for update`,
  );
  if (!k) return tolak('tidak_ditemukan', 'Kompetisi tidak ditemukan');
  const { id_kompetisi, ...baru } = input;
  const kelas = new Set((await kelasPoomsae(tx, id_kompetisi)).map((x) => x.id_kelas_kejuaraan));
  const luar = baru.poomsae_kelas.findIndex((x) => !kelas.has(x.id_kelas_kejuaraan));
  if (luar >= 0) return tolakTulis('validasi', ATURAN_MSG.panelKelasLuar, { field: `poomsae_kelas.${luar}.id_kelas_kejuaraan` });
  const simpan = beriVersi(await bacaPengaturanSkor(tx, id_kompetisi), baru);
  await tx.update(kompetisi).set({ pengaturan_skor: simpan }).where(eq(kompetisi.id_kompetisi, id_kompetisi));
  const ringkas = simpan.aturan.map((a) => `${a.kode} v${a.versi}`).join(', ');
  await logActivity(tx, {
    action: 'UBAH_PENGATURAN_SKOR',
    actor: aktor.email,
    id_akun: aktor.id_akun,
    details: `${k.nama_event}: aturan ${ringkas}; prestasi ${simpan.prestasi}, pemula ${simpan.pemula}; Poomsae ${simpan.poomsae_bawaan.juri} juri (${simpan.poomsae_kelas.length} kelas khusus)`,
  });
  return berhasil((await bacaJawabanPengaturan(tx, id_kompetisi))!, ATURAN_MSG.tersimpan);
}
