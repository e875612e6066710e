/** Times of the match day as the venue reads them (WIB): '14.32', and how long until then. */

const WIB = 'Asia/Jakarta';
let jam: Intl.DateTimeFormat | undefined;
let hari: Intl.DateTimeFormat | undefined;

/** '14.32' (WIB) of an ISO time or epoch ms; '–' without one. */
export function jamWib(t: string | number | null | undefined): string {
  if (t === null || t === undefined || t === '') return '–';
  const ms = typeof t === 'number' ? t : Date.parse(t);
  if (!Number.isFinite(ms)) return '–';
  return (jam ??= new Intl.DateTimeFormat('id-ID', { timeZone: WIB, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })).format(ms);
}

/** 'Sabtu, 21 Nov' of a 'YYYY-MM-DD' match day. */
export function namaHari(tanggal: string): string {
  const ms = Date.parse(`${tanggal}T12:00:00+07:00`);
  if (!Number.isFinite(ms)) return tanggal;
  return (hari ??= new Intl.DateTimeFormat('id-ID', { timeZone: WIB, weekday: 'long', day: 'numeric', month: 'short' })).format(ms);
}

/** 'sekarang', '± 5 mnt lagi', '± 1 j 20 mnt lagi', '± 3 hari lagi' until an expected start; 'terlambat 3 mnt' once past. */
export function sisaWaktu(eta: string | number | null | undefined, now: number): string {
  if (eta === null || eta === undefined) return '';
  const ms = (typeof eta === 'number' ? eta : Date.parse(eta)) - now;
  if (!Number.isFinite(ms)) return '';
  const mnt = Math.round(ms / 60_000);
  if (mnt <= 0) return mnt < -1 ? `terlambat ${-mnt} mnt` : 'sekarang';
  if (mnt < 60) return `± ${mnt} mnt lagi`;
  // Another day: the day is shown beside it, hours and minutes would be noise.
  if (mnt >= 24 * 60) return `± ${Math.round(mnt / (24 * 60))} hari lagi`;
  return `± ${Math.floor(mnt / 60)} j ${mnt % 60} mnt lagi`;
}

/** '01:05' of a number of seconds (a countdown or the time on the mat). */
export function mmss(detik: number): string {
  const s = Math.max(0, Math.floor(detik));
  return `${String(Math.floor(s / 60)).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`;
}
