import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, pgTable, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { akunStatusEnum, jenisKelaminEnum, roleEnum } from './enums';
import { dojang } from './dojang';
import { kompetisi } from './kompetisi';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const akun = pgTable(
  'akun',
  {
    id_akun: serial('id_akun').primaryKey(),
    email: varchar('email', { length: 254 }).notNull(),
    password_hash: text('password_hash').notNull(),
    role: roleEnum('role').notNull(),
    status: akunStatusEnum('status').notNull().default('ACTIVE'),
    /** An account an ADMIN created with a first password: it must choose its own before anything else. */
    harus_ganti_password: boolean('harus_ganti_password').notNull().default(false),
    created_at: createdAt(),
  },
  (t) => [uniqueIndex('akun_email_unique').on(sql`lower(${t.email})`)],
);

export const admin = pgTable('admin', {
  id_admin: serial('id_admin').primaryKey(),
  nama_admin: varchar('nama_admin', { length: 200 }).notNull(),
  id_akun: integer('id_akun')
    .notNull()
    .unique()
    .references(() => akun.id_akun, { onDelete: 'cascade' }),
});

export const adminKompetisi = pgTable(
  'admin_kompetisi',
  {
    id_admin_kompetisi: serial('id_admin_kompetisi').primaryKey(),
    nama: varchar('nama', { length: 200 }).notNull(),
    id_akun: integer('id_akun')
      .notNull()
      .unique()
      .references(() => akun.id_akun, { onDelete: 'cascade' }),
    id_kompetisi: integer('id_kompetisi')
      .notNull()
      .references(() => kompetisi.id_kompetisi, { onDelete: 'cascade' }),
  },
  (t) => [index('admin_kompetisi_kompetisi_idx').on(t.id_kompetisi)],
);

export const pelatih = pgTable('pelatih', {
  id_pelatih: serial('id_pelatih').primaryKey(),
  nama_pelatih: varchar('nama_pelatih', { length: 200 }).notNull(),
  no_telp: varchar('no_telp', { length: 500 }),
  nik: varchar('nik', { length: 500 }),
  tanggal_lahir: date('tanggal_lahir', { mode: 'string' }),
  kota: varchar('kota', { length: 500 }),
  provinsi: varchar('provinsi', { length: 500 }),
  alamat: text('alamat'),
  jenis_kelamin: jenisKelaminEnum('jenis_kelamin'),
  /** Stored file names under uploads/pelatih/ktp and uploads/pelatih/sertifikat. */
  foto_ktp: varchar('foto_ktp', { length: 100 }),
  sertifikat_sabuk: varchar('sertifikat_sabuk', { length: 100 }),
  id_akun: integer('id_akun')
    .notNull()
    .unique()
    .references(() => akun.id_akun, { onDelete: 'cascade' }),
  // UNIQUE: exactly one coach per dojang.
  id_dojang: integer('id_dojang')
    .notNull()
    .unique('pelatih_id_dojang_unique')
    .references(() => dojang.id_dojang),
});

export const session = pgTable(
  'session',
  {
    id_session: serial('id_session').primaryKey(),
    token_hash: varchar('token_hash', { length: 64 }).notNull().unique(),
    id_akun: integer('id_akun')
      .notNull()
      .references(() => akun.id_akun, { onDelete: 'cascade' }),
    created_at: createdAt(),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    revoked_at: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('session_akun_idx').on(t.id_akun)],
);

export const passwordResetCode = pgTable(
  'password_reset_code',
  {
    id: serial('id').primaryKey(),
    id_akun: integer('id_akun')
      .notNull()
      .references(() => akun.id_akun, { onDelete: 'cascade' }),
    code_hash: varchar('code_hash', { length: 200 }).notNull(),
    created_at: createdAt(),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    used_at: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('password_reset_code_akun_idx').on(t.id_akun)],
);
