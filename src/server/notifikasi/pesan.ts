import { PERISTIWA_LABEL } from '../../domain/schemas/notifikasi';
import type { Kabar, Penerima } from './kirim';

/** The texts of each notification (Indonesian); `tautan` is absolute when the app's address is known. */

const tautan = (asal: string | null, path: string) => (asal ? `${asal}${path}` : path);
const sapa = (p: Penerima) => `Halo ${p.nama},`;
const penutup = 'Pesan ini dikirim otomatis oleh Arena TKD.';

export interface InfoPeserta {
  id_kompetisi: number;
  nama_event: string;
  nama_peserta: string;
  kelas: string;
  disetujui: boolean;
  /** The organisers' reason for a rejection. */
  alasan?: string | null;
}

export function kabarPeserta(info: InfoPeserta, asal: string | null) {
  return (p: Penerima): Kabar => {
    const path = `/dashboard/dataKompetisi/${info.id_kompetisi}`;
    const hasil = info.disetujui ? 'DISETUJUI' : 'DITOLAK';
    const alasan = !info.disetujui && info.alasan ? `\nAlasan penolakan: ${info.alasan}\n` : '';
    const lanjut = info.disetujui
      ? 'Peserta ini sudah masuk daftar peserta resmi kejuaraan.'
      : 'Hubungi panitia bila ada pertanyaan tentang penolakan ini.';
    return {
      subjek: `Pendaftaran ${info.disetujui ? 'disetujui' : 'ditolak'}: ${info.nama_peserta} - ${info.nama_event}`,
      teks:
        `${sapa(p)}\n\nPendaftaran ${info.nama_peserta} di kelas ${info.kelas} pada ${info.nama_event} telah ${hasil} panitia.\n` +
        `${alasan}${lanjut}\n\nLihat peserta dojang Anda: ${tautan(asal, path)}\n\n${penutup}`,
      push: {
        judul: PERISTIWA_LABEL[info.disetujui ? 'peserta_disetujui' : 'peserta_ditolak'].judul,
        isi:
          `${info.nama_peserta} (${info.kelas}) ${info.disetujui ? 'disetujui' : 'ditolak'} panitia ${info.nama_event}.` +
          (!info.disetujui && info.alasan ? ` Alasan: ${info.alasan}` : ''),
        url: path,
        tag: `peserta-${info.id_kompetisi}`,
      },
    };
  };
}

export interface InfoBukti {
  id_kompetisi: number;
  nama_event: string;
  nama_dojang: string;
  diterima: boolean;
  catatan: string | null;
}

export function kabarBukti(info: InfoBukti, asal: string | null) {
  return (p: Penerima): Kabar => {
    const path = `/dashboard/dataKompetisi/${info.id_kompetisi}`;
    const catatan = info.catatan ? `\nCatatan admin: ${info.catatan}\n` : '';
    const lanjut = info.diterima
      ? 'Pembayaran dojang Anda sudah diverifikasi.'
      : 'Silakan periksa catatan admin dan unggah ulang bukti transfer yang benar.';
    return {
      subjek: `Bukti transfer ${info.diterima ? 'diterima' : 'ditolak'} - ${info.nama_event}`,
      teks:
        `${sapa(p)}\n\nBukti transfer dojang ${info.nama_dojang} untuk ${info.nama_event} telah ${info.diterima ? 'DITERIMA' : 'DITOLAK'} admin.\n` +
        `${catatan}${lanjut}\n\nLihat bukti transfer Anda: ${tautan(asal, path)}\n\n${penutup}`,
      push: {
        judul: PERISTIWA_LABEL[info.diterima ? 'bukti_diterima' : 'bukti_ditolak'].judul,
        isi:
          `Bukti transfer ${info.nama_dojang} (${info.nama_event}) ${info.diterima ? 'diterima' : 'ditolak'}.` +
          (info.catatan ? ` Catatan: ${info.catatan}` : ''),
        url: path,
        tag: `bukti-${info.id_kompetisi}`,
      },
    };
  };
}

export interface InfoDojang {
  nama_dojang: string;
  kota: string | null;
  provinsi: string | null;
  email: string | null;
  no_telp: string | null;
}

export function kabarDojang(info: InfoDojang, asal: string | null) {
  return (p: Penerima): Kabar => {
    const path = '/admin/validasi-dojang';
    const tempat = [info.kota, info.provinsi].filter(Boolean).join(', ');
    const kontak = [info.email && `Email: ${info.email}`, info.no_telp && `Telepon: ${info.no_telp}`].filter(Boolean).join('\n');
    return {
      subjek: `Dojang baru terdaftar: ${info.nama_dojang}`,
      teks:
        `${sapa(p)}\n\nDojang ${info.nama_dojang}${tempat ? ` (${tempat})` : ''} baru saja mendaftar di Arena TKD.\n` +
        `${kontak ? `${kontak}\n` : ''}\nPeriksa di Validasi Dojang: ${tautan(asal, path)}\n\n${penutup}`,
      push: {
        judul: PERISTIWA_LABEL.dojang_baru.judul,
        isi: `${info.nama_dojang}${tempat ? ` (${tempat})` : ''} baru saja mendaftar.`,
        url: path,
        tag: 'dojang-baru',
      },
    };
  };
}
