import { dojangStatusLabel } from '../../../../domain/schemas/admin-dojang';
import { formatTanggal } from '../../../ui/format';

export interface BidangDojang {
  label: string;
  value: string;
}

/** What a dojang record may carry; every field optional so both admin answers fit. */
export interface RekamanDojang {
  nama_dojang: string;
  email?: string | null;
  no_telp?: string | null;
  negara?: string | null;
  provinsi?: string | null;
  kota?: string | null;
  kecamatan?: string | null;
  kelurahan?: string | null;
  alamat?: string | null;
  status?: string;
  nama_pelatih?: string | null;
  created_at?: string;
}

const isi = (value: string | null | undefined) => (value && value.trim() ? value.trim() : '-');

/**
 * The record as a readable list of labelled fields (instead of the raw JSON), in the order of
 * the dojang page; empty fields read '-'.
 */
export function bidangDojang(d: RekamanDojang): BidangDojang[] {
  const rows: BidangDojang[] = [
    { label: 'Nama Dojang', value: isi(d.nama_dojang) },
    { label: 'Email Dojang', value: isi(d.email) },
    { label: 'Nomor Telepon', value: isi(d.no_telp) },
  ];
  if (d.negara !== undefined) rows.push({ label: 'Negara', value: isi(d.negara) });
  rows.push({ label: 'Provinsi', value: isi(d.provinsi) }, { label: 'Kabupaten/Kota', value: isi(d.kota) });
  if (d.kecamatan !== undefined) rows.push({ label: 'Kecamatan', value: isi(d.kecamatan) });
  if (d.kelurahan !== undefined) rows.push({ label: 'Kelurahan', value: isi(d.kelurahan) });
  if (d.alamat !== undefined) rows.push({ label: 'Alamat Lengkap', value: isi(d.alamat) });
  if (d.nama_pelatih !== undefined) rows.push({ label: 'Pelatih', value: isi(d.nama_pelatih) });
  if (d.status !== undefined) rows.push({ label: 'Status Validasi', value: dojangStatusLabel(d.status) });
  if (d.created_at !== undefined) rows.push({ label: 'Tanggal Daftar', value: formatTanggal(d.created_at) });
  return rows;
}
