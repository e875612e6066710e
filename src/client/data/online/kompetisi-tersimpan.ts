import { getDb } from '../db';
import { KOMPETISI_LIST_KEY } from '../kompetisi/keys';

/**
 * The competitions list as this device last kept it in Dexie (the coach's and organisers' screens keep it), for the
 * public pages when the server cannot be reached; undefined when never kept (the caller checks it with its schema).
 * Loaded on demand only: a visitor's first paint never pulls Dexie in.
 */
export async function kompetisiTersimpan(): Promise<unknown> {
  return (await getDb().records.get(KOMPETISI_LIST_KEY))?.value;
}
