import { check, index, integer, pgTable, primaryKey, smallint, timestamp, varchar } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { akun } from './akun';
import { lapangan } from './jadwal';

/**
 * Who is at a court: one row per device of a court (its desk 'meja', scoreboard 'papan', a judge's seat 'juri'), its
 * time moved by each heartbeat (an upsert: POST /lapangan/{id}/hadir) and removed when the page closes. Judges'
 * phones are heard through their own heartbeat, in memory, not here.
 */
export const hadirPerangkat = pgTable(
  'hadir_perangkat',
  {
    id_lapangan: integer('id_lapangan')
      .notNull()
      .references(() => lapangan.id_lapangan, { onDelete: 'cascade' }),
    jenis: varchar('jenis', { length: 5 }).notNull(),
    /** A judge's seat; 0 for the desk and the scoreboard. */
    kursi: smallint('kursi').notNull().default(0),
    perangkat: varchar('perangkat', { length: 64 }).notNull(),
    id_akun: integer('id_akun').references(() => akun.id_akun, { onDelete: 'set null' }),
    terakhir_pada: timestamp('terakhir_pada', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ name: 'hadir_perangkat_pk', columns: [t.id_lapangan, t.jenis, t.kursi, t.perangkat] }),
    index('hadir_perangkat_terakhir_idx').on(t.terakhir_pada),
    check('hadir_perangkat_jenis', sql`${t.jenis} in ('meja', 'papan', 'juri')`),
  ],
);
