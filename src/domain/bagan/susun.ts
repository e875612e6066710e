import type { HasilUndian, MatchBagan } from './types';

/**
 * Every match of a drawn bracket: ukuran − 1 matches, round 1 first (posisi 1 … ukuran/2),
 * then round 2 and so on. Match (r, p) feeds (r + 1, ceil(p / 2)): corner a (B) when p is odd, b (R) when
 * even. A round-1 match with one participant is a free draw: it is already won and its participant
 * already stands in round 2.
 */

const SUSUN_MSG = {
  ukuran: 'Ukuran bagan tidak valid',
  pasangan: 'Jumlah pasangan ronde 1 tidak sesuai ukuran bagan',
  kosong: 'Pasangan ronde 1 tidak boleh kosong di kedua sudut',
  gandaPeserta: 'Peserta muncul lebih dari sekali di bagan',
  jumlahPeserta: 'Ukuran bagan tidak sesuai jumlah peserta',
  jumlahId: 'Jumlah ID pertandingan harus ukuran bagan − 1',
  gandaId: 'ID pertandingan tidak boleh sama',
} as const;

function log2Tepat(ukuran: number): number | null {
  if (!Number.isInteger(ukuran) || ukuran < 2) return null;
  let ronde = 0;
  let sisa = ukuran;
  while (sisa % 2 === 0) {
    sisa /= 2;
    ronde += 1;
  }
  return sisa === 1 ? ronde : null;
}

function cekUndian(undian: HasilUndian, ids: readonly string[]): void {
  const ronde = log2Tepat(undian.ukuran);
  if (ronde === null || ronde !== undian.jumlah_ronde) throw new RangeError(SUSUN_MSG.ukuran);
  if (undian.pasangan.length !== undian.ukuran / 2) throw new RangeError(SUSUN_MSG.pasangan);
  const peserta = new Set<number>();
  for (const [a, b] of undian.pasangan) {
    if (a === null && b === null) throw new RangeError(SUSUN_MSG.kosong);
    for (const id of [a, b]) {
      if (id === null) continue;
      if (peserta.has(id)) throw new RangeError(SUSUN_MSG.gandaPeserta);
      peserta.add(id);
    }
  }
  if (peserta.size <= undian.ukuran / 2) throw new RangeError(SUSUN_MSG.jumlahPeserta);
  if (ids.length !== undian.ukuran - 1) throw new RangeError(SUSUN_MSG.jumlahId);
  if (new Set(ids).size !== ids.length) throw new RangeError(SUSUN_MSG.gandaId);
}

const kosong = (id_match: string, ronde: number, posisi: number): MatchBagan => ({
  id_match,
  ronde,
  posisi,
  id_peserta_a: null,
  id_peserta_b: null,
  skor_a: 0,
  skor_b: 0,
  id_pemenang: null,
  keputusan: null,
  versi: 0,
});

/** All matches of the bracket; throws RangeError for a malformed draw or a wrong list of ids. */
export function susunMatches(undian: HasilUndian, ids: readonly string[]): MatchBagan[] {
  cekUndian(undian, ids);
  const matches: MatchBagan[] = [];
  let i = 0;
  for (let ronde = 1, jumlah = undian.ukuran / 2; jumlah >= 1; ronde += 1, jumlah /= 2) {
    for (let posisi = 1; posisi <= jumlah; posisi += 1) matches.push(kosong(ids[i++], ronde, posisi));
  }
  const ronde2 = undian.ukuran / 2;
  undian.pasangan.forEach(([a, b], index) => {
    const m = matches[index];
    m.id_peserta_a = a;
    m.id_peserta_b = b;
    const sendiri = a === null ? b : b === null ? a : null;
    if (sendiri === null) return;
    m.id_pemenang = sendiri;
    const berikut = matches[ronde2 + Math.floor(index / 2)];
    if (!berikut) return;
    if (index % 2 === 0) berikut.id_peserta_a = sendiri;
    else berikut.id_peserta_b = sendiri;
  });
  return matches;
}

/** The match the winner of `match` moves into and the corner it takes; null for the final. */
export function matchBerikut(
  matches: readonly MatchBagan[],
  match: Pick<MatchBagan, 'ronde' | 'posisi'>,
): { match: MatchBagan; sudut: 'a' | 'b' } | null {
  const ronde = match.ronde + 1;
  const posisi = Math.ceil(match.posisi / 2);
  const berikut = matches.find((m) => m.ronde === ronde && m.posisi === posisi);
  return berikut ? { match: berikut, sudut: match.posisi % 2 === 1 ? 'a' : 'b' } : null;
}
