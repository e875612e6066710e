import { randomUUID } from 'node:crypto';
import { susunMatches } from '../../src/domain/bagan/susun';
import type { MatchBagan, PesertaUndian } from '../../src/domain/bagan/types';
import { undiBagan } from '../../src/domain/bagan/undian';
import { pesertaKompetisi } from '../../src/server/db/schema';
import { makeDojang } from './helpers/fixtures';
import { KYORUGI_CADET_45, cadet, dunia, kelasId, type Dunia, type KelasCari } from './helpers/peserta';
import type { TestServer } from './helpers/server';

/** Fixtures of the bracket tests: a competition's class with approved entries of a few dojangs, drawn as the tablet does. */

export interface Entri {
  id: number;
  nama: string;
  id_dojang: number;
}

/**
 * `n` APPROVED entries in one class of competition A (default Cadet Putra Kyorugi prestasi Under 45 kg),
 * spread over three dojangs (the coach's first), named 'Atlet 1' … in id order.
 */
export async function kelasDenganPeserta(
  t: TestServer,
  w: Dunia,
  n: number,
  opts: { kelas?: KelasCari; id_kelas?: number; id_kompetisi?: number; awalan?: string } = {},
) {
  const id_kompetisi = opts.id_kompetisi ?? w.a.id_kompetisi;
  const id_kelas = opts.id_kelas ?? (await kelasId(t.db, id_kompetisi, opts.kelas ?? KYORUGI_CADET_45));
  const dojang = [w.pelatih.id_dojang, w.lain.id_dojang, (await makeDojang(t.db, { nama_dojang: `Dojang Ketiga ${id_kelas}` })).id_dojang];
  const entri: Entri[] = [];
  for (let i = 0; i < n; i++) {
    const nama = `${opts.awalan ?? 'Atlet'} ${i + 1}`;
    const a = await cadet(t.db, dojang[i % 3], { nama_atlet: nama });
    const [p] = await t.db
      .insert(pesertaKompetisi)
      .values({ id_atlet: a.id_atlet, id_kelas_kejuaraan: id_kelas, status: 'APPROVED' })
      .returning();
    entri.push({ id: p.id_peserta_kompetisi, nama, id_dojang: dojang[i % 3] });
  }
  return { id_kelas, id_kompetisi, entri };
}

/** What 'Shuffle & Generate' (seed) or 'Generate' (seed null) on the tablet sends to POST /brackets. */
export function undi(
  id_kelas: number,
  entri: readonly Entri[],
  opts: { seed?: number | null; versi_sebelumnya?: number | null; hapus_hasil?: boolean } = {},
) {
  const seed = opts.seed === undefined ? 12345 : opts.seed;
  const peserta: PesertaUndian[] = entri.map((e) => ({ id: e.id, id_dojang: e.id_dojang }));
  const undian = undiBagan(peserta, { seed });
  const matches = susunMatches(
    undian,
    Array.from({ length: undian.ukuran - 1 }, () => randomUUID()),
  );
  return {
    body: {
      id_kelas_kejuaraan: id_kelas,
      participants: entri.map((e) => e.id),
      seed,
      unggulan: [],
      versi_sebelumnya: opts.versi_sebelumnya ?? null,
      ...(opts.hapus_hasil ? { hapus_hasil: true } : {}),
      matches: matches.map(({ id_match, ronde, posisi, id_peserta_a, id_peserta_b }) => ({
        id_match,
        ronde,
        posisi,
        id_peserta_a,
        id_peserta_b,
      })),
    },
    matches,
  };
}

export const simpan = (t: TestServer, token: string, body: unknown, headers?: Record<string, string>) =>
  t.api('POST', '/api/brackets', { token, json: body, headers });

export const hasil = (t: TestServer, token: string, id_match: string, body: unknown, headers?: Record<string, string>) =>
  t.api('PUT', `/api/matches/${id_match}`, { token, json: body, headers });

export const batal = (t: TestServer, token: string, id_match: string, body: unknown = {}) =>
  t.api('DELETE', `/api/matches/${id_match}/result`, { token, json: body });

/** The matches of a KelasBaganDetail answer. */
export const matchesOf = (data: { bagan: { matches: MatchBagan[] } | null }) => data.bagan?.matches ?? [];

/** The first match of the lowest round that is ready to play (both corners, no winner). */
export function siapMain(matches: readonly MatchBagan[]): MatchBagan | undefined {
  return matches.find((m) => m.id_peserta_a !== null && m.id_peserta_b !== null && m.id_pemenang === null);
}

/** Plays the class to the end: corner B wins every match 10–5 (or `skor` decides). Returns the last answer's data. */
export async function mainkanSemua(t: TestServer, token: string, data: { bagan: { matches: MatchBagan[] } | null }) {
  let current = data;
  for (let m = siapMain(matchesOf(current)); m; m = siapMain(matchesOf(current))) {
    const res = await hasil(t, token, m.id_match, { skor_a: 10, skor_b: 5, versi: m.versi });
    if (res.status !== 200) throw new Error(`hasil ${m.id_match}: ${res.status} ${res.body.message}`);
    current = res.body.data;
  }
  return current;
}

export { dunia };
