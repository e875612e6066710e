import { useSyncExternalStore } from 'react';
import { setApiOrigin } from '../api-url';

/**
 * Which venue hub this device's API calls go to, if any: its origin on the hall's network, kept in localStorage (the
 * boot applies it before the first call) and applied to every call through setApiOrigin.
 */

export const KUNCI_HUB = 'arena:hub-venue';

export interface HubPerangkat {
  /** The hub's origin, e.g. 'http://192.168.1.10:3000'. */
  asal: string;
  /** When the device was connected (ms). */
  sejak: number;
}

function storage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

function baca(): HubPerangkat | null {
  try {
    const raw = storage()?.getItem(KUNCI_HUB);
    if (!raw) return null;
    const x: unknown = JSON.parse(raw);
    if (typeof x !== 'object' || x === null) return null;
    const { asal, sejak } = x as Record<string, unknown>;
    return typeof asal === 'string' && typeof sejak === 'number' ? { asal, sejak } : null;
  } catch {
    return null;
  }
}

let kini: HubPerangkat | null | undefined;
const pendengar = new Set<() => void>();

export function hubPerangkat(): HubPerangkat | null {
  if (kini === undefined) kini = baca();
  return kini;
}

/** The page is served by the hub itself (its own address): no other origin to call. */
const halamanDiHub = (asal: string) => typeof location !== 'undefined' && location.origin === asal;

function terapkan(hub: HubPerangkat | null) {
  if (hub && !halamanDiHub(hub.asal)) setApiOrigin(hub.asal, { lokal: true });
  else setApiOrigin('');
}

/** At boot, before any call: a device connected to a hub keeps calling it. */
export function terapkanHubTersimpan(): void {
  terapkan(hubPerangkat());
}

/** Connects (an origin) or disconnects (null) this device, from now on and after a reload. */
export function simpanHub(asal: string | null, now = Date.now()): void {
  kini = asal ? { asal, sejak: now } : null;
  try {
    if (kini) storage()?.setItem(KUNCI_HUB, JSON.stringify(kini));
    else storage()?.removeItem(KUNCI_HUB);
  } catch {
    /* private mode: connected for this page only */
  }
  terapkan(kini);
  pendengar.forEach((l) => l());
}

function subscribe(cb: () => void) {
  pendengar.add(cb);
  return () => pendengar.delete(cb);
}

export function useHubPerangkat(): HubPerangkat | null {
  return useSyncExternalStore(subscribe, hubPerangkat, () => null);
}

/**
 * A typed or scanned hub address as an origin: 'http://' is assumed when no scheme is given; anything that is not an
 * http(s) address is null.
 */
export function rapikanAlamatHub(teks: string): string | null {
  const t = teks.trim();
  if (!t) return null;
  try {
    const url = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(t) ? t : `http://${t}`);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    return url.origin;
  } catch {
    return null;
  }
}
