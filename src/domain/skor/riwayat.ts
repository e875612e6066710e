import type { AturanKyorugi } from './aturan';
import { lipatLog } from './hasil';
import type { IsiSkor, KejadianBout } from './kejadian';
import { bersihkanLog, type AlasanAbaikan } from './log';

/**
 * The bout's record as kept: every event in seq order with what became of it, so a correction is seen beside what
 * it corrected (the console's 'Catatan kejadian', the result slip). `dibatalkan`: taken back (by an undo or an
 * accepted video review); `diganti`: replaced, `pengganti` says by what; `diabaikan`: it changed nothing.
 */

export type StatusRiwayat = 'berlaku' | 'dibatalkan' | 'diganti' | 'diabaikan';

export interface BarisRiwayat {
  kejadian: KejadianBout;
  status: StatusRiwayat;
  /** The event that took it back or replaced it. */
  oleh: number | null;
  pengganti: IsiSkor | null;
  alasan: AlasanAbaikan | null;
}

export function riwayatLog(aturan: AturanKyorugi, log: readonly KejadianBout[]): BarisRiwayat[] {
  const bersih = bersihkanLog(log, aturan.ivr);
  const { hasil } = lipatLog(aturan, bersih);
  const abai = new Map(hasil.diabaikan.map((d) => [d.seq, d.alasan]));
  return bersih.daftar.map((k) => {
    const u = bersih.diubah.get(k.seq);
    const alasan = abai.get(k.seq) ?? null;
    if (u) return { kejadian: k, status: u.isi ? 'diganti' : 'dibatalkan', oleh: u.oleh, pengganti: u.isi, alasan: null };
    return { kejadian: k, status: alasan ? 'diabaikan' : 'berlaku', oleh: null, pengganti: null, alasan };
  });
}
