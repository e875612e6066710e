import { useEffect, useMemo, useState } from 'react';
import type { InfoTautanJuri, IsiJuriPoomsae, KirimJuriPoomsae, NilaiJuri, PanelPoomsaeKelas, Sudut } from '../../../domain/skor';
import { kirimPoomsaeJuri, type HasilJuri } from '../../data/skor';

/** One corner's sheet on the judge's phone: the deductions in the order tapped, the three presentation parts. */
export interface LembarHp {
  potong: (1 | 3)[];
  presentasi: [number | null, number | null, number | null];
}
interface DrafHp {
  B: LembarHp;
  R: LembarHp;
  bendera: Sudut | null;
}

const kosong = (): LembarHp => ({ potong: [], presentasi: [null, null, null] });
/** Accuracy in tenths: 4.0 minus the deductions. */
export const akurasiHp = (l: LembarHp) => 40 - l.potong.reduce((s: number, x) => s + x, 0);
const lengkap = (l: LembarHp) => l.presentasi.every((x) => x !== null);

function dariNilai(n: NilaiJuri): LembarHp {
  const potong: (1 | 3)[] = [];
  let sisa = 40;
  for (const [x, kali] of [[3, n.kesalahan_besar], [1, n.kesalahan_kecil]] as const) {
    for (let k = 0; k < kali && sisa >= x; k++, sisa -= x) potong.push(x);
  }
  return { potong, presentasi: [...n.presentasi] };
}

const dariKiriman = (k: IsiJuriPoomsae | null): DrafHp =>
  (k?.mode === 'nilai' ? { B: dariNilai(k.B), R: dariNilai(k.R), bendera: null } : { B: kosong(), R: kosong(), bendera: k?.bendera ?? null });

const keLembar = (l: LembarHp) => ({
  kesalahan_kecil: l.potong.filter((x) => x === 1).length, kesalahan_besar: l.potong.filter((x) => x === 3).length,
  presentasi: l.presentasi as [number, number, number],
});

function keKirim(d: DrafHp, panel: PanelPoomsaeKelas): KirimJuriPoomsae | null {
  if (panel.mode === 'bendera') return d.bendera ? { mode: 'bendera', bendera: d.bendera } : null;
  return lengkap(d.B) && lengkap(d.R) ? { mode: 'nilai', B: keLembar(d.B), R: keLembar(d.R) } : null;
}

const kunci = (token: string) => `arena-juri-poomsae:${token}`;

/**
 * The judge's sheet (or flag) on the phone: kept on the phone as it is entered (a reload keeps it), started from what
 * the seat already sent; 'Kirim' sends it and a later 'Kirim' replaces it at the table until the bout is saved.
 */
export function useLembarHp(token: string, info: InfoTautanJuri, panel: PanelPoomsaeKelas, catat: (h: HasilJuri) => void) {
  const [draf, setDraf] = useState<DrafHp>(() => {
    try {
      const teks = localStorage.getItem(kunci(token));
      if (teks) return JSON.parse(teks) as DrafHp;
    } catch {
      /* a damaged draft: start from what was sent */
    }
    return dariKiriman(info.kiriman);
  });
  const [terkirim, setTerkirim] = useState<string | null>(() => {
    const awal = keKirim(dariKiriman(info.kiriman), panel);
    return awal ? JSON.stringify(awal) : null;
  });
  const [mengirim, setMengirim] = useState(false);
  const [gagal, setGagal] = useState<string | null>(null);
  useEffect(() => {
    try {
      localStorage.setItem(kunci(token), JSON.stringify(draf));
    } catch {
      /* the draft lasts for the page */
    }
  }, [draf, token]);

  const isi = useMemo(() => keKirim(draf, panel), [draf, panel]);
  const ubah = (s: Sudut, f: (l: LembarHp) => LembarHp) => setDraf((d) => ({ ...d, [s]: f(d[s]) }));

  return {
    draf, isi, mengirim, gagal, lengkap,
    sudahTerkirim: isi !== null && terkirim === JSON.stringify(isi),
    potong: (s: Sudut, n: 1 | 3) => ubah(s, (l) => (akurasiHp(l) >= n ? { ...l, potong: [...l.potong, n] } : l)),
    batal: (s: Sudut) => ubah(s, (l) => ({ ...l, potong: l.potong.slice(0, -1) })),
    setPresentasi: (s: Sudut, k: number, x: number) =>
      ubah(s, (l) => ({ ...l, presentasi: l.presentasi.map((y, i) => (i === k ? x : y)) as LembarHp['presentasi'] })),
    setBendera: (b: Sudut) => setDraf((d) => ({ ...d, bendera: b })),
    kirim: async () => {
      if (!isi) return;
      setMengirim(true);
      const h = await kirimPoomsaeJuri(token, isi);
      setMengirim(false);
      if (h.ok) {
        catat(h);
        setTerkirim(JSON.stringify(isi));
        setGagal(null);
      } else setGagal(h.pesan);
    },
  };
}
