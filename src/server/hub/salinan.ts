import { type SQL, sql } from 'drizzle-orm';
import { dekripsi } from '../crypto/kunci';
import { queryRows } from '../db/rows';
import type { DbOrTx } from '../db/types';
import { KUNCI_TANDA_SETTING } from '../kartu/tanda';
import { tabelUrutDependensi } from '../sistem/tabel';

export type Baris = Record<string, unknown>;
export interface TabelSalinan {
  nama: string;
  baris: Baris[];
}

/** Tables the central server keeps for itself while a hub holds a competition; a hub reads them again from time to time. */
export const TABEL_PUSAT_BACA = [
  'kelompok_usia',
  'kelas_berat',
  'kategori_event',
  'kelas_poomsae',
  'akun',
  'admin',
  'admin_kompetisi',
  'petugas_kompetisi',
  'dojang',
  'pelatih',
  'atlet',
  'kelas_kejuaraan',
  'peserta_kompetisi',
  'peserta_tim_anggota',
  'totp',
  'setting',
] as const;

/** Personal data a hub does not need (identity numbers, addresses, documents): sent as null. */
const KOLOM_TIDAK_DIKIRIM: Record<string, readonly string[]> = {
  atlet: ['nik', 'alamat', 'no_telp', 'akte_kelahiran', 'ktp'],
  pelatih: ['nik', 'alamat', 'no_telp', 'foto_ktp', 'sertifikat_sabuk'],
};

/** Which rows of each table belong to competition k (the rows a hub copies); a table not here is not copied. */
/** The athletes of competition k: those entered, and the members of its teams. */
export function atletKompetisi(k: number): SQL {
  const kelas = sql`select id_kelas_kejuaraan from kelas_kejuaraan where id_kompetisi = ${k}`;
  const peserta = sql`select id_peserta_kompetisi from peserta_kompetisi where id_kelas_kejuaraan in (${kelas})`;
  return sql`select id_atlet from peserta_kompetisi where id_kelas_kejuaraan in (${kelas})
    union select id_atlet from peserta_tim_anggota where id_peserta_kompetisi in (${peserta})`;
}

function saringan(k: number): Record<string, SQL> {
  const kelas = sql`select id_kelas_kejuaraan from kelas_kejuaraan where id_kompetisi = ${k}`;
  const peserta = sql`select id_peserta_kompetisi from peserta_kompetisi where id_kelas_kejuaraan in (${kelas})`;
  const atletK = atletKompetisi(k);
  const dojangK = sql`select id_dojang from atlet where id_atlet in (${atletK})`;
  const lapanganK = sql`select id_lapangan from lapangan where id_kompetisi = ${k}`;
  const baganK = sql`select id_bagan from bagan where id_kelas_kejuaraan in (${kelas})`;
  const matchK = sql`select id_match from match where id_bagan in (${baganK})`;
  const akunK = sql`select id_akun from akun where role = 'ADMIN'
    union select id_akun from admin_kompetisi where id_kompetisi = ${k}
    union select id_akun from petugas_kompetisi where id_kompetisi = ${k}
    union select id_akun from pelatih where id_dojang in (${dojangK})`;
  return {
    kelompok_usia: sql`true`,
    kelas_berat: sql`true`,
    kategori_event: sql`true`,
    kelas_poomsae: sql`true`,
    kompetisi: sql`id_kompetisi = ${k}`,
    akun: sql`id_akun in (${akunK})`,
    admin: sql`id_akun in (${akunK})`,
    admin_kompetisi: sql`id_kompetisi = ${k}`,
    petugas_kompetisi: sql`id_kompetisi = ${k}`,
    totp: sql`id_akun in (${akunK})`,
    setting: sql`key = ${KUNCI_TANDA_SETTING}`,
    dojang: sql`id_dojang in (${dojangK})`,
    pelatih: sql`id_dojang in (${dojangK})`,
    atlet: sql`id_atlet in (${atletK})`,
    kelas_kejuaraan: sql`id_kompetisi = ${k}`,
    peserta_kompetisi: sql`id_peserta_kompetisi in (${peserta})`,
    peserta_tim_anggota: sql`id_peserta_kompetisi in (${peserta})`,
    hari_pertandingan: sql`id_kompetisi = ${k}`,
    lapangan: sql`id_kompetisi = ${k}`,
    jadwal_kelas: sql`id_lapangan in (${lapanganK})`,
    partai: sql`id_lapangan in (${lapanganK})`,
    tautan_juri_kursi: sql`id_lapangan in (${lapanganK})`,
    bagan: sql`id_kelas_kejuaraan in (${kelas})`,
    match: sql`id_bagan in (${baganK})`,
    skor_kejadian: sql`id_match in (${matchK})`,
    skor_poomsae: sql`id_match in (${matchK})`,
    skor_poomsae_juri: sql`id_match in (${matchK})`,
    skor_tekan: sql`id_match in (${matchK})`,
    penimbangan: sql`id_kompetisi = ${k}`,
    keputusan_timbang: sql`id_kompetisi = ${k}`,
    undian_timbang_acak: sql`id_kompetisi = ${k}`,
    atlet_terbaik: sql`id_kompetisi = ${k}`,
  };
}

/**
 * The rows of competition k a hub needs, parents before children, each row as JSON (to_jsonb keeps every
 * type). `hanya` limits it to some tables (a hub reading the central server's part again).
 * Two-factor secrets travel in clear inside this answer (the channel is the hub's authenticated one) and are
 * sealed again with the hub's own key there.
 */
export async function salinKompetisi(db: DbOrTx, k: number, hanya?: readonly string[]): Promise<TabelSalinan[]> {
  const where = saringan(k);
  const out: TabelSalinan[] = [];
  for (const t of tabelUrutDependensi()) {
    const w = where[t.nama];
    if (!w || (hanya && !hanya.includes(t.nama))) continue;
    const buang = KOLOM_TIDAK_DIKIRIM[t.nama] ?? [];
    const urut = sql.join(
      t.urutan.map((c) => sql.identifier(c)),
      sql`, `,
    );
    const rows = await queryRows<{ b: Baris }>(
      db,
      sql`select to_jsonb(x) as b from ${sql.identifier(t.nama)} x where ${w} order by ${urut}`,
    );
    const baris = rows.map((r) => {
      const b = { ...r.b };
      for (const c of buang) if (c in b) b[c] = null;
      if (t.nama === 'totp' && typeof b.secret_enc === 'string') b.secret_enc = dekripsi(b.secret_enc);
      return b;
    });
    out.push({ nama: t.nama, baris });
  }
  return out;
}

/** Upload files the copied rows point at (photos, logos) as 'folder/name'. */
export function berkasSalinan(tabel: readonly TabelSalinan[]): string[] {
  const out = new Set<string>();
  for (const t of tabel) {
    if (t.nama === 'atlet') for (const b of t.baris) if (typeof b.pas_foto === 'string') out.add(`atlet/pas_foto/${b.pas_foto}`);
    if (t.nama === 'dojang') for (const b of t.baris) if (typeof b.logo === 'string') out.add(`dojang/logos/${b.logo}`);
  }
  return [...out].sort();
}
