import { useEffect, useRef } from 'react';
import type { TekanSiaran } from '../../../domain/skor';
import { ikutiLive, satuPerSatu, untukLapangan } from '../../data/live';

/** Read again this often even when the live stream is quiet (heartbeats are not on it). */
const BACA_ULANG_MS = 3_000;

/**
 * Runs `baca` while `aktif`: once at the start, on each judges' change of the court on the live stream
 * (`skor_tekan` naming it, or a change of unknown extent) and every few seconds. One read at a time; a change heard
 * during a read makes one more read right after it. `baca(masihHidup)`: false once the screen left. A change that
 * carries the bout's new presses hands them to `onTekan` instead of reading (the next read still finds any missed).
 */
export function useIkutiJuri(
  id_kompetisi: number,
  id_lapangan: number,
  aktif: boolean,
  baca: (masihHidup: () => boolean) => Promise<void>,
  kunci: string,
  id_match?: string,
  onTekan?: (tekan: readonly TekanSiaran[]) => void,
) {
  const terbaru = useRef({ baca, onTekan });
  terbaru.current = { baca, onTekan };
  useEffect(() => {
    if (!aktif) return undefined;
    let mati = false;
    const jalan = satuPerSatu(async () => {
      if (mati) return;
      try {
        await terbaru.current.baca(() => !mati);
      } catch {
        /* offline or refused: the court staff score alone */
      }
    });
    void jalan();
    const berhenti = ikutiLive(id_kompetisi, (p) => {
      if (p.resource === '*') return void jalan();
      if (p.resource !== 'skor_tekan' || !untukLapangan(p, id_lapangan)) return;
      const tekan = p.tekan?.filter((t) => t.id_match === id_match) ?? [];
      const dengar = terbaru.current.onTekan;
      if (tekan.length > 0 && dengar) dengar(tekan);
      // Another bout's press on the court (a change of the mat) or one the change did not carry: read.
      else void jalan();
    });
    const t = setInterval(() => void jalan(), BACA_ULANG_MS);
    return () => {
      mati = true;
      berhenti();
      clearInterval(t);
    };
  }, [aktif, id_kompetisi, id_lapangan, kunci, id_match]);
}
