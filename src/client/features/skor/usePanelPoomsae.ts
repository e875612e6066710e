import { useEffect, useMemo, useState } from 'react';
import toast from 'react-hot-toast';
import { hitungPanelPoomsae, type HasilPanelPoomsae, type NilaiJuri, type Sudut } from '../../../domain/skor';
import { ApiError } from '../../data/api-error';
import type { PartaiTampil } from '../../data/lapangan';
import { simpanPanelPoomsae } from '../../data/skor';

/** One judge's sheet for one corner while it is entered: the deductions in the order tapped, the presentation parts. */
export interface Lembar {
  potong: (1 | 3)[];
  presentasi: [number | null, number | null, number | null];
}
export type Ukuran = 3 | 5 | 7;
interface Draf {
  ukuran: Ukuran;
  B: Lembar[];
  R: Lembar[];
}

const kosong = (): Lembar => ({ potong: [], presentasi: [null, null, null] });
const drafBaru = (ukuran: Ukuran): Draf => ({ ukuran, B: Array.from({ length: 7 }, kosong), R: Array.from({ length: 7 }, kosong) });
/** Accuracy in tenths: 4.0 minus the deductions. */
export const akurasiPersepuluh = (l: Lembar) => 40 - l.potong.reduce((s: number, x) => s + x, 0);

const kunci = (id_match: string) => `arena-poomsae:${id_match}`;
function bacaDraf(id_match: string): Draf {
  try {
    const teks = localStorage.getItem(kunci(id_match));
    if (teks) return JSON.parse(teks) as Draf;
  } catch {
    /* private mode or a damaged draft: start over */
  }
  return drafBaru(5);
}

function keNilai(ls: Lembar[]): NilaiJuri[] | null {
  if (ls.some((l) => l.presentasi.some((x) => x === null))) return null;
  return ls.map((l, i) => ({
    juri: i + 1, kesalahan_kecil: l.potong.filter((x) => x === 1).length, kesalahan_besar: l.potong.filter((x) => x === 3).length,
    presentasi: l.presentasi as [number, number, number],
  }));
}

/**
 * The panel being entered at the table: kept on the device as it is typed (a reload keeps it), computed by the
 * domain as soon as every sheet is complete; 'Simpan hasil' queues the sheets, the server computes the result again.
 */
export function usePanelPoomsae(id_kompetisi: number, partai: PartaiTampil) {
  const [draf, setDraf] = useState(() => bacaDraf(partai.id_match));
  const [menyimpan, setMenyimpan] = useState(false);
  useEffect(() => {
    try {
      localStorage.setItem(kunci(partai.id_match), JSON.stringify(draf));
    } catch {
      /* the draft lasts for the page */
    }
  }, [draf, partai.id_match]);

  const juri = useMemo(() => {
    const B = keNilai(draf.B.slice(0, draf.ukuran));
    const R = keNilai(draf.R.slice(0, draf.ukuran));
    return B && R ? { B, R } : null;
  }, [draf]);
  const hasil: HasilPanelPoomsae | null = useMemo(() => (juri ? hitungPanelPoomsae(juri) : null), [juri]);

  const ubah = (sudut: Sudut, i: number, f: (l: Lembar) => Lembar) =>
    setDraf((d) => ({ ...d, [sudut]: d[sudut].map((l, j) => (j === i ? f(l) : l)) }));

  return {
    draf, hasil, menyimpan,
    setUkuran: (ukuran: Ukuran) => setDraf((d) => ({ ...d, ukuran })),
    potong: (sudut: Sudut, i: number, n: 1 | 3) => ubah(sudut, i, (l) => (akurasiPersepuluh(l) >= n ? { ...l, potong: [...l.potong, n] } : l)),
    batalPotong: (sudut: Sudut, i: number) => ubah(sudut, i, (l) => ({ ...l, potong: l.potong.slice(0, -1) })),
    setPresentasi: (sudut: Sudut, i: number, bagian: number, x: number | null) =>
      ubah(sudut, i, (l) => ({ ...l, presentasi: l.presentasi.map((y, k) => (k === bagian ? x : y)) as Lembar['presentasi'] })),
    simpan: async (): Promise<boolean> => {
      if (!juri) return false;
      setMenyimpan(true);
      try {
        await simpanPanelPoomsae(id_kompetisi, partai, juri);
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
