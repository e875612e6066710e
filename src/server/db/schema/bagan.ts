import { index, integer, pgTable, serial, timestamp, unique } from 'drizzle-orm/pg-core';
import { baganStatusEnum } from './enums';
import { kelasKejuaraan } from './kompetisi';
import { pesertaKompetisi } from './peserta';

export const bagan = pgTable('bagan', {
  id_bagan: serial('id_bagan').primaryKey(),
  id_kelas_kejuaraan: integer('id_kelas_kejuaraan').notNull().unique()
    .references(() => kelasKejuaraan.id_kelas_kejuaraan, { onDelete: 'cascade' }),
  status: baganStatusEnum('status').notNull().default('created'),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

const pesertaRef = () => pesertaKompetisi.id_peserta_kompetisi;

export const match = pgTable('match', {
  id_match: serial('id_match').primaryKey(),
  id_bagan: integer('id_bagan').notNull().references(() => bagan.id_bagan, { onDelete: 'cascade' }),
  ronde: integer('ronde').notNull(),
  posisi: integer('posisi').notNull(),
  id_peserta_a: integer('id_peserta_a').references(pesertaRef, { onDelete: 'set null' }),
  id_peserta_b: integer('id_peserta_b').references(pesertaRef, { onDelete: 'set null' }),
  skor_a: integer('skor_a').notNull().default(0),
  skor_b: integer('skor_b').notNull().default(0),
  id_pemenang: integer('id_pemenang').references(pesertaRef, { onDelete: 'set null' }),
}, (t) => [unique('match_slot_unique').on(t.id_bagan, t.ronde, t.posisi), index('match_bagan_idx').on(t.id_bagan)]);
