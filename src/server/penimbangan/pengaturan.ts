import { eq } from 'drizzle-orm';
import { alasanTolak } from '../../domain/akses';
import type { PengaturanTimbang, PengaturanTimbangInput } from '../../domain/penimbangan';
import { tolak } from '../../domain/tolak';
import { logActivity } from '../activity/log';
import { kompetisi } from '../db/schema';
import type { DbOrTx } from '../db/types';
import { lockKompetisi, type KompetisiDb } from '../kompetisi/baris';
import { berhasil, type Aktor, type Deps, type HasilTulis } from '../tulis/types';
import { pengaturanDari, kelasKyorugi } from './kelas';
import { TIMBANG_API_MSG, type KodeTolakPenimbangan } from './tolak';

/** The competition's weigh-in rules with its Kyorugi weight classes. */
export async function bacaPengaturan(db: DbOrTx, k: KompetisiDb): Promise<PengaturanTimbang> {
  const kelas = (await kelasKyorugi(db, k.id_kompetisi)).map(({ id_kompetisi: _k, cabang: _c, ...rest }) => rest);
  return { ...pengaturanDari(k), kelas };
}

/** PUT /kompetisi/{id}/penimbangan/pengaturan: the fields sent change, the others stay. */
export async function ubahPengaturan(
  _deps: Deps,
  aktor: Aktor,
  input: PengaturanTimbangInput & { id_kompetisi: number },
  tx: DbOrTx,
): Promise<HasilTulis<PengaturanTimbang, KodeTolakPenimbangan>> {
  const akses = alasanTolak(aktor, 'penimbangan.atur', { id_kompetisi: input.id_kompetisi });
  if (akses) return akses;
  const k = await lockKompetisi(tx, input.id_kompetisi);
  if (!k) return tolak('tidak_ditemukan', TIMBANG_API_MSG.kompetisi);
  const lama = pengaturanDari(k);
  const baru = {
    timbang_toleransi_gram: input.toleransi_gram ?? lama.toleransi_gram,
    timbang_percobaan_maks: input.percobaan_maks ?? lama.percobaan_maks,
    timbang_boleh_pindah: input.boleh_pindah ?? lama.boleh_pindah,
    timbang_acak_toleransi_persen: input.acak_toleransi_persen ?? lama.acak_toleransi_persen,
    timbang_berat_min_gram: input.berat_min_gram ?? lama.berat_min_gram,
    timbang_berat_maks_gram: input.berat_maks_gram ?? lama.berat_maks_gram,
    timbang_jauh_bawah_persen: input.jauh_bawah_persen ?? lama.jauh_bawah_persen,
    timbang_jauh_atas_gram: input.jauh_atas_gram ?? lama.jauh_atas_gram,
    timbang_batal_menit: input.batal_menit ?? lama.batal_menit,
  };
  if (baru.timbang_berat_min_gram >= baru.timbang_berat_maks_gram)
    return tolak('validasi', TIMBANG_API_MSG.rentangBerat, input.berat_min_gram !== undefined ? 'berat_min_gram' : 'berat_maks_gram');
  const [row] = await tx.update(kompetisi).set(baru).where(eq(kompetisi.id_kompetisi, k.id_kompetisi)).returning();
  const sesudah = pengaturanDari(row);
  const beda = (Object.keys(lama) as (keyof typeof lama)[])
    .filter((x) => lama[x] !== sesudah[x])
    .map((x) => `${x} ${lama[x]} → ${sesudah[x]}`);
  if (beda.length > 0) {
    await logActivity(tx, {
      action: 'UBAH_PENGATURAN_TIMBANG',
      actor: aktor.email,
      id_akun: aktor.id_akun,
      details: `Pengaturan penimbangan ${k.nama_event}: ${beda.join(', ')}`,
    });
  }
  return berhasil(await bacaPengaturan(tx, row), TIMBANG_API_MSG.pengaturan);
}
