import { useEffect, useRef, useState } from 'react';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { NamaPerubahan } from '../../../domain/schemas/live';
import { ikutiLive, type KeadaanLive, type Perubahan } from './live';

/**
 * Changes no page's reads show unless it asks for them: judges' presses are followed by the scoring console alone
 * (with ikutiLive), so 24 phones pressing at once do not make every open page read again; a court's device appearing
 * or leaving ('hadir') only by the venue overview.
 */
const BUKAN_UNTUK_HALAMAN: ReadonlySet<NamaPerubahan> = new Set<NamaPerubahan>(['skor_tekan', 'hadir']);
export const perluBacaUlang = (p: Perubahan, juga: readonly NamaPerubahan[] = []): boolean =>
  juga.includes(p.resource) || !BUKAN_UNTUK_HALAMAN.has(p.resource);
/** A change that names courts names this one (one that names none may be any). */
export const untukLapangan = (p: Perubahan, id_lapangan: number): boolean => p.ids.length === 0 || p.ids.includes(id_lapangan);

/** Changes arriving together (a result moves a bout, a bracket and a court) become one read, this soon after the first. */
const GABUNG_MS = 150;

/**
 * Keeps the queries a screen shows up to date with the competition's live stream: on each change the keys
 * `kunci(perubahan)` names are read again (at most once per burst); while the stream is down every key is
 * read again on the fallback's beat. `juga`: changes no other page reads again on that this one does (e.g. 'hadir').
 * Returns how the page is following (for a small status line).
 */
export function useLive(
  id_kompetisi: number | null,
  kunci: (p: Perubahan) => readonly QueryKey[],
  juga: readonly NamaPerubahan[] = [],
): KeadaanLive {
  const qc = useQueryClient();
  const [keadaan, setKeadaan] = useState<KeadaanLive>('menyambung');
  const pilih = useRef(kunci);
  pilih.current = kunci;
  const jugaRef = useRef(juga);
  jugaRef.current = juga;
  useEffect(() => {
    if (id_kompetisi === null) return undefined;
    let antre: QueryKey[] = [];
    let timer: ReturnType<typeof setTimeout> | undefined;
    const jalankan = () => {
      timer = undefined;
      const keys = antre;
      antre = [];
      const seen = new Set<string>();
      for (const k of keys) {
        const id = JSON.stringify(k);
        if (seen.has(id)) continue;
        seen.add(id);
        void qc.invalidateQueries({ queryKey: k });
      }
    };
    const berhenti = ikutiLive(
      id_kompetisi,
      (p) => {
        if (!perluBacaUlang(p, jugaRef.current)) return;
        antre.push(...pilih.current(p));
        timer ??= setTimeout(jalankan, GABUNG_MS);
      },
      setKeadaan,
    );
    return () => {
      clearTimeout(timer);
      berhenti();
    };
  }, [id_kompetisi, qc]);
  return keadaan;
}
