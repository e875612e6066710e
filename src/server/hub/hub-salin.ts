import { sql } from 'drizzle-orm';
import { enkripsi } from '../crypto/kunci';
import type { Db, DbOrTx } from '../db/types';
import { daftarSekuens } from '../sistem/tabel';
import { STORED_NAME, tulisUpload, UPLOAD_FOLDERS } from '../uploads/store';
import type { BlokId } from './pusat-ambil';
import type { Baris, TabelSalinan } from './salinan';

/** Rows as the central server sent them: JSON objects in the tables' own shape. */
async function sisipkan(tx: DbOrTx, nama: string, baris: Baris[], upsertKecuali?: { pk: readonly string[]; kolom: readonly string[] }) {
  const isi =
    nama === 'totp'
      ? baris.map((b) => ({ ...b, secret_enc: typeof b.secret_enc === 'string' ? enkripsi(b.secret_enc) : b.secret_enc }))
      : baris;
  for (let i = 0; i < isi.length; i += 500) {
    const potong = JSON.stringify(isi.slice(i, i + 500));
    const t = sql.identifier(nama);
    if (!upsertKecuali) {
      await tx.execute(sql`insert into ${t} select * from jsonb_populate_recordset(null::${t}, ${potong}::jsonb)`);
      continue;
    }
    const { pk, kolom } = upsertKecuali;
    const set = kolom.filter((c) => !pk.includes(c));
    const daftar = (cs: readonly string[]) =>
      sql.join(
        cs.map((c) => sql.identifier(c)),
        sql`, `,
      );
    await tx.execute(
      sql`insert into ${t} select * from jsonb_populate_recordset(null::${t}, ${potong}::jsonb)
          on conflict (${daftar(pk)}) ${
            set.length > 0
              ? sql`do update set ${sql.join(
                  set.map((c) => sql`${sql.identifier(c)} = excluded.${sql.identifier(c)}`),
                  sql`, `,
                )}`
              : sql`do nothing`
          }`,
    );
  }
}

/**
 * The take-over's copy: every table emptied (this machine's own data, sessions included, is replaced), the
 * central server's rows loaded with triggers and foreign-key checks off (a row may point at an account that was
 * not copied), and every id sequence set to the block the central server reserved for this hub.
 */
export async function muatSalinan(db: Db, tabel: readonly TabelSalinan[], blok: readonly BlokId[]): Promise<number> {
  let jumlah = 0;
  await db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    const semua = await tx.execute(
      sql`select string_agg(format('%I', tablename), ', ') as daftar from pg_tables where schemaname = 'public'`,
    );
    const daftar = (Array.isArray(semua) ? semua : (semua as { rows: { daftar: string }[] }).rows)[0] as { daftar: string | null };
    if (daftar.daftar) await tx.execute(sql.raw(`TRUNCATE ${daftar.daftar} RESTART IDENTITY CASCADE`));
    for (const t of tabel) {
      await sisipkan(tx, t.nama, t.baris);
      jumlah += t.baris.length;
    }
    const milikHub = new Map(blok.map((b) => [`${b.tabel}.${b.kolom}`, b.mulai]));
    for (const s of await daftarSekuens(tx)) {
      const mulai = milikHub.get(`${s.tabel}.${s.kolom}`);
      if (mulai !== undefined && !s.tabel.startsWith('hub_')) await tx.execute(sql`select setval(${s.seq}::regclass, ${mulai}, false)`);
    }
  });
  return jumlah;
}

/** The central server's part read again (new entries, changed accounts); the venue's own columns are kept. */
export async function muatSegaran(
  db: Db,
  tabel: readonly TabelSalinan[],
  kunci: (nama: string) => { pk: readonly string[]; kolom: readonly string[] },
) {
  await db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    for (const t of tabel) await sisipkan(tx, t.nama, t.baris, kunci(t.nama));
  });
}

/** Files the copy points at, fetched a few at a time; returns how many and their bytes. */
export async function unduhBerkas(
  dataDir: string,
  nama: readonly string[],
  ambil: (p: string) => Promise<Uint8Array | null>,
): Promise<{ berkas: number; byte: number }> {
  let berkas = 0;
  let byte = 0;
  let i = 0;
  const kerja = async () => {
    while (i < nama.length) {
      const p = nama[i++]!;
      const [a, b, file] = p.split('/');
      const folder = UPLOAD_FOLDERS.find((f) => f === `${a}/${b}`);
      if (!folder || !file || !STORED_NAME.test(file)) continue;
      const isi = await ambil(p);
      if (!isi) continue;
      // Stored as the hub's own uploads are: a private folder encrypted with the hub's key.
      await tulisUpload(dataDir, folder, file, isi);
      berkas++;
      byte += isi.byteLength;
    }
  };
  await Promise.all(Array.from({ length: 6 }, kerja));
  return { berkas, byte };
}
