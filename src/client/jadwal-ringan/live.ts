/**
 * Follows a competition's live stream (GET /api/public/kompetisi/{id}/live: `halo`, `perubahan`, `detak`) and
 * calls `baca` when the schedule may have changed: on every `perubahan` of this competition (with its resource), every 5 s while the
 * stream cannot be had (it is tried again meanwhile), and once when the stream (re)opens or the tab is shown
 * again (what changed meanwhile was not heard). A hidden tab listens to nothing.
 */

export const POLL_MS = 5_000;
/** Without an open stream after this long the page polls (and keeps trying the stream). */
const BUKA_MS = 8_000;
const COBA_LAGI_MS = 20_000;

export type KeadaanLive = 'menyambung' | 'langsung' | 'polling' | 'jeda';

export function ikutiLive(id_kompetisi: number, baca: (resource?: string) => void, onKeadaan: (k: KeadaanLive) => void = () => undefined): () => void {
  let es: EventSource | null = null;
  let poll: ReturnType<typeof setInterval> | undefined;
  let tunggu: ReturnType<typeof setTimeout> | undefined;
  let coba: ReturnType<typeof setTimeout> | undefined;
  let keadaan: KeadaanLive = 'menyambung';
  const set = (k: KeadaanLive) => {
    if (keadaan !== k) onKeadaan((keadaan = k));
  };
  const putus = () => {
    es?.close();
    es = null;
    clearTimeout(tunggu);
    clearTimeout(coba);
  };
  const hentiPoll = () => {
    clearInterval(poll);
    poll = undefined;
  };
  const mulaiPoll = () => {
    set('polling');
    poll ??= setInterval(() => baca(), POLL_MS);
    clearTimeout(coba);
    coba = setTimeout(sambung, COBA_LAGI_MS);
  };
  function sambung() {
    putus();
    if (typeof EventSource === 'undefined') return mulaiPoll();
    const baru = new EventSource(`/api/public/kompetisi/${id_kompetisi}/live`);
    es = baru;
    tunggu = setTimeout(() => {
      if (baru.readyState !== EventSource.OPEN) mulaiPoll();
    }, BUKA_MS);
    baru.onopen = () => {
      const terlewat = poll !== undefined || keadaan !== 'menyambung';
      hentiPoll();
      clearTimeout(coba);
      set('langsung');
      if (terlewat) baca();
    };
    baru.addEventListener('perubahan', (e) => {
      try {
        const p: unknown = JSON.parse((e as MessageEvent<string>).data);
        const o = typeof p === 'object' && p !== null ? (p as { id_kompetisi?: unknown; resource?: unknown }) : {};
        if (o.id_kompetisi === undefined || o.id_kompetisi === null || o.id_kompetisi === id_kompetisi) {
          baca(typeof o.resource === 'string' ? o.resource : undefined);
        }
      } catch {
        // not an event of ours
      }
    });
    // The browser reconnects by itself after a network error (CONNECTING); a refused stream is CLOSED for good.
    baru.onerror = () => {
      if (es !== baru) return;
      if (baru.readyState === EventSource.CLOSED) es = null;
      mulaiPoll();
    };
  }
  const onVisibility = () => {
    if (document.visibilityState === 'hidden') {
      putus();
      hentiPoll();
      set('jeda');
    } else if (!es) {
      keadaan = 'menyambung';
      sambung();
      baca();
    }
  };
  if (document.visibilityState === 'hidden') set('jeda');
  else sambung();
  document.addEventListener('visibilitychange', onVisibility);
  return () => {
    putus();
    hentiPoll();
    document.removeEventListener('visibilitychange', onVisibility);
  };
}
