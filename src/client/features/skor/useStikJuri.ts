import { useEffect, useRef, useState } from 'react';
import {
  aksiTombol,
  bacaPasangan,
  kunciAksi,
  kursiDari,
  lepaskan,
  pasangkan,
  SEMUA_AKSI,
  simpanPasangan,
  tombolBaru,
  tombolKibor,
  type AksiStik,
  type PasanganStik,
  type SumberStik,
} from './stik';

/** Pairing seat `kursi` ('Tekan tombol apa saja di stik juri N'), or learning the button of action `langkah`. */
export type ModeStik = null | { jenis: 'pasang'; kursi: number } | { jenis: 'peta'; langkah: number };

const bukanKetikan = (el: EventTarget | null) =>
  !(el instanceof HTMLElement) || !(el.tagName === 'INPUT' || el.tagName === 'TEXTAREA' || el.tagName === 'SELECT' || el.isContentEditable);

/**
 * Judges' controllers and keyboard rows on the console's own device while it is open (`aktif`): the Gamepad API
 * polled every frame (requestAnimationFrame; a button counts when it goes down), keys on keydown. Pairing and the
 * button map are kept on the device. A press of a paired seat 1 … `jumlah` calls `onTekan` at once; what the press
 * is worth is the consensus's business, not this hook's.
 */
export function useStikJuri(aktif: boolean, jumlah: number, onTekan: (juri: number, aksi: AksiStik) => void) {
  const [pasangan, setPasangan] = useState<PasanganStik>(bacaPasangan);
  const [mode, setMode] = useState<ModeStik>(null);
  const [slot, setSlot] = useState<readonly number[]>([]);
  const kini = useRef({ pasangan, mode, jumlah, onTekan });
  kini.current = { pasangan, mode, jumlah, onTekan };

  const ubah = (p: PasanganStik) => {
    kini.current.pasangan = p;
    setPasangan(p);
    simpanPasangan(p);
  };
  const setModeKini = (m: ModeStik) => {
    kini.current.mode = m;
    setMode(m);
  };

  /** One press from a controller's button or a keyboard row's key. */
  const masuk = (sumber: SumberStik, tombol: number | null, aksiKunci: AksiStik | null) => {
    const { pasangan: p, mode: m, jumlah: n } = kini.current;
    if (m?.jenis === 'pasang') {
      ubah(pasangkan(p, m.kursi, sumber));
      setModeKini(m.kursi < n ? { jenis: 'pasang', kursi: m.kursi + 1 } : null);
      return;
    }
    if (m?.jenis === 'peta') {
      if (tombol === null) return;
      const aksi = SEMUA_AKSI[m.langkah]!;
      const peta = Object.fromEntries(Object.entries(p.peta).map(([k, t]) => [k, t === tombol ? -1 : t]));
      ubah({ ...p, peta: { ...peta, [kunciAksi(aksi)]: tombol } });
      setModeKini(m.langkah + 1 < SEMUA_AKSI.length ? { jenis: 'peta', langkah: m.langkah + 1 } : null);
      return;
    }
    const kursi = kursiDari(p, sumber);
    const aksi = tombol === null ? aksiKunci : aksiTombol(p.peta, tombol);
    if (kursi !== null && kursi <= n && aksi) kini.current.onTekan(kursi, aksi);
  };
  const masukRef = useRef(masuk);
  masukRef.current = masuk;

  useEffect(() => {
    if (!aktif || typeof navigator.getGamepads !== 'function') return undefined;
    const sebelum = new Map<number, boolean[]>();
    let ada = '';
    let id = 0;
    const putar = () => {
      const hadir: number[] = [];
      for (const g of navigator.getGamepads()) {
        if (!g) continue;
        hadir.push(g.index);
        const tekan = g.buttons.map((b) => b.pressed);
        // A controller seen for the first time: what it holds now is not a press.
        if (sebelum.has(g.index))
          for (const t of tombolBaru(sebelum.get(g.index), tekan)) masukRef.current({ jenis: 'stik', index: g.index, id: g.id }, t, null);
        sebelum.set(g.index, tekan);
      }
      const kunci = hadir.join(',');
      if (kunci !== ada) {
        ada = kunci;
        setSlot(hadir);
      }
      id = requestAnimationFrame(putar);
    };
    id = requestAnimationFrame(putar);
    return () => cancelAnimationFrame(id);
  }, [aktif]);

  useEffect(() => {
    if (!aktif) return undefined;
    const onKey = (e: KeyboardEvent) => {
      if (e.repeat || e.ctrlKey || e.metaKey || e.altKey || !bukanKetikan(e.target)) return;
      const k = tombolKibor(e.code);
      if (!k) return;
      const sumber: SumberStik = { jenis: 'kibor', baris: k.baris };
      // Keys of a row no seat uses are left to the page, but while pairing.
      if (kini.current.mode?.jenis !== 'pasang' && kursiDari(kini.current.pasangan, sumber) === null) return;
      e.preventDefault();
      masukRef.current(sumber, null, k.aksi);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [aktif]);

  /** Seats whose controller is attached now (a keyboard row always is). */
  const siap = new Set(
    Object.entries(pasangan.kursi)
      .filter(([, s]) => s.jenis === 'kibor' || slot.includes(s.index))
      .map(([k]) => Number(k)),
  );
  return {
    pasangan,
    mode,
    siap,
    mulaiPasang: () => setModeKini({ jenis: 'pasang', kursi: 1 }),
    lewati: () => setModeKini(mode?.jenis === 'pasang' && mode.kursi < jumlah ? { jenis: 'pasang', kursi: mode.kursi + 1 } : null),
    mulaiPeta: () => setModeKini({ jenis: 'peta', langkah: 0 }),
    selesai: () => setModeKini(null),
    lepas: (kursi: number) => ubah(lepaskan(pasangan, kursi)),
  };
}
export type StikJuri = ReturnType<typeof useStikJuri>;
