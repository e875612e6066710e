import { newId } from '../outbox';

const KUNCI = 'arena-perangkat';
let sesi: string | null = null;

/** This device's stable id (the `perangkat` of every event it makes), kept in localStorage. */
export function idPerangkat(): string {
  try {
    const ada = localStorage.getItem(KUNCI);
    if (ada) return ada;
    const baru = newId();
    localStorage.setItem(KUNCI, baru);
    return baru;
  } catch {
    // Private mode: one id for this page's life is still one device for the bouts scored on it.
    sesi ??= newId();
    return sesi;
  }
}
