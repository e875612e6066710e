import { OBJEK_AKSES_LABEL, type AksesData } from '../../domain/privasi/akses';
import { waktuWib, type TabelLaporan } from '../../domain/laporan/tabel';
import { roleLabel } from '../../domain/roles';
import { tabelKeXlsx } from '../laporan/xlsx';

/** The access record of one athlete as a report table (the XLSX export), oldest first. */
export function tabelAkses(nama_atlet: string, rows: readonly AksesData[], catatan: string): TabelLaporan {
  return {
    judul: 'Riwayat Akses Data Pribadi',
    subjudul: [`Atlet: ${nama_atlet}`, catatan],
    kolom: [
      { judul: 'Waktu (WIB)', tipe: 'waktu', lebar: 18 },
      { judul: 'Nama', tipe: 'teks', lebar: 28 },
      { judul: 'Peran', tipe: 'teks', lebar: 18 },
      { judul: 'Data', tipe: 'teks', lebar: 24 },
      { judul: 'Berkas', tipe: 'teks', lebar: 40 },
    ],
    baris: rows.map((r) => [r.pada, r.nama, roleLabel(r.peran), OBJEK_AKSES_LABEL[r.objek], r.berkas]),
  };
}

/** A CSV field: quoted when it holds a separator, a quote or a line break; a leading formula sign made inert. */
function sel(value: string | null): string {
  const s = value ?? '';
  const aman = /^[=+\-@]/.test(s) ? `'${s}` : s;
  return /[",\n\r;]/.test(aman) ? `"${aman.replaceAll('"', '""')}"` : aman;
}

/** The same rows as CSV (UTF-8 with BOM, so a spreadsheet reads the names right), times in WIB. */
export function aksesKeCsv(rows: readonly AksesData[]): Uint8Array {
  const kepala = ['waktu_wib', 'nama', 'peran', 'data', 'berkas'];
  const baris = rows.map((r) => {
    const w = waktuWib(r.pada);
    return [w ? `${w.tanggal} ${w.jam}` : r.pada, r.nama, roleLabel(r.peran), OBJEK_AKSES_LABEL[r.objek], r.berkas].map(sel).join(',');
  });
  return new TextEncoder().encode(`\uFEFF${[kepala.join(','), ...baris].join('\r\n')}\r\n`);
}

export const aksesKeXlsx = (tabel: TabelLaporan) => tabelKeXlsx(tabel);
