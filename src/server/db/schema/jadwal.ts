import { check, date, index, integer, jsonb, pgTable, serial, text, timestamp, unique, varchar } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { akun } from './akun';
import { match } from './bagan';
import { kelasKejuaraan, kompetisi } from './kompetisi';

/** A match day of a competition: one date, within the competition's dates. */
export const hariPertandingan = pgTable(
  'hari_pertandingan',
  {
    id_hari: serial('id_hari').primaryKey(),
    id_kompetisi: integer('id_kompetisi')
      .notNull()
      .references(() => kompetisi.id_kompetisi, { onDelete: 'cascade' }),
    tanggal: date('tanggal', { mode: 'string' }).notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('hari_pertandingan_tanggal').on(t.id_kompetisi, t.tanggal)],
);

/**
 * A court of one match day ('Lapangan A'), with the time its first bout starts (WIB, 'HH:MM') and the branch
 * it holds. id_kompetisi is the day's, kept here so the policy and the desk's reads need no join.
 */
export const lapangan = pgTable(
  'lapangan',
  {
    id_lapangan: serial('id_lapangan').primaryKey(),
    id_hari: integer('id_hari')
      .notNull()
      .references(() => hariPertandingan.id_hari, { onDelete: 'cascade' }),
    id_kompetisi: integer('id_kompetisi')
      .notNull()
      .references(() => kompetisi.id_kompetisi, { onDelete: 'cascade' }),
    nama: varchar('nama', { length: 60 }).notNull(),
    mulai: varchar('mulai', { length: 5 }).notNull().default('08:00'),
    /** KYORUGI, POOMSAE or SEMUA (both). */
    cabang: varchar('cabang', { length: 10 }).notNull().default('SEMUA'),
    urutan: integer('urutan').notNull().default(0),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('lapangan_nama_hari').on(t.id_hari, t.nama),
    index('lapangan_kompetisi_idx').on(t.id_kompetisi),
    check('lapangan_cabang', sql`${t.cabang} in ('KYORUGI', 'POOMSAE', 'SEMUA')`),
  ],
);

/** Where a drawn class is played: its court (and so its day) and its place in the court's order. */
export const jadwalKelas = pgTable(
  'jadwal_kelas',
  {
    id_kelas_kejuaraan: integer('id_kelas_kejuaraan')
      .primaryKey()
      .references(() => kelasKejuaraan.id_kelas_kejuaraan, { onDelete: 'cascade' }),
    id_lapangan: integer('id_lapangan')
      .notNull()
      .references(() => lapangan.id_lapangan, { onDelete: 'cascade' }),
    urutan: integer('urutan').notNull().default(0),
  },
  (t) => [index('jadwal_kelas_lapangan_idx').on(t.id_lapangan)],
);

/**
 * A numbered bout (partai) on a court: the court desk's state of a match. `nomor` is unique per court (a
 * court belongs to one day); every desk write bumps `versi` by one, and a write made on another versi is refused.
 */
export const partai = pgTable(
  'partai',
  {
    id_match: text('id_match')
      .primaryKey()
      .references(() => match.id_match, { onDelete: 'cascade' }),
    id_lapangan: integer('id_lapangan')
      .notNull()
      .references(() => lapangan.id_lapangan, { onDelete: 'cascade' }),
    nomor: integer('nomor').notNull(),
    /** MENUNGGU, DIPANGGIL, BERTANDING, SELESAI. */
    status: varchar('status', { length: 12 }).notNull().default('MENUNGGU'),
    dipanggil_pada: timestamp('dipanggil_pada', { withTimezone: true }),
    mulai_pada: timestamp('mulai_pada', { withTimezone: true }),
    selesai_pada: timestamp('selesai_pada', { withTimezone: true }),
    /**
     * The bout ended without being fought, this corner did not appear: 'B' (biru, the match's peserta_a) or 'R'
     * (merah, peserta_b); kept out of the learned durations. Until migration 0016 the column was `tidak_hadir` with
     * 'A' (= peserta_a) | 'B' (= peserta_b); the migration renamed it and converted the rows (A → B, B → R).
     */
    sudut_tidak_hadir: varchar('sudut_tidak_hadir', { length: 1 }),
    versi: integer('versi').notNull().default(1),
    /** The Kyorugi rule set (ATURAN_SCHEMA) the bout is scored under, pinned when scoring starts; null = not yet pinned. */
    aturan_skor: jsonb('aturan_skor'),
    diubah_oleh: integer('diubah_oleh').references(() => akun.id_akun, { onDelete: 'set null' }),
    diubah_pada: timestamp('diubah_pada', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('partai_nomor_lapangan').on(t.id_lapangan, t.nomor),
    check('partai_status', sql`${t.status} in ('MENUNGGU', 'DIPANGGIL', 'BERTANDING', 'SELESAI')`),
    check('partai_sudut_tidak_hadir', sql`${t.sudut_tidak_hadir} in ('B', 'R')`),
  ],
);
