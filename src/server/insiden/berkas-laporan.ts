import ExcelJS from 'exceljs';
import { barisRingkasan, waktuLaporan as waktu } from '../../domain/insiden/baris';
import type { AksesInsiden, AktivitasInsiden, RingkasanInsiden } from '../../domain/insiden/laporan';
import { formatSel } from '../../domain/laporan/tabel';
import { OBJEK_AKSES_LABEL, isObjekAkses } from '../../domain/privasi/akses';
import { roleLabel } from '../../domain/roles';

export interface LaporanLengkap {
  ringkasan: RingkasanInsiden;
  akses: AksesInsiden[];
  aktivitas: AktivitasInsiden[];
}

function lembar(wb: ExcelJS.Workbook, nama: string, kepala: string[], baris: (string | number | null)[][], lebar: number[]) {
  const ws = wb.addWorksheet(nama, { views: [{ state: 'frozen', ySplit: 1 }] });
  ws.columns = kepala.map((h, i) => ({ header: h, width: lebar[i] ?? 20 }));
  ws.getRow(1).font = { bold: true };
  ws.addRows(baris);
  return ws;
}

/** The whole report as XLSX: the facts, who looked, the logins, every look at private data and every activity row. */
export async function laporanKeXlsx(l: LaporanLengkap): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  wb.creator = 'Arena TKD';
  wb.title = 'Laporan Insiden Data Pribadi';
  lembar(wb, 'Ringkasan', ['Fakta', 'Nilai'], barisRingkasan(l.ringkasan), [50, 70]);
  lembar(
    wb,
    'Pengakses',
    ['Nama', 'Peran', 'Akses', 'Atlet'],
    l.ringkasan.pengakses.map((p) => [p.nama, roleLabel(p.peran), p.akses, p.atlet]),
    [36, 20, 10, 10],
  );
  lembar(
    wb,
    'Login',
    ['Akun', 'Jumlah', 'Pertama', 'Terakhir'],
    l.ringkasan.login.map((x) => [x.oleh, x.jumlah, waktu(x.pertama), waktu(x.terakhir)]),
    [36, 10, 24, 24],
  );
  lembar(
    wb,
    'Akses data',
    ['Waktu (WIB)', 'Nama', 'Peran', 'Data', 'Atlet', 'Anak', 'Berkas'],
    l.akses.map((a) => [
      formatSel(a.pada, 'waktu'),
      a.nama,
      roleLabel(a.peran),
      isObjekAkses(a.objek) ? OBJEK_AKSES_LABEL[a.objek] : a.objek,
      a.nama_atlet,
      a.anak ? 'Ya' : 'Tidak',
      a.berkas,
    ]),
    [20, 30, 18, 22, 30, 8, 40],
  );
  lembar(
    wb,
    'Aktivitas',
    ['Waktu (WIB)', 'Tindakan', 'Oleh', 'Rincian'],
    l.aktivitas.map((a) => [formatSel(a.pada, 'waktu'), a.aksi, a.oleh, a.rincian]),
    [20, 28, 30, 80],
  );
  return Buffer.from(await wb.xlsx.writeBuffer());
}
