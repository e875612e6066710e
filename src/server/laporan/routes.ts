import type { Context, Hono } from 'hono';
import { rentangPeriode } from '../../domain/laporan/periode';
import { namaBerkas } from '../../domain/laporan/tabel';
import { pageCount } from '../../domain/atlet/pagination';
import {
  LAPORAN_MSG,
  LAPORAN_PAGE_SIZE,
  PDF_MAX_BARIS,
  XLSX_MAX_BARIS,
  laporanExportSchema,
  laporanKompetisiSchema,
  laporanQuerySchema,
  type FormatLaporan,
  type JenisLaporan,
  type LaporanHalaman,
} from '../../domain/schemas/laporan';
import { izinkanPeran, pastikanBoleh } from '../http/akses';
import { currentAuth, requireAuth } from '../http/auth-middleware';
import type { AppDeps, AppEnv } from '../http/env';
import { parseId, parseInput } from '../http/validate';
import { laporanAktivitas } from './aktivitas';
import { laporanDojang } from './dojang';
import type { PembuatLaporan } from './halaman';
import { catatanDibuat, hariIniWib, kirimBerkas } from './kirim';
import { kepalaKompetisi } from './kompetisi';
import { laporanPembayaran } from './kompetisi-pembayaran';
import { laporanPesertaKompetisi } from './kompetisi-peserta';
import { laporanPeserta } from './peserta';
import { laporanStatistik } from './statistik';
import { gagalLaporan } from './tolak';

const PEMBUAT: Record<JenisLaporan, PembuatLaporan> = {
  peserta: laporanPeserta,
  dojang: laporanDojang,
  statistik: laporanStatistik,
  aktivitas: laporanAktivitas,
};

const batasBaris = (format: FormatLaporan) => (format === 'pdf' ? PDF_MAX_BARIS : XLSX_MAX_BARIS);
const terlaluBesar = (format: FormatLaporan, n: number) =>
  gagalLaporan('laporan_terlalu_besar', format === 'pdf' ? LAPORAN_MSG.terlaluBesarPdf(n) : LAPORAN_MSG.terlaluBesar(n));

/**
 * Reports ("Reports (Laporan & Statistik)"), built from the database:
 * - GET /admin/laporan?jenis=&periode=&tanggal=&page= (ADMIN): one screen page (50 rows) of a period's report;
 * - GET /admin/laporan/export?jenis=&periode=&tanggal=&format=xlsx|pdf (ADMIN): the whole report as a file;
 * - GET /kompetisi/{id}/laporan/{peserta|pembayaran}?format=xlsx|pdf (ADMIN; the competition's ADMIN_KOMPETISI):
 *   the participant list per class and dojang, the payment recap per dojang.
 * Periods are this week, month, quarter or year in WIB, or the one holding `tanggal` (YYYY-MM-DD).
 */
export function mountLaporan(api: Hono<AppEnv>, deps: AppDeps): void {
  const { db } = deps;

  api.get('/admin/laporan', izinkanPeran('laporan.admin'), async (c) => {
    const q = parseInput(laporanQuerySchema, c.req.query());
    const r = rentangPeriode(q.periode, q.tanggal);
    const { tabel, jumlah } = await PEMBUAT[q.jenis](db, r, { limit: LAPORAN_PAGE_SIZE, offset: (q.page - 1) * LAPORAN_PAGE_SIZE });
    const data: LaporanHalaman = {
      jenis: q.jenis,
      judul: tabel.judul,
      periode: r,
      kolom: tabel.kolom,
      baris: tabel.baris,
      ...(tabel.total ? { total: tabel.total } : {}),
    };
    return c.json({
      success: true,
      data,
      meta: { page: q.page, limit: LAPORAN_PAGE_SIZE, total: jumlah, totalPages: pageCount(jumlah, LAPORAN_PAGE_SIZE) },
    });
  });

  api.get('/admin/laporan/export', izinkanPeran('laporan.admin'), async (c) => {
    const q = parseInput(laporanExportSchema, c.req.query());
    const r = rentangPeriode(q.periode, q.tanggal);
    const batas = batasBaris(q.format);
    const { tabel, jumlah } = await PEMBUAT[q.jenis](db, r, { limit: batas + 1, offset: 0 });
    if (jumlah > batas) throw terlaluBesar(q.format, jumlah);
    const nama = namaBerkas(['laporan', q.jenis, r.mulai, 'sd', r.akhir], q.format);
    return kirimBerkas(c, deps, tabel, q.format, nama, catatanDibuat(currentAuth(c).user));
  });

  api.get('/kompetisi/:id/laporan/:laporan', requireAuth, async (c: Context<AppEnv>) => {
    const id = parseId(c.req.param('id'));
    const { user } = currentAuth(c);
    pastikanBoleh(user, 'laporan.kompetisi', { id_kompetisi: id });
    const q = parseInput(laporanKompetisiSchema, { laporan: c.req.param('laporan'), format: c.req.query('format') });
    const k = await kepalaKompetisi(db, id);
    const batas = batasBaris(q.format);
    const buat = q.laporan === 'peserta' ? laporanPesertaKompetisi : laporanPembayaran;
    const { tabel, jumlah } = await buat(db, k, batas + 1);
    if (jumlah > batas) throw terlaluBesar(q.format, jumlah);
    const nama = namaBerkas([q.laporan === 'peserta' ? 'daftar-peserta' : 'rekap-pembayaran', k.nama_event, hariIniWib()], q.format);
    return kirimBerkas(c, deps, tabel, q.format, nama, catatanDibuat(user));
  });
}
