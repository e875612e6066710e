import * as v from 'valibot';
import { perubahanLiveSchema, type AcaraLive, type PerubahanLive } from '../../../domain/schemas/live';
// Only the URL: the light schedule page follows the stream with this module and must not load the API client.
import { apiUrl, keJaringanLokal } from '../api-url';
import { SumberAcaraFetch, type SumberAcara } from './sumber-fetch';

/**
 * One Server-Sent Events stream per competition (GET /public/kompetisi/{id}/live), shared by every screen of
 * the page that follows it. Each `perubahan` is handed to the listeners; when the stream cannot be had (no
 * EventSource, the server refuses it, the network is gone) the listeners are told to read again every few
 * seconds instead, and the stream is tried again meanwhile. A hidden tab closes the stream; when the tab is
 * shown again it reopens and every listener reads again once (what changed while hidden was not heard).
 */

/** A `perubahan` of the stream, parsed by the schema the server's names come from (src/domain/schemas/live.ts). */
export const perubahanSchema = perubahanLiveSchema;
export type Perubahan = PerubahanLive;

/** The stream's event this module listens to. */
const PERUBAHAN: AcaraLive = 'perubahan';

/** 'langsung': the stream is open; 'polling': reading again every POLL_MS; 'jeda': the tab is hidden. */
export type KeadaanLive = 'menyambung' | 'langsung' | 'polling' | 'jeda';

/** A refresh the stream did not name (fallback poll, the tab shown again): read everything again. */
export const SEMUA: Perubahan = { resource: '*', ids: [], id_kompetisi: null };

export const POLL_MS = 5_000;
/** Without an open stream after this long the page polls (and keeps trying the stream). */
const BUKA_MS = 8_000;
const COBA_LAGI_MS = 20_000;
/** EventSource's readyState values (also the fetch-read stream's). */
const TERBUKA = 1;
const TERTUTUP = 2;

type Pendengar = { onPerubahan: (p: Perubahan) => void; onKeadaan: (k: KeadaanLive) => void };

interface Saluran {
  pendengar: Set<Pendengar>;
  keadaan: KeadaanLive;
  tutup: () => void;
}

const saluran = new Map<number, Saluran>();

export const livePath = (id_kompetisi: number) => `/public/kompetisi/${id_kompetisi}/live`;

function buka(id_kompetisi: number): Saluran {
  const s: Saluran = { pendengar: new Set(), keadaan: 'menyambung', tutup: () => undefined };
  let es: SumberAcara | null = null;
  let poll: ReturnType<typeof setInterval> | undefined;
  let tunggu: ReturnType<typeof setTimeout> | undefined;
  let coba: ReturnType<typeof setTimeout> | undefined;
  const kabari = (p: Perubahan) => s.pendengar.forEach((l) => l.onPerubahan(p));
  const setKeadaan = (k: KeadaanLive) => {
    if (s.keadaan === k) return;
    s.keadaan = k;
    s.pendengar.forEach((l) => l.onKeadaan(k));
  };
  const mulaiPoll = () => {
    setKeadaan('polling');
    if (!poll) poll = setInterval(() => kabari(SEMUA), POLL_MS);
    clearTimeout(coba);
    coba = setTimeout(sambung, COBA_LAGI_MS);
  };
  const hentiPoll = () => {
    clearInterval(poll);
    poll = undefined;
  };
  const putus = () => {
    es?.close();
    es = null;
    clearTimeout(tunggu);
    clearTimeout(coba);
  };
  function sambung() {
    putus();
    const lokal = keJaringanLokal();
    if (!lokal && typeof EventSource === 'undefined') {
      mulaiPoll();
      return;
    }
    // A venue hub on the hall's network is read with fetch: only fetch asks for Local Network Access.
    const url = apiUrl(livePath(id_kompetisi));
    const baru: SumberAcara = lokal ? new SumberAcaraFetch(url) : new EventSource(url);
    es = baru;
    tunggu = setTimeout(() => {
      if (baru.readyState !== TERBUKA) mulaiPoll();
    }, BUKA_MS);
    baru.onopen = () => {
      const dariPoll = poll !== undefined || s.keadaan !== 'menyambung';
      hentiPoll();
      clearTimeout(coba);
      setKeadaan('langsung');
      // Whatever changed while the stream was down was not heard: read once.
      if (dariPoll) kabari(SEMUA);
    };
    baru.addEventListener(PERUBAHAN, (e) => {
      let data: unknown = null;
      try {
        data = JSON.parse(e.data);
      } catch {
        return;
      }
      const p = v.safeParse(perubahanSchema, data);
      if (p.success && (p.output.id_kompetisi === null || p.output.id_kompetisi === id_kompetisi)) kabari(p.output);
    });
    // The browser reconnects by itself after a network error (CONNECTING); a refused stream is CLOSED for good.
    baru.onerror = () => {
      if (es !== baru) return;
      if (baru.readyState === TERTUTUP) es = null;
      mulaiPoll();
    };
  }
  const onVisibility = () => {
    if (document.visibilityState === 'hidden') {
      putus();
      hentiPoll();
      setKeadaan('jeda');
    } else if (!es) {
      s.keadaan = 'menyambung';
      sambung();
      kabari(SEMUA);
    }
  };
  if (typeof document === 'undefined' || document.visibilityState !== 'hidden') sambung();
  else s.keadaan = 'jeda';
  if (typeof document !== 'undefined') document.addEventListener('visibilitychange', onVisibility);
  s.tutup = () => {
    putus();
    hentiPoll();
    if (typeof document !== 'undefined') document.removeEventListener('visibilitychange', onVisibility);
  };
  return s;
}

/** Follows a competition's changes until the returned function is called (the last listener closes the stream). */
export function ikutiLive(
  id_kompetisi: number,
  onPerubahan: (p: Perubahan) => void,
  onKeadaan: (k: KeadaanLive) => void = () => undefined,
): () => void {
  let s = saluran.get(id_kompetisi);
  if (!s) {
    s = buka(id_kompetisi);
    saluran.set(id_kompetisi, s);
  }
  const l: Pendengar = { onPerubahan, onKeadaan };
  s.pendengar.add(l);
  onKeadaan(s.keadaan);
  const ini = s;
  return () => {
    ini.pendengar.delete(l);
    if (ini.pendengar.size === 0) {
      ini.tutup();
      saluran.delete(id_kompetisi);
    }
  };
}
