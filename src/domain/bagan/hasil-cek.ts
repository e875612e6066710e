import {
  KEPUTUSAN,
  KEPUTUSAN_SERI,
  KEPUTUSAN_WASIT_BAGAN,
  type CabangBagan,
  type InputHasil,
  type Keputusan,
  type MatchBagan,
} from './types';

/** Messages of 'Update Match Result', shown as they are. */
export const HASIL_MSG = {
  tidakDitemukan: 'Pertandingan tidak ditemukan',
  terkunci: 'Hasil tidak dapat diubah: pertandingan berikutnya sudah memiliki hasil. Batalkan hasil itu dulu.',
  freeDraw: 'Free draw tidak memiliki hasil pertandingan',
  menunggu: 'Pertandingan belum lengkap: menunggu pemenang pertandingan sebelumnya',
  skor: 'Skor harus berupa angka 0 atau lebih',
  skorMaks: 'Skor maksimal 99999',
  skorBulat: 'Skor Kyorugi harus bilangan bulat',
  skorPoomsaeMaks: 'Skor Poomsae maksimal 10',
  skorPoomsaeDesimal: 'Skor Poomsae maksimal 2 angka di belakang koma',
  pemenangBukanPeserta: 'Pemenang harus salah satu peserta pertandingan ini',
  pemenangSkor: 'Pemenang harus peserta dengan skor lebih tinggi, kecuali keputusan WDR, DSQ, PUN atau RSC',
  seriPemenang: 'Skor seri: pilih pemenang',
  seriKeputusan: 'Skor seri: pilih keputusan SUP, WDR, DSQ, PUN, RSC, atau GDP',
  keputusan: 'Keputusan tidak valid',
} as const;

export type FieldHasil = 'skor_a' | 'skor_b' | 'id_pemenang' | 'keputusan';

export type CekHasil = { ok: true; id_pemenang: number; keputusan: Keputusan } | { ok: false; pesan: string; field?: FieldHasil };

/** numeric(7,2) of the match table holds up to 99999.99. */
const SKOR_MAKS = 99_999;
const POOMSAE_MAKS = 10;

/** Round 1 with exactly one participant: won without a match, never gets a result. */
export function isFreeDraw(m: Pick<MatchBagan, 'ronde' | 'id_peserta_a' | 'id_peserta_b'>): boolean {
  return m.ronde === 1 && (m.id_peserta_a === null) !== (m.id_peserta_b === null);
}

/** Exactly two decimals at most: k / 100 rounds to the same double as the parsed input (no float fuzz). */
const duaDesimal = (x: number) => Math.round(x * 100) / 100 === x;

function cekSkor(x: unknown, cabang: CabangBagan): string | null {
  if (typeof x !== 'number' || !Number.isFinite(x) || x < 0) return HASIL_MSG.skor;
  if (cabang === 'POOMSAE') {
    if (x > POOMSAE_MAKS) return HASIL_MSG.skorPoomsaeMaks;
    return duaDesimal(x) ? null : HASIL_MSG.skorPoomsaeDesimal;
  }
  if (!Number.isInteger(x)) return HASIL_MSG.skorBulat;
  return x > SKOR_MAKS ? HASIL_MSG.skorMaks : null;
}

const gagal = (pesan: string, field?: FieldHasil): CekHasil => (field ? { ok: false, pesan, field } : { ok: false, pesan });

/**
 * The winner and decision a result means; refuses what 'Update Match Result' does not allow. The higher score
 * wins under any decision (SUP too: a Kyorugi bout's scores are round wins, and its last round may have gone
 * to the referee's superiority); the lower score wins only when the referee or the gam-jeoms ended the bout.
 */
export function cekInputHasil(m: MatchBagan, input: InputHasil, cabang: CabangBagan): CekHasil {
  const { id_peserta_a: a, id_peserta_b: b } = m;
  if (a === null || b === null) return gagal(isFreeDraw(m) ? HASIL_MSG.freeDraw : HASIL_MSG.menunggu);
  const salahA = cekSkor(input.skor_a, cabang);
  if (salahA) return gagal(salahA, 'skor_a');
  const salahB = cekSkor(input.skor_b, cabang);
  if (salahB) return gagal(salahB, 'skor_b');

  const pilihan = input.id_pemenang ?? null;
  if (pilihan !== null && pilihan !== a && pilihan !== b) return gagal(HASIL_MSG.pemenangBukanPeserta, 'id_pemenang');
  const keputusan = input.keputusan ?? null;
  if (keputusan !== null && !(KEPUTUSAN as readonly string[]).includes(keputusan)) return gagal(HASIL_MSG.keputusan, 'keputusan');

  if (input.skor_a !== input.skor_b) {
    const unggul = input.skor_a > input.skor_b ? a : b;
    if (pilihan !== null && pilihan !== unggul) {
      if (keputusan === null || !KEPUTUSAN_WASIT_BAGAN.includes(keputusan)) return gagal(HASIL_MSG.pemenangSkor, 'id_pemenang');
      return { ok: true, id_pemenang: pilihan, keputusan };
    }
    return { ok: true, id_pemenang: unggul, keputusan: keputusan ?? 'PTF' };
  }
  if (pilihan === null) return gagal(HASIL_MSG.seriPemenang, 'id_pemenang');
  if (keputusan === null || !KEPUTUSAN_SERI.includes(keputusan)) return gagal(HASIL_MSG.seriKeputusan, 'keputusan');
  return { ok: true, id_pemenang: pilihan, keputusan };
}

/** The match already holds exactly this result (skor, winner and decision, after the defaults). */
export function samaHasil(m: MatchBagan, input: InputHasil): boolean {
  if (m.id_pemenang === null || isFreeDraw(m)) return false;
  const beda = input.skor_a !== input.skor_b;
  const unggul = input.skor_a > input.skor_b ? m.id_peserta_a : m.id_peserta_b;
  const pemenang = input.id_pemenang ?? (beda ? unggul : null);
  const keputusan = input.keputusan ?? (beda ? 'PTF' : null);
  return m.skor_a === input.skor_a && m.skor_b === input.skor_b && m.id_pemenang === pemenang && m.keputusan === keputusan;
}
