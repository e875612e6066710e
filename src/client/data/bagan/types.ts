import type { MatchBagan } from '../../../domain/bagan/types';
import type { KompetisiHeader, PesertaBagan } from '../../../domain/schemas/bagan';

/** A match as the screens show it: the server's (or the local draft's) state with this device's queued writes. */
export interface MatchView extends MatchBagan {
  /** A result for it is queued on this device. */
  pending: boolean;
  /** The server's message when this device's last result for it was refused (outboxId is that entry). */
  rejected: string | null;
  outboxId: string | null;
  /** The refusal was a 409: another device entered a different result first; `konflik` is what the server holds. */
  konflik: MatchBagan | null;
}

/** Everything the bracket board, the PDF and the print view draw for one class. */
export interface BaganTampil {
  kompetisi: KompetisiHeader;
  /** e.g. 'Kyorugi Prestasi Cadet Putra Under 45 kg'. */
  judulKelas: string;
  cabang: 'KYORUGI' | 'POOMSAE';
  jumlah_ronde: number;
  matches: MatchView[];
  /** Every entry a match may name, by id_peserta_kompetisi. */
  peserta: ReadonlyMap<number, PesertaBagan>;
}
