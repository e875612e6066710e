import { integer, pgTable, primaryKey, timestamp, varchar } from 'drizzle-orm/pg-core';
import { akun } from './akun';
import { kompetisi } from './kompetisi';
import { pesertaKompetisi } from './peserta';

/** The best athlete per category (prestasi, pemula), chosen by the competition admin from the medallists. */
export const atletTerbaik = pgTable(
  'atlet_terbaik',
  {
    id_kompetisi: integer('id_kompetisi')
      .notNull()
      .references(() => kompetisi.id_kompetisi, { onDelete: 'cascade' }),
    kategori: varchar('kategori', { length: 20 }).notNull(),
    id_peserta_kompetisi: integer('id_peserta_kompetisi')
      .notNull()
      .references(() => pesertaKompetisi.id_peserta_kompetisi, { onDelete: 'cascade' }),
    dipilih_oleh: integer('dipilih_oleh').references(() => akun.id_akun, { onDelete: 'set null' }),
    dipilih_pada: timestamp('dipilih_pada', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.id_kompetisi, t.kategori] })],
);
