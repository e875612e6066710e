import {
  bigint,
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { akun } from './akun';
import { match } from './bagan';
import { lapangan } from './jadwal';

/**
 * A bout's scoring log as the console sent it: one row per event, identified by the device and the device's
 * own id for it (a replay of the same event finds its row). `isi` is the whole event as KEJADIAN_SCHEMA
 * validated it; seq, perangkat and waktu are copied out for ordering and reading.
 */
export const skorKejadian = pgTable(
  'skor_kejadian',
  {
    id_match: text('id_match')
      .notNull()
      .references(() => match.id_match, { onDelete: 'cascade' }),
    perangkat: varchar('perangkat', { length: 64 }).notNull(),
    id_kejadian: varchar('id_kejadian', { length: 64 }).notNull(),
    seq: integer('seq').notNull(),
    /** The device's clock, ms since epoch. */
    waktu: bigint('waktu', { mode: 'number' }).notNull(),
    isi: jsonb('isi').notNull(),
    diterima_pada: timestamp('diterima_pada', { withTimezone: true }).notNull().defaultNow(),
    id_akun: integer('id_akun').references(() => akun.id_akun, { onDelete: 'set null' }),
  },
  (t) => [
    primaryKey({ name: 'skor_kejadian_pk', columns: [t.id_match, t.perangkat, t.id_kejadian] }),
    index('skor_kejadian_match_seq_idx').on(t.id_match, t.seq),
  ],
);

/**
 * A Poomsae knockout bout's judges' sheets as the court tablet entered them (KIRIM_POOMSAE_SCHEMA's `juri`):
 * the bracket keeps the two scores, this keeps how the panel gave them. One row per bout, replaced on a re-entry.
 */
export const skorPoomsae = pgTable('skor_poomsae', {
  id_match: text('id_match')
    .primaryKey()
    .references(() => match.id_match, { onDelete: 'cascade' }),
  panel: jsonb('panel').notNull(),
  dicatat_oleh: integer('dicatat_oleh').references(() => akun.id_akun, { onDelete: 'set null' }),
  dicatat_pada: timestamp('dicatat_pada', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * What each Poomsae judge sent from their own phone for a bout (the sheets of both corners, or the flag), one row
 * per seat, replaced when the judge sends again before the bout is saved. The console reads them to fill its panel.
 */
export const skorPoomsaeJuri = pgTable(
  'skor_poomsae_juri',
  {
    id_match: text('id_match')
      .notNull()
      .references(() => match.id_match, { onDelete: 'cascade' }),
    juri: smallint('juri').notNull(),
    isi: jsonb('isi').notNull(),
    dikirim_pada: timestamp('dikirim_pada', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'skor_poomsae_juri_pk', columns: [t.id_match, t.juri] })],
);

/**
 * Judges' phone presses of a novice bout, as the phones sent them: the console reads them by `seq` (server-wide,
 * increasing) and turns agreeing ones into points. A press resent by the phone (same id) is stored once.
 */
export const skorTekan = pgTable(
  'skor_tekan',
  {
    seq: bigserial('seq', { mode: 'number' }).primaryKey(),
    id_match: text('id_match')
      .notNull()
      .references(() => match.id_match, { onDelete: 'cascade' }),
    juri: smallint('juri').notNull(),
    id_tekan: uuid('id_tekan').notNull(),
    sudut: varchar('sudut', { length: 1 }).notNull(),
    teknik: varchar('teknik', { length: 20 }).notNull(),
    /** The phone's clock, ms since epoch. */
    waktu: bigint('waktu', { mode: 'number' }).notNull(),
    diterima_pada: timestamp('diterima_pada', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('skor_tekan_id_uq').on(t.id_match, t.id_tekan), index('skor_tekan_match_seq_idx').on(t.id_match, t.seq)],
);

/**
 * A judge's seat link of a court (POST /lapangan/{id}/juri): one live row per court and seat, valid until the end of
 * the court's day. 'Cabut tautan' sets `dicabut_pada`; every use of the link reads its row, so a revoked link stops
 * at once, and the seat may get a new row (a new link).
 */
export const tautanJuriKursi = pgTable(
  'tautan_juri_kursi',
  {
    id_tautan: serial('id_tautan').primaryKey(),
    id_lapangan: integer('id_lapangan')
      .notNull()
      .references(() => lapangan.id_lapangan, { onDelete: 'cascade' }),
    juri: smallint('juri').notNull(),
    kedaluwarsa: timestamp('kedaluwarsa', { withTimezone: true }).notNull(),
    dibuat_pada: timestamp('dibuat_pada', { withTimezone: true }).notNull().defaultNow(),
    dibuat_oleh: integer('dibuat_oleh').references(() => akun.id_akun, { onDelete: 'set null' }),
    dicabut_pada: timestamp('dicabut_pada', { withTimezone: true }),
    dicabut_oleh: integer('dicabut_oleh').references(() => akun.id_akun, { onDelete: 'set null' }),
  },
  (t) => [uniqueIndex('tautan_juri_kursi_hidup_uq').on(t.id_lapangan, t.juri).where(sql`${t.dicabut_pada} is null`)],
);
