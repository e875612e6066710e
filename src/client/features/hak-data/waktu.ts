import { formatSel } from '../../../domain/laporan/tabel';

/** A moment as the screens of this feature show it: '29 Nov 2026 08:15 WIB'. */
export const waktuWib = (iso: string | null | undefined) => (iso ? `${formatSel(iso, 'waktu')} WIB` : '-');
