import { useEffect } from 'react';
import { HADIR_DETAK_MS, type JenisPerangkat } from '../../../domain/venue/hadir';
import { apiUrl, send } from '../api';
import { initApi } from '../api-url';
import { currentToken } from '../session';
import { idPerangkat } from '../skor/perangkat';

const jalur = (id_lapangan: number) => `/lapangan/${id_lapangan}/hadir`;

/**
 * Tells the server this device is at a court (its desk 'meja', its scoreboard 'papan', a judge's seat 'juri' with the
 * seat), for the venue overview: POST /lapangan/{id}/hadir now, every 20 s while the page is visible and when it is
 * shown again; DELETE when the page leaves the court (another court, another page, the tab closed). Best effort: a
 * heartbeat that does not arrive is simply the device not heard; nothing is queued.
 */
export function useHadirPerangkat(id_lapangan: number | null, jenis: JenisPerangkat, kursi?: number): void {
  useEffect(() => {
    if (id_lapangan === null) return undefined;
    const body = { jenis, perangkat: idPerangkat(), ...(jenis === 'juri' && kursi !== undefined ? { kursi } : {}) };
    let terkirim = false;
    const detak = () => {
      if (document.visibilityState !== 'visible') return;
      terkirim = true;
      void send(jalur(id_lapangan), { method: 'POST', json: body }).catch(() => undefined);
    };
    const pergi = (keepalive: boolean) => {
      if (!terkirim) return;
      terkirim = false;
      const token = currentToken();
      // keepalive: the request outlives a closing tab.
      void fetch(
        apiUrl(jalur(id_lapangan)),
        initApi({
          method: 'DELETE',
          keepalive,
          headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
          body: JSON.stringify(body),
        }),
      ).catch(() => undefined);
    };
    const onTampil = () => {
      if (document.visibilityState === 'visible') detak();
    };
    const onTutup = () => pergi(true);
    detak();
    const timer = setInterval(detak, HADIR_DETAK_MS);
    document.addEventListener('visibilitychange', onTampil);
    window.addEventListener('pagehide', onTutup);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', onTampil);
      window.removeEventListener('pagehide', onTutup);
      pergi(false);
    };
  }, [id_lapangan, jenis, kursi]);
}
