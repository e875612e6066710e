import { samaPasangan, undiBagan } from '../../domain/bagan/undian';
import { susunMatches } from '../../domain/bagan/susun';
import type { HasilUndian, MatchBagan, PasanganRonde1, PesertaUndian } from '../../domain/bagan/types';
import type { SimpanBagan } from '../../domain/schemas/bagan';
import { tolak, type Tolak } from '../../domain/tolak';
import { BAGAN_API_MSG } from './akses';
import type { PesertaKelas } from './muat';

/**
 * The checks of POST /brackets that need no database: the drawn participants against the approved entries,
 * and the submitted bracket against the engine's own run (a saved draw is provably the engine's).
 */

type Slot = SimpanBagan['matches'][number];

const MAKS_NAMA = 5;

function daftarNama(ids: readonly number[], nama: ReadonlyMap<number, PesertaKelas>): string {
  const names = ids.slice(0, MAKS_NAMA).map((id) => nama.get(id)?.nama ?? `#${id}`);
  const sisa = ids.length - names.length;
  return sisa > 0 ? `${names.join(', ')} dan ${sisa} lainnya` : names.join(', ');
}

/**
 * Null when `kiriman` holds exactly the class's approved entries; otherwise the 422 message naming what
 * differs (an entry rejected or moved since the device drew, or approved since).
 */
export function selisihPeserta(
  kiriman: readonly number[],
  disetujui: readonly number[],
  nama: ReadonlyMap<number, PesertaKelas>,
  id_kelas_kejuaraan: number,
): string | null {
  const setuju = new Set(disetujui);
  const dikirim = new Set(kiriman);
  const bukanLagi: number[] = [];
  const bukanKelas: number[] = [];
  for (const id of dikirim) {
    if (setuju.has(id)) continue;
    if (nama.get(id)?.id_kelas_kejuaraan === id_kelas_kejuaraan) bukanLagi.push(id);
    else bukanKelas.push(id);
  }
  const belum = disetujui.filter((id) => !dikirim.has(id));
  const bagian = [
    bukanLagi.length > 0 ? `${daftarNama(bukanLagi, nama)} tidak lagi disetujui` : null,
    bukanKelas.length > 0 ? `${daftarNama(bukanKelas, nama)} bukan peserta kelas ini` : null,
    belum.length > 0 ? `${daftarNama(belum, nama)} belum masuk bagan` : null,
  ].filter((x): x is string => x !== null);
  if (bagian.length === 0) return null;
  return `Peserta bagan tidak sesuai dengan peserta yang disetujui saat ini: ${bagian.join('; ')}. Undi ulang bagan ini.`;
}

const urutSlot = (x: Slot, y: Slot) => x.ronde - y.ronde || x.posisi - y.posisi;

/** The submitted slots in bracket order (round 1 first), their ids lower-cased. */
export function urutKiriman(matches: readonly Slot[]): Slot[] {
  return [...matches].sort(urutSlot).map((m) => ({ ...m, id_match: m.id_match.toLowerCase() }));
}

/**
 * Runs the engine again on the participants (in the submitted order, dojang from the database) with the
 * submitted seed and seeds, lays out the matches with the submitted ids, and accepts only when every slot
 * is the same: same id per (ronde, posisi), same corners. Returns the server's own matches to store.
 */
export function ulangUndian(
  peserta: readonly PesertaUndian[],
  input: Pick<SimpanBagan, 'seed' | 'unggulan'>,
  slots: readonly Slot[],
): { ok: true; undian: HasilUndian; matches: MatchBagan[] } | Tolak<'undian_tidak_sah'> {
  const beda = tolak('undian_tidak_sah', BAGAN_API_MSG.susunan(input.seed));
  const ids = slots.map((m) => m.id_match);
  if (new Set(ids).size !== ids.length) return tolak('undian_tidak_sah', BAGAN_API_MSG.idGanda);
  let undian: HasilUndian;
  let matches: MatchBagan[];
  try {
    undian = undiBagan(peserta, { seed: input.seed, unggulan: input.unggulan });
    if (slots.length !== undian.ukuran - 1) return beda;
    matches = susunMatches(undian, ids);
  } catch (e) {
    if (e instanceof RangeError) return tolak('undian_tidak_sah', e.message);
    throw e;
  }
  const ronde1: PasanganRonde1[] = slots.filter((m) => m.ronde === 1).map((m) => [m.id_peserta_a, m.id_peserta_b]);
  if (!samaPasangan(ronde1, undian.pasangan)) return beda;
  const sama = matches.every((m, i) => {
    const s = slots[i];
    return (
      s.ronde === m.ronde &&
      s.posisi === m.posisi &&
      s.id_match === m.id_match &&
      s.id_peserta_a === m.id_peserta_a &&
      s.id_peserta_b === m.id_peserta_b
    );
  });
  return sama ? { ok: true, undian, matches } : beda;
}
