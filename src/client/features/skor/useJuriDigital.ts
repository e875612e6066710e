import { useRef, useState } from 'react';
import { mulaiRondeServer, tekanSejakRonde, type AturanKyorugi, type KejadianBout, type TekanTersimpan } from '../../../domain/skor';
import type { PartaiTampil } from '../../data/lapangan';
import { bacaTekanServer, juriTerhubung, terapkanTekanJuri } from '../../data/skor';
import { useIkutiJuri } from './useIkutiJuri';

/**
 * The judges' phones of a novice bout on the console: on each `skor_tekan` change of the live stream (and every few
 * seconds) it reads the presses after the last one heard, and while a round runs turns agreeing ones into points in
 * the bout's log. Presses heard while no round runs are dropped, and so are those pressed before the round started:
 * the domain's rule (tekanSejakRonde) on one clock, the server's — the presses carry it, and the round's start in
 * the log is moved onto it with the offset each read learns (mulaiRondeServer). Without the server nothing
 * happens: the operator scores on the console alone.
 */
export function useJuriDigital(
  id_kompetisi: number,
  partai: PartaiTampil,
  aturan: AturanKyorugi,
  aktif: boolean,
  log: readonly KejadianBout[],
) {
  const [terhubung, setTerhubung] = useState<Set<number>>(new Set());
  const [tersambung, setTersambung] = useState(false);
  const tekan = useRef<TekanTersimpan[]>([]);
  const sejak = useRef(0);
  const jalan = useRef(aktif);
  jalan.current = aktif;
  // The bout's row is re-read on every log change: the loop below keeps running and takes the latest.
  const bout = useRef({ partai, aturan });
  bout.current = { partai, aturan };
  // Presses before the running round started never count (a console reloaded mid-round reads every press again).
  const logKini = useRef(log);
  logKini.current = log;
  const digital = aturan.skor_digital !== null && partai.cabang === 'KYORUGI';

  useIkutiJuri(
    id_kompetisi,
    partai.id_lapangan,
    digital,
    async (hidup) => {
      const b = await bacaTekanServer(partai.id_match, sejak.current);
      if (!hidup()) return;
      setTersambung(b !== null);
      if (!b) return;
      setTerhubung(juriTerhubung(b));
      sejak.current = b.tekan.at(-1)?.seq ?? sejak.current;
      if (!jalan.current) return;
      tekan.current.push(...tekanSejakRonde(b.tekan, mulaiRondeServer(logKini.current, b.selisih)));
      if (b.tekan.length > 0) await terapkanTekanJuri(id_kompetisi, bout.current.partai, bout.current.aturan, tekan.current);
    },
    partai.id_match,
  );

  return { digital, terhubung, tersambung };
}
