import { useEffect, useState } from 'react';
import type { InfoKursiJuri, InfoTautanJuri } from '../../../domain/skor';
import { bacaInfoJuri } from '../../data/skor';
import { useTitle } from '../../ui/hooks/useTitle';
import { HalamanKursi } from './HalamanKursi';
import { JuriKyorugi } from './JuriKyorugi';
import { JuriPoomsae } from './JuriPoomsae';
import { useDetakJuri } from './useDetakJuri';

const COBA_LAGI_MS = 3_000;

/**
 * A judge's phone at the mat (no login: the join link is the key). It first reads what the link is for: a court's
 * seat link (the bout on the mat of its court, whichever it is), or a per-bout link of before (a novice Kyorugi
 * bout's presses, a Poomsae bout's sheet or flag); without the server it keeps trying. The heartbeat runs from the
 * start, so the console sees the seat as soon as the page is open.
 */
export function HalamanJuri({ token }: { token: string }) {
  useTitle('Juri digital');
  const detak = useDetakJuri(token);
  const [info, setInfo] = useState<InfoTautanJuri | InfoKursiJuri | null>(null);
  const [pesan, setPesan] = useState<{ teks: string; tetap: boolean } | null>(null);

  useEffect(() => {
    let mati = false;
    let t: ReturnType<typeof setTimeout> | undefined;
    const baca = async () => {
      const r = await bacaInfoJuri(token);
      if (mati) return;
      if (r.ok) setInfo(r.info);
      else {
        setPesan({ teks: r.pesan, tetap: r.tetap });
        if (!r.tetap) t = setTimeout(() => void baca(), COBA_LAGI_MS);
      }
    };
    void baca();
    return () => {
      mati = true;
      clearTimeout(t);
    };
  }, [token]);

  if (info && 'jenis' in info) return <HalamanKursi token={token} awal={info} detak={detak} />;
  if (info?.cabang === 'POOMSAE' && info.panel) return <JuriPoomsae token={token} info={info} panel={info.panel} detak={detak} />;
  if (info) return <JuriKyorugi token={token} info={info} detak={detak} />;
  return (
    <div className="flex h-dvh flex-col items-center justify-center gap-3 bg-neutral-900 p-4 text-center text-white" data-halaman-juri>
      <p className="text-lg font-bold">Juri digital</p>
      <p role={pesan?.tetap ? 'alert' : 'status'} className={pesan?.tetap ? 'rounded-box bg-base-100 p-6 text-base-content' : ''}>
        {pesan === null ? 'Menyambung…' : pesan.tetap ? pesan.teks : `○ ${pesan.teks}. Mencoba lagi…`}
      </p>
    </div>
  );
}
