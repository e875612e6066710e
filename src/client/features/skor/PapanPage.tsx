import { useEffect, useState } from 'react';
import * as v from 'valibot';
import { useSekarang } from '../../ui/jadwal/useSekarang';
import { useTitle } from '../../ui/hooks/useTitle';
import { PapanSkor } from './PapanSkor';
import { kanalPapan, papanSchema, pesanHalo, type PapanState } from './papan-state';

/**
 * The scoreboard window for the TV at the mat: follows the console on this device through BroadcastChannel (it
 * asks for the picture once with 'halo'), no network. Type sized by the screen's height, readable from 15 m.
 */
export function PapanPage({ id_match }: { id_match: string }) {
  useTitle('Papan Skor');
  const [s, setS] = useState<PapanState | null>(null);
  const now = useSekarang(250);
  useEffect(() => {
    if (typeof BroadcastChannel === 'undefined') return;
    const c = new BroadcastChannel(kanalPapan(id_match));
    c.onmessage = (e: MessageEvent<unknown>) => {
      const r = v.safeParse(papanSchema, e.data);
      if (r.success) setS(r.output);
    };
    c.postMessage(pesanHalo);
    return () => c.close();
  }, [id_match]);
  if (!s) {
    return (
      <main className="grid h-dvh place-items-center bg-black p-[4vh] text-center text-[4vh] text-white" role="status">
        Menunggu konsol skor partai ini di perangkat ini…
      </main>
    );
  }
  return <PapanSkor s={s} now={now} id_match={id_match} />;
}
