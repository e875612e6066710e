import { boolean, index, integer, pgTable, primaryKey, serial, text, timestamp, unique, varchar } from 'drizzle-orm/pg-core';
import { buktiStatusEnum, pesertaStatusEnum } from './enums';
import { atlet } from './atlet';
import { kelasKejuaraan, kompetisi } from './kompetisi';
import { dojang } from './dojang';
import { akun, pelatih } from './akun';

export const pesertaKompetisi = pgTable(
  'peserta_kompetisi',
  {
    id_peserta_kompetisi: serial('id_peserta_kompetisi').primaryKey(),
    /** The registering athlete; for a team, the first member. */
    id_atlet: integer('id_atlet')
      .notNull()
      .references(() => atlet.id_atlet, { onDelete: 'cascade' }),
    id_kelas_kejuaraan: integer('id_kelas_kejuaraan')
      .notNull()
      .references(() => kelasKejuaraan.id_kelas_kejuaraan, { onDelete: 'cascade' }),
    status: pesertaStatusEnum('status').notNull().default('PENDING'),
    is_team: boolean('is_team').notNull().default(false),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Who last set the status, and when (a 409 on a stale status change names them). */
    status_diubah_oleh: integer('status_diubah_oleh').references(() => akun.id_akun, { onDelete: 'set null' }),
    status_diubah_pada: timestamp('status_diubah_pada', { withTimezone: true }),
    /** Why the organisers rejected the entry (shown to the coach); null unless REJECTED. */
    alasan_ditolak: text('alasan_ditolak'),
    /** Raised by every weigh-in decision (move, disqualification): a decision made from an older one is a 409. */
    versi: integer('versi').notNull().default(0),
  },
  (t) => [
    unique('peserta_atlet_kelas_unique').on(t.id_atlet, t.id_kelas_kejuaraan),
    index('peserta_kelas_idx').on(t.id_kelas_kejuaraan, t.status),
  ],
);

export const pesertaTimAnggota = pgTable(
  'peserta_tim_anggota',
  {
    id_peserta_kompetisi: integer('id_peserta_kompetisi')
      .notNull()
      .references(() => pesertaKompetisi.id_peserta_kompetisi, { onDelete: 'cascade' }),
    id_atlet: integer('id_atlet')
      .notNull()
      .references(() => atlet.id_atlet, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.id_peserta_kompetisi, t.id_atlet] })],
);

export const buktiTransfer = pgTable(
  'bukti_transfer',
  {
    id_bukti_transfer: serial('id_bukti_transfer').primaryKey(),
    /** Stored file name under uploads/pelatih/BuktiTf. */
    bukti_transfer_path: varchar('bukti_transfer_path', { length: 100 }).notNull(),
    id_dojang: integer('id_dojang')
      .notNull()
      .references(() => dojang.id_dojang, { onDelete: 'cascade' }),
    id_pelatih: integer('id_pelatih').references(() => pelatih.id_pelatih, { onDelete: 'set null' }),
    id_kompetisi: integer('id_kompetisi')
      .notNull()
      .references(() => kompetisi.id_kompetisi, { onDelete: 'cascade' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The ADMIN's review; the note is shown to the coach on their proofs list. */
    status_verifikasi: buktiStatusEnum('status_verifikasi').notNull().default('MENUNGGU'),
    catatan_verifikasi: text('catatan_verifikasi'),
    diverifikasi_oleh: integer('diverifikasi_oleh').references(() => akun.id_akun, { onDelete: 'set null' }),
    diverifikasi_pada: timestamp('diverifikasi_pada', { withTimezone: true }),
  },
  (t) => [index('bukti_transfer_kompetisi_dojang_idx').on(t.id_kompetisi, t.id_dojang)],
);
