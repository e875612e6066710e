import { readFile } from 'node:fs/promises';
import { enkripsiBerkas, idKunciBerkas, terenkripsi } from './format';
import { daftarBerkasPribadi, gantiIsi } from './daftar';
import { kunciBerkas } from './kunci-berkas';

export interface HasilEnkripsiLama {
  /** Plain files (stored before encryption, or restored from an older backup) now encrypted. */
  dienkripsi: number;
  /** Files another server key wrapped: left as they are, and unreadable here. */
  kunciLain: number;
}

/**
 * Encrypts in place every private upload still stored plain; already encrypted files are left alone, so it is
 * safe to run again (at every start and after a restore).
 */
export async function enkripsiBerkasLama(dataDir: string): Promise<HasilEnkripsiLama> {
  const kunci = kunciBerkas(dataDir);
  const id = kunci.id.toString('hex');
  const hasil: HasilEnkripsiLama = { dienkripsi: 0, kunciLain: 0 };
  for (const b of await daftarBerkasPribadi(dataDir)) {
    const isi = await readFile(b.full).catch(() => null);
    if (!isi) continue;
    if (terenkripsi(isi)) {
      if (idKunciBerkas(isi) !== id) hasil.kunciLain++;
      continue;
    }
    if (await gantiIsi(b.full, enkripsiBerkas(isi, kunci))) hasil.dienkripsi++;
  }
  return hasil;
}
