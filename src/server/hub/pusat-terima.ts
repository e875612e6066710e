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
  const lain = info.kolom.filter((c) => !pk.includes(c));
  const saatBentrok =
    lain.length > 0
      ? sql`do update set ${sql.join(
          lain.map((c) => sql`${sql.identifier(c)} = excluded.${sql.identifier(c)}`),
          sql`, `,
        )}`
      : sql`do nothing`;
  await tx.execute(
    sql`insert into ${sql.identifier(p.tabel)} (${daftar(info.kolom)}) select ${daftar(info.kolom, 'r')} from ${rekaman(p.tabel, p.baris)} r
        on conflict (${daftar(pk)}) ${saatBentrok}`,
  );
}

/**
 * A batch the hub sends: its changes in commit order, each applied once (what was applied before is skipped,
 * so the same batch sent twice changes nothing; a batch cut short never arrived). A change that breaks a rule
 * (another competition's row, a table that is not venue data, a constraint) is not applied and is kept as
 * refused, so the ones after it still land. The first change must follow the last one applied.
 */
export async function terimaKiriman(
  deps: Deps,
  sewa: SewaAktif,
  perubahan: readonly Perubahan[],
  tx: DbOrTx,
): Promise<HasilTulis<{ seq_diterima: number; ditolak: KirimanDitolak[] }, 'urutan_kiriman'>> {
  await tx.execute(sql`select set_config('arena.dari_hub', 'ya', true)`);
  let seq = sewa.seq_diterima;
  const ditolak: KirimanDitolak[] = [];
  for (const p of perubahan) {
    if (p.seq <= seq) continue;
    if (p.seq !== seq + 1) {
      return tolakTulis('urutan_kiriman', `Kiriman hub melompat: pusat menunggu perubahan #${seq + 1}`, { data: { seq_diterima: seq } });
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
