/** The dots of a masked NIK ('3271••••••••0004'). */
export const TITIK_SAMAR = '•';

/**
 * A NIK as everyone but those who must see it are shown it: the first 4 and the last 4 digits (region and
 * serial say little on their own), the middle 8 (birth date and district) hidden. A value too short to keep
 * both ends is hidden whole; null stays null.
 */
export function samarkanNik(nik: string | null | undefined): string | null {
  if (nik === null || nik === undefined || nik === '') return null;
  if (nik.length <= 8) return TITIK_SAMAR.repeat(nik.length);
  return `${nik.slice(0, 4)}${TITIK_SAMAR.repeat(nik.length - 8)}${nik.slice(-4)}`;
}

/** Whether a value is a masked NIK (the server's answers), not one to send back as the athlete's NIK. */
export function nikTersamar(nik: string | null | undefined): boolean {
  return typeof nik === 'string' && nik.includes(TITIK_SAMAR);
}
