import { SISTEM_MSG } from '../../domain/schemas/sistem';
import { ApiError } from '../http/api-error';

const berjalan = new Set<string>();

/** One backup or restore at a time per DATA_DIR in this process; a second one meanwhile → 409. */
export async function satuSatu<T>(dataDir: string, fn: () => Promise<T>): Promise<T> {
  if (berjalan.has(dataDir)) throw new ApiError(409, SISTEM_MSG.sibuk);
  berjalan.add(dataDir);
  try {
    return await fn();
  } finally {
    berjalan.delete(dataDir);
  }
}
