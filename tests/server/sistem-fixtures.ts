import { ATURAN_WT_2025 } from '../../src/domain/skor';
import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { PassThrough, Readable } from 'node:stream';
import { gunzipSync, gzipSync } from 'node:zlib';
import { eq, sql } from 'drizzle-orm';
import { todayWib } from '../../src/domain/atlet/umur';
import {
  activityLog,
  aksesData,
  akun,
  atletTerbaik,
  bagan,
  hariPertandingan,
  jadwalKelas,
  lapangan,
  partai,
  batasPercobaan,
  idempotencyKey,
  kelasKejuaraan,
  keputusanTimbang,
  kodePemulihan,
  loginTantangan,
  match,
  passwordResetCode,
  penimbangan,
  permintaanData,
  pesertaKompetisi,
  pushLangganan,
  session,
  setting,
  totp,
  undianTimbangAcak,
  skorKejadian,
  skorPoomsae,
  skorPoomsaeJuri,
  skorTekan,
  tautanJuriKursi,
  hadirPerangkat,
  ikutiPerangkat,
  ikutiAtlet,
  ikutiPelatih,
  ikutiPelatihMati,
  ikutiTerkirim,
  hubSewa,
  hubDiri,
  hubPerubahan,
  atletDokumenDihapus,
} from '../../src/server/db/schema';
import { seedDemo } from '../../src/server/db/seed/demo';
import type { Db } from '../../src/server/db/types';
import { queryRows } from '../../src/server/db/rows';
import { daftarSekuens, tabelUrutDependensi } from '../../src/server/sistem/tabel';
import { readTar, TarWriter, type TarEntry } from '../../src/server/sistem/tar';
import type { TestServer } from './helpers/server';

/** The demo (every main table, transfer-proof images) plus a row in each table the demo leaves empty. */
export async function isiSemuaTabel(db: Db, dataDir: string): Promise<void> {
  await seedDemo(db, { dataDir, hariPertama: todayWib() });
  const [a] = await db.select().from(akun).where(eq(akun.email, 'pelatih1@arenatkd.demo'));
  const [kelas] = await db
    .select({ id: kelasKejuaraan.id_kelas_kejuaraan })
    .from(kelasKejuaraan)
    .innerJoin(pesertaKompetisi, eq(pesertaKompetisi.id_kelas_kejuaraan, kelasKejuaraan.id_kelas_kejuaraan))
    .limit(1);
  const entri = await db
    .select({ id: pesertaKompetisi.id_peserta_kompetisi })
    .from(pesertaKompetisi)
    .where(eq(pesertaKompetisi.id_kelas_kejuaraan, kelas!.id))
    .limit(2);
  const when = new Date('2025-11-22T03:04:05.678Z');
  await db
    .insert(session)
    .values({ token_hash: randomBytes(32).toString('hex'), id_akun: a!.id_akun, expires_at: new Date(Date.now() + 86_400_000) });
  await db.insert(passwordResetCode).values({ id_akun: a!.id_akun, code_hash: 'x'.repeat(60), expires_at: when });
  await db.insert(idempotencyKey).values({
    key: 'k-1',
    scope: `akun:${a!.id_akun}`,
    id_akun: a!.id_akun,
    request_hash: 'h'.repeat(64),
    status_code: 201,
    response_body: { success: true, data: { nested: [1, 2.5, 'tiga', null, { ok: true }] } },
    completed: true,
  });
  await db
    .insert(activityLog)
    .values({ action: 'LOGIN', actor: 'pelatih1@arenatkd.demo', id_akun: a!.id_akun, details: 'Kutip "ganda" \\ dan ✓ unicode' });
  await db
    .insert(setting)
    .values({ key: 'uji_sistem', value: { angka: 12.5, teks: 'ya', daftar: ['a', 'b'], kosong: null } })
    .onConflictDoNothing();
  await db
    .insert(totp)
    .values({ id_akun: a!.id_akun, secret_enc: 'rahasia-terenkripsi', aktif: true, diaktifkan_pada: when, langkah_terakhir: 123 });
  await db.insert(kodePemulihan).values({ id_akun: a!.id_akun, kode_hash: 'kode-hash' });
  await db.insert(loginTantangan).values({ token_hash: 't'.repeat(64), id_akun: a!.id_akun, kedaluwarsa: when });
  await db.insert(pushLangganan).values({ id_akun: a!.id_akun, endpoint: 'https://push.example/abc', p256dh: 'p', auth: 'a' });
  await db.insert(batasPercobaan).values({ kunci: 'k'.repeat(43), jenis: 'login', batas: 5, waktu: [when, when], terakhir: when });
  const [b] = await db
    .insert(bagan)
    .values({
      id_kelas_kejuaraan: kelas!.id,
      seed: 42,
      participants: entri.map((e) => e.id),
      ukuran: 2,
      jumlah_ronde: 1,
      versi: 1,
      diundi_oleh: a!.id_akun,
    })
    .returning();
  await db.insert(match).values({
    id_match: 'aaaaaaaa-0000-4000-8000-000000000001',
    id_bagan: b!.id_bagan,
    ronde: 1,
    posisi: 0,
    id_peserta_a: entri[0]!.id,
    id_peserta_b: entri[1]?.id ?? null,
    skor_a: 7.25,
    skor_b: 3,
    id_pemenang: entri[0]!.id,
    versi: 1,
    diubah_pada: when,
  });
  const [k] = await db
    .select({ id_kompetisi: kelasKejuaraan.id_kompetisi })
    .from(kelasKejuaraan)
    .where(eq(kelasKejuaraan.id_kelas_kejuaraan, kelas!.id));
  const id_kompetisi = k!.id_kompetisi;
  await db.insert(penimbangan).values({
    kunci: 'timbang-1',
    id_peserta_kompetisi: entri[0]!.id,
    id_kompetisi,
    id_kelas_kejuaraan: kelas!.id,
    berat_gram: 45_600,
    lolos: false,
    batas_min: 41,
    batas_max: 45,
    meja: 'Meja 1',
    id_akun: a!.id_akun,
    ditimbang_pada: when,
  });
  await db.insert(keputusanTimbang).values({
    id_peserta_kompetisi: entri[0]!.id,
    id_kompetisi,
    jenis: 'DISKUALIFIKASI',
    id_kelas_asal: kelas!.id,
    alasan: 'Lewat batas "berat" ✓',
    id_akun: a!.id_akun,
  });
  await db.insert(undianTimbangAcak).values({
    id_kompetisi,
    tanggal: '2025-11-22',
    seed: 'acak-1',
    persen: 10,
    toleransi_persen: 5,
    peserta: entri.map((e) => e.id),
    dibuat_oleh: a!.id_akun,
  });
  await db
    .insert(atletTerbaik)
    .values({ id_kompetisi, kategori: 'prestasi', id_peserta_kompetisi: entri[0]!.id, dipilih_oleh: a!.id_akun });
  const [h] = await db.insert(hariPertandingan).values({ id_kompetisi, tanggal: '2025-11-22' }).returning();
  const [l] = await db
    .insert(lapangan)
    .values({ id_hari: h!.id_hari, id_kompetisi, nama: 'Lapangan A', mulai: '08:30', cabang: 'SEMUA' })
    .returning();
  await db.insert(jadwalKelas).values({ id_kelas_kejuaraan: kelas!.id, id_lapangan: l!.id_lapangan, urutan: 1 });
  await db.insert(partai).values({
    id_match: 'aaaaaaaa-0000-4000-8000-000000000001',
    id_lapangan: l!.id_lapangan,
    nomor: 1,
    status: 'SELESAI',
    mulai_pada: when,
    selesai_pada: when,
    versi: 3,
    diubah_oleh: a!.id_akun,
    aturan_skor: ATURAN_WT_2025,
  });
  await db.insert(skorKejadian).values({
    id_match: 'aaaaaaaa-0000-4000-8000-000000000001',
    perangkat: 'konsol-1',
    id_kejadian: 'e1',
    seq: 1,
    waktu: 1_764_000_000_123,
    isi: { jenis: 'poin', sudut: 'B', teknik: 'putar_kepala', seq: 1, perangkat: 'konsol-1', id: 'e1', waktu: 1_764_000_000_123 },
    id_akun: a!.id_akun,
  });
  await db.insert(skorPoomsae).values({
    id_match: 'aaaaaaaa-0000-4000-8000-000000000001',
    dicatat_oleh: a!.id_akun,
    dicatat_pada: when,
    panel: { B: [{ juri: 1, kesalahan_kecil: 2, kesalahan_besar: 1, presentasi: [1.5, 1.6, 1.7] }], R: [] },
  });
  await db.insert(skorTekan).values({
    id_match: 'aaaaaaaa-0000-4000-8000-000000000001',
    juri: 2,
    id_tekan: 'bbbbbbbb-0000-4000-8000-000000000001',
    sudut: 'R',
    teknik: 'badan',
    waktu: 1_764_000_000_456,
    diterima_pada: when,
  });
  await db
    .insert(skorPoomsaeJuri)
    .values({ id_match: 'aaaaaaaa-0000-4000-8000-000000000001', juri: 3, dikirim_pada: when, isi: { mode: 'bendera', bendera: 'R' } });
  await db.insert(hadirPerangkat).values({
    id_lapangan: l!.id_lapangan,
    jenis: 'papan',
    kursi: 0,
    perangkat: 'tv-aula-1',
    id_akun: a!.id_akun,
    terakhir_pada: when,
  });
  await db.insert(tautanJuriKursi).values({
    id_lapangan: l!.id_lapangan,
    juri: 1,
    kedaluwarsa: when,
    dibuat_oleh: a!.id_akun,
    dicabut_pada: when,
    dicabut_oleh: a!.id_akun,
  });
  const [ikut] = await db
    .insert(ikutiPerangkat)
    .values({ token_hash: 'i'.repeat(64), endpoint: 'https://push.example/ikuti', p256dh: 'p', auth: 'a' })
    .returning();
  // A follow in force (the alert engine's hourly sweep deletes expired ones, which would change the tables mid-test).
  await db.insert(ikutiAtlet).values({
    id_perangkat: ikut!.id,
    id_kompetisi,
    id_peserta_kompetisi: entri[0]!.id,
    berlaku_sampai: new Date('2999-12-31T17:00:00Z'),
  });
  await db.insert(ikutiPelatih).values({ id_akun: a!.id_akun, partai_lagi: 4 });
  await db.insert(ikutiPelatihMati).values({ id_akun: a!.id_akun, id_peserta_kompetisi: entri[0]!.id });
  await db
    .insert(ikutiTerkirim)
    .values({ penerima: `p${ikut!.id}`, id_peserta_kompetisi: entri[0]!.id, id_match: randomBytes(8).toString('hex'), jenis: 'dipanggil' });
  // Personal data: an erasure request after a withdrawn consent and two looks at an athlete's private data (the demo's
  // consent statements fill persetujuan_data).
  const [pribadi] = await db
    .select({ id_atlet: pesertaKompetisi.id_atlet })
    .from(pesertaKompetisi)
    .where(eq(pesertaKompetisi.id_peserta_kompetisi, entri[1]!.id));
  await db.insert(permintaanData).values({
    jenis: 'HAPUS',
    id_atlet: pribadi!.id_atlet,
    id_akun_peminta: a!.id_akun,
    diminta_oleh: 'Pelatih "Uji" ✓',
    diminta_pada: when,
    alasan: 'Orang tua\nmeminta, "hapus"',
  });
  await db.insert(aksesData).values([
    { id_atlet: pribadi!.id_atlet, id_akun: a!.id_akun, peran: 'PELATIH', nama: 'Pelatih Uji', objek: 'nik', pada: when },
    {
      id_atlet: pribadi!.id_atlet,
      id_akun: a!.id_akun,
      peran: 'PELATIH',
      nama: 'Pelatih Uji',
      objek: 'ktp',
      berkas: `${'f'.repeat(32)}.png`,
      pada: when,
    },
  ]);
  // A venue hub's lease handed back, and a hub's own record of a lease it held (both ended: no guard, no log).
  await db.insert(hubSewa).values({
    id_kompetisi,
    status: 'selesai',
    kode_hash: 'q'.repeat(64),
    kode_berlaku_sampai: when,
    token_hash: 'w'.repeat(64),
    nama_hub: 'Laptop GOR',
    seq_diterima: 1,
    blok_id: [{ tabel: 'partai', kolom: 'id', mulai: 1_000_001 }],
    ditolak: [{ seq: 1, tabel: 'akun', pesan: 'Tabel akun bukan data venue' }],
    dibuat_oleh: a!.id_akun,
    diambil_pada: when,
    selesai_pada: when,
    selesai_cara: 'dikembalikan',
  });
  await db
    .insert(hubDiri)
    .values({ pusat_url: 'https://pusat.contoh.id', id_kompetisi, id_sewa: 1, token: 'z'.repeat(43), status: 'selesai', seq_terkirim: 1 });
  await db
    .insert(hubPerubahan)
    .values({ tabel: 'lapangan', op: 'U', baris: { id_lapangan: l!.id_lapangan, nama: 'Lapangan A' }, kolom: ['nama'] });
  const [dihapus] = await db
    .select({ id_atlet: pesertaKompetisi.id_atlet })
    .from(pesertaKompetisi)
    .where(eq(pesertaKompetisi.id_peserta_kompetisi, entri[0]!.id));
  await db.insert(atletDokumenDihapus).values({
    id_atlet: dihapus!.id_atlet,
    dokumen: ['akte_kelahiran', 'ktp'],
    alasan: 'retensi',
    dihapus_pada: when,
    batas_simpan: '2025-11-21',
    id_kompetisi_terakhir: id_kompetisi,
    diverifikasi_oleh: a!.id_akun,
    diverifikasi_oleh_nama: 'Panitia "Uji" ✓',
    diverifikasi_pada: when,
  });
  // A logo whose bytes are not an image: the archive keeps bytes as they are.
  const logos = path.join(dataDir, 'uploads', 'dojang', 'logos');
  await mkdir(logos, { recursive: true });
  await writeFile(path.join(logos, `${randomBytes(16).toString('hex')}.png`), randomBytes(3000));
}

/** Every table's rows in primary-key order, as PostgreSQL's JSON text. */
export async function fotoData(db: Db): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const t of tabelUrutDependensi()) {
    const order = t.urutan.map((c) => `x."${c}"`).join(', ');
    const [row] = await queryRows<{ rows: string }>(
      db,
      sql.raw(`select coalesce(json_agg(x order by ${order}), '[]')::text as rows from "${t.nama}" x`),
    );
    out[t.nama] = row!.rows;
  }
  return out;
}

export async function jumlahBaris(db: Db): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const t of tabelUrutDependensi()) {
    const [row] = await queryRows<{ n: number }>(db, sql.raw(`select count(*)::int as n from "${t.nama}"`));
    out[t.nama] = row!.n;
  }
  return out;
}

/** The next value of every serial sequence, without using it up. */
export async function fotoSekuens(db: Db): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const s of await daftarSekuens(db)) {
    const [row] = await queryRows<{ last_value: string; is_called: boolean }>(db, sql.raw(`select last_value, is_called from ${s.seq}`));
    out[`${s.tabel}.${s.kolom}`] = Number(row!.last_value) + (row!.is_called ? 1 : 0);
  }
  return out;
}

/** uploads/<folder>/<name> → sha256 of every file under DATA_DIR/uploads. */
export async function fotoBerkas(dataDir: string): Promise<Record<string, string>> {
  const root = path.join(dataDir, 'uploads');
  const out: Record<string, string> = {};
  const names = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  for (const d of names) {
    if (!d.isFile()) continue;
    const full = path.join(d.parentPath, d.name);
    out[path.relative(dataDir, full).split(path.sep).join('/')] = createHash('sha256')
      .update(await readFile(full))
      .digest('hex');
  }
  return out;
}

export async function unduh(t: TestServer, token: string, p: string): Promise<{ status: number; bytes: Buffer; headers: Headers }> {
  const res = await t.fetch(p, { headers: { authorization: `Bearer ${token}` } });
  return { status: res.status, bytes: Buffer.from(await res.arrayBuffer()), headers: res.headers };
}

/** POST the archive as the raw body of the uploaded restore. */
export function unggahPulihkan(t: TestServer, token: string | undefined, bytes: Buffer, konfirmasi = 'PULIHKAN') {
  return t.api('POST', `/api/admin/sistem/pulihkan/unggah?konfirmasi=${encodeURIComponent(konfirmasi)}`, {
    token,
    raw: bytes as unknown as string,
    headers: { 'content-type': 'application/gzip' },
  });
}

export async function isiArsip(bytes: Buffer): Promise<TarEntry[]> {
  const out: TarEntry[] = [];
  for await (const e of readTar(Readable.from([gunzipSync(bytes)]), 1 << 30)) out.push(e);
  return out;
}

/** Builds a .tar.gz from entries (to make altered or foreign archives). */
export async function buatArsip(entries: readonly TarEntry[]): Promise<Buffer> {
  const sink = new PassThrough();
  const chunks: Buffer[] = [];
  sink.on('data', (c: Buffer) => chunks.push(c));
  const tar = new TarWriter(sink);
  for (const e of entries) await tar.addBuffer(e.name, e.data);
  await tar.finish();
  return gzipSync(Buffer.concat(chunks));
}
