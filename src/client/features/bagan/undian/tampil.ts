import type { KompetisiHeader, PesertaBagan } from '../../../../domain/schemas/bagan';
import type { KelasBaganView } from '../../../data/bagan';
import type { BaganTampil, MatchView } from '../../../data/bagan/types';
import { judulKelas } from './drawing-filter';

/** What the board, the PDF and print draw for one class: the unsaved draft when there is one, else the bracket shown. */
export function keTampil(kompetisi: KompetisiHeader, k: KelasBaganView): BaganTampil | null {
  const peserta = new Map<number, PesertaBagan>(k.peserta.map((p) => [p.id_peserta_kompetisi, p]));
  if (k.draf) {
    const matches: MatchView[] = k.draf.matches.map((m) => ({ ...m, pending: false, rejected: null, outboxId: null, konflik: null }));
    return { kompetisi, judulKelas: judulKelas(k), cabang: k.kelas.cabang, jumlah_ronde: k.draf.jumlah_ronde, matches, peserta };
  }
  if (!k.bagan) return null;
  return {
    kompetisi,
    judulKelas: judulKelas(k),
    cabang: k.kelas.cabang,
    jumlah_ronde: k.bagan.jumlah_ronde,
    matches: k.bagan.matches,
    peserta,
  };
}
