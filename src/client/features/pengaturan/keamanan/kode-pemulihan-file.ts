import { saveBlob } from '../../../data/files';
/** The .txt a person keeps with their recovery codes: what they are for, for which account, when made. */
export function isiFileKodePemulihan(kode: readonly string[], email: string, dibuat: Date): string {
  const waktu = new Intl.DateTimeFormat('id-ID', { dateStyle: 'long', timeStyle: 'short', timeZone: 'Asia/Jakarta' }).format(dibuat);
  return [
    'Kode pemulihan Arena TKD',
    `Akun: ${email}`,
    `Dibuat: ${waktu} WIB`,
    '',
    'Gunakan salah satu kode ini saat login jika ponsel dengan aplikasi autentikator tidak tersedia.',
    'Setiap kode hanya dapat dipakai sekali. Simpan file ini di tempat yang aman.',
    '',
    ...kode.map((k, i) => `${String(i + 1).padStart(2, ' ')}. ${k}`),
    '',
  ].join('\r\n');
}

export const NAMA_FILE_KODE = 'kode-pemulihan-arena-tkd.txt';

/** Starts the browser download of the codes' file. */
export function unduhKodePemulihan(kode: readonly string[], email: string): void {
  const blob = new Blob([isiFileKodePemulihan(kode, email, new Date())], { type: 'text/plain;charset=utf-8' });
  saveBlob(blob, NAMA_FILE_KODE);
}
