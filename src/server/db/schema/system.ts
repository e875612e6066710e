import { boolean, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { akun } from './akun';

export const idempotencyKey = pgTable(
  'idempotency_key',
  {
    key: varchar('key', { length: 100 }).notNull(),
    /** 'akun:<id>' or 'anon' — keys are scoped per account. */
    scope: varchar('scope', { length: 40 }).notNull(),
    id_akun: integer('id_akun').references(() => akun.id_akun, { onDelete: 'cascade' }),
    request_hash: varchar('request_hash', { length: 64 }).notNull(),
    status_code: integer('status_code'),
    response_body: jsonb('response_body'),
    completed: boolean('completed').notNull().default(false),
    /** The server process working on it while it is not completed (ChangeFeed.idProses); null in records of before. */
    pemilik: varchar('pemilik', { length: 64 }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.scope, t.key] }), index('idempotency_key_created_idx').on(t.created_at)],
);

export const activityLog = pgTable(
  'activity_log',
  {
    id: serial('id').primaryKey(),
    action: varchar('action', { length: 100 }).notNull(),
    actor: varchar('actor', { length: 254 }),
    id_akun: integer('id_akun').references(() => akun.id_akun, { onDelete: 'set null' }),
    details: text('details'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('activity_log_created_idx').on(t.created_at)],
);

export const setting = pgTable('setting', {
  key: varchar('key', { length: 100 }).primaryKey(),
  value: jsonb('value'),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Two-factor login (TOTP): the secret is stored encrypted (key from the environment); `aktif` once a code confirmed it. */
export const totp = pgTable('totp', {
  id_akun: integer('id_akun')
    .primaryKey()
    .references(() => akun.id_akun, { onDelete: 'cascade' }),
  secret_enc: text('secret_enc').notNull(),
  aktif: boolean('aktif').notNull().default(false),
  diaktifkan_pada: timestamp('diaktifkan_pada', { withTimezone: true }),
  /** The last time step accepted: a code is never accepted twice. */
  langkah_terakhir: integer('langkah_terakhir'),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One-time recovery codes of two-factor login (hashed). */
export const kodePemulihan = pgTable(
  'kode_pemulihan',
  {
    id: serial('id').primaryKey(),
    id_akun: integer('id_akun')
      .notNull()
      .references(() => akun.id_akun, { onDelete: 'cascade' }),
    kode_hash: varchar('kode_hash', { length: 128 }).notNull(),
    dipakai_pada: timestamp('dipakai_pada', { withTimezone: true }),
  },
  (t) => [index('kode_pemulihan_akun_idx').on(t.id_akun)],
);

/** A password accepted, the second factor still to come: the login answers this token instead of a session. */
export const loginTantangan = pgTable('login_tantangan', {
  token_hash: varchar('token_hash', { length: 64 }).primaryKey(),
  id_akun: integer('id_akun')
    .notNull()
    .references(() => akun.id_akun, { onDelete: 'cascade' }),
  percobaan: integer('percobaan').notNull().default(0),
  kedaluwarsa: timestamp('kedaluwarsa', { withTimezone: true }).notNull(),
});

/** A browser that accepted push notifications (Web Push subscription). */
export const pushLangganan = pgTable(
  'push_langganan',
  {
    id: serial('id').primaryKey(),
    id_akun: integer('id_akun')
      .notNull()
      .references(() => akun.id_akun, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull().unique(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('push_langganan_akun_idx').on(t.id_akun)],
);

/**
 * The login and reset-code limiters, shared by every server process on the database: per limiter key (a hash of
 * the limiter and its email / address, so no address or email is stored) the times of its last `batas` counted
 * attempts within the window, newest first. A key is over its limit when its `batas`-th newest time is inside the window.
 */
export const batasPercobaan = pgTable(
  'batas_percobaan',
  {
    kunci: varchar('kunci', { length: 64 }).primaryKey(),
    /** Which limiter: 'login' or 'kode_reset'. */
    jenis: varchar('jenis', { length: 20 }).notNull(),
    batas: integer('batas').notNull(),
    waktu: timestamp('waktu', { withTimezone: true }).array().notNull(),
    terakhir: timestamp('terakhir', { withTimezone: true }).notNull(),
  },
  (t) => [index('batas_percobaan_terakhir_idx').on(t.terakhir)],
);
