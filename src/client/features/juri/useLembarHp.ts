import { useEffect, useMemo, useState } from 'react';
import {
  isiPresentasi,
  lembarDariNilai,
  lembarKosong,
  lembarLengkap,
  nilaiDariLembar,
  tambahPotong,
  type InfoTautanJuri,
  type IsiJuriPoomsae,
  type KirimJuriPoomsae,
  type LembarPoomsae,
  type PanelPoomsaeKelas,
  type Sudut,
} from '../../../domain/skor';
import { kirimPoomsaeJuri, type HasilJuri } from '../../data/skor';
import { type KursiTampil, PERLU_BACA_ULANG } from './kursi';

interface DrafHp {
  B: LembarPoomsae;
  R: LembarPoomsae;
  bendera: Sudut | null;
}

const dariKiriman = (k: IsiJuriPoomsae | null): DrafHp =>
  k?.mode === 'nilai'
    ? { B: lembarDariNilai(k.B), R: lembarDariNilai(k.R), bendera: null }
    : { B: lembarKosong(), R: lembarKosong(), bendera: k?.bendera ?? null };

function keKirim(d: DrafHp, panel: PanelPoomsaeKelas): KirimJuriPoomsae | null {
  if (panel.mode === 'bendera') return d.bendera ? { mode: 'bendera', bendera: d.bendera } : null;
  return lembarLengkap(d.B) && lembarLengkap(d.R) ? { mode: 'nilai', B: nilaiDariLembar(d.B), R: nilaiDariLembar(d.R) } : null;
}

/** The draft's place on the phone: per link, and per bout for a court's seat link (one link, many bouts). */
const kunci = (token: string, id_match?: string) => `arena-juri-poomsae:${token}${id_match ? `:${id_match}` : ''}`;

/**
 * The judge's sheet (or flag) on the phone: kept on the phone as it is entered (a reload keeps it), started from what
 * the seat already sent; 'Kirim' sends it and a later 'Kirim' replaces it at the table until the bout is saved.
 */
export function useLembarHp(
  token: string,
  info: InfoTautanJuri,
  panel: PanelPoomsaeKelas,
  catat: (h: HasilJuri) => void,
  kursi?: KursiTampil,
) {
  const id_match = kursi ? info.id_match : undefined;
  const [draf, setDraf] = useState<DrafHp>(() => {
    try {
      const teks = localStorage.getItem(kunci(token, id_match));
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
  /** Why the latest send was refused: the server's words and its code. */
  const [gagal, setGagal] = useState<{ pesan: string; kode?: string } | null>(null);
  useEffect(() => {
    try {
      localStorage.setItem(kunci(token, id_match), JSON.stringify(draf));
    } catch {
      /* the draft lasts for the page */
    }
  }, [draf, token, id_match]);

  const isi = useMemo(() => keKirim(draf, panel), [draf, panel]);
  const ubah = (s: Sudut, f: (l: LembarPoomsae) => LembarPoomsae) => setDraf((d) => ({ ...d, [s]: f(d[s]) }));

  return {
    draf,
    isi,
    mengirim,
    gagal,
    sudahTerkirim: isi !== null && terkirim === JSON.stringify(isi),
    potong: (s: Sudut, n: 1 | 3) => ubah(s, (l) => tambahPotong(l, n)),
    batal: (s: Sudut) => ubah(s, (l) => ({ ...l, potong: l.potong.slice(0, -1) })),
    setPresentasi: (s: Sudut, k: number, x: number) => ubah(s, (l) => isiPresentasi(l, k, x)),
    setBendera: (b: Sudut) => setDraf((d) => ({ ...d, bendera: b })),
    kirim: async () => {
      if (!isi) return;
      setMengirim(true);
      const h = await kirimPoomsaeJuri(token, id_match ? { ...isi, id_match } : isi);
      setMengirim(false);
      if (h.ok) {
        catat(h);
        setTerkirim(JSON.stringify(isi));
        setGagal(null);
      } else {
        setGagal(h.kode === undefined ? { pesan: h.pesan } : { pesan: h.pesan, kode: h.kode });
        // The bout on the mat moved on: read what the court shows now.
        if (kursi && PERLU_BACA_ULANG.has(h.kode ?? '')) kursi.bacaUlang();
      }
    },
  };
}
