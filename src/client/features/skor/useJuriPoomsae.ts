import { useEffect, useMemo, useState } from 'react';
import type { KirimanJuriPoomsae, PanelPoomsaeKelas } from '../../../domain/skor';
import { ikutiLive, untukLapangan } from '../../data/live';
import { bacaJuriPoomsae, juriTerhubung } from '../../data/skor';

/** Read again this often even when the live stream is quiet (heartbeats are not on it). */
const BACA_ULANG_MS = 3_000;

/**
 * The Poomsae judges' phones on the court tablet: on each `skor_tekan` change of the live stream (and every few
 * seconds) it reads what each seat sent (of the class's mode), who is connected, and the class's panel as the
 * server holds it now (a setting changed while the panel is open). Without the server nothing arrives: the court
 * staff enter the sheets by hand.
 */
export function useJuriPoomsae(id_kompetisi: number, id_lapangan: number, id_match: string, aktif: boolean) {
  const [terhubung, setTerhubung] = useState<Set<number>>(new Set());
  const [kiriman, setKiriman] = useState<readonly KirimanJuriPoomsae[]>([]);
  const [panel, setPanel] = useState<PanelPoomsaeKelas | null>(null);
  const [tersambung, setTersambung] = useState(false);

  useEffect(() => {
    if (!aktif) return undefined;
    let sibuk = false;
    let lagi = false;
    let mati = false;
    const baca = async () => {
      // A send heard during a read is read right after it.
      if (sibuk) {
        lagi = true;
        return;
      }
      sibuk = true;
      try {
        const b = await bacaJuriPoomsae(id_match);
        if (mati) return;
        setTersambung(b !== null);
        if (!b) return;
        setTerhubung(juriTerhubung(b));
        setPanel((p) => (p?.juri === b.panel.juri && p.mode === b.panel.mode ? p : b.panel));
        setKiriman(b.kiriman.filter((k) => k.isi.mode === b.panel.mode && k.juri <= b.panel.juri));
      } finally {
        sibuk = false;
        if (lagi && !mati) {
          lagi = false;
          void baca();
        }
      }
    };
    void baca();
    const berhenti = ikutiLive(id_kompetisi, (p) => {
      if (p.resource === '*' || (p.resource === 'skor_tekan' && untukLapangan(p, id_lapangan))) void baca();
    });
    const t = setInterval(() => void baca(), BACA_ULANG_MS);
    return () => {
      mati = true;
      berhenti();
      clearInterval(t);
    };
  }, [aktif, id_kompetisi, id_lapangan, id_match]);

  const terkirim = useMemo(() => new Set(kiriman.map((k) => k.juri)), [kiriman]);
  return { terhubung, terkirim, kiriman, panel, tersambung };
}
