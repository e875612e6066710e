import type { Eta } from '../../../domain/jadwal/eta';
import { etaLapangan, riwayatHariLain } from '../../../domain/jadwal/eta-lapangan';
import { tahapLapangan, type TahapLapangan } from '../../../domain/jadwal/tahap';
import type { JadwalPublik, LapanganPublik } from '../../data/jadwal-publik';
// Only the shapes: the public page does not load the desk's outbox writes.
import type { PartaiLapangan } from '../../data/lapangan/schema';

export interface LapanganTampil {
  l: LapanganPublik;
  tahap: TahapLapangan<PartaiLapangan>;
  eta: Map<string, Eta>;
}

/**
 * Every court of the day with its stages and the ETAs the domain computes now (also on an old offline copy), each
 * court with what the day's other courts have taught, as the server computes them.
 */
export function lapanganTampil(j: JadwalPublik, sekarang: number): LapanganTampil[] {
  const perLapangan = j.lapangan.map((l) => l.partai);
  return j.lapangan.map((l, i) => ({
    l,
    tahap: tahapLapangan(l.partai),
    eta: etaLapangan(l, j.pengaturan, l.partai, sekarang, riwayatHariLain(perLapangan, i)),
  }));
}

export interface HasilCari {
  l: LapanganPublik;
  p: PartaiLapangan;
  eta: Eta | undefined;
}

/** Bouts of an athlete or a dojang (name contains the words typed), in time order. */
export function cariPartai(courts: readonly LapanganTampil[], teks: string): HasilCari[] {
  const q = teks.trim().toLowerCase();
  if (q.length < 2) return [];
  const cocok = (s: PartaiLapangan['sudut_a']) =>
    !!s && (s.nama.toLowerCase().includes(q) || (s.nama_dojang ?? '').toLowerCase().includes(q));
  return courts
    .flatMap(({ l, eta }) => l.partai.filter((p) => cocok(p.sudut_a) || cocok(p.sudut_b)).map((p) => ({ l, p, eta: eta.get(p.id_match) })))
    .sort((a, b) => (a.p.status === 'SELESAI' ? 1 : 0) - (b.p.status === 'SELESAI' ? 1 : 0) || (a.eta?.eta ?? 0) - (b.eta?.eta ?? 0));
}
