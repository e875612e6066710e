import { inArray } from 'drizzle-orm';
import { alasanTolak } from '../../domain/akses';
import type { KompetisiKelasInput } from '../../domain/schemas/kompetisi-admin';
import { tolak, type Tolak } from '../../domain/tolak';
import { logActivity } from '../activity/log';
import { kategoriEvent, kelasBerat, kelasKejuaraan, kelasPoomsae } from '../db/schema';
import type { DbOrTx } from '../db/types';
import { berhasil, type Aktor, type Deps, type HasilTulis } from '../tulis/types';
import { KATALOG_BY_KEY, katalogKompetisi, kelasDimiliki, type KelasKatalog } from './admin-katalog';
import { KOMPETISI_NOT_FOUND, lockKompetisi } from './baris';
import type { KodeTolakKompetisi } from './tolak';

export const KELAS_ADMIN_MSG = {
  tidakDikenal: (key: string) => `Kelas tidak dikenal dalam katalog: ${key}`,
  adaPeserta: (nama: string, n: number) => `Kelas ${nama} tidak dapat dihapus karena sudah memiliki ${n} peserta`,
  adaBagan: (nama: string) => `Kelas ${nama} tidak dapat dihapus karena bagannya sudah dibuat`,
  berhasil: (tambah: number, hapus: number) => `Kelas kompetisi berhasil disimpan (${tambah} ditambah, ${hapus} dihapus)`,
  tanpaPerubahan: 'Tidak ada perubahan kelas',
} as const;

/** The catalogue classes of `keys`; an unknown key is refused 'kelas_tidak_dikenal' naming it. */
export function kelasDariKunci(keys: readonly string[]): KelasKatalog[] | Tolak<'kelas_tidak_dikenal'> {
  const out: KelasKatalog[] = [];
  for (const key of keys) {
    const k = KATALOG_BY_KEY.get(key);
    if (!k) return tolak('kelas_tidak_dikenal', KELAS_ADMIN_MSG.tidakDikenal(key.slice(0, 100)));
    out.push(k);
  }
  return out;
}

/** Writes kelas_kejuaraan rows for catalogue classes, resolving the reference ids by name. */
export async function tambahKelas(tx: DbOrTx, id_kompetisi: number, list: readonly KelasKatalog[]): Promise<void> {
  if (list.length === 0) return;
  const [kategori, berat, poomsae] = await Promise.all([
    tx.select().from(kategoriEvent),
    tx
      .select()
      .from(kelasBerat)
      .where(inArray(kelasBerat.id_kelompok, [...new Set(list.map((k) => k.id_kelompok))])),
    tx.select().from(kelasPoomsae),
  ]);
  const rows = list.map((k): typeof kelasKejuaraan.$inferInsert => {
    const id_kategori_event = kategori.find((x) => x.nama_kategori === k.kategori)?.id_kategori_event;
    const id_kelas_berat =
      k.cabang === 'KYORUGI'
        ? berat.find((b) => b.id_kelompok === k.id_kelompok && b.jenis_kelamin === k.jenis_kelamin && b.nama_kelas === k.nama_kelas)
            ?.id_kelas_berat
        : null;
    const id_poomsae = k.cabang === 'POOMSAE' ? poomsae.find((p) => p.nama_kelas === k.nama_kelas)?.id_poomsae : null;
    // The reference tables are seeded from the same catalogue on every start; a miss is a server fault.
    if (!id_kategori_event || id_kelas_berat === undefined || id_poomsae === undefined)
      throw new Error(`katalog tanpa baris referensi: ${k.key}`);
    return {
      id_kompetisi,
      cabang: k.cabang,
      id_kategori_event,
      id_kelompok: k.id_kelompok,
      id_kelas_berat,
      id_poomsae,
      jenis_kelamin: k.jenis_kelamin,
    };
  });
  for (let i = 0; i < rows.length; i += 200)
    await tx
      .insert(kelasKejuaraan)
      .values(rows.slice(i, i + 200))
      .onConflictDoNothing();
}

/**
 * PUT /kompetisi/{id}/kelas {kelas: [catalogue keys]} (ADMIN): the catalogue classes the competition
 * holds become exactly these. Missing ones are created; dropped ones deleted, unless a class has an
 * entry (any status — deleting the class would delete it) or a bracket, which refuses the whole change
 * naming the class ('kelas_masih_dipakai'). Classes outside the catalogue are left alone. Under the
 * competition's row lock, the lock a registration takes, so no entry can land in a class while it is being removed.
 */
export async function simpanKelasKompetisi(
  _deps: Deps,
  aktor: Aktor,
  input: KompetisiKelasInput & { id_kompetisi: number },
  tx: DbOrTx,
): Promise<HasilTulis<Awaited<ReturnType<typeof katalogKompetisi>>, KodeTolakKompetisi>> {
  const { id_kompetisi } = input;
  const akses = alasanTolak(aktor, 'kompetisi.aturKelas', { id_kompetisi });
  if (akses) return akses;
  const diminta = kelasDariKunci(input.kelas);
  if ('ok' in diminta) return diminta;
  const dipilih = new Set(diminta.map((k) => k.key));
  const kompetisi = await lockKompetisi(tx, id_kompetisi);
  if (!kompetisi) return tolak('tidak_ditemukan', KOMPETISI_NOT_FOUND);
  const ada = (await kelasDimiliki(tx, id_kompetisi)).filter((d) => KATALOG_BY_KEY.has(d.key));
  const hapus = ada.filter((d) => !dipilih.has(d.key));
  for (const d of hapus) {
    const nama = KATALOG_BY_KEY.get(d.key)?.nama ?? d.key;
    if (d.jumlah_peserta > 0) return tolak('kelas_masih_dipakai', KELAS_ADMIN_MSG.adaPeserta(nama, d.jumlah_peserta));
    if (d.ada_bagan) return tolak('kelas_masih_dipakai', KELAS_ADMIN_MSG.adaBagan(nama));
  }
  const punya = new Set(ada.map((d) => d.key));
  const tambah = diminta.filter((k) => !punya.has(k.key));
  if (hapus.length > 0) {
    await tx.delete(kelasKejuaraan).where(
      inArray(
        kelasKejuaraan.id_kelas_kejuaraan,
        hapus.map((d) => d.id_kelas_kejuaraan),
      ),
    );
  }
  await tambahKelas(tx, id_kompetisi, tambah);
  const berubah = tambah.length + hapus.length > 0;
  if (berubah) {
    await logActivity(tx, {
      action: 'UBAH_KELAS_KOMPETISI',
      actor: aktor.email,
      id_akun: aktor.id_akun,
      details: `Kelas ${kompetisi.nama_event}: ${tambah.length} ditambah, ${hapus.length} dihapus (${ada.length} → ${ada.length + tambah.length - hapus.length} kelas)`,
    });
  }
  return berhasil(
    await katalogKompetisi(tx, id_kompetisi),
    berubah ? KELAS_ADMIN_MSG.berhasil(tambah.length, hapus.length) : KELAS_ADMIN_MSG.tanpaPerubahan,
  );
}
