import { date, index, integer, numeric, pgTable, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { jenisKelaminEnum, kewarganegaraanEnum } from './enums';
import { dojang } from './dojang';
import { pelatih } from './akun';

export const atlet = pgTable(
  'atlet',
  {
    id_atlet: serial('id_atlet').primaryKey(),
    nama_atlet: varchar('nama_atlet', { length: 200 }).notNull(),
    jenis_kelamin: jenisKelaminEnum('jenis_kelamin').notNull(),
    tanggal_lahir: date('tanggal_lahir', { mode: 'string' }).notNull(),
    nik: varchar('nik', { length: 16 }),
    no_telp: varchar('no_telp', { length: 20 }),
    alamat: text('alamat'),
    provinsi: varchar('provinsi', { length: 500 }),
    kota: varchar('kota', { length: 500 }),
    belt: varchar('belt', { length: 50 }),
    berat_badan: numeric('berat_badan', { precision: 5, scale: 1, mode: 'number' }),
    tinggi_badan: numeric('tinggi_badan', { precision: 5, scale: 1, mode: 'number' }),
    /** Decides the fee (biaya_pendaftaran or biaya_wna); athletes added before the field existed are WNI. */
    kewarganegaraan: kewarganegaraanEnum('kewarganegaraan').notNull().default('WNI'),
    /** Stored file names under uploads/atlet/<kind>/. */
    akte_kelahiran: varchar('akte_kelahiran', { length: 100 }),
    pas_foto: varchar('pas_foto', { length: 100 }),
    sertifikat_belt: varchar('sertifikat_belt', { length: 100 }),
    ktp: varchar('ktp', { length: 100 }),
    id_dojang: integer('id_dojang')
      .notNull()
      .references(() => dojang.id_dojang),
    id_pelatih_pembuat: integer('id_pelatih_pembuat').references(() => pelatih.id_pelatih, { onDelete: 'set null' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('atlet_dojang_idx').on(t.id_dojang),
    index('atlet_nama_idx').on(t.nama_atlet),
    // A national identity number belongs to one athlete; NULLs (no NIK yet) stay allowed.
    uniqueIndex('atlet_nik_unique').on(t.nik),
    // Every private file request finds its athlete by the stored name (25 photos per list page).
    index('atlet_pas_foto_idx').on(t.pas_foto),
    index('atlet_akte_kelahiran_idx').on(t.akte_kelahiran),
    index('atlet_sertifikat_belt_idx').on(t.sertifikat_belt),
    index('atlet_ktp_idx').on(t.ktp),
  ],
);
