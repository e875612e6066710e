import { useState } from 'react';
import { peringatanHariAwal, tanggalWib } from '../../../domain/jadwal/hari-awal';
import { menitIstirahat, peringatanIstirahat, pesanIstirahat, type SelesaiAtlet } from '../../../domain/jadwal/istirahat-atlet';
import { labelPartai } from '../../../domain/jadwal/kode';
import type { PartaiTampil } from '../../data/lapangan';
import type { KepalaLapangan } from '../../data/lapangan/store';

/**
 * What the desk asks before a step, one question at a time: a day run before its date (once per device and day), and a
 * call of an athlete who finished a bout less than the rest time ago on any court (its own court's finished bouts as this
 * device holds them, other courts' as last read). The organiser decides: 'Tetap …' goes on, 'Batal' stops.
 */

export interface Pertanyaan {
  judul: string;
  isi: string;
  lanjut: string;
}

const kunciHari = (tanggal: string, hariIni: string) => `arena-hari-awal:${tanggal}:${hariIni}`;

function sudahDitanya(kunci: string): boolean {
  try {
    return localStorage.getItem(kunci) === '1';
  } catch {
    return false;
  }
}

export function useTanyaDulu(kepala: KepalaLapangan | null, partai: readonly PartaiTampil[]) {
  const [antre, setAntre] = useState<{ tanya: Pertanyaan[]; jalankan: () => void; setuju: (() => void)[] } | null>(null);
  const tanyaDulu = (p: PartaiTampil, langkah: 'panggil' | 'mulai', jalankan: () => void) => {
    if (!kepala) return jalankan();
    const now = Date.now();
    const tanya: Pertanyaan[] = [];
    const setuju: (() => void)[] = [];
    const hariAwal = peringatanHariAwal(kepala.lapangan.tanggal, now);
    const kunci = kunciHari(kepala.lapangan.tanggal, tanggalWib(now));
    if (hariAwal && !sudahDitanya(kunci)) {
      tanya.push({ judul: 'Jadwal hari lain', isi: hariAwal, lanjut: 'Tetap jalankan' });
      setuju.push(() => {
        try {
          localStorage.setItem(kunci, '1');
        } catch {
          // Private mode: asked again next time.
        }
      });
    }
    if (langkah === 'panggil') {
      const sendiri: SelesaiAtlet[] = partai.flatMap((x) =>
        x.status === 'SELESAI' && x.selesai_pada
          ? [x.sudut_a, x.sudut_b].flatMap((s) =>
              s
                ? [
                    {
                      id_peserta_kompetisi: s.id_peserta_kompetisi,
                      id_match: x.id_match,
                      label: labelPartai(kepala.lapangan.kode, x.nomor),
                      selesai_pada: x.selesai_pada!,
                    },
                  ]
                : [],
            )
          : [],
      );
      const w = peringatanIstirahat(p, [...kepala.selesai_atlet, ...sendiri], now, menitIstirahat(kepala.pengaturan, p.cabang));
      if (w.length)
        tanya.push({
          judul: 'Istirahat atlet belum cukup',
          isi: `${w.map(pesanIstirahat).join('. ')}. Tetap panggil?`,
          lanjut: 'Tetap panggil',
        });
    }
    if (tanya.length === 0) return jalankan();
    setAntre({ tanya, jalankan, setuju });
  };
  const sekarang = antre?.tanya[0] ?? null;
  return {
    tanyaDulu,
    pertanyaan: sekarang,
    batal: () => setAntre(null),
    setuju: () => {
      if (!antre) return;
      antre.setuju[0]?.();
      const sisa = { ...antre, tanya: antre.tanya.slice(1), setuju: antre.setuju.slice(1) };
      if (sisa.tanya.length) setAntre(sisa);
      else {
        setAntre(null);
        antre.jalankan();
      }
    },
  };
}
