import { useEffect, useRef, useState } from 'react';
import { detakJuri, type HasilJuri } from '../../data/skor';

const DETAK_MS = 4_000;

/**
 * The phone's heartbeat while the page is open (the console shows the judge as connected), and the latest answer:
 * connected or why not. `selisih` is the server's clock minus the phone's, from the latest answer.
 */
export function useDetakJuri(token: string) {
  const [status, setStatus] = useState<HasilJuri | null>(null);
  const selisih = useRef(0);
  const catat = (h: HasilJuri) => {
    if (h.ok) selisih.current = h.selisih;
    setStatus(h);
  };
  const catatRef = useRef(catat);
  catatRef.current = catat;

  useEffect(() => {
    let mati = false;
    const detak = async () => {
      const h = await detakJuri(token);
      if (!mati) catatRef.current(h);
    };
    void detak();
    const t = setInterval(() => void detak(), DETAK_MS);
    return () => {
      mati = true;
      clearInterval(t);
    };
  }, [token]);

  return { status, selisih, catat };
}

export type DetakJuri = ReturnType<typeof useDetakJuri>;
