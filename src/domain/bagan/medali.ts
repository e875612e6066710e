import { isFreeDraw } from './hasil-cek';
import { matchFinal } from './status';
import { HADIAH_JUARA_UMUM, type BarisMedali, type JuaraUmum, type MatchBagan, type MedaliKelas } from './types';

/**
 * Medals: gold to the final's winner, silver to its loser, bronze to both semi-final
 * losers (no third-place match). Only medals that exist so far, and exist at all: 2 entries give gold and
 * silver only, 3 entries one bronze (the semi-final that is a free draw gives none).
 */

const kalah = (m: MatchBagan): number | null => {
  if (m.id_pemenang === null || isFreeDraw(m)) return null;
  return m.id_pemenang === m.id_peserta_a ? m.id_peserta_b : m.id_peserta_a;
};

export function medaliKelas(matches: readonly MatchBagan[]): MedaliKelas {
  const final = matchFinal(matches);
  if (!final) return { emas: null, perak: null, perunggu: [] };
  const perak = kalah(final);
  const perunggu = matches
    .filter((m) => m.ronde === final.ronde - 1)
    .sort((x, y) => x.posisi - y.posisi)
    .map(kalah)
    .filter((id): id is number => id !== null);
  return { emas: perak === null ? null : final.id_pemenang, perak, perunggu };
}

interface Dojang {
  id_dojang: number;
  nama_dojang: string;
}

const collator = new Intl.Collator('id');

/** Gold, then silver, then bronze (most first), then the dojang's name. */
function urutan(x: BarisMedali, y: BarisMedali): number {
  return (
    y.emas - x.emas ||
    y.perak - x.perak ||
    y.perunggu - x.perunggu ||
    collator.compare(x.nama_dojang, y.nama_dojang) ||
    x.id_dojang - y.id_dojang
  );
}

/** The medal tally of every dojang with at least one medal; equal gold, silver and bronze share a place (1, 1, 3). */
export function rekapMedali(
  kelas: ReadonlyArray<{ medali: MedaliKelas }>,
  dojangOf: (id_peserta: number) => Dojang | undefined,
): BarisMedali[] {
  const baris = new Map<number, BarisMedali>();
  const tambah = (id: number | null, jenis: 'emas' | 'perak' | 'perunggu') => {
    if (id === null) return;
    const dojang = dojangOf(id);
    if (!dojang) return;
    let b = baris.get(dojang.id_dojang);
    if (!b) {
      b = { peringkat: 0, id_dojang: dojang.id_dojang, nama_dojang: dojang.nama_dojang, emas: 0, perak: 0, perunggu: 0, total: 0 };
      baris.set(dojang.id_dojang, b);
    }
    b[jenis] += 1;
    b.total += 1;
  };
  for (const { medali } of kelas) {
    tambah(medali.emas, 'emas');
    tambah(medali.perak, 'perak');
    for (const id of medali.perunggu) tambah(id, 'perunggu');
  }
  const urut = [...baris.values()].sort(urutan);
  urut.forEach((b, i) => {
    const sebelum = urut[i - 1];
    const sama = sebelum && sebelum.emas === b.emas && sebelum.perak === b.perak && sebelum.perunggu === b.perunggu;
    b.peringkat = sama ? sebelum.peringkat : i + 1;
  });
  return urut;
}

/** The tally with the general champion prizes: places 1–3 by peringkat (a shared place gets its prize), null beyond. */
export function juaraUmum(rows: readonly BarisMedali[], kategori: 'prestasi' | 'pemula'): JuaraUmum[] {
  const hadiah = HADIAH_JUARA_UMUM[kategori];
  return rows.map((b) => ({ ...b, hadiah: b.peringkat >= 1 && b.peringkat <= hadiah.length ? hadiah[b.peringkat - 1] : null }));
}
