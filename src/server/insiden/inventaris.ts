import { open } from 'node:fs/promises';
import { getTableName, sql } from 'drizzle-orm';
import { todayWib } from '../../domain/atlet/umur';
import type { Inventaris, LokasiData } from '../../domain/insiden/inventaris';
import { PANJANG_KEPALA, terenkripsi } from '../berkas-aman/format';
import { queryRows } from '../db/rows';
import type { Db } from '../db/types';
import { daftarBerkasCadangan, daftarUnggahan } from '../sistem/berkas';
import { UPLOAD_FOLDERS, folderPribadi, type UploadFolder } from '../uploads/store';
import { DATA_FOLDER, DATA_TABEL } from './daftar-data';

/** How many records hold each listed kind of personal data: one query (a count per line of DATA_TABEL). */
async function hitungTabel(db: Db): Promise<number[]> {
  const kolom = DATA_TABEL.map(
    (d, i) =>
      sql`(select count(*)::int from ${d.tabel} where ${sql.join(
        d.kolom.map((c) => sql`${c} is not null`),
        sql` or `,
      )}) as ${sql.identifier(`n${i}`)}`,
  );
  const [row] = await queryRows<Record<string, number>>(db, sql`select ${sql.join(kolom, sql`, `)}`);
  return DATA_TABEL.map((_, i) => Number(row?.[`n${i}`] ?? 0));
}

/** The data subjects: athletes (children: under 18 today, WIB), coaches, guardians named in consents, accounts. One query. */
export async function hitungSubjek(db: Db, today: string) {
  const [r] = await queryRows<Inventaris['subjek']>(
    db,
    sql`select (select count(*) from atlet)::int as atlet,
      (select count(*) from atlet where tanggal_lahir > ${today}::date - interval '18 years')::int as atlet_anak,
      (select count(*) from pelatih)::int as pelatih,
      (select count(distinct nama_wali) from persetujuan_data where nama_wali is not null)::int as wali,
      (select count(*) from akun)::int as akun,
      (select count(*) from akun where status = 'ACTIVE')::int as akun_aktif`,
  );
  return r!;
}

/** Whether a stored file starts with the encrypted header (read its first bytes only). */
async function berkasTerenkripsi(full: string): Promise<boolean> {
  const h = await open(full, 'r');
  try {
    const buf = Buffer.alloc(PANJANG_KEPALA);
    const { bytesRead } = await h.read(buf, 0, PANJANG_KEPALA, 0);
    return terenkripsi(buf.subarray(0, bytesRead));
  } finally {
    await h.close();
  }
}

/** Files per upload folder, and how many of the private ones are actually stored encrypted (by their header). */
async function hitungBerkas(dataDir: string) {
  const per = new Map<UploadFolder, { jumlah: number; terenkripsi: number }>(UPLOAD_FOLDERS.map((f) => [f, { jumlah: 0, terenkripsi: 0 }]));
  const semua = await daftarUnggahan(dataDir);
  for (let i = 0; i < semua.length; i += 64) {
    const potong = semua.slice(i, i + 64);
    const enc = await Promise.all(potong.map((b) => berkasTerenkripsi(b.full).catch(() => false)));
    potong.forEach((b, j) => {
      const folder = b.rel.split('/').slice(1, -1).join('/') as UploadFolder;
      const n = per.get(folder);
      if (!n) return;
      n.jumlah += 1;
      if (enc[j]) n.terenkripsi += 1;
    });
  }
  return per;
}

/** GET /admin/insiden/inventaris: what personal data is stored where, encrypted or not, how much, and about how many people. */
export async function bacaInventaris(deps: { db: Db; dataDir: string }, now = new Date()): Promise<Inventaris> {
  const jumlah = await hitungTabel(deps.db);
  const tabel: LokasiData[] = DATA_TABEL.map((d, i) => ({
    tempat: 'tabel',
    lokasi: getTableName(d.tabel),
    kolom: d.kolom.map((c) => c.name),
    kategori: d.kategori,
    subjek: d.subjek,
    spesifik: d.spesifik,
    terenkripsi: d.terenkripsi,
    jumlah: jumlah[i]!,
    keterangan: d.keterangan,
  }));
  const berkas = await hitungBerkas(deps.dataDir);
  const folder: LokasiData[] = UPLOAD_FOLDERS.map((f) => {
    const n = berkas.get(f)!;
    const pribadi = folderPribadi(f);
    const polos = pribadi ? n.jumlah - n.terenkripsi : 0;
    return {
      tempat: 'berkas',
      lokasi: `uploads/${f}`,
      kolom: [],
      ...DATA_FOLDER[f],
      terenkripsi: pribadi && polos === 0,
      jumlah: n.jumlah,
      keterangan: [DATA_FOLDER[f].keterangan, polos > 0 ? `${polos} berkas belum terenkripsi (dienkripsi saat server dimulai ulang)` : '']
        .filter(Boolean)
        .join('; '),
    };
  });
  const total = [...berkas.values()].reduce((s, n) => s + n.jumlah, 0);
  const enc = [...berkas.values()].reduce((s, n) => s + n.terenkripsi, 0);
  const polos = UPLOAD_FOLDERS.filter(folderPribadi).reduce((s, f) => s + berkas.get(f)!.jumlah - berkas.get(f)!.terenkripsi, 0);
  const cadangan = await daftarBerkasCadangan(deps.dataDir);
  return {
    lokasi: [...tabel, ...folder],
    subjek: await hitungSubjek(deps.db, todayWib(now)),
    berkas: { total, terenkripsi: enc, polos },
    cadangan: {
      jumlah: cadangan.length,
      terbaru: cadangan[0]?.waktu.toISOString() ?? null,
      keterangan:
        'Setiap cadangan memuat salinan seluruh tabel di atas (tidak terenkripsi) dan berkas sebagaimana tersimpan (terenkripsi, tanpa kunci). Cadangan harian disimpan 7 hari.',
    },
    kunci: process.env.ARENA_SECRET_KEY
      ? 'ARENA_SECRET_KEY dari lingkungan server'
      : 'DATA_DIR/secret.key — simpan terpisah dari cadangan; tanpa kunci ini berkas di disk atau cadangan tidak dapat dibuka',
  };
}
