import { useEffect, useState } from 'react';
import type { NamaPerubahan } from '../../../domain/schemas/live';
import { keJamLokal, papanPublikSchema, type PapanLapangan } from '../../../domain/skor';
import { requestData } from '../api';
import { ikutiLive, type KeadaanLive } from '../live';
import { satuPerSatu } from '../live/satu-per-satu';

export const papanPublikPath = (id_kompetisi: number) => `/public/kompetisi/${id_kompetisi}/papan`;

export interface PapanPublikRead {
  lapangan: PapanLapangan[] | null;
  /** When the last answer arrived (this device's clock); null before the first. */
  diterima: number | null;
  live: KeadaanLive;
  gagal: boolean;
}

/** Changes a board shows: a scoring log, a bout starting or ending, a result. */
const UNTUK_PAPAN: ReadonlySet<NamaPerubahan> = new Set<NamaPerubahan>(['skor', 'jadwal', 'bagan', '*']);

/**
 * Every court's board of a competition, read again as soon as the live stream names a change that moves one —
 * no batching delay: a tap should reach a hall screen within a few hundred milliseconds. One read at a time;
 * changes arriving during a read make one more read after it. Pictures are put on this device's clock.
 */
export function usePapanPublik(id_kompetisi: number | null): PapanPublikRead {
  const [state, setState] = useState<PapanPublikRead>({ lapangan: null, diterima: null, live: 'menyambung', gagal: false });
  useEffect(() => {
    if (id_kompetisi === null) return undefined;
    let hidup = true;
    const baca = satuPerSatu(async () => {
      if (!hidup) return;
      try {
        const d = await requestData(papanPublikPath(id_kompetisi), papanPublikSchema);
        const kini = Date.now();
        const lapangan = d.lapangan.map((l) => ({ ...l, papan: l.papan ? keJamLokal(l.papan, d.dikirim, kini) : null }));
        if (hidup) setState((s) => ({ ...s, lapangan, diterima: kini, gagal: false }));
      } catch {
        if (hidup) setState((s) => ({ ...s, gagal: true }));
      }
    });
    void baca();
    const berhenti = ikutiLive(
      id_kompetisi,
      (p) => {
        if (UNTUK_PAPAN.has(p.resource)) void baca();
      },
      (live) => {
        if (hidup) setState((s) => ({ ...s, live }));
      },
    );
    return () => {
      hidup = false;
      berhenti();
    };
  }, [id_kompetisi]);
  return state;
}
