import { boolean, index, integer, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { akun } from './akun';
import { atlet } from './atlet';

/**
 * Consent to process an athlete's personal data (UU PDP), append-only: a coach's statement (PERNYATAAN: the notice's
 * version, for a child the parent's or guardian's name) or its withdrawal (PENCABUTAN). The athlete's consent is its
 * latest row; none is 'BELUM' (added before consent was asked).
 */
export const persetujuanData = pgTable(
  'persetujuan_data',
  {
    id: serial('id').primaryKey(),
    id_atlet: integer('id_atlet')
      .notNull()
      .references(() => atlet.id_atlet, { onDelete: 'cascade' }),
    jenis: varchar('jenis', { length: 20 }).notNull().$type<'PERNYATAAN' | 'PENCABUTAN'>(),
    versi_kebijakan: varchar('versi_kebijakan', { length: 20 }),
    /** The athlete was under 18 on the statement's date: the consent is the parent's or guardian's. */
    oleh_wali: boolean('oleh_wali').notNull().default(false),
    nama_wali: varchar('nama_wali', { length: 200 }),
    id_akun: integer('id_akun').references(() => akun.id_akun, { onDelete: 'set null' }),
    /** Who recorded it as it read then (the coach's name), kept when the account goes. */
    dicatat_oleh: varchar('dicatat_oleh', { length: 254 }).notNull(),
    pada: timestamp('pada', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('persetujuan_data_atlet_idx').on(t.id_atlet, t.id)],
);

/**
 * A data subject's request about an athlete's data (through its coach): a withdrawal of consent starts a HAPUS
 * (erasure) request; the ADMIN lists them. Handling them (erasure, export) fills status and the handling columns.
 */
export const permintaanData = pgTable(
  'permintaan_data',
  {
    id: serial('id').primaryKey(),
    jenis: varchar('jenis', { length: 20 }).notNull().$type<'HAPUS' | 'EKSPOR' | 'KOREKSI'>(),
    id_atlet: integer('id_atlet').references(() => atlet.id_atlet, { onDelete: 'set null' }),
    id_akun_peminta: integer('id_akun_peminta').references(() => akun.id_akun, { onDelete: 'set null' }),
    diminta_oleh: varchar('diminta_oleh', { length: 254 }).notNull(),
    diminta_pada: timestamp('diminta_pada', { withTimezone: true }).notNull().defaultNow(),
    alasan: text('alasan'),
    status: varchar('status', { length: 20 }).notNull().default('MENUNGGU').$type<'MENUNGGU' | 'DIPROSES' | 'SELESAI' | 'DITOLAK'>(),
    id_akun_penangan: integer('id_akun_penangan').references(() => akun.id_akun, { onDelete: 'set null' }),
    ditangani_pada: timestamp('ditangani_pada', { withTimezone: true }),
    catatan_penanganan: text('catatan_penanganan'),
  },
  (t) => [index('permintaan_data_diminta_idx').on(t.diminta_pada, t.id), index('permintaan_data_atlet_idx').on(t.id_atlet)],
);

/**
 * The access record: every view of an athlete's private document and every NIK shown whole — who (the account,
 * its role and name as they were), when, which athlete, which document or field.
 */
export const aksesData = pgTable(
  'akses_data',
  {
    id: serial('id').primaryKey(),
    id_atlet: integer('id_atlet').references(() => atlet.id_atlet, { onDelete: 'set null' }),
    id_akun: integer('id_akun').references(() => akun.id_akun, { onDelete: 'set null' }),
    peran: varchar('peran', { length: 30 }).notNull(),
    nama: varchar('nama', { length: 254 }).notNull(),
    /** akte_kelahiran, ktp, sertifikat_belt or nik (src/domain/privasi/akses.ts). */
    objek: varchar('objek', { length: 30 }).notNull(),
    /** The stored file's name for a document; null for the NIK. */
    berkas: varchar('berkas', { length: 100 }),
    pada: timestamp('pada', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('akses_data_atlet_idx').on(t.id_atlet, t.pada, t.id)],
);
