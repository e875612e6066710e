import { eq, type SQL, sql } from 'drizzle-orm';
import type { KirimanDitolak, Perubahan } from '../../domain/hub/kontrak';
import { adalahTabelBersama, adalahTabelVenue, KOLOM_VENUE_BERSAMA } from '../../domain/hub/tabel-venue';
import { pgErrorCode } from '../db/errors';
import { queryRows } from '../db/rows';
import { hubSewa } from '../db/schema';
import type { DbOrTx } from '../db/types';
import { tabelUrutDependensi } from '../sistem/tabel';
import { berhasil, type Deps, type HasilTulis, sekarang, tolakTulis } from '../tulis/types';

/** The refusals kept on the lease (the latest ones). */
const DITOLAK_SIMPAN = 50;

const kunciTabel = new Map(tabelUrutDependensi().map((t) => [t.nama, t]));

export interface SewaAktif {
  id_sewa: number;
  id_kompetisi: number;
  seq_diterima: number;
  ditolak: KirimanDitolak[];
}

class TolakPerubahan extends Error {}

const rekaman = (t: string, b: Record<string, unknown>) =>
  sql`jsonb_populate_record(null::${sql.identifier(t)}, ${JSON.stringify(b)}::jsonb)`;
const daftar = (cols: readonly string[], prefix?: string) =>
  sql.join(
    cols.map((c) => (prefix ? sql`${sql.identifier(prefix)}.${sql.identifier(c)}` : sql.identifier(c))),
    sql`, `,
  );

async function kompetisiBaris(tx: DbOrTx, tabel: string, b: Record<string, unknown>): Promise<number | null> {
  const [r] = await queryRows<{ k: number | null }>(tx, sql`select venue_kompetisi(${tabel}, ${JSON.stringify(b)}::jsonb) as k`);
  return r?.k ?? null;
}

async function barisSekarang(tx: DbOrTx, tabel: string, pk: readonly string[], b: Record<string, unknown>) {
  const [r] = await queryRows<{ b: Record<string, unknown> }>(
    tx,
    sql`select to_jsonb(x) as b from ${sql.identifier(tabel)} x
        where (${daftar(pk, 'x')}) = (select ${daftar(pk, 'r')} from ${rekaman(tabel, b)} r)`,
  );
  return r?.b ?? null;
}

/** A new row whose key is already there replaces it. */
function saatBentrok(info: { urutan: readonly string[]; kolom: readonly string[] }): SQL {
  const lain = info.kolom.filter((c) => !info.urutan.includes(c));
  if (lain.length === 0) return sql`on conflict (${daftar(info.urutan)}) do nothing`;
  return sql`on conflict (${daftar(info.urutan)}) do update set ${sql.join(
    lain.map((c) => sql`${sql.identifier(c)} = excluded.${sql.identifier(c)}`),
    sql`, `,
  )}`;
}

/** One change of the hub, checked (its table, its competition before and after) and applied. */
async function terapkan(tx: DbOrTx, k: number, p: Perubahan): Promise<void> {
  const venue = adalahTabelVenue(p.tabel);
  const bersama = adalahTabelBersama(p.tabel);
  const info = kunciTabel.get(p.tabel);
  if ((!venue && !bersama) || !info) throw new TolakPerubahan(`Tabel ${p.tabel} bukan data venue`);
  if (bersama && p.op !== 'U') throw new TolakPerubahan(`Hub hanya boleh mengubah kolom venue pada ${p.tabel}`);
  const pk = info.urutan;
  const lama = await barisSekarang(tx, p.tabel, pk, p.baris);
  if (lama && (await kompetisiBaris(tx, p.tabel, lama)) !== k) throw new TolakPerubahan('Baris milik kompetisi lain');
  const where: SQL = sql`(${daftar(pk)}) = (select ${daftar(pk, 'r')} from ${rekaman(p.tabel, p.baris)} r)`;
  if (p.op === 'D') {
    if (lama) await tx.execute(sql`delete from ${sql.identifier(p.tabel)} where ${where}`);
    return;
  }
  if (p.op === 'U') {
    const boleh = bersama ? (KOLOM_VENUE_BERSAMA[p.tabel as keyof typeof KOLOM_VENUE_BERSAMA].kirim as readonly string[]) : info.kolom;
    const kolom = (p.kolom ?? []).filter((c) => boleh.includes(c) && !pk.includes(c));
    if (!lama) throw new TolakPerubahan('Baris yang diubah tidak ada di pusat');
    if (kolom.length === 0) return;
    const baru = { ...lama, ...Object.fromEntries(kolom.map((c) => [c, p.baris[c]])) };
    if ((await kompetisiBaris(tx, p.tabel, baru)) !== k) throw new TolakPerubahan('Perubahan memindahkan baris ke kompetisi lain');
    await tx.execute(
      sql`update ${sql.identifier(p.tabel)} set (${daftar(kolom)}) = (select ${daftar(kolom, 'r')} from ${rekaman(p.tabel, baru)} r) where ${where}`,
    );
    return;
  }
  if ((await kompetisiBaris(tx, p.tabel, p.baris)) !== k) throw new TolakPerubahan('Baris baru bukan milik kompetisi ini');
  await tx.execute(
    sql`insert into ${sql.identifier(p.tabel)} (${daftar(info.kolom)}) select ${daftar(info.kolom, 'r')} from ${rekaman(p.tabel, p.baris)} r
        ${saatBentrok(info)}`,
  );
}

/** The new rows of one venue table that follow each other from index i (consecutive seqs); empty when i is not one. */
function deretSisip(perubahan: readonly Perubahan[], i: number): Perubahan[] {
  const p = perubahan[i]!;
  if (p.op !== 'I' || !adalahTabelVenue(p.tabel)) return [];
  const deret = [p];
  for (let j = i + 1; j < perubahan.length; j++) {
    const q = perubahan[j]!;
    if (q.op !== 'I' || q.tabel !== p.tabel) break;
    deret.push(q);
  }
  return deret;
}

/**
 * New rows of one venue table applied in one statement (a catch-up is mostly scoring events: one statement instead
 * of five each), when every row passes what terapkan checks one by one (its competition, and that of a row it would
 * replace) and no two share a key. False (nothing applied): the rows go through terapkan one by one, where a row
 * that breaks a rule is refused alone.
 */
async function sisipkanSekaligus(tx: DbOrTx, k: number, deret: readonly Perubahan[]): Promise<boolean> {
  const tabel = deret[0]!.tabel;
  const info = kunciTabel.get(tabel);
  if (!info) return false;
  const t = sql.identifier(tabel);
  const pk = info.urutan;
  const isi = JSON.stringify(deret.map((p) => p.baris));
  const [cek] = await queryRows<{ cocok: boolean | null }>(
    tx,
    sql`select bool_and(coalesce(venue_kompetisi(${tabel}, e.b) = ${k}, false)
          and not exists (select 1 from ${t} x where (${daftar(pk, 'x')}) = (${daftar(pk, 'r')})
            and venue_kompetisi(${tabel}, to_jsonb(x)) is distinct from ${k}))
          and count(distinct (${daftar(pk, 'r')})) = count(*) as cocok
        from jsonb_array_elements(${isi}::jsonb) e(b) cross join lateral jsonb_populate_record(null::${t}, e.b) r`,
  );
  if (!cek?.cocok) return false;
  try {
    await tx.transaction(async (sp) =>
      sp.execute(
        sql`insert into ${t} (${daftar(info.kolom)}) select ${daftar(info.kolom, 'r')} from jsonb_populate_recordset(null::${t}, ${isi}::jsonb) r
            ${saatBentrok(info)}`,
      ),
    );
    return true;
  } catch (e) {
    if (!pgErrorCode(e)) throw e;
    return false;
  }
}

/**
 * A batch the hub sends: its changes in commit order, each applied once (what was applied before is skipped,
 * so the same batch sent twice changes nothing; a batch cut short never arrived). A change that breaks a rule
 * (another competition's row, a table that is not venue data, a constraint) is not applied and is kept as
 * refused, so the ones after it still land. The hub's numbers have gaps (a transaction the hub rolled back, a
 * restart) but only grow with its commits; the batch says from which number the hub believes the central server
 * stands (`dari_seq`), and one that would pass changes the central server never had is refused with where it stands.
 */
export async function terimaKiriman(
  deps: Deps,
  sewa: SewaAktif,
  input: { dari_seq: number; perubahan: readonly Perubahan[] },
  tx: DbOrTx,
): Promise<HasilTulis<{ seq_diterima: number; ditolak: KirimanDitolak[] }, 'urutan_kiriman'>> {
  const { perubahan } = input;
  let seq = sewa.seq_diterima;
  const lompat = () =>
    tolakTulis('urutan_kiriman', `Kiriman hub melompat: pusat menerima sampai perubahan #${seq}`, { data: { seq_diterima: seq } });
  if (input.dari_seq > seq || perubahan.some((p, i) => i > 0 && p.seq <= perubahan[i - 1]!.seq)) return lompat();
  await tx.execute(sql`select set_config('arena.dari_hub', 'ya', true)`);
  const ditolak: KirimanDitolak[] = [];
  /** Up to this index changes go one by one (their rows did not pass together). */
  let satuSatu = -1;
  for (let i = 0; i < perubahan.length; i++) {
    const p = perubahan[i]!;
    if (p.seq <= seq) continue;
    const deret = i > satuSatu ? deretSisip(perubahan, i) : [];
    if (deret.length > 1) {
      if (await sisipkanSekaligus(tx, sewa.id_kompetisi, deret)) {
        seq = deret.at(-1)!.seq;
        i += deret.length - 1;
        continue;
      }
      satuSatu = i + deret.length - 1;
    }
    try {
      await tx.transaction(async (sp) => terapkan(sp, sewa.id_kompetisi, p));
    } catch (e) {
      const pesan = e instanceof TolakPerubahan ? e.message : `Ditolak basis data (${pgErrorCode(e) ?? 'galat'})`;
      if (!(e instanceof TolakPerubahan) && !pgErrorCode(e)) throw e;
      ditolak.push({ seq: p.seq, tabel: p.tabel, pesan });
    }
    seq = p.seq;
  }
  const simpan = [...sewa.ditolak, ...ditolak].slice(-DITOLAK_SIMPAN);
  await tx
    .update(hubSewa)
    .set({ seq_diterima: seq, kontak_terakhir: sekarang(deps), ...(ditolak.length > 0 ? { ditolak: simpan } : {}) })
    .where(eq(hubSewa.id_sewa, sewa.id_sewa));
  return berhasil({ seq_diterima: seq, ditolak }, `${perubahan.length} perubahan diterima`);
}
