import { is, sql } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import * as schema from '../db/schema';
import type { DbOrTx } from '../db/types';
import { queryRows } from '../db/rows';

export interface TabelCadangan {
  nama: string;
  /** Columns to order the rows by (the primary key; all columns when there is none). */
  urutan: string[];
  /** Every column, in the table's order. */
  kolom: string[];
}

/** Every table of src/server/db/schema, parents before the tables that reference them. */
export function tabelUrutDependensi(): TabelCadangan[] {
  const tables = (Object.values(schema) as unknown[]).filter((t): t is PgTable => is(t, PgTable));
  const info = new Map(
    tables.map((t) => {
      const cfg = getTableConfig(t);
      const parents = new Set(cfg.foreignKeys.map((fk) => getTableConfig(fk.reference().foreignTable).name));
      parents.delete(cfg.name);
      const pk = cfg.primaryKeys[0]?.columns.map((c) => c.name) ?? cfg.columns.filter((c) => c.primary).map((c) => c.name);
      return [
        cfg.name,
        { parents, urutan: pk.length > 0 ? pk : cfg.columns.map((c) => c.name), kolom: cfg.columns.map((c) => c.name) },
      ] as const;
    }),
  );
  const out: TabelCadangan[] = [];
  const done = new Set<string>();
  const visit = (name: string, path: Set<string>) => {
    if (done.has(name)) return;
    if (path.has(name)) throw new Error(`siklus foreign key pada tabel ${name}`);
    path.add(name);
    for (const p of [...info.get(name)!.parents].sort()) visit(p, path);
    path.delete(name);
    done.add(name);
    out.push({ nama: name, urutan: info.get(name)!.urutan, kolom: info.get(name)!.kolom });
  };
  for (const name of [...info.keys()].sort()) visit(name, new Set());
  return out;
}

export interface Sekuens {
  tabel: string;
  kolom: string;
  seq: string;
}

/** Serial (and identity) columns of the public tables with their sequences. */
export function daftarSekuens(db: DbOrTx): Promise<Sekuens[]> {
  return queryRows<Sekuens>(
    db,
    sql`
    select c.relname as tabel, a.attname as kolom, pg_get_serial_sequence(format('%I', c.relname), a.attname) as seq
    from pg_class c
    join pg_namespace n on n.oid = c.relnamespace
    join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
    where n.nspname = 'public' and c.relkind = 'r'
      and pg_get_serial_sequence(format('%I', c.relname), a.attname) is not null
    order by 1, 2`,
  );
}

/** Drizzle's migration journal: how many migrations this database has and the last one's hash. */
export async function tingkatMigrasi(db: DbOrTx): Promise<{ jumlah: number; hash_terakhir: string | null }> {
  const rows = await queryRows<{ jumlah: number; hash: string | null }>(
    db,
    sql`
    select (select count(*)::int from drizzle.__drizzle_migrations) as jumlah,
      (select hash from drizzle.__drizzle_migrations order by created_at desc, id desc limit 1) as hash`,
  );
  return { jumlah: rows[0]?.jumlah ?? 0, hash_terakhir: rows[0]?.hash ?? null };
}

export const ident = (name: string) => sql.identifier(name);
