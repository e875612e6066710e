import { bigint, index, integer, jsonb, pgTable, primaryKey, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { akun } from './akun';
import { match } from './bagan';

/**
 * A bout's scoring log as the console sent it: one row per event, identified by the device and the device's
 * own id for it (a replay of the same event finds its row). `isi` is the whole event as KEJADIAN_SCHEMA
 * validated it; seq, perangkat and waktu are copied out for ordering and reading.
 */
export const skorKejadian = pgTable('skor_kejadian', {
  id_match: text('id_match').notNull().references(() => match.id_match, { onDelete: 'cascade' }),
  perangkat: varchar('perangkat', { length: 64 }).notNull(),
  id_kejadian: varchar('id_kejadian', { length: 64 }).notNull(),
  seq: integer('seq').notNull(),
  /** The device's clock, ms since epoch. */
  waktu: bigint('waktu', { mode: 'number' }).notNull(),
  isi: jsonb('isi').notNull(),
  diterima_pada: timestamp('diterima_pada', { withTimezone: true }).notNull().defaultNow(),
  id_akun: integer('id_akun').references(() => akun.id_akun, { onDelete: 'set null' }),
}, (t) => [
  primaryKey({ name: 'skor_kejadian_pk', columns: [t.id_match, t.perangkat, t.id_kejadian] }),
  index('skor_kejadian_match_seq_idx').on(t.id_match, t.seq),
]);

/**
 * A Poomsae knockout bout's judges' sheets as the court tablet entered them (KIRIM_POOMSAE_SCHEMA's `juri`):
 * the bracket keeps the two scores, this keeps how the panel gave them. One row per bout, replaced on a re-entry.
 */
export const skorPoomsae = pgTable('skor_poomsae', {
  id_match: text('id_match').primaryKey().references(() => match.id_match, { onDelete: 'cascade' }),
  panel: jsonb('panel').notNull(),
  dicatat_oleh: integer('dicatat_oleh').references(() => akun.id_akun, { onDelete: 'set null' }),
  dicatat_pada: timestamp('dicatat_pada', { withTimezone: true }).notNull().defaultNow(),
});
