import { boolean, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { akun } from './akun';

export const idempotencyKey = pgTable('idempotency_key', {
  key: varchar('key', { length: 100 }).notNull(),
  /** 'akun:<id>' or 'anon' — keys are scoped per account. */
  scope: varchar('scope', { length: 40 }).notNull(),
  id_akun: integer('id_akun').references(() => akun.id_akun, { onDelete: 'cascade' }),
  request_hash: varchar('request_hash', { length: 64 }).notNull(),
  status_code: integer('status_code'),
  response_body: jsonb('response_body'),
  completed: boolean('completed').notNull().default(false),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [primaryKey({ columns: [t.scope, t.key] }), index('idempotency_key_created_idx').on(t.created_at)]);

export const activityLog = pgTable('activity_log', {
  id: serial('id').primaryKey(),
  action: varchar('action', { length: 100 }).notNull(),
  actor: varchar('actor', { length: 254 }),
  id_akun: integer('id_akun').references(() => akun.id_akun, { onDelete: 'set null' }),
  details: text('details'),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index('activity_log_created_idx').on(t.created_at)]);

export const setting = pgTable('setting', {
  key: varchar('key', { length: 100 }).primaryKey(),
  value: jsonb('value'),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
