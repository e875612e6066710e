import { baganKunci } from '../bagan/keys';
import { keyCodec, type KeyOf } from '../sync/kunci';

/**
 * Dexie keys of the court desk. Bouts: the `partai` table, one row per account and bout. The court itself
 * (name, start, branch, settings): record 'lapangan:{id_lapangan}'. Outbox entity key of a call, a start, a
 * no-show or a result made at the desk: 'partai:{id_kompetisi}:{id_lapangan}:{id_match}'; its chain is the
 * bout's bracket chain 'bagan:{id_kompetisi}:{id_kelas}', so a bout's call, start and result go in the order
 * they were made, after the results of the bouts it depends on.
 */
export const partaiKunci = keyCodec('partai', { id_kompetisi: 'int', id_lapangan: 'int', id_match: 'id' });
export type PartaiKunci = KeyOf<typeof partaiKunci>;

export const partaiEntityKey = (id_kompetisi: number, id_lapangan: number, id_match: string) => partaiKunci.encode({ id_kompetisi, id_lapangan, id_match });
export const partaiPrefix = (id_kompetisi: number, id_lapangan: number) => partaiKunci.within({ id_kompetisi, id_lapangan });
export const rantaiPartai = (id_kompetisi: number, id_kelas: number) => baganKunci.encode({ id_kompetisi, id_kelas });
export const lapanganKey = (id_lapangan: number) => `lapangan:${id_lapangan}`;
export const barisKey = (ownerId: number, id_match: string) => `${ownerId}:${id_match}`;

export const lapanganQueryKey = (id_lapangan: number) => ['lapangan', id_lapangan] as const;
export const daftarLapanganQueryKey = (id_kompetisi: number) => ['lapangan-daftar', id_kompetisi] as const;

export type AksiPartai = 'panggil' | 'mulai' | 'tidak-hadir' | 'hasil';

/** What a queued desk write does, read from its path. */
export function aksiDari(e: { method: string; path: string }): AksiPartai | null {
  if (e.method === 'PUT' && /^\/matches\/[^/]+$/.test(e.path)) return 'hasil';
  // The scoring console's result: the one its log gives (POST /partai/{id}/hasil-skor) or a Poomsae panel's (…/poomsae).
  if (e.method === 'POST' && /^\/partai\/[^/]+\/(hasil-skor|poomsae)$/.test(e.path)) return 'hasil';
  const m = /^\/partai\/[^/]+\/(panggil|mulai|tidak-hadir)$/.exec(e.path);
  return m ? (m[1] as AksiPartai) : null;
}
