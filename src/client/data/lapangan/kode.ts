import { useLiveQuery } from 'dexie-react-hooks';
import { labelPartai } from '../../../domain/jadwal/kode';
import { getDb } from '../db';
import { bacaKepala } from './store';

/** A bout's label on this device ('A-12'), its court's letter read from the court's copy; the number alone until it is there. */
export function useLabelPartai(id_lapangan: number | null | undefined, nomor: number): string {
  const kode = useLiveQuery(
    async () => (id_lapangan ? ((await bacaKepala(getDb(), id_lapangan))?.lapangan.kode ?? '') : ''),
    [id_lapangan],
  );
  return labelPartai(kode, nomor);
}
