import { useCallback, useEffect, useMemo, useState } from 'react';
import toast from 'react-hot-toast';
import {
  benderaPoomsae,
  hitungPanelPoomsae,
  isiPresentasi,
  lembarDariNilai,
  lembarKosong,
  lembarLengkap,
  nilaiDariLembar,
  tambahPotong,
  type HasilBendera,
  type HasilPanelPoomsae,
  type KirimanJuriPoomsae,
  type LembarPoomsae,
  type ModePoomsae,
  type NilaiJuri,
  type PanelPoomsaeKelas,
  type Sudut,
} from '../../../domain/skor';
import { ApiError } from '../../data/api-error';
import type { PartaiTampil } from '../../data/lapangan';
import { panelPartai, simpanPanelPoomsae } from '../../data/skor';

export type Ukuran = PanelPoomsaeKelas['juri'];
interface Draf {
  ukuran: Ukuran;
  mode: ModePoomsae;
  B: LembarPoomsae[];
  R: LembarPoomsae[];
  /** Bendera mode: each judge's flag, judge 1 first. */
  bendera: (Sudut | null)[];
  /** Judges' phone sends already put in the sheets: seat → when the server stored it (a later send replaces). */
  dariJuri: Record<number, string>;
}

const tujuh = <T>(f: () => T): T[] => Array.from({ length: 7 }, f);

const kunci = (id_match: string) => `arena-poomsae:${id_match}`;
/** The draft kept on this device; the class's panel always decides the size and the mode. */
function bacaDraf(id_match: string, panel: PanelPoomsaeKelas): Draf {
  const baru: Draf = {
    ukuran: panel.juri,
    mode: panel.mode,
    B: tujuh(lembarKosong),
    R: tujuh(lembarKosong),
    bendera: tujuh(() => null),
    dariJuri: {},
  };
  try {
    const teks = localStorage.getItem(kunci(id_match));
    if (teks) return { ...baru, ...(JSON.parse(teks) as Partial<Draf>), ukuran: panel.juri, mode: panel.mode };
  } catch {
    /* private mode or a damaged draft: start over */
  }
  return baru;
}

function keNilai(ls: LembarPoomsae[]): NilaiJuri[] | null {
  return ls.every(lembarLengkap) ? ls.map((l, i) => ({ juri: i + 1, ...nilaiDariLembar(l) })) : null;
}

/** Puts the phones' sends the draft has not seen yet (of this panel's mode and size) in the sheets. */
function terimaKiriman(d: Draf, kiriman: readonly KirimanJuriPoomsae[]): Draf {
  const baru = kiriman.filter((k) => k.juri <= d.ukuran && k.isi.mode === d.mode && d.dariJuri[k.juri] !== k.dikirim_pada);
  if (baru.length === 0) return d;
  const n = { ...d, B: [...d.B], R: [...d.R], bendera: [...d.bendera], dariJuri: { ...d.dariJuri } };
  for (const { juri, isi, dikirim_pada } of baru) {
    if (isi.mode === 'bendera') n.bendera[juri - 1] = isi.bendera;
    else {
      n.B[juri - 1] = lembarDariNilai(isi.B);
      n.R[juri - 1] = lembarDariNilai(isi.R);
    }
    n.dariJuri[juri] = dikirim_pada;
  }
  return n;
}

/**
 * The panel being entered at the table, of the class's size and mode (as the server last answered it, else as the
 * court list carries it): kept on the device as it is typed (a reload
 * keeps it), filled from the judges' phones as their sheets arrive (the staff may still edit), computed by the
 * domain as soon as it is complete; 'Simpan hasil' queues it, the server computes the result again.
 */
export function usePanelPoomsae(id_kompetisi: number, partai: PartaiTampil, panelServer: PanelPoomsaeKelas | null = null) {
  const panel = panelServer ?? panelPartai(partai);
  const [draf, setDraf] = useState(() => bacaDraf(partai.id_match, panel));
  const [menyimpan, setMenyimpan] = useState(false);
  useEffect(() => {
    setDraf((d) => (d.ukuran === panel.juri && d.mode === panel.mode ? d : { ...d, ukuran: panel.juri, mode: panel.mode }));
  }, [panel.juri, panel.mode]);
  useEffect(() => {
    try {
      localStorage.setItem(kunci(partai.id_match), JSON.stringify(draf));
    } catch {
      /* the draft lasts for the page */
    }
  }, [draf, partai.id_match]);

  const juri = useMemo(() => {
    if (draf.mode !== 'nilai') return null;
    const B = keNilai(draf.B.slice(0, draf.ukuran));
    const R = keNilai(draf.R.slice(0, draf.ukuran));
    return B && R ? { B, R } : null;
  }, [draf]);
  const bendera = useMemo(() => {
    const xs = draf.bendera.slice(0, draf.ukuran);
    return draf.mode === 'bendera' && xs.every((x) => x !== null) ? (xs as Sudut[]) : null;
  }, [draf]);
  const hasil: HasilPanelPoomsae | null = useMemo(() => (juri ? hitungPanelPoomsae(juri) : null), [juri]);
  const hasilBendera: HasilBendera | null = useMemo(() => (bendera ? benderaPoomsae(bendera) : null), [bendera]);

  const terimaJuri = useCallback((kiriman: readonly KirimanJuriPoomsae[]) => setDraf((d) => terimaKiriman(d, kiriman)), []);
  const ubah = (sudut: Sudut, i: number, f: (l: LembarPoomsae) => LembarPoomsae) =>
    setDraf((d) => ({ ...d, [sudut]: d[sudut].map((l, j) => (j === i ? f(l) : l)) }));

  return {
    draf,
    hasil,
    hasilBendera,
    menyimpan,
    potong: (sudut: Sudut, i: number, n: 1 | 3) => ubah(sudut, i, (l) => tambahPotong(l, n)),
    batalPotong: (sudut: Sudut, i: number) => ubah(sudut, i, (l) => ({ ...l, potong: l.potong.slice(0, -1) })),
    setPresentasi: (sudut: Sudut, i: number, bagian: number, x: number | null) => ubah(sudut, i, (l) => isiPresentasi(l, bagian, x)),
    setBendera: (i: number, s: Sudut) => setDraf((d) => ({ ...d, bendera: d.bendera.map((x, j) => (j === i ? s : x)) })),
    terimaJuri,
    simpan: async (): Promise<boolean> => {
      const isi = draf.mode === 'bendera' ? (bendera ? { bendera } : null) : juri;
      if (!isi) return false;
      setMenyimpan(true);
      try {
        await simpanPanelPoomsae(id_kompetisi, partai, isi);
        try {
          localStorage.removeItem(kunci(partai.id_match));
        } catch {
          /* nothing kept */
        }
        return true;
      } catch (e) {
        toast.error(e instanceof ApiError || e instanceof Error ? e.message : 'Gagal menyimpan. Coba lagi.');
        return false;
      } finally {
        setMenyimpan(false);
      }
    },
  };
}
export type PanelPoomsaeState = ReturnType<typeof usePanelPoomsae>;
