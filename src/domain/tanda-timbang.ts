import type { HasilTimbang } from './penimbangan/percobaan';
import type { Sudut } from './sudut';

/**
 * The weigh-in flag of an entry where it is drawn (the draw screen) or called (the court desk): not weighed yet, or
 * failed. A flag shows, it never blocks: the organiser decides (the weigh-in's own decisions move or disqualify).
 */

export const TANDA_TIMBANG = { BELUM: 'Belum ditimbang', GAGAL: 'Gagal timbang' } as const;

/** The flag of a weigh-in result, or null: passed, or an entry that does not weigh (null / absent: Poomsae, teams). */
export function tandaTimbang(hasil: HasilTimbang | null | undefined): string | null {
  return hasil === 'BELUM' || hasil === 'GAGAL' ? TANDA_TIMBANG[hasil] : null;
}

interface SudutTimbang {
  nama: string;
  timbang?: HasilTimbang | null;
}

/** The corners of a bout that carry a flag, blue first: what the desk says when it calls the bout. */
export function sudutBertanda(p: {
  sudut_a: SudutTimbang | null;
  sudut_b: SudutTimbang | null;
}): Array<{ sudut: Sudut; nama: string; tanda: string }> {
  return (
    [
      ['B', p.sudut_a],
      ['R', p.sudut_b],
    ] as const
  ).flatMap(([sudut, s]) => {
    const tanda = tandaTimbang(s?.timbang);
    return s && tanda ? [{ sudut, nama: s.nama, tanda }] : [];
  });
}

/** 'Budi (B) belum ditimbang; Sari (R) gagal timbang': the warning of a bout called with flagged corners, or null. */
export function peringatanPanggil(p: Parameters<typeof sudutBertanda>[0]): string | null {
  const xs = sudutBertanda(p);
  return xs.length ? xs.map((x) => `${x.nama} (${x.sudut}) ${x.tanda.toLowerCase()}`).join('; ') : null;
}

/**
 * How many of a class's entries carry each flag (the draw screen's notice), and how many were weighed at all: before
 * the weigh-in began every weighing entry is 'Belum ditimbang', which the screens then say once, without naming each.
 */
export function hitungTanda(peserta: readonly { timbang?: HasilTimbang | null }[]): { belum: number; gagal: number; ditimbang: number } {
  const gagal = peserta.filter((p) => p.timbang === 'GAGAL').length;
  return {
    belum: peserta.filter((p) => p.timbang === 'BELUM').length,
    gagal,
    ditimbang: gagal + peserta.filter((p) => p.timbang === 'LOLOS').length,
  };
}
