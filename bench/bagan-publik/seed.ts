// Every class of the bench competition drawn and partly scored, for bench/bagan-publik.ts: the engine draws each
// class with ≥ 2 approved entries (seeded), then a third of the classes are played to the end, a third through
// round 1, a third not at all; results are applied with the domain's terapkanHasil, as the API does.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { terapkanHasil } from '../../src/domain/bagan/hasil';
import { statusBagan } from '../../src/domain/bagan/status';
import { susunMatches } from '../../src/domain/bagan/susun';
import type { MatchBagan } from '../../src/domain/bagan/types';
import { undiBagan } from '../../src/domain/bagan/undian';
import { mulberry32 } from '../../src/domain/bagan/undian-acak';
import { bagan, match } from '../../src/server/db/schema';
import type { Db } from '../../src/server/db/types';
import { queryRows } from '../../src/server/db/rows';

export interface SeededBagan {
  kelas: number;
  matches: number;
  played: number;
  completed: number;
}

/** Plays ready matches (both corners, no winner) in bracket order until `bisa(m)` says stop. */
function mainkan(matches: MatchBagan[], cabang: 'KYORUGI' | 'POOMSAE', acak: () => number, bisa: (m: MatchBagan) => boolean): MatchBagan[] {
  let current = matches;
  for (;;) {
    const m = current.find((x) => x.id_peserta_a !== null && x.id_peserta_b !== null && x.id_pemenang === null && bisa(x));
    if (!m) return current;
    const [a, b] =
      cabang === 'KYORUGI'
        ? [Math.floor(acak() * 20), Math.floor(acak() * 20)]
        : [Math.round(600 + acak() * 400) / 100, Math.round(600 + acak() * 400) / 100];
    const seri = a === b;
    const r = terapkanHasil(
      current,
      m.id_match,
      {
        skor_a: a,
        skor_b: b,
        id_pemenang: seri ? m.id_peserta_a : null,
        keputusan: seri ? 'GDP' : null,
      },
      cabang,
    );
    if (!r.ok) throw new Error(r.pesan);
    current = r.matches;
  }
}

export async function drawEveryClass(db: Db, id_kompetisi: number, id_akun: number): Promise<SeededBagan> {
  const rows = await queryRows<{ id_kelas: number; cabang: 'KYORUGI' | 'POOMSAE'; peserta: [number, number][] }>(
    db,
    sql`
    select kk.id_kelas_kejuaraan as id_kelas, kk.cabang,
      json_agg(json_build_array(pk.id_peserta_kompetisi, a.id_dojang) order by pk.id_peserta_kompetisi) as peserta
    from kelas_kejuaraan kk join peserta_kompetisi pk on pk.id_kelas_kejuaraan = kk.id_kelas_kejuaraan and pk.status = 'APPROVED'
    join atlet a on a.id_atlet = pk.id_atlet
    where kk.id_kompetisi = ${id_kompetisi} group by kk.id_kelas_kejuaraan, kk.cabang having count(*) >= 2
    order by kk.id_kelas_kejuaraan`,
  );
  const bulat = mulberry32(2026);
  const acak = () => bulat() / 4_294_967_296;
  let total = 0;
  let played = 0;
  let completed = 0;
  for (const [i, k] of rows.entries()) {
    const seed = bulat() >>> 1;
    const undian = undiBagan(
      k.peserta.map(([id, id_dojang]) => ({ id, id_dojang })),
      { seed },
    );
    let matches = susunMatches(
      undian,
      Array.from({ length: undian.ukuran - 1 }, () => randomUUID()),
    );
    if (i % 3 === 0) matches = mainkan(matches, k.cabang, acak, () => true);
    else if (i % 3 === 1) matches = mainkan(matches, k.cabang, acak, (m) => m.ronde === 1);
    const status = statusBagan(matches);
    if (status === 'completed') completed += 1;
    const [b] = await db
      .insert(bagan)
      .values({
        id_kelas_kejuaraan: k.id_kelas,
        status,
        seed,
        participants: k.peserta.map(([id]) => id),
        unggulan: [],
        ukuran: undian.ukuran,
        jumlah_ronde: undian.jumlah_ronde,
        versi: 1 + matches.filter((m) => m.versi > 0).length,
        diundi_oleh: id_akun,
      })
      .returning({ id: bagan.id_bagan });
    await db.insert(match).values(matches.map((m) => ({ ...m, id_bagan: b.id, diubah_oleh: m.versi > 0 ? id_akun : null })));
    total += matches.length;
    played += matches.filter((m) => m.id_pemenang !== null && m.id_peserta_a !== null && m.id_peserta_b !== null).length;
  }
  return { kelas: rows.length, matches: total, played, completed };
}
