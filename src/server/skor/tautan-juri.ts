import { timingSafeEqual } from 'node:crypto';
import type { TautanJuri } from '../../domain/skor';
import { tandai } from '../kartu/tanda';

/**
 * A judge's join code: the bout, the judge's seat and when it stops working, signed with the card codes' key
 * (a distinct prefix in what is signed, so no card code can pass as one). A phone holding it needs no account.
 */
export interface IsiTautanJuri {
  id_match: string;
  juri: number;
  kedaluwarsa: number;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
// '_' joins the parts: a dot would make the join link look like a file to the static server.
const bagian = (isi: IsiTautanJuri) => `${isi.id_match}_${isi.juri}_${isi.kedaluwarsa.toString(36)}`;
const tanda = (kunci: Buffer, b: string) => tandai(kunci, `juri:${b}`);

export function buatTokenJuri(kunci: Buffer, isi: IsiTautanJuri): string {
  const b = bagian(isi);
  return `${b}_${tanda(kunci, b)}`;
}

/** What a token names when the server signed it (expiry not checked here); null for a forged or malformed one. */
export function bacaTokenJuri(kunci: Buffer, token: string): IsiTautanJuri | null {
  const p = token.split('_');
  if (p.length !== 4) return null;
  const [id_match, nomor, exp, diberi] = p as [string, string, string, string];
  if (!UUID.test(id_match) || !/^[1-7]$/.test(nomor) || !/^[0-9a-z]{1,12}$/.test(exp)) return null;
  const isi = { id_match, juri: Number(nomor), kedaluwarsa: parseInt(exp, 36) };
  const benar = Buffer.from(tanda(kunci, bagian(isi)));
  const b = Buffer.from(diberi);
  return benar.length === b.length && timingSafeEqual(benar, b) ? isi : null;
}

/** One join link per seat 1…n of a bout, all expiring together. */
export function tautanKursi(kunci: Buffer, id_match: string, n: number, kedaluwarsa: number): TautanJuri[] {
  return Array.from({ length: n }, (_, i) => ({
    nomor: i + 1,
    tautan: `/juri/${buatTokenJuri(kunci, { id_match, juri: i + 1, kedaluwarsa })}`,
    kedaluwarsa,
  }));
}

/**
 * A court's seat link (tautan kursi): its row (the revocation record every use reads), its court and seat, and when
 * it stops working (the end of the court's day), signed with the same key under another prefix, so neither kind of
 * code can pass as the other, nor a card code as either.
 */
export interface IsiTautanKursi {
  id_tautan: number;
  id_lapangan: number;
  juri: number;
  kedaluwarsa: number;
}

const bagianKursi = (isi: IsiTautanKursi) => `k${isi.id_tautan}_${isi.id_lapangan}_${isi.juri}_${isi.kedaluwarsa.toString(36)}`;
const tandaKursi = (kunci: Buffer, b: string) => tandai(kunci, `juri-kursi:${b}`);

export function buatTokenKursi(kunci: Buffer, isi: IsiTautanKursi): string {
  const b = bagianKursi(isi);
  return `${b}_${tandaKursi(kunci, b)}`;
}

/** What a seat token names when the server signed it (expiry and revocation not checked here); null otherwise. */
export function bacaTokenKursi(kunci: Buffer, token: string): IsiTautanKursi | null {
  const p = token.split('_');
  if (p.length !== 5) return null;
  const [id, lap, nomor, exp, diberi] = p as [string, string, string, string, string];
  if (!/^k[1-9]\d{0,9}$/.test(id) || !/^[1-9]\d{0,9}$/.test(lap) || !/^[1-7]$/.test(nomor) || !/^[0-9a-z]{1,12}$/.test(exp)) return null;
  const isi = { id_tautan: Number(id.slice(1)), id_lapangan: Number(lap), juri: Number(nomor), kedaluwarsa: parseInt(exp, 36) };
  const benar = Buffer.from(tandaKursi(kunci, bagianKursi(isi)));
  const b = Buffer.from(diberi);
  return benar.length === b.length && timingSafeEqual(benar, b) ? isi : null;
}
