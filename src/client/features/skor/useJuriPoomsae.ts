import { useEffect, useRef, useState } from 'react';
import type { KirimanJuriPoomsae, ModePoomsae } from '../../../domain/skor';
import { ikutiLive } from '../../data/live';
import { bacaJuriPoomsae, juriTerhubung } from '../../data/skor';

/** Read again this often even when the live stream is quiet (heartbeats are not on it). */
const BACA_ULANG_MS = 3_000;

/**
 * The Poomsae judges' phones on the court tablet: on each `skor_tekan` change of the live stream (and every few
 * seconds) it reads what each seat sent and who is connected, and hands the sends to the panel. Without the server
 * nothing arrives: the court staff enter the sheets by hand.
 */
export function useJuriPoomsae(id_kompetisi: number, id_match: string, mode: ModePoomsae, aktif: boolean,
  terima: (kiriman: readonly KirimanJuriPoomsae[]) => void) {
  const [terhubung, setTerhubung] = useState<Set<number>>(new Set());
  const [terkirim, setTerkirim] = useState<Set<number>>(new Set());
  const [tersambung, setTersambung] = useState(false);
  const kabar = useRef(terima);
  kabar.current = terima;

  useEffect(() => {
    if (!aktif) return undefined;
    let sibuk = false;
    let mati = false;
    const baca = async () => {
      if (sibuk) return;
      sibuk = true;
      try {
        const b = await bacaJuriPoomsae(id_match);
        if (mati) return;
        setTersambung(b !== null);
        if (!b) return;
        setTerhubung(juriTerhubung(b));
        const cocok = b.kiriman.filter((k) => k.isi.mode === mode);
        setTerkirim(new Set(cocok.map((k) => k.juri)));
        kabar.current(cocok);
      } finally {
        sibuk = false;
      }
    };
    void baca();
    const berhenti = ikutiLive(id_kompetisi, (p) => {
      if (p.resource === 'skor_tekan' || p.resource === '*') void baca();
    });
    const t = setInterval(() => void baca(), BACA_ULANG_MS);
    return () => {
      mati = true;
      berhenti();
      clearInterval(t);
    };
  }, [aktif, id_kompetisi, id_match, mode]);

  return { terhubung, terkirim, tersambung };
}
