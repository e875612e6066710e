import type { Context } from 'hono';
import { displayName, type SessionUser } from '../../domain/roles';
import { formatTanggalId } from '../../domain/kompetisi/tanggal';
import { waktuWib, type TabelLaporan } from '../../domain/laporan/tabel';
import { LAPORAN_MSG, type FormatLaporan } from '../../domain/schemas/laporan';
import { gagalUmum } from '../http/api-error';
import type { AppDeps } from '../http/env';
import { tabelKePdf } from './pdf';
import { tabelKeXlsx } from './xlsx';

const CONTENT_TYPE: Record<FormatLaporan, string> = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pdf: 'application/pdf',
};

/** 'Dibuat 23 Nov 2026 14:05 WIB oleh Admin Uji'. */
export function catatanDibuat(user: SessionUser, now = new Date()): string {
  const w = waktuWib(now)!;
  return `Dibuat ${formatTanggalId(w.tanggal)} ${w.jam} WIB oleh ${displayName(user)}`;
}

/** Today in WIB for file names. */
export const hariIniWib = (now = new Date()) => waktuWib(now)!.tanggal;

/**
 * Sends the report as a file: generated whole on the server (the page only downloads), then sent with its
 * type, an attachment name and its length (the client's progress bar). A failure while generating is
 * logged and answers 500 'Gagal membuat laporan'.
 */
export async function kirimBerkas(c: Context, deps: AppDeps, tabel: TabelLaporan, format: FormatLaporan, nama: string, catatan: string) {
  let bytes: Uint8Array;
  try {
    const lengkap = { ...tabel, subjudul: [...tabel.subjudul, catatan] };
    bytes = format === 'xlsx' ? await tabelKeXlsx(lengkap) : await tabelKePdf(tabel, `Arena TKD · ${catatan}`);
  } catch (err) {
    deps.log(`laporan ${nama} gagal dibuat`, err);
    throw gagalUmum('kesalahan_server', LAPORAN_MSG.gagal);
  }
  return new Response(bytes as Uint8Array<ArrayBuffer>, {
    status: 200,
    headers: {
      'Content-Type': CONTENT_TYPE[format],
      'Content-Length': String(bytes.byteLength),
      'Content-Disposition': `attachment; filename="${nama}"; filename*=UTF-8''${encodeURIComponent(nama)}`,
      'Cache-Control': 'no-store',
    },
  });
}
