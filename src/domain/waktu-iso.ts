import * as v from 'valibot';

/**
 * An instant a device sends (its clock when it weighed, drew, called a bout): ISO 8601 with a date, a time to the
 * second, an optional fraction and a zone — 'Z', '+07', '+0700' or '+07:00' (also a space for the 'T'). Every
 * form accepted here is read into one the server stores: `YYYY-MM-DDTHH:mm:ss.sssZ` (UTC, milliseconds), which
 * every JavaScript engine parses. A date that does not exist (30 February) or an offset beyond ±23:59 is refused.
 */
const ISO = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2}):(\d{2})(?:[.,](\d+))?(Z|[+-]\d{2}(?::?\d{2})?)$/;

const dua = (n: number) => String(n).padStart(2, '0');

/** The instant as UTC `YYYY-MM-DDTHH:mm:ss.sssZ`, or null when the text is not one. */
export function bacaWaktuIso(teks: string): string | null {
  const m = ISO.exec(teks.trim());
  if (!m) return null;
  const [y, bln, tgl, jam, mnt, dtk] = m.slice(1, 7).map(Number) as [number, number, number, number, number, number];
  const hariBulan =
    new Date(Date.UTC(2000, bln, 0)).getUTCDate() - (bln === 2 && !(y % 4 === 0 && (y % 100 !== 0 || y % 400 === 0)) ? 1 : 0);
  if (y < 1 || bln < 1 || bln > 12 || tgl < 1 || tgl > hariBulan || jam > 23 || mnt > 59 || dtk > 59) return null;
  const zona = m[8]!;
  let geser = 0;
  if (zona !== 'Z') {
    const oj = Number(zona.slice(1, 3));
    const om = zona.length > 3 ? Number(zona.slice(-2)) : 0;
    if (oj > 23 || om > 59) return null;
    geser = (zona.startsWith('-') ? -1 : 1) * (oj * 60 + om);
  }
  const ms = Number((m[7] ?? '').padEnd(3, '0').slice(0, 3));
  // The spec's own format (with a ±HH:mm offset), so the engine reads it the same everywhere.
  const t =
    Date.parse(
      `${String(y).padStart(4, '0')}-${dua(bln)}-${dua(tgl)}T${dua(jam)}:${dua(mnt)}:${dua(dtk)}.${String(ms).padStart(3, '0')}Z`,
    ) -
    geser * 60_000;
  return Number.isFinite(t) && t >= -62_135_596_800_000 && t <= 253_402_300_799_999 ? new Date(t).toISOString() : null;
}

/** A field holding such an instant: refused with `pesan` unless readable; the output is the UTC form above. */
export const waktuIsoSchema = (pesan: string) => v.pipe(v.string(pesan), v.transform(bacaWaktuIso), v.string(pesan));
