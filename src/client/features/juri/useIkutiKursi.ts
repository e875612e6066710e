import { useEffect, useMemo, useRef, useState } from 'react';
import type { InfoKursiJuri } from '../../../domain/skor';
import { ikutiLive, satuPerSatu, untukLapangan } from '../../data/live';
import { bacaInfoJuri, type HasilJuri } from '../../data/skor';

/**
 * A court's seat link follows its court: what is on the mat is read again on each change of the court on the live
 * stream (the desk's call and start, the console's log, a result kept: `jadwal` / `skor` naming the court, or a
 * change of unknown extent) and every few seconds while the stream is down (ikutiLive's fallback). One read at a
 * time; a change heard during a read makes one more. A refusal of the link itself (revoked, expired) is kept.
 */
export function useIkutiKursi(token: string, awal: InfoKursiJuri) {
  const [info, setInfo] = useState(awal);
  const [ditolak, setDitolak] = useState<Extract<HasilJuri, { ok: false }> | null>(null);
  const hidup = useRef(true);
  const baca = useMemo(
    () =>
      satuPerSatu(async () => {
        const r = await bacaInfoJuri(token);
        if (!hidup.current) return;
        if (r.ok && 'jenis' in r.info) {
          setInfo(r.info);
          setDitolak(null);
        } else if (!r.ok && r.tetap) setDitolak(r);
      }),
    [token],
  );
  const { id_kompetisi, id_lapangan } = awal;
  useEffect(() => {
    hidup.current = true;
    const berhenti = ikutiLive(id_kompetisi, (p) => {
      const lapangan = (p.resource === 'jadwal' || p.resource === 'skor') && untukLapangan(p, id_lapangan);
      if (p.resource === '*' || lapangan) void baca();
    });
    return () => {
      hidup.current = false;
      berhenti();
    };
  }, [baca, id_kompetisi, id_lapangan]);
  return { info, ditolak, bacaUlang: () => void baca() };
}
