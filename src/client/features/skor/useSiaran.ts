import { useEffect, useRef } from 'react';
import * as v from 'valibot';
import { kanalPapan, type PapanState } from './papan-state';

/**
 * The console's side of the scoreboard channel: posts `state` whenever it changes and answers a board's 'halo';
 * the returned function posts a picture at once (a tap's, before the console's own re-read of the log).
 */
export function useSiaran(id_match: string, state: PapanState | null): (s: PapanState) => void {
  const kanal = useRef<BroadcastChannel | null>(null);
  const terakhir = useRef<PapanState | null>(null);
  terakhir.current = state;
  useEffect(() => {
    if (typeof BroadcastChannel === 'undefined') return;
    const c = new BroadcastChannel(kanalPapan(id_match));
    kanal.current = c;
    c.onmessage = (e: MessageEvent<unknown>) => {
      if (v.is(v.object({ jenis: v.literal('halo') }), e.data) && terakhir.current) c.postMessage(terakhir.current);
    };
    return () => {
      c.close();
      kanal.current = null;
    };
  }, [id_match]);
  useEffect(() => {
    if (state) kanal.current?.postMessage(state);
  }, [state]);
  return (s: PapanState) => {
    terakhir.current = s;
    kanal.current?.postMessage(s);
  };
}
