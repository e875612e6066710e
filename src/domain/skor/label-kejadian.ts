import { LANGKAH_SERI_LABEL, TEKNIK_INFO, type AturanKyorugi } from './aturan';
import type { CaraRonde } from './hasil';
import type { IsiKejadian, IsiSkor, UbahIvr } from './kejadian';
import type { AlasanAbaikan } from './log';

/** How the console, its record and the result slip name an event of the bout's log. */

const menitDetik = (ms: number) => {
  const s = Math.ceil(ms / 1000);
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
};

export function labelSkor(k: IsiSkor, aturan: AturanKyorugi): string {
  switch (k.jenis) {
    case 'poin':
      return `${k.sudut} +${aturan.poin_teknik[k.teknik]} ${TEKNIK_INFO[k.teknik].label.toLowerCase()}`;
    case 'gam_jeom':
      return `${k.sudut} gam-jeom`;
    case 'sup':
      return `SUP ${k.sudut}`;
    case 'keputusan':
      return `${k.pemenang} menang ${k.keputusan}`;
  }
}

const TIMER: Record<string, string> = {
  jeda: 'Jeda',
  lanjut: 'Lanjut',
  istirahat: 'Istirahat dimulai lagi',
  kye_shi_selesai: 'Kye-shi selesai',
};

function labelUbahIvr(u: UbahIvr, aturan: AturanKyorugi): string {
  if (u.jenis === 'tambah') return `: ${labelSkor(u.isi, aturan)}`;
  if (u.jenis === 'hapus') return `: #${u.target} dihapus`;
  return `: #${u.target} menjadi ${labelSkor(u.pengganti, aturan)}`;
}

export function labelKejadian(k: IsiKejadian, aturan: AturanKyorugi): string {
  switch (k.jenis) {
    case 'poin':
    case 'gam_jeom':
    case 'sup':
    case 'keputusan':
      return labelSkor(k, aturan);
    case 'undo':
      return `Batal #${k.target}`;
    case 'koreksi':
      return `Koreksi #${k.target}: ${labelSkor(k.pengganti, aturan)} (${k.alasan})`;
    case 'ronde_mulai':
      return `Ronde ${k.ronde} mulai`;
    case 'ronde_selesai':
      return `Ronde ${k.ronde} diakhiri`;
    case 'timer':
      return k.aksi === 'kye_shi' ? `Kye-shi ${k.sudut ?? ''}`.trim() : TIMER[k.aksi];
    case 'ronde_buka':
      return `Koreksi ronde ${k.ronde}: dibuka lagi (${k.alasan})`;
    case 'atur_waktu':
      return `Waktu diatur ke ${menitDetik(k.sisa_ms)}${k.alasan ? ` (${k.alasan})` : ''}`;
    case 'ivr_minta':
      return `Tinjauan video diminta ${k.sudut}`;
    case 'ivr_putusan':
      return `Tinjauan video #${k.minta} ${k.diterima ? 'diterima' : 'ditolak'}${k.diterima && k.ubah ? labelUbahIvr(k.ubah, aturan) : ''}`;
  }
}

export const ALASAN_ABAIKAN_LABEL: Record<AlasanAbaikan, string> = {
  target_tidak_valid: 'tidak berlaku: kejadian yang dituju tidak bisa diubah',
  ronde_belum_mulai: 'tidak berlaku: ronde belum mulai',
  ronde_tidak_urut: 'tidak berlaku: ronde tidak urut',
  ronde_sudah_selesai: 'tidak berlaku: ronde sudah selesai',
  ronde_tidak_bisa_dibuka: 'tidak berlaku: ronde ini tidak bisa dibuka lagi',
  tidak_menunggu_sup: 'tidak berlaku: tidak menunggu SUP',
  keputusan_tidak_diizinkan: 'tidak berlaku: keputusan tidak diizinkan aturan',
  ivr_tidak_diizinkan: 'tidak berlaku: aturan ini tanpa tinjauan video',
  ivr_habis: 'tidak berlaku: kartu tinjauan video habis',
  ivr_menunggu: 'tidak berlaku: tinjauan lain belum diputuskan',
  ivr_tidak_menunggu: 'tidak berlaku: tidak ada tinjauan yang menunggu',
  pertandingan_selesai: 'tidak berlaku: pertandingan sudah selesai',
};

/** How a round was won, in the rule set's own numbers. */
export function labelCaraRonde(cara: CaraRonde, aturan: AturanKyorugi): string {
  switch (cara) {
    case 'PTF':
      return 'angka (PTF)';
    case 'PTG':
      return `selisih ${aturan.selisih_ptg ?? ''} poin (PTG)`;
    case 'PUN':
      return `${aturan.batas_gam_jeom ?? ''} gam-jeom lawan (PUN)`;
    case 'SUP':
      return 'keunggulan wasit (SUP)';
    default:
      return `seri: ${LANGKAH_SERI_LABEL[cara].toLowerCase()}`;
  }
}
