import { formatSel } from '../../../domain/laporan/tabel';

/** A moment as the screens of this feature show it: '29 Nov 2026 08:15 WIB'. */
export const waktuWib = (iso: string | null | undefined) => (iso ? `${formatSel(iso, 'waktu')} WIB` : '-');

/** Without the year, for a narrow column: '02 Des 08:46'. */
export const waktuSingkat = (iso: string) => formatSel(iso, 'waktu').replace(/ \d{4} /, ' ');
