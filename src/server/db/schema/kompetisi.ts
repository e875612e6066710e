import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, jsonb, pgTable, real, serial, text, timestamp, unique, varchar } from 'drizzle-orm/pg-core';
import { cabangEnum, jenisKelaminEnum, kompetisiStatusEnum } from './enums';

export const kompetisi = pgTable(
  'kompetisi',
  {
    id_kompetisi: serial('id_kompetisi').primaryKey(),
    nama_event: varchar('nama_event', { length: 200 }).notNull(),
    deskripsi: text('deskripsi'),
    lokasi: varchar('lokasi', { length: 500 }),
    tanggal_mulai: date('tanggal_mulai', { mode: 'string' }).notNull(),
    tanggal_selesai: date('tanggal_selesai', { mode: 'string' }).notNull(),
    status: kompetisiStatusEnum('status').notNull().default('PENDAFTARAN'),
    /** Rupiah per Indonesian athlete. */
    biaya_pendaftaran: integer('biaya_pendaftaran').notNull().default(0),
    /** Rupiah per foreign athlete. */
    biaya_wna: integer('biaya_wna'),
    /** The last day registration is open (WIB); the deadline day itself is still open. */
    batas_pendaftaran: date('batas_pendaftaran', { mode: 'string' }),
    /** Most entries the competition takes (a team counts once); null = no quota. */
    kuota: integer('kuota'),
    is_featured: boolean('is_featured').notNull().default(false),
    // The committee's contact and the account for fee transfers, published on the event site.
    kontak_nama: varchar('kontak_nama', { length: 200 }),
    kontak_whatsapp: varchar('kontak_whatsapp', { length: 30 }),
    kontak_email: varchar('kontak_email', { length: 254 }),
    bank_nama: varchar('bank_nama', { length: 100 }),
    bank_nomor_rekening: varchar('bank_nomor_rekening', { length: 50 }),
    bank_atas_nama: varchar('bank_atas_nama', { length: 200 }),
    /** The scoring setting (PENGATURAN_SKOR_SCHEMA): rule sets per category, Poomsae panels per class; null = the shipped one. */
    pengaturan_skor: jsonb('pengaturan_skor'),
    // The weigh-in rules of this competition (they change from one championship to the next).
    /** Over the class limit still passes by this much (grams). */
    timbang_toleransi_gram: integer('timbang_toleransi_gram').notNull().default(0),
    /** Attempts an athlete has in the weigh-in window. */
    timbang_percobaan_maks: integer('timbang_percobaan_maks').notNull().default(2),
    /** An off-weight entry may be moved to the class its weight fits (typical for pemula). */
    timbang_boleh_pindah: boolean('timbang_boleh_pindah').notNull().default(false),
    /** A random weigh-in on a match day allows this much over the limit (percent of the limit). */
    timbang_acak_toleransi_persen: real('timbang_acak_toleransi_persen').notNull().default(5),
    /** A weight outside these grams is no athlete's (a typing slip): refused. */
    timbang_berat_min_gram: integer('timbang_berat_min_gram').notNull().default(10_000),
    timbang_berat_maks_gram: integer('timbang_berat_maks_gram').notNull().default(250_000),
    /** Under this percent of the class's lower limit, or this many grams over its upper one, the desk asks 'Yakin?'. */
    timbang_jauh_bawah_persen: integer('timbang_jauh_bawah_persen').notNull().default(50),
    timbang_jauh_atas_gram: integer('timbang_jauh_atas_gram').notNull().default(20_000),
    /** Minutes a desk may void its own last attempt (the competition admin: any time). */
    timbang_batal_menit: integer('timbang_batal_menit').notNull().default(5),
    // Match days: the rest between an athlete's bouts, the no-show wait after a call, expected bout minutes.
    /** Bouts an athlete rests at least between two bouts on a court, where the field allows. */
    jadwal_istirahat_partai: integer('jadwal_istirahat_partai').notNull().default(3),
    /** Seconds after 'Panggil' before the desk may record a no-show. */
    jadwal_tunggu_detik: integer('jadwal_tunggu_detik').notNull().default(90),
    /** Expected minutes of a bout before a court has finished any of that branch. */
    jadwal_menit_kyorugi: real('jadwal_menit_kyorugi').notNull().default(6),
    jadwal_menit_poomsae: real('jadwal_menit_poomsae').notNull().default(4),
    /** Certificate text positions for pre-printed paper ('tanpa latar'), remembered per competition. */
    piagam_tata_letak: jsonb('piagam_tata_letak'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('kompetisi_kuota_positif', sql`${t.kuota} is null or ${t.kuota} > 0`)],
);

export const kategoriEvent = pgTable('kategori_event', {
  id_kategori_event: serial('id_kategori_event').primaryKey(),
  nama_kategori: varchar('nama_kategori', { length: 50 }).notNull().unique(),
});

export const kelompokUsia = pgTable('kelompok_usia', {
  id_kelompok: integer('id_kelompok').primaryKey(),
  nama_kelompok: varchar('nama_kelompok', { length: 100 }).notNull().unique(),
  usia_min: integer('usia_min').notNull(),
  usia_max: integer('usia_max'),
});

export const kelasBerat = pgTable(
  'kelas_berat',
  {
    id_kelas_berat: serial('id_kelas_berat').primaryKey(),
    id_kelompok: integer('id_kelompok')
      .notNull()
      .references(() => kelompokUsia.id_kelompok),
    jenis_kelamin: jenisKelaminEnum('jenis_kelamin').notNull(),
    nama_kelas: varchar('nama_kelas', { length: 100 }).notNull(),
    batas_min: real('batas_min').notNull(),
    batas_max: real('batas_max').notNull(),
  },
  (t) => [unique('kelas_berat_natural').on(t.id_kelompok, t.jenis_kelamin, t.nama_kelas)],
);

export const kelasPoomsae = pgTable('kelas_poomsae', {
  id_poomsae: serial('id_poomsae').primaryKey(),
  nama_kelas: varchar('nama_kelas', { length: 100 }).notNull().unique(),
});

export const kelasKejuaraan = pgTable(
  'kelas_kejuaraan',
  {
    id_kelas_kejuaraan: serial('id_kelas_kejuaraan').primaryKey(),
    id_kompetisi: integer('id_kompetisi')
      .notNull()
      .references(() => kompetisi.id_kompetisi, { onDelete: 'cascade' }),
    cabang: cabangEnum('cabang').notNull(),
    id_kategori_event: integer('id_kategori_event')
      .notNull()
      .references(() => kategoriEvent.id_kategori_event),
    id_kelompok: integer('id_kelompok')
      .notNull()
      .references(() => kelompokUsia.id_kelompok),
    id_kelas_berat: integer('id_kelas_berat').references(() => kelasBerat.id_kelas_berat),
    id_poomsae: integer('id_poomsae').references(() => kelasPoomsae.id_poomsae),
    jenis_kelamin: jenisKelaminEnum('jenis_kelamin'),
  },
  (t) => [
    index('kelas_kejuaraan_kompetisi_idx').on(t.id_kompetisi, t.cabang),
    unique('kelas_kejuaraan_natural')
      .on(t.id_kompetisi, t.cabang, t.id_kategori_event, t.id_kelompok, t.id_kelas_berat, t.id_poomsae, t.jenis_kelamin)
      .nullsNotDistinct(),
  ],
);
