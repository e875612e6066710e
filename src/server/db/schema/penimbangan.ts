import { boolean, date, index, integer, pgTable, real, serial, text, timestamp, unique, varchar } from 'drizzle-orm/pg-core';
import { akun } from './akun';
import { kelasKejuaraan, kompetisi } from './kompetisi';
import { pesertaKompetisi } from './peserta';

/**
 * Every weigh-in attempt, as the desk made it: nothing is overwritten. `kunci` is the attempt's own id,
 * made on the desk, so a replay or a second desk's copy lands once. The verdict is the latest attempt
 * by `ditimbang_pada`; the limits and tolerance it was judged against are kept with it.
 */
export const penimbangan = pgTable(
  'penimbangan',
  {
    id_penimbangan: serial('id_penimbangan').primaryKey(),
    kunci: varchar('kunci', { length: 64 }).notNull().unique(),
    id_peserta_kompetisi: integer('id_peserta_kompetisi')
      .notNull()
      .references(() => pesertaKompetisi.id_peserta_kompetisi, { onDelete: 'cascade' }),
    id_kompetisi: integer('id_kompetisi')
      .notNull()
      .references(() => kompetisi.id_kompetisi, { onDelete: 'cascade' }),
    id_kelas_kejuaraan: integer('id_kelas_kejuaraan')
      .notNull()
      .references(() => kelasKejuaraan.id_kelas_kejuaraan, { onDelete: 'cascade' }),
    /** RESMI: the official weigh-in; ACAK: a random weigh-in on a match day. */
    jenis: varchar('jenis', { length: 10 }).notNull().default('RESMI'),
    berat_gram: integer('berat_gram').notNull(),
    lolos: boolean('lolos').notNull(),
    batas_min: real('batas_min').notNull(),
    /** null: an 'Over' class, no upper limit. */
    batas_max: real('batas_max'),
    toleransi_gram: integer('toleransi_gram').notNull().default(0),
    meja: varchar('meja', { length: 60 }).notNull(),
    id_akun: integer('id_akun').references(() => akun.id_akun, { onDelete: 'set null' }),
    /** The desk's clock when weighed (offline desks land later). */
    ditimbang_pada: timestamp('ditimbang_pada', { withTimezone: true }).notNull(),
    diterima_pada: timestamp('diterima_pada', { withTimezone: true }).notNull().defaultNow(),
    /** Voided (never deleted): when by the server's clock, by whom, at which desk and why; null: it counts. */
    dibatalkan_pada: timestamp('dibatalkan_pada', { withTimezone: true }),
    dibatalkan_oleh: integer('dibatalkan_oleh').references(() => akun.id_akun, { onDelete: 'set null' }),
    dibatalkan_meja: varchar('dibatalkan_meja', { length: 60 }),
    dibatalkan_alasan: text('dibatalkan_alasan'),
  },
  (t) => [
    index('penimbangan_peserta_idx').on(t.id_peserta_kompetisi, t.ditimbang_pada),
    index('penimbangan_kompetisi_idx').on(t.id_kompetisi),
  ],
);

/** What the competition admin decided for an entry off weight after its last attempt. */
export const keputusanTimbang = pgTable(
  'keputusan_timbang',
  {
    id_keputusan: serial('id_keputusan').primaryKey(),
    id_peserta_kompetisi: integer('id_peserta_kompetisi')
      .notNull()
      .references(() => pesertaKompetisi.id_peserta_kompetisi, { onDelete: 'cascade' }),
    id_kompetisi: integer('id_kompetisi')
      .notNull()
      .references(() => kompetisi.id_kompetisi, { onDelete: 'cascade' }),
    /** PINDAH: moved to the class its weight fits; DISKUALIFIKASI: out of the class. */
    jenis: varchar('jenis', { length: 20 }).notNull(),
    id_kelas_asal: integer('id_kelas_asal')
      .notNull()
      .references(() => kelasKejuaraan.id_kelas_kejuaraan, { onDelete: 'cascade' }),
    id_kelas_tujuan: integer('id_kelas_tujuan').references(() => kelasKejuaraan.id_kelas_kejuaraan, { onDelete: 'set null' }),
    alasan: text('alasan'),
    id_akun: integer('id_akun').references(() => akun.id_akun, { onDelete: 'set null' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('keputusan_timbang_peserta_idx').on(t.id_peserta_kompetisi)],
);

/** A match day's random weigh-in: the share drawn with a seed, so the same seed draws the same athletes. */
export const undianTimbangAcak = pgTable(
  'undian_timbang_acak',
  {
    id_undian: serial('id_undian').primaryKey(),
    id_kompetisi: integer('id_kompetisi')
      .notNull()
      .references(() => kompetisi.id_kompetisi, { onDelete: 'cascade' }),
    tanggal: date('tanggal', { mode: 'string' }).notNull(),
    seed: varchar('seed', { length: 64 }).notNull(),
    persen: real('persen').notNull(),
    toleransi_persen: real('toleransi_persen').notNull(),
    peserta: integer('peserta').array().notNull(),
    dibuat_oleh: integer('dibuat_oleh').references(() => akun.id_akun, { onDelete: 'set null' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('undian_timbang_acak_hari').on(t.id_kompetisi, t.tanggal)],
);
