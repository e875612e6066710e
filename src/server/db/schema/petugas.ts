import { index, integer, pgTable, serial, timestamp, varchar } from 'drizzle-orm/pg-core';
import { akun } from './akun';
import { lapangan } from './jadwal';
import { kompetisi } from './kompetisi';

/** Staff accounts a competition admin makes for its competition's desks (weigh-in, one court); each sees only its desk. */
export const petugasKompetisi = pgTable(
  'petugas_kompetisi',
  {
    id_petugas: serial('id_petugas').primaryKey(),
    nama: varchar('nama', { length: 200 }).notNull(),
    id_akun: integer('id_akun')
      .notNull()
      .unique()
      .references(() => akun.id_akun, { onDelete: 'cascade' }),
    id_kompetisi: integer('id_kompetisi')
      .notNull()
      .references(() => kompetisi.id_kompetisi, { onDelete: 'cascade' }),
    /** Court staff (PETUGAS_LAPANGAN): the one court the account runs; null for weigh-in staff. */
    id_lapangan: integer('id_lapangan').references(() => lapangan.id_lapangan, { onDelete: 'set null' }),
    dibuat_oleh: integer('dibuat_oleh').references(() => akun.id_akun, { onDelete: 'set null' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('petugas_kompetisi_kompetisi_idx').on(t.id_kompetisi)],
);
