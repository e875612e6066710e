import { index, integer, jsonb, numeric, pgTable, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { akun } from './akun';
import { baganStatusEnum } from './enums';
import { kelasKejuaraan } from './kompetisi';
import { pesertaKompetisi } from './peserta';

/** One drawn bracket per class: what the draw engine was given (participants in list order, seed, seeds) so it can be re-run. */
export const bagan = pgTable('bagan', {
  id_bagan: serial('id_bagan').primaryKey(),
  id_kelas_kejuaraan: integer('id_kelas_kejuaraan')
    .notNull()
    .unique()
    .references(() => kelasKejuaraan.id_kelas_kejuaraan, { onDelete: 'cascade' }),
  status: baganStatusEnum('status').notNull().default('created'),
  /** Null: 'Generate' (list order); a number: 'Shuffle & Generate' with that seed. */
  seed: integer('seed'),
  participants: jsonb('participants').$type<number[]>().notNull().default([]),
  unggulan: jsonb('unggulan').$type<number[]>().notNull().default([]),
  ukuran: integer('ukuran').notNull().default(0),
  jumlah_ronde: integer('jumlah_ronde').notNull().default(0),
  /** Bumped by every draw and every result: a redraw made from an older state is refused. */
  versi: integer('versi').notNull().default(0),
  diundi_oleh: integer('diundi_oleh').references(() => akun.id_akun, { onDelete: 'set null' }),
  diundi_pada: timestamp('diundi_pada', { withTimezone: true }).notNull().defaultNow(),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

const pesertaRef = () => pesertaKompetisi.id_peserta_kompetisi;

/** A match of a bracket. id_match is made by the device that drew (a UUID), so results can be entered before the draw reaches the server. */
export const match = pgTable(
  'match',
  {
    id_match: text('id_match').primaryKey(),
    id_bagan: integer('id_bagan')
      .notNull()
      .references(() => bagan.id_bagan, { onDelete: 'cascade' }),
    ronde: integer('ronde').notNull(),
    posisi: integer('posisi').notNull(),
    id_peserta_a: integer('id_peserta_a').references(pesertaRef, { onDelete: 'restrict' }),
    id_peserta_b: integer('id_peserta_b').references(pesertaRef, { onDelete: 'restrict' }),
    skor_a: numeric('skor_a', { precision: 7, scale: 2, mode: 'number' }).notNull().default(0),
    skor_b: numeric('skor_b', { precision: 7, scale: 2, mode: 'number' }).notNull().default(0),
    id_pemenang: integer('id_pemenang').references(pesertaRef, { onDelete: 'restrict' }),
    keputusan: text('keputusan'),
    versi: integer('versi').notNull().default(0),
    diubah_oleh: integer('diubah_oleh').references(() => akun.id_akun, { onDelete: 'set null' }),
    diubah_pada: timestamp('diubah_pada', { withTimezone: true }),
  },
  (t) => [unique('match_slot_unique').on(t.id_bagan, t.ronde, t.posisi), index('match_bagan_idx').on(t.id_bagan)],
);
