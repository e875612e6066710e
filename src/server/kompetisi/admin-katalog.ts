import { sql } from 'drizzle-orm';
import { KATEGORI_EVENT, KELAS_BERAT, KELAS_POOMSAE, KELOMPOK_USIA, OPSI_KELOMPOK_PER_GAYA } from '../../domain/catalogue/kelas';
import { isKelasTim } from '../../domain/kompetisi/eligibility-tim';
import type { Cabang, KategoriEvent } from '../../domain/kompetisi/types';
import { JENIS_KELAMIN, type JenisKelamin } from '../../domain/roles';
import type { DbOrTx } from '../db/types';
import { queryRows } from '../db/rows';

/**
 * The standard class catalogue (src/domain/catalogue/kelas-kejuaraan.json) as a list of classes a
 * competition may hold — exactly the set seedKelasKejuaraan writes: per category the age groups
 * OPSI_KELOMPOK_PER_GAYA allows, every weight class of the group (Kyorugi), every poomsae class per
 * gender, team poomsae without one. A class is named by a key made of names, not database ids,
 * 'KYORUGI|prestasi|3|LAKI_LAKI|Under 45 kg', so it means the same on every database.
 */
export interface KelasKatalog {
  key: string;
  cabang: Cabang;
  kategori: KategoriEvent;
  id_kelompok: number;
  nama_kelompok: string;
  jenis_kelamin: JenisKelamin | null;
  /** The weight class ('Under 45 kg') or the poomsae class ('Individu'). */
  nama_kelas: string;
  /** The full name messages use: 'Kyorugi prestasi Cadet Putra Under 45 kg'. */
  nama: string;
}

const GENDER: Record<JenisKelamin, string> = { LAKI_LAKI: 'Putra', PEREMPUAN: 'Putri' };

export function kunciKelas(cabang: string, kategori: string, id_kelompok: number, jk: string | null, nama_kelas: string): string {
  return [cabang, kategori, id_kelompok, jk ?? '-', nama_kelas].join('|');
}

function kelas(cabang: Cabang, kategori: KategoriEvent, id_kelompok: number, jk: JenisKelamin | null, nama_kelas: string): KelasKatalog {
  const nama_kelompok = KELOMPOK_USIA.find((k) => k.id === id_kelompok)?.nama ?? String(id_kelompok);
  const nama = [cabang === 'KYORUGI' ? 'Kyorugi' : 'Poomsae', kategori, nama_kelompok, jk ? GENDER[jk] : null, nama_kelas]
    .filter(Boolean)
    .join(' ');
  return {
    key: kunciKelas(cabang, kategori, id_kelompok, jk, nama_kelas),
    cabang,
    kategori,
    id_kelompok,
    nama_kelompok,
    jenis_kelamin: jk,
    nama_kelas,
    nama,
  };
}

function bangunKatalog(): KelasKatalog[] {
  const out: KelasKatalog[] = [];
  for (const cabang of ['KYORUGI', 'POOMSAE'] as const) {
    for (const kategori of KATEGORI_EVENT) {
      for (const id_kelompok of OPSI_KELOMPOK_PER_GAYA[`${cabang}_${kategori}`] ?? []) {
        if (cabang === 'KYORUGI') {
          for (const jk of JENIS_KELAMIN) {
            const berat = KELAS_BERAT.filter((b) => b.id_kelompok === id_kelompok && b.jenis_kelamin === jk).sort(
              (a, b) => a.batas_max - b.batas_max,
            );
            for (const b of berat) out.push(kelas(cabang, kategori, id_kelompok, jk, b.nama_kelas));
          }
        } else {
          for (const p of KELAS_POOMSAE) {
            const tim = isKelasTim({ cabang, poomsae: { id_poomsae: 0, nama_kelas: p } });
            for (const jk of tim ? [null] : JENIS_KELAMIN) out.push(kelas(cabang, kategori, id_kelompok, jk, p));
          }
        }
      }
    }
  }
  return out;
}

export const KATALOG: readonly KelasKatalog[] = bangunKatalog();
export const KATALOG_BY_KEY: ReadonlyMap<string, KelasKatalog> = new Map(KATALOG.map((k) => [k.key, k]));

/** One class a competition holds, under its catalogue key (null for a class outside the catalogue). */
export interface KelasDimiliki {
  id_kelas_kejuaraan: number;
  key: string;
  /** Every entry, REJECTED ones too: deleting the class would delete them all. */
  jumlah_peserta: number;
  ada_bagan: boolean;
}

/** The competition's classes with their entry counts, in one query. */
export async function kelasDimiliki(db: DbOrTx, id_kompetisi: number): Promise<KelasDimiliki[]> {
  const rows = await queryRows<{
    id: number;
    cabang: string;
    kategori: string;
    id_kelompok: number;
    jk: string | null;
    nama_kelas: string | null;
    jumlah: number;
    bagan: boolean;
  }>(
    db,
    sql`
    select kk.id_kelas_kejuaraan as id, kk.cabang::text as cabang, ke.nama_kategori as kategori, kk.id_kelompok,
      kk.jenis_kelamin::text as jk, coalesce(kb.nama_kelas, kp.nama_kelas) as nama_kelas,
      (select count(*)::int from peserta_kompetisi pk where pk.id_kelas_kejuaraan = kk.id_kelas_kejuaraan) as jumlah,
      exists (select 1 from bagan b where b.id_kelas_kejuaraan = kk.id_kelas_kejuaraan) as bagan
    from kelas_kejuaraan kk
    join kategori_event ke on ke.id_kategori_event = kk.id_kategori_event
    left join kelas_berat kb on kb.id_kelas_berat = kk.id_kelas_berat
    left join kelas_poomsae kp on kp.id_poomsae = kk.id_poomsae
    where kk.id_kompetisi = ${id_kompetisi}
    order by kk.id_kelas_kejuaraan`,
  );
  return rows.map((r) => ({
    id_kelas_kejuaraan: Number(r.id),
    key: kunciKelas(r.cabang, r.kategori, Number(r.id_kelompok), r.jk, r.nama_kelas ?? ''),
    jumlah_peserta: Number(r.jumlah),
    ada_bagan: Boolean(r.bagan),
  }));
}

/** GET /kompetisi/{id}/kelas-katalog: the catalogue, each class flagged as held (dipilih) with its entries. */
export async function katalogKompetisi(db: DbOrTx, id_kompetisi: number) {
  const dimiliki = await kelasDimiliki(db, id_kompetisi);
  const byKey = new Map(dimiliki.map((d) => [d.key, d]));
  const kelasList = KATALOG.map((k) => {
    const d = byKey.get(k.key);
    return {
      ...k,
      dipilih: d !== undefined,
      id_kelas_kejuaraan: d?.id_kelas_kejuaraan ?? null,
      jumlah_peserta: d?.jumlah_peserta ?? 0,
      ada_bagan: d?.ada_bagan ?? false,
    };
  });
  return { kelas: kelasList, di_luar_katalog: dimiliki.filter((d) => !KATALOG_BY_KEY.has(d.key)).length };
}
