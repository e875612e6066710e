import { SISTEM_MSG } from '../../domain/schemas/sistem';
import { gagalSistem } from './tolak';

const berjalan = new Set<string>();

/** One backup or restore at a time per DATA_DIR in this process; a second one meanwhile → 409. */
export async function satuSatu<T>(dataDir: string, fn: () => Promise<T>): Promise<T> {
  if (berjalan.has(dataDir)) throw gagalSistem('sistem_sibuk', SISTEM_MSG.sibuk);
  berjalan.add(dataDir);
  try {
    return await fn();
  } finally {
    berjalan.delete(dataDir);
  }
}
