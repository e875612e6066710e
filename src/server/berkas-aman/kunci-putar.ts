import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { logActivity } from '../activity/log';
import { configFromEnv } from '../config';
import { parseKunci } from '../crypto/kunci';
import { openDatabase } from '../db/client';
import { kunciDenganId } from './format';
import { putarKunciBerkas, putarRahasiaDb } from './putar';

/**
 * `npm run kunci:putar` — key rotation, with every server process on DATA_DIR / DATABASE_URL stopped.
 *   Key in DATA_DIR/secret.key (no ARENA_SECRET_KEY): a new key is made and kept in secret.key.baru first, every
 *   file's key and every stored secret is moved to it, then secret.key.baru replaces secret.key.
 *   Key in ARENA_SECRET_KEY: give the new one as ARENA_SECRET_KEY_BARU; set ARENA_SECRET_KEY to it afterwards.
 *   ARENA_SECRET_KEY_LAMA overrides the old key (e.g. a second run after ARENA_SECRET_KEY was already changed).
 * Stopped half-way, it is run again the same way: each file says which key wraps it.
 */
function kunciDari(env: NodeJS.ProcessEnv, dataDir: string) {
  const fileKunci = path.join(dataDir, 'secret.key');
  const fileBaru = path.join(dataDir, 'secret.key.baru');
  const modeBerkas = !env.ARENA_SECRET_KEY;
  const lamaTeks = env.ARENA_SECRET_KEY_LAMA ?? env.ARENA_SECRET_KEY ?? (existsSync(fileKunci) ? readFileSync(fileKunci, 'utf8') : null);
  if (!lamaTeks) throw new Error(`Kunci lama tidak ditemukan: ${fileKunci} tidak ada dan ARENA_SECRET_KEY kosong`);
  let baruTeks = env.ARENA_SECRET_KEY_BARU ?? null;
  if (!baruTeks && !modeBerkas) throw new Error('Kunci ada di ARENA_SECRET_KEY: berikan kunci baru lewat ARENA_SECRET_KEY_BARU');
  if (modeBerkas) {
    if (!baruTeks) baruTeks = existsSync(fileBaru) ? readFileSync(fileBaru, 'utf8') : randomBytes(32).toString('base64');
    // Kept before anything changes: a run cut short finds the same new key.
    writeFileSync(fileBaru, baruTeks.trim(), { mode: 0o600 });
    chmodSync(fileBaru, 0o600);
  }
  return { lama: parseKunci(lamaTeks), baru: parseKunci(baruTeks as string), modeBerkas, fileKunci, fileBaru };
}

async function main() {
  const config = configFromEnv(process.env);
  const k = kunciDari(process.env, config.dataDir);
  const lama = kunciDenganId(k.lama);
  const baru = kunciDenganId(k.baru);
  console.log(`Kunci lama ${lama.id.toString('hex')} → kunci baru ${baru.id.toString('hex')} (data: ${config.dataDir})`);
  const berkas = await putarKunciBerkas(config.dataDir, lama, baru);
  console.log(
    `Berkas: ${berkas.dibungkusUlang} dibungkus ulang, ${berkas.dienkripsi} berkas lama dienkripsi, ${berkas.sudah} sudah memakai kunci baru`,
  );
  for (const f of berkas.tidakDikenal) console.warn(`  Tidak memakai kunci lama maupun baru (dibiarkan): ${f}`);
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    const rahasia = await putarRahasiaDb(database.db, k.lama, k.baru);
    console.log(`Rahasia di database: ${rahasia.diubah} dienkripsi ulang`);
    for (const g of rahasia.gagal) console.warn(`  Tidak dapat dibuka dengan kunci lama maupun baru (dibiarkan): ${g}`);
    await logActivity(database.db, {
      action: 'PUTAR_KUNCI_SERVER',
      actor: 'sistem',
      details: `Kunci server diganti (${lama.id.toString('hex')} → ${baru.id.toString('hex')}): ${berkas.dibungkusUlang + berkas.dienkripsi} berkas, ${rahasia.diubah} rahasia`,
    });
  } finally {
    await database.close();
  }
  if (k.modeBerkas) {
    renameSync(k.fileBaru, k.fileKunci);
    console.log(`${k.fileKunci} sekarang berisi kunci baru. Simpan salinannya di tempat terpisah dari cadangan.`);
  } else console.log('Selesai. Ganti ARENA_SECRET_KEY dengan kunci baru sebelum menjalankan server lagi.');
}

main().catch((e: unknown) => {
  console.error('Putar kunci gagal:', e instanceof Error ? e.message : e);
  process.exit(1);
});
