import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  char,
  check,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { akun } from './akun';
import { kompetisi } from './kompetisi';

/**
 * On the central server: a competition lent to a venue hub. 'menunggu' holds a pairing code not yet used,
 * 'aktif' a hub holding the venue data (the central server refuses its venue writes from anyone else),
 * 'selesai' a lease handed back or ended, 'dicabut' a code revoked before use.
 */
export const hubSewa = pgTable(
  'hub_sewa',
  {
    id_sewa: serial('id_sewa').primaryKey(),
    id_kompetisi: integer('id_kompetisi')
      .notNull()
      .references(() => kompetisi.id_kompetisi, { onDelete: 'cascade' }),
    status: varchar('status', { length: 10 }).notNull().default('menunggu'),
    kode_hash: varchar('kode_hash', { length: 64 }).notNull(),
    kode_berlaku_sampai: timestamp('kode_berlaku_sampai', { withTimezone: true }).notNull(),
    token_hash: varchar('token_hash', { length: 64 }),
    nama_hub: varchar('nama_hub', { length: 80 }),
    /** The last change of the hub applied here; the next batch must start right after it. */
    seq_diterima: bigint('seq_diterima', { mode: 'number' }).notNull().default(0),
    /** Ids the hub makes start here (every sequence of this server was moved past a block this size). */
    blok_id: jsonb('blok_id'),
    ditolak: jsonb('ditolak'),
    dibuat_oleh: integer('dibuat_oleh').references(() => akun.id_akun, { onDelete: 'set null' }),
    dibuat_pada: timestamp('dibuat_pada', { withTimezone: true }).notNull().defaultNow(),
    diambil_pada: timestamp('diambil_pada', { withTimezone: true }),
    kontak_terakhir: timestamp('kontak_terakhir', { withTimezone: true }),
    selesai_pada: timestamp('selesai_pada', { withTimezone: true }),
    selesai_oleh: integer('selesai_oleh').references(() => akun.id_akun, { onDelete: 'set null' }),
    selesai_cara: varchar('selesai_cara', { length: 12 }),
  },
  (t) => [
    uniqueIndex('hub_sewa_hidup_uq').on(t.id_kompetisi).where(sql`${t.status} in ('menunggu', 'aktif')`),
    uniqueIndex('hub_sewa_token_uq').on(t.token_hash),
    check('hub_sewa_status_ck', sql`${t.status} in ('menunggu', 'aktif', 'selesai', 'dicabut')`),
  ],
);

/** On a venue hub: the one lease it holds (a single row). The token is this hub's credential at the central server. */
export const hubDiri = pgTable(
  'hub_diri',
  {
    id: integer('id').primaryKey().default(1),
    pusat_url: text('pusat_url').notNull(),
    id_kompetisi: integer('id_kompetisi').notNull(),
    id_sewa: integer('id_sewa').notNull(),
    token: text('token').notNull(),
    status: varchar('status', { length: 14 }).notNull().default('aktif'),
    seq_terkirim: bigint('seq_terkirim', { mode: 'number' }).notNull().default(0),
    diambil_pada: timestamp('diambil_pada', { withTimezone: true }).notNull().defaultNow(),
    kontak_terakhir: timestamp('kontak_terakhir', { withTimezone: true }),
    segar_pada: timestamp('segar_pada', { withTimezone: true }),
    galat_terakhir: text('galat_terakhir'),
    ditolak: jsonb('ditolak'),
  },
  (t) => [
    check('hub_diri_satu_ck', sql`${t.id} = 1`),
    check('hub_diri_status_ck', sql`${t.status} in ('aktif', 'mengembalikan', 'selesai')`),
  ],
);

/**
 * On a venue hub: every committed change of the competition's venue data, in commit order (written by the
 * tables' triggers in the same transaction). 'I' a new row, 'U' the changed columns, 'D' a removed row.
 */
export const hubPerubahan = pgTable('hub_perubahan', {
  seq: bigserial('seq', { mode: 'number' }).primaryKey(),
  tabel: varchar('tabel', { length: 40 }).notNull(),
  op: char('op', { length: 1 }).notNull(),
  baris: jsonb('baris').notNull(),
  kolom: text('kolom').array(),
  dibuat_pada: timestamp('dibuat_pada', { withTimezone: true }).notNull().defaultNow(),
});
