/**
 * The time of a draw: a draw made offline reaches the server later, so the device sends when it was
 * made. It is kept only when plausible for a device clock: at most a minute ahead of the server's (clock skew),
 * and not older than 30 days (an outbox entry is never kept that long); anything else is the server's time.
 */
export const SELISIH_JAM_MAKS_MS = 60_000;
export const UMUR_UNDIAN_MAKS_MS = 30 * 24 * 60 * 60_000;

export function waktuUndian(kiriman: string | null | undefined, sekarang: Date): Date {
  if (!kiriman) return sekarang;
  const t = new Date(kiriman);
  const ms = t.getTime();
  if (Number.isNaN(ms)) return sekarang;
  if (ms > sekarang.getTime() + SELISIH_JAM_MAKS_MS || ms < sekarang.getTime() - UMUR_UNDIAN_MAKS_MS) return sekarang;
  return t;
}

const format = new Intl.DateTimeFormat('id-ID', {
  day: '2-digit',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Asia/Jakarta',
});

/** '08 Nov 2025 14.05 WIB'. */
export const jamWib = (d: Date) => `${format.format(d).replace(',', '')} WIB`;
