/** The report's window is typed in WIB (the venue's clock) whatever the device's zone: 'YYYY-MM-DDTHH:mm' ↔ ISO. */
const WIB_MS = 7 * 3_600_000;

export const keIso = (lokal: string): string | null => {
  const t = Date.parse(`${lokal}:00+07:00`);
  return /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(lokal) && Number.isFinite(t) ? new Date(t).toISOString() : null;
};

export const keLokal = (at: Date): string => new Date(at.getTime() + WIB_MS).toISOString().slice(0, 16);
