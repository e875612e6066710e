import { useEffect, useState } from 'react';
import type { InfoTautanJuri } from '../../../domain/skor';
import { bacaInfoJuri } from '../../data/skor';
import { useTitle } from '../../ui/hooks/useTitle';
import { JuriKyorugi } from './JuriKyorugi';
import { JuriPoomsae } from './JuriPoomsae';

const COBA_LAGI_MS = 3_000;

/**
 * A judge's phone at the mat (no login: the join link is the key). It first reads what the link is for: a novice
 * Kyorugi bout's presses, or a Poomsae bout's sheet or flag; without the server it keeps trying.
 */
export function HalamanJuri({ token }: { token: string }) {
  useTitle('Juri digital');
  const [info, setInfo] = useState<InfoTautanJuri | null>(null);
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

  if (info?.cabang === 'POOMSAE' && info.panel) return <JuriPoomsae token={token} info={info} panel={info.panel} />;
  if (info) return <JuriKyorugi token={token} info={info} />;
  return (
    <div className="flex h-dvh flex-col items-center justify-center gap-3 bg-neutral-900 p-4 text-center text-white" data-halaman-juri>
      <p className="text-lg font-bold">Juri digital</p>
      <p role={pesan?.tetap ? 'alert' : 'status'} className={pesan?.tetap ? 'rounded-box bg-base-100 p-6 text-base-content' : ''}>
        {pesan === null ? 'Menyambung…' : pesan.tetap ? pesan.teks : `○ ${pesan.teks}. Mencoba lagi…`}
      </p>
    </div>
  );
}
