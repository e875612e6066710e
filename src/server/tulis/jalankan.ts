import type { DbOrTx } from '../db/types';
import { kabarDojangBaru, kabarStatusPeserta, kabarVerifikasiBukti } from '../notifikasi/peristiwa';
import { removeUpload } from '../uploads/store';
import type { Berhasil, Deps, Efek, HasilTulis, TolakTulis } from './types';

/** Thrown inside the transaction so a refusal rolls it back; caught again below. */
class Batal extends Error {
  constructor(readonly tolak: TolakTulis<string>) {
    super(tolak.pesan);
  }
}

/**
 * Runs one write in its own transaction: a refusal rolls it back and is returned; a result is committed
 * (with whatever `sebelumCommit` adds in the same transaction, e.g. the idempotency record), then its
 * effects run: files removed (awaited, failures logged) and notifications started in the background.
 */
export async function jalankanTulis<T, K extends string>(
  deps: Deps,
  tulis: (tx: DbOrTx) => Promise<HasilTulis<T, K>>,
  sebelumCommit?: (tx: DbOrTx, hasil: Berhasil<T>) => Promise<void>,
): Promise<HasilTulis<T, K>> {
  let hasil: Berhasil<T>;
  try {
    hasil = await deps.db.transaction(async (tx) => {
      const h = await tulis(tx);
      if (!h.ok) throw new Batal(h);
      await sebelumCommit?.(tx, h);
      return h;
    });
  } catch (e) {
    if (e instanceof Batal) return e.tolak as TolakTulis<K>;
    throw e;
  }
  await jalankanEfek(deps, hasil.setelah ?? []);
  return hasil;
}

export async function jalankanEfek(deps: Deps, efek: readonly Efek[]): Promise<void> {
  for (const e of efek) {
    if (e.jenis === 'hapus_berkas') {
      await removeUpload(deps.dataDir, e.folder, e.nama).catch((err) => deps.log(e.gagal, err));
    } else if (e.jenis === 'kabar_status_peserta') {
      kabarStatusPeserta(deps, e.id_kompetisi, e.id_peserta, e.status);
    } else if (e.jenis === 'kabar_verifikasi_bukti') {
      kabarVerifikasiBukti(deps, e.id_bukti, e.status);
    } else {
      kabarDojangBaru(deps, e.id_dojang);
    }
  }
}
