import { date, index, integer, jsonb, pgTable, serial, timestamp, varchar } from 'drizzle-orm/pg-core';
import { akun } from './akun';
import { atlet } from './atlet';
import { kompetisi } from './kompetisi';

/**
 * What is left of an athlete's identity documents once they are erased (retention, src/server/retensi): that
 * they were there and checked — the last approval of one of the athlete's entries, by whom and when — not the files.
 */
export const atletDokumenDihapus = pgTable(
  'atlet_dokumen_dihapus',
  {
    id: serial('id').primaryKey(),
    id_atlet: integer('id_atlet')
      .notNull()
      .references(() => atlet.id_atlet, { onDelete: 'cascade' }),
    /** The erased kinds (DOKUMEN_IDENTITAS). */
    dokumen: jsonb('dokumen').$type<string[]>().notNull(),
    /** 'retensi': the daily job. */
    alasan: varchar('alasan', { length: 30 }).notNull(),
    dihapus_pada: timestamp('dihapus_pada', { withTimezone: true }).notNull(),
    /** The last day they were to be kept, and the competition whose end started the period. */
    batas_simpan: date('batas_simpan', { mode: 'string' }),
    id_kompetisi_terakhir: integer('id_kompetisi_terakhir').references(() => kompetisi.id_kompetisi, { onDelete: 'set null' }),
    /** The last approval of the athlete's entries; the name is kept as it was, the account may go. */
    diverifikasi_oleh: integer('diverifikasi_oleh').references(() => akun.id_akun, { onDelete: 'set null' }),
    diverifikasi_oleh_nama: varchar('diverifikasi_oleh_nama', { length: 254 }),
    diverifikasi_pada: timestamp('diverifikasi_pada', { withTimezone: true }),
  },
  (t) => [index('atlet_dokumen_dihapus_atlet_idx').on(t.id_atlet)],
);
