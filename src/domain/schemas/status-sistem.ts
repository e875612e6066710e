import * as v from 'valibot';

// Maintenance mode as every page sees it (the bar, the outbox's waiting writes). Apart from the rest of
// Settings › Sistem (schemas/sistem, which re-exports these): every first load needs only these.

/** The answer of every refused write while maintenance mode is on (503 with Retry-After). */
export const PESAN_PEMELIHARAAN =
  'Sistem sedang dalam pemeliharaan. Perubahan Anda tersimpan di perangkat dan dikirim otomatis setelah pemeliharaan selesai.';
/** Seconds a refused client is asked to wait before trying again. */
export const RETRY_AFTER_PEMELIHARAAN = 120;

export const maintenanceSchema = v.object({
  aktif: v.boolean(),
  pesan: v.string(),
  sejak: v.nullable(v.string()),
});
export type MaintenanceState = v.InferOutput<typeof maintenanceSchema>;

/** GET /api/status (public). */
export const statusSistemSchema = v.object({ maintenance: maintenanceSchema });
export type StatusSistem = v.InferOutput<typeof statusSistemSchema>;
