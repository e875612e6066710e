import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Db } from '../db/types';
import { folderCadangan } from './berkas';
import { KOLOM_RAHASIA, KUNCI_SETTING_RAHASIA, SETTING_RAHASIA } from './rahasia';
import { denganSnapshot } from './snapshot';

export const FORMAT_EKSPOR = 'arena-tkd-ekspor-data';

/**
 * 'Ekspor data': every table as JSON in one file, for reading or processing in other tools —
 * { format, dibuat_pada, kolom_rahasia_dihilangkan, migrasi, tabel: { <tabel>: [rows…] } } in dependency order.
 * No secrets (password and code hashes, session tokens, encrypted keys: rahasia.ts) and no uploaded files;
 * restoring uses the .tar.gz backup. Written to a temp file (the snapshot's transaction stays short
 * however slowly the browser downloads); the caller streams it and removes it.
 */
export async function buatEksporJson(db: Db, dataDir: string, now = new Date()): Promise<string> {
  const dir = folderCadangan(dataDir);
  await mkdir(dir, { recursive: true });
  const tmp = path.join(dir, `.ekspor-${randomBytes(6).toString('hex')}.json`);
  const out = createWriteStream(tmp);
  const write = async (s: string) => {
    if (!out.write(s)) await once(out, 'drain');
  };
  try {
    await denganSnapshot(
      db,
      async (s) => {
        await write(`{"format":${JSON.stringify(FORMAT_EKSPOR)},"dibuat_pada":${JSON.stringify(now.toISOString())},`);
        await write(
          `"kolom_rahasia_dihilangkan":${JSON.stringify({ ...KOLOM_RAHASIA, setting: [...KUNCI_SETTING_RAHASIA.map((k) => `value.${k}`), ...SETTING_RAHASIA.map((k) => `value (${k})`)] })},`,
        );
        await write(
          `"migrasi":${JSON.stringify(s.migrasi)},"jumlah_baris":${JSON.stringify(Object.fromEntries(s.tabel.map((t) => [t.nama, t.baris])))},"tabel":{`,
        );
        for (const [ti, t] of s.tabel.entries()) {
          await write(`${ti ? ',' : ''}\n${JSON.stringify(t.nama)}:[`);
          for (let i = 0; i < t.bagian; i += 1) {
            const part = await s.bacaBagian(t.nama, i);
            // Each part is a JSON array: its items joined into the table's one array.
            await write(`${i ? ',' : ''}${part.slice(1, -1)}`);
          }
          await write(']');
        }
        await write('\n}}\n');
      },
      { tanpaRahasia: true },
    );
    out.end();
    await once(out, 'finish');
    return tmp;
  } catch (e) {
    out.destroy();
    await rm(tmp, { force: true });
    throw e;
  }
}
