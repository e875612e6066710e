import { readFile } from 'node:fs/promises';
import { eq } from 'drizzle-orm';
import { dekripsiDengan, enkripsiDengan } from '../crypto/kunci';
import { setting, totp } from '../db/schema';
import type { Db, DbOrTx } from '../db/types';
import { KUNCI_SETTING_RAHASIA } from '../sistem/rahasia';
import { bungkusUlang, enkripsiBerkas, idKunciBerkas, terenkripsi, type KunciServer } from './format';
import { daftarBerkasPribadi, gantiIsi } from './daftar';

export interface HasilPutarBerkas {
  dibungkusUlang: number;
  /** Plain files found on the way, encrypted with the new key. */
  dienkripsi: number;
  /** Already under the new key (a run cut short and started again). */
  sudah: number;
  /** Under neither key: left as they are and listed. */
  tidakDikenal: string[];
}

/**
 * Rewraps every private upload's key from `lama` to `baru`. Each file names the key that wraps it and is
 * replaced atomically, so a run cut short (a crash, a power cut) is finished by running it again.
 */
export async function putarKunciBerkas(dataDir: string, lama: KunciServer, baru: KunciServer): Promise<HasilPutarBerkas> {
  const hasil: HasilPutarBerkas = { dibungkusUlang: 0, dienkripsi: 0, sudah: 0, tidakDikenal: [] };
  const idLama = lama.id.toString('hex');
  const idBaru = baru.id.toString('hex');
  for (const b of await daftarBerkasPribadi(dataDir)) {
    const isi = await readFile(b.full).catch(() => null);
    if (!isi) continue;
    if (!terenkripsi(isi)) {
      if (await gantiIsi(b.full, enkripsiBerkas(isi, baru))) hasil.dienkripsi++;
      continue;
    }
    const id = idKunciBerkas(isi);
    if (id === idBaru) hasil.sudah++;
    else if (id === idLama) {
      if (await gantiIsi(b.full, bungkusUlang(isi, lama, baru))) hasil.dibungkusUlang++;
    } else hasil.tidakDikenal.push(`${b.folder}/${b.nama}`);
  }
  return hasil;
}

/** A secret under `baru` already stays; one under `lama` is encrypted again with `baru`; null when under neither. */
function ulangi(nilai: string, lama: Buffer, baru: Buffer): string | null {
  try {
    dekripsiDengan(baru, nilai);
    return nilai;
  } catch {
    try {
      return enkripsiDengan(baru, dekripsiDengan(lama, nilai));
    } catch {
      return null;
    }
  }
}

async function putarSetting(tx: DbOrTx, lama: Buffer, baru: Buffer, gagal: string[]): Promise<number> {
  let n = 0;
  for (const row of await tx.select().from(setting)) {
    if (typeof row.value !== 'object' || row.value === null || Array.isArray(row.value)) continue;
    const nilai = { ...(row.value as Record<string, unknown>) };
    let berubah = false;
    for (const k of KUNCI_SETTING_RAHASIA) {
      const v = nilai[k];
      if (typeof v !== 'string') continue;
      const ulang = ulangi(v, lama, baru);
      if (ulang === null) gagal.push(`setting ${row.key}.${k}`);
      else if (ulang !== v) {
        nilai[k] = ulang;
        berubah = true;
      }
    }
    if (berubah) {
      await tx.update(setting).set({ value: nilai }).where(eq(setting.key, row.key));
      n++;
    }
  }
  return n;
}

/**
 * The database's secrets under the server key (two-step login secrets, the SMTP password, the VAPID private
 * key), encrypted again with the new key in one transaction; values already under the new key are kept.
 */
export async function putarRahasiaDb(db: Db, lama: Buffer, baru: Buffer): Promise<{ diubah: number; gagal: string[] }> {
  const gagal: string[] = [];
  let diubah = 0;
  await db.transaction(async (tx) => {
    for (const row of await tx.select({ id_akun: totp.id_akun, secret_enc: totp.secret_enc }).from(totp)) {
      const ulang = ulangi(row.secret_enc, lama, baru);
      if (ulang === null) gagal.push(`totp akun ${row.id_akun}`);
      else if (ulang !== row.secret_enc) {
        await tx.update(totp).set({ secret_enc: ulang }).where(eq(totp.id_akun, row.id_akun));
        diubah++;
      }
    }
    diubah += await putarSetting(tx, lama, baru, gagal);
  });
  return { diubah, gagal };
}
