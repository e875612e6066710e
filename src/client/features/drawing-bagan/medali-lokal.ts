import { juaraUmum, medaliKelas, rekapMedali } from '../../../domain/bagan/medali';
import type { BarisMedali, JuaraUmum, MedaliKelas } from '../../../domain/bagan/types';
import type { PesertaBagan } from '../../../domain/schemas/bagan';
import type { KelasBaganView } from '../../data/bagan';
import type { MedalisKelas } from '../bagan/medali/medali-view';
import { judulKelas } from './drawing-filter';

export interface RekapLokal {
  semua: BarisMedali[];
  juara: Record<'prestasi' | 'pemula', JuaraUmum[]>;
  medalis: MedalisKelas[];
  kelasSelesai: number;
  kelasDiundi: number;
}

function medalisDari(k: KelasBaganView, m: MedaliKelas): MedalisKelas {
  const byId = new Map(k.peserta.map((p) => [p.id_peserta_kompetisi, p]));
  const medalis: MedalisKelas['medalis'] = [];
  const add = (jenis: 'emas' | 'perak' | 'perunggu', id: number | null) => {
    const p = id === null ? undefined : byId.get(id);
    if (p) medalis.push({ jenis, peserta: p });
  };
  add('emas', m.emas);
  add('perak', m.perak);
  m.perunggu.forEach((id) => add('perunggu', id));
  return { id_kelas: k.kelas.id_kelas_kejuaraan, judul: judulKelas(k), medalis, selesai: m.emas !== null };
}

/**
 * The medal tally from the brackets as this device shows them (its queued results included), so the organiser
 * sees it move while offline; the server computes the same with the same domain functions.
 */
export function rekapLokal(kelas: readonly KelasBaganView[]): RekapLokal {
  const dijalankan = kelas.filter((k) => k.bagan).map((k) => ({ k, medali: medaliKelas(k.bagan?.matches ?? []) }));
  const peserta = new Map<number, PesertaBagan>();
  kelas.forEach((k) => k.peserta.forEach((p) => peserta.set(p.id_peserta_kompetisi, p)));
  const dojangOf = (id: number) => {
    const p = peserta.get(id);
    return p ? { id_dojang: p.id_dojang, nama_dojang: p.nama_dojang } : undefined;
  };
  const perKategori = (kategori: 'prestasi' | 'pemula') =>
    juaraUmum(rekapMedali(dijalankan.filter((d) => d.k.kelas.kategori_event.nama_kategori === kategori), dojangOf), kategori);
  return {
    semua: rekapMedali(dijalankan, dojangOf),
    juara: { prestasi: perKategori('prestasi'), pemula: perKategori('pemula') },
    medalis: dijalankan.map((d) => medalisDari(d.k, d.medali)).filter((m) => m.medalis.length > 0),
    kelasSelesai: dijalankan.filter((d) => d.k.status === 'completed').length,
    kelasDiundi: dijalankan.length,
  };
}
