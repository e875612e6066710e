import * as v from 'valibot';
import { ringkasanSusunSchema, type RingkasanSusun } from '../../../domain/jadwal/ringkasan-susun';
import { request } from '../api';
import { unduhBerkas } from '../unduh';

/**
 * The competition admin's schedule: days, courts, classes on courts, settings, 'Susun otomatis', numbering and
 * the court PDF. Online calls (nothing queued: the schedule is made before the days, at a desk with a network),
 * each write with its own Idempotency-Key; each answers the server's message.
 */
const idem = () => ({ 'Idempotency-Key': crypto.randomUUID() });

async function tulis(path: string, method: 'POST' | 'PUT' | 'DELETE', json?: unknown, ok = 'Tersimpan'): Promise<string> {
  const { message } = await request(path, { method, json, headers: idem() });
  return message || ok;
}

export const tambahHari = (k: number, tanggal: string) =>
  tulis(`/kompetisi/${k}/hari`, 'POST', { tanggal }, 'Hari pertandingan ditambahkan');
export const hapusHari = (k: number, id_hari: number) =>
  tulis(`/kompetisi/${k}/hari/${id_hari}`, 'DELETE', undefined, 'Hari pertandingan dihapus');

export interface LapanganInput {
  nama: string;
  mulai: string;
  cabang: 'KYORUGI' | 'POOMSAE' | 'SEMUA';
}
export const tambahLapangan = (k: number, id_hari: number, l: LapanganInput) =>
  tulis(`/kompetisi/${k}/lapangan`, 'POST', { id_hari, ...l }, 'Lapangan ditambahkan');
export const ubahLapangan = (k: number, id_lapangan: number, l: Partial<LapanganInput>) =>
  tulis(`/kompetisi/${k}/lapangan/${id_lapangan}`, 'PUT', l, 'Lapangan disimpan');
export const hapusLapangan = (k: number, id_lapangan: number) =>
  tulis(`/kompetisi/${k}/lapangan/${id_lapangan}`, 'DELETE', undefined, 'Lapangan dihapus');

export interface PenempatanKelas {
  id_kelas_kejuaraan: number;
  id_lapangan: number | null;
  urutan: number;
}
export const simpanPenempatan = (k: number, kelas: PenempatanKelas[]) =>
  tulis(`/kompetisi/${k}/jadwal`, 'PUT', { kelas }, 'Jadwal disimpan');
export const susunOtomatis = (k: number, id_hari: number) =>
  tulis(`/kompetisi/${k}/jadwal/susun-otomatis`, 'POST', { id_hari }, 'Jadwal disusun otomatis');
/** 'Susun otomatis' with what the arrangement still breaks (null when the answer does not carry it). */
export async function susunOtomatisHasil(k: number, id_hari: number): Promise<{ pesan: string; susun: RingkasanSusun | null }> {
  const { message, data } = await request(`/kompetisi/${k}/jadwal/susun-otomatis`, { method: 'POST', json: { id_hari }, headers: idem() });
  const r = v.safeParse(v.object({ susun: ringkasanSusunSchema }), data);
  return { pesan: message || 'Jadwal disusun otomatis', susun: r.success ? r.output.susun : null };
}
export const nomoriPartai = (k: number, id_hari: number) => tulis(`/kompetisi/${k}/jadwal/nomor`, 'POST', { id_hari }, 'Partai dinomori');

export interface PengaturanInput {
  istirahat_partai: number;
  tunggu_detik: number;
  menit_kyorugi: number;
  menit_poomsae: number;
}
export const simpanPengaturanJadwal = (k: number, p: Partial<PengaturanInput>) =>
  tulis(`/kompetisi/${k}/jadwal/pengaturan`, 'PUT', p, 'Pengaturan jadwal disimpan');

/** A court's schedule of its day as the server's PDF, saved under the server's file name. */
export const unduhJadwalPdf = (k: number, id_lapangan: number): Promise<void> =>
  unduhBerkas(`/kompetisi/${k}/jadwal/pdf?id_lapangan=${id_lapangan}`, `jadwal-lapangan-${id_lapangan}.pdf`);
