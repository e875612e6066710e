import { rekapKompetisiMedali } from '../../../../domain/bagan/rekap';
import type { BarisMedali, JuaraUmum, MedaliKelas } from '../../../../domain/bagan/types';
import { kategoriKelas } from '../../../../domain/kompetisi/types';
import type { PesertaBagan } from '../../../../domain/schemas/bagan';
import type { KelasBaganView } from '../../../data/bagan';
import type { MedalisKelas } from '../medali/medali-view';
import { judulKelas } from './drawing-filter';

export interface RekapLokal {
  semua: BarisMedali[];
  juara: Record<'prestasi' | 'pemula', JuaraUmum[]>;
  /** Per category: every class is decided, the general champion is no longer 'sementara'. */
  juaraFinal: Record<'prestasi' | 'pemula', boolean>;
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
 * sees it move while offline; the server computes the same with the same domain function.
 */
export function rekapLokal(kelas: readonly KelasBaganView[]): RekapLokal {
  const peserta = new Map<number, PesertaBagan>();
  kelas.forEach((k) => k.peserta.forEach((p) => peserta.set(p.id_peserta_kompetisi, p)));
  const dojangOf = (id: number) => {
    const p = peserta.get(id);
    return p ? { id_dojang: p.id_dojang, nama_dojang: p.nama_dojang } : undefined;
  };
  const r = rekapKompetisiMedali(
    kelas.map((k) => ({ matches: k.bagan?.matches ?? null, kategori: kategoriKelas(k.kelas), peserta_count: k.peserta_count })),
    dojangOf,
  );
  return {
    semua: r.semua,
    juara: r.juara_umum,
    juaraFinal: r.juara_umum_final,
    medalis: kelas.flatMap((k, i) => (k.bagan ? [medalisDari(k, r.medali[i])] : [])).filter((m) => m.medalis.length > 0),
    kelasSelesai: r.kelas_selesai,
    kelasDiundi: r.kelas_total,
  };
}
