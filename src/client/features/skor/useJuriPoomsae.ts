import { useMemo, useState } from 'react';
import type { KirimanJuriPoomsae, PanelPoomsaeKelas } from '../../../domain/skor';
import { bacaJuriPoomsae, juriTerhubung } from '../../data/skor';
import { useIkutiJuri } from './useIkutiJuri';

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

  useIkutiJuri(
    id_kompetisi,
    id_lapangan,
    aktif,
    async (hidup) => {
      const b = await bacaJuriPoomsae(id_match);
      if (!hidup()) return;
      setTersambung(b !== null);
      if (!b) return;
      setTerhubung(juriTerhubung(b));
      setPanel((p) => (p?.juri === b.panel.juri && p.mode === b.panel.mode ? p : b.panel));
      setKiriman(b.kiriman.filter((k) => k.isi.mode === b.panel.mode && k.juri <= b.panel.juri));
    },
    id_match,
  );

  const terkirim = useMemo(() => new Set(kiriman.map((k) => k.juri)), [kiriman]);
  return { terhubung, terkirim, kiriman, panel, tersambung };
}
