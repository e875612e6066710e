import { index, integer, pgTable, primaryKey, serial, smallint, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { akun } from './akun';
import { kompetisi } from './kompetisi';
import { pesertaKompetisi } from './peserta';

/**
 * 'Ikuti atlet'. What the server keeps of a device that follows athletes without an account: its push subscription,
 * the hash of its own secret (to change or stop its follows) and its setting — no name, no e-mail, no account.
 */
export const ikutiPerangkat = pgTable('ikuti_perangkat', {
  id: serial('id').primaryKey(),
  token_hash: varchar('token_hash', { length: 64 }).notNull().unique(),
  endpoint: text('endpoint').notNull().unique(),
  p256dh: text('p256dh').notNull(),
  auth: text('auth').notNull(),
  partai_lagi: smallint('partai_lagi').notNull().default(3),
  dibuat_pada: timestamp('dibuat_pada', { withTimezone: true }).notNull().defaultNow(),
});

/** An athlete (the public entry id) a device follows, until the competition is over. */
export const ikutiAtlet = pgTable(
  'ikuti_atlet',
  {
    id_perangkat: integer('id_perangkat')
      .notNull()
      .references(() => ikutiPerangkat.id, { onDelete: 'cascade' }),
    id_kompetisi: integer('id_kompetisi')
      .notNull()
      .references(() => kompetisi.id_kompetisi, { onDelete: 'cascade' }),
    id_peserta_kompetisi: integer('id_peserta_kompetisi')
      .notNull()
      .references(() => pesertaKompetisi.id_peserta_kompetisi, { onDelete: 'cascade' }),
    berlaku_sampai: timestamp('berlaku_sampai', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.id_perangkat, t.id_peserta_kompetisi] }), index('ikuti_atlet_kompetisi_idx').on(t.id_kompetisi)],
);

/** A coach's setting (every athlete of the dojang is followed on the account's push subscriptions). */
export const ikutiPelatih = pgTable('ikuti_pelatih', {
  id_akun: integer('id_akun')
    .primaryKey()
    .references(() => akun.id_akun, { onDelete: 'cascade' }),
  partai_lagi: smallint('partai_lagi').notNull().default(3),
});

/** An athlete of the dojang the coach switched off. */
export const ikutiPelatihMati = pgTable(
  'ikuti_pelatih_mati',
  {
    id_akun: integer('id_akun')
      .notNull()
      .references(() => akun.id_akun, { onDelete: 'cascade' }),
    id_peserta_kompetisi: integer('id_peserta_kompetisi')
      .notNull()
      .references(() => pesertaKompetisi.id_peserta_kompetisi, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.id_akun, t.id_peserta_kompetisi] })],
);

/**
 * Alerts sent: one row per (device, athlete, bout, kind), claimed by an insert before the push goes, so two server
 * processes hearing the same change send it once. `penerima` is a hash of the push endpoint.
 */
export const ikutiTerkirim = pgTable(
  'ikuti_terkirim',
  {
    penerima: varchar('penerima', { length: 64 }).notNull(),
    id_peserta_kompetisi: integer('id_peserta_kompetisi').notNull(),
    id_match: text('id_match').notNull(),
    jenis: varchar('jenis', { length: 12 }).notNull(),
    dikirim_pada: timestamp('dikirim_pada', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.penerima, t.id_peserta_kompetisi, t.id_match, t.jenis] }),
    index('ikuti_terkirim_waktu_idx').on(t.dikirim_pada),
  ],
);
