/** How old a public copy is, in the venue's time (WIB): 'Data per 14.32 WIB', with the date when not today. */

let jam: Intl.DateTimeFormat | undefined;
let tanggal: Intl.DateTimeFormat | undefined;

const WIB = 'Asia/Jakarta';

function hariWib(ms: number): string {
  return (tanggal ??= new Intl.DateTimeFormat('id-ID', { timeZone: WIB, day: 'numeric', month: 'short', year: 'numeric' })).format(ms);
}

/** '14.32 WIB', or '21 Nov 2026 14.32 WIB' when `ms` is not on the same WIB day as `now`. */
export function waktuWib(ms: number, now: number = Date.now()): string {
  const j = (jam ??= new Intl.DateTimeFormat('id-ID', { timeZone: WIB, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })).format(ms);
  const hari = hariWib(ms);
  return hari === hariWib(now) ? `${j} WIB` : `${hari} ${j} WIB`;
}

export type KeadaanSalinan = 'terkini' | 'offline' | 'gagal';

/** The line under a public page's title. */
export function teksSalinan(keadaan: KeadaanSalinan, fetchedAt: number, now: number = Date.now()): string {
  const w = waktuWib(fetchedAt, now);
  if (keadaan === 'offline') return `Offline — menampilkan data terakhir ${w}`;
  if (keadaan === 'gagal') return `Gagal memperbarui — menampilkan data terakhir ${w}`;
  return `Data per ${w}`;
}
