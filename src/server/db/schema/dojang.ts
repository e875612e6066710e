import { index, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { dojangStatusEnum } from './enums';

export const dojang = pgTable(
  'dojang',
  {
    id_dojang: serial('id_dojang').primaryKey(),
    nama_dojang: varchar('nama_dojang', { length: 100 }).notNull(),
    email: varchar('email', { length: 254 }),
    no_telp: varchar('no_telp', { length: 20 }),
    negara: varchar('negara', { length: 500 }).notNull().default('Indonesia'),
    provinsi: varchar('provinsi', { length: 500 }),
    kota: varchar('kota', { length: 500 }),
    kecamatan: varchar('kecamatan', { length: 500 }),
    kelurahan: varchar('kelurahan', { length: 500 }),
    alamat: text('alamat'),
    /** Stored file name under uploads/dojang/logos. */
    logo: varchar('logo', { length: 100 }),
    status: dojangStatusEnum('status').notNull().default('PENDING'),
    /** The ADMIN's reason with a rejection, shown to the dojang's coach; cleared by any other status. */
    catatan_validasi: text('catatan_validasi'),
    /** When an ADMIN last changed the validation status. */
    divalidasi_pada: timestamp('divalidasi_pada', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('dojang_nama_idx').on(t.nama_dojang)],
);
