import { formatSel } from '../laporan/tabel';
import { roleLabel } from '../roles';
import type { RingkasanInsiden } from './laporan';

/** A moment as the report prints it: '1 Jun 2030 08:00 WIB'. */
export const waktuLaporan = (iso: string) => `${formatSel(iso, 'waktu')} WIB`;

/** The report's facts as label/value lines (the first sheet, and the printed page's order). */
export function barisRingkasan(r: RingkasanInsiden): [string, string | number][] {
  return [
    ['Jendela waktu', `${waktuLaporan(r.dari)} s.d. ${waktuLaporan(r.sampai)}`],
    ['Insiden diketahui', waktuLaporan(r.terdeteksi)],
    ['Batas pemberitahuan (3 × 24 jam, UU PDP Pasal 46)', waktuLaporan(r.batas_lapor)],
    ['Akun', r.akun ? `${r.akun.nama} <${r.akun.email}> (${roleLabel(r.akun.peran)})` : 'Semua akun'],
    ['Data dapat dijangkau', r.jangkauan.keterangan],
    ['Atlet mungkin terdampak', r.jangkauan.atlet],
    ['di antaranya anak (< 18 tahun)', r.jangkauan.atlet_anak],
    ['Dokumen dan foto atlet dalam jangkauan', r.jangkauan.dokumen],
    ['Akses dokumen/NIK tercatat dalam jendela', r.diakses_total.akses],
    ['Atlet yang datanya diakses', r.diakses_total.atlet],
    ['di antaranya anak', r.diakses_total.atlet_anak],
    ...r.diakses.map((k): [string, string] => [`Diakses: ${k.label}`, `${k.akses} kali, ${k.atlet} atlet (${k.atlet_anak} anak)`]),
    ['Login berhasil dalam jendela', r.login.reduce((s, l) => s + l.jumlah, 0)],
    ['Login gagal', r.login_gagal ?? r.login_gagal_keterangan],
    ['Laporan dibuat', waktuLaporan(r.dibuat_pada)],
  ];
}
