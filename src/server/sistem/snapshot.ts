import { sql } from 'drizzle-orm';
import type { Manifest } from '../../domain/schemas/sistem';
import type { Db, Tx } from '../db/types';
import { queryRows } from '../db/rows';
import { KOLOM_RAHASIA, KUNCI_SETTING_RAHASIA, SETTING_RAHASIA } from './rahasia';
import { daftarSekuens, ident, tabelUrutDependensi, tingkatMigrasi, type TabelCadangan } from './tabel';

/** Rows per db/<tabel>/<nnnn>.json part (a part is one JSON array, a few MB at most). */
export const BARIS_PER_BAGIAN = 5_000;

export interface Snapshot {
  migrasi: Manifest['migrasi'];
  tabel: Manifest['tabel'];
  sekuens: Manifest['sekuens'];
  /** Part `i` (0-based) of a table: its rows as PostgreSQL's own JSON text (exact numbers and times). */
  bacaBagian(tabel: string, i: number): Promise<string>;
}

/** Sequence names come from pg_get_serial_sequence (already quoted); anything else is refused. */
const SEQ_NAME = /^[A-Za-z0-9_."]+$/;

async function bacaSekuens(tx: Tx): Promise<Manifest['sekuens']> {
  const out: Manifest['sekuens'] = [];
  for (const s of await daftarSekuens(tx)) {
    if (!SEQ_NAME.test(s.seq)) throw new Error(`nama sekuens tidak dikenal: ${s.seq}`);
    const [row] = await queryRows<{ last_value: string | number; is_called: boolean }>(
      tx,
      sql`select last_value, is_called from ${sql.raw(s.seq)}`,
    );
    const last = Number(row?.last_value ?? 1);
    out.push({ tabel: s.tabel, kolom: s.kolom, berikutnya: row?.is_called ? last + 1 : last });
  }
  return out;
}

/** The value of one column as the export writes it: a `setting` value loses its secret keys. */
function kolomEkspor(tabel: string, kolom: string) {
  if (tabel === 'setting' && kolom === 'value') {
    const buang = sql.raw(`array[${KUNCI_SETTING_RAHASIA.map((k) => `'${k}'`).join(', ')}]::text[]`);
    const utuh = sql.raw(`array[${SETTING_RAHASIA.map((k) => `'${k}'`).join(', ')}]::text[]`);
    return sql`case when x.key = any(${utuh}) then null
      when jsonb_typeof(x.${ident(kolom)}) = 'object' then x.${ident(kolom)} - ${buang} else x.${ident(kolom)} end`;
  }
  return sql`x.${ident(kolom)}`;
}

function bagianQuery(t: TabelCadangan, i: number, tanpaRahasia: boolean) {
  const order = sql.join(
    t.urutan.map((c) => sql`x.${ident(c)}`),
    sql`, `,
  );
  const inner = sql.join(
    t.urutan.map((c) => ident(c)),
    sql`, `,
  );
  const from = sql`(select * from ${ident(t.nama)} order by ${inner} limit ${BARIS_PER_BAGIAN} offset ${i * BARIS_PER_BAGIAN}) x`;
  if (!tanpaRahasia) return sql`select coalesce(json_agg(x order by ${order}), '[]'::json)::text as rows from ${from}`;
  const rahasia = new Set(KOLOM_RAHASIA[t.nama] ?? []);
  // json_build_object keeps the column order; the secret columns are simply not named.
  const pasangan = t.kolom.filter((k) => !rahasia.has(k)).map((k) => sql`${k}::text, ${kolomEkspor(t.nama, k)}`);
  return sql`select coalesce(json_agg(json_build_object(${sql.join(pasangan, sql`, `)}) order by ${order}), '[]'::json)::text as rows from ${from}`;
}

/**
 * Runs `fn` over one consistent, read-only view of every table (REPEATABLE READ): the counts of the
 * manifest and the rows of the parts come from the same moment. `tanpaRahasia` (the JSON export) leaves out
 * the secret columns and setting keys of rahasia.ts; a backup keeps everything.
 */
export function denganSnapshot<T>(db: Db, fn: (s: Snapshot) => Promise<T>, opts: { tanpaRahasia?: boolean } = {}): Promise<T> {
  const tables = tabelUrutDependensi();
  return db.transaction(
    async (tx) => {
      const tabel: Manifest['tabel'] = [];
      for (const t of tables) {
        const [row] = await queryRows<{ n: number }>(tx, sql`select count(*)::int as n from ${ident(t.nama)}`);
        const baris = row?.n ?? 0;
        tabel.push({ nama: t.nama, baris, bagian: Math.ceil(baris / BARIS_PER_BAGIAN) });
      }
      const byName = new Map(tables.map((t) => [t.nama, t]));
      return fn({
        migrasi: await tingkatMigrasi(tx),
        tabel,
        sekuens: await bacaSekuens(tx),
        async bacaBagian(nama, i) {
          const t = byName.get(nama);
          if (!t) throw new Error(`tabel tidak dikenal: ${nama}`);
          const [row] = await queryRows<{ rows: string }>(tx, bagianQuery(t, i, opts.tanpaRahasia ?? false));
          return row?.rows ?? '[]';
        },
      });
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}
