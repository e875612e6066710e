import { sql } from 'drizzle-orm';
import { todayWib } from '../../domain/atlet/umur';
import { DOKUMEN_IDENTITAS, dokumenLewatMasaSimpan, selesaiPalingLambat, type DokumenIdentitas } from '../../domain/retensi';
import { folderOf } from '../atlet/files';
import { activityLog, atletDokumenDihapus } from '../db/schema';
import { queryRows } from '../db/rows';
import type { Db } from '../db/types';
import type { ChangeFeed } from '../feed/feed';
import { removeUpload } from '../uploads/store';
import { cariKandidat, cariVerifikasi, type Kandidat } from './kandidat';
import { bacaRetensi, catatRetensiTerakhir } from './setting';

export interface DepsRetensi {
  db: Db;
  dataDir: string;
  log: (msg: string, err?: unknown) => void;
  /** Told about the athletes changed, so every server process's read cache lets them go. */
  feed?: ChangeFeed;
}

export interface HasilRetensi {
  atlet: number;
  berkas: number;
}

const POTONG = 500;

type Terpilih = Kandidat & { batas: string; id_kompetisi_terakhir: number };

function pilih(kandidat: Kandidat[], hari: number, today: string): Terpilih[] {
  const out: Terpilih[] = [];
  for (const k of kandidat) {
    if (!dokumenLewatMasaSimpan(k.kompetisi, hari, today, todayWib(new Date(k.updated_at)))) continue;
    const terakhir = k.kompetisi.reduce((a, b) => (b.tanggal_selesai > a.tanggal_selesai ? b : a));
    out.push({ ...k, batas: terakhir.tanggal_selesai, id_kompetisi_terakhir: terakhir.id_kompetisi });
  }
  return out;
}

/**
 * One chunk in one transaction: the documents' columns cleared (only while they still name the files read: an
 * edit in between keeps its new upload), what is left recorded with the last approval, one activity row each.
 * Returns the files no row points at any more.
 */
async function hapusPotongan(deps: DepsRetensi, potong: Terpilih[], now: Date, hari: number) {
  const ver = new Map(
    (
      await cariVerifikasi(
        deps.db,
        potong.map((p) => p.id_atlet),
      )
    ).map((v) => [v.id_atlet, v]),
  );
  return deps.db.transaction(async (tx) => {
    const nilai = JSON.stringify(potong.map((p) => ({ id_atlet: p.id_atlet, akte_kelahiran: p.akte_kelahiran, ktp: p.ktp })));
    const rows = await queryRows<Pick<Kandidat, 'id_atlet' | DokumenIdentitas>>(
      tx,
      sql`
      update atlet a set
        akte_kelahiran = case when a.akte_kelahiran = v.akte_kelahiran then null else a.akte_kelahiran end,
        ktp = case when a.ktp = v.ktp then null else a.ktp end,
        updated_at = ${now.toISOString()}::timestamptz
      from jsonb_to_recordset(${nilai}::jsonb) as v(id_atlet int, akte_kelahiran text, ktp text)
      where a.id_atlet = v.id_atlet
        and (a.akte_kelahiran = v.akte_kelahiran or a.ktp = v.ktp)
      returning a.id_atlet, a.akte_kelahiran, a.ktp`,
    );
    const sekarang = new Map(rows.map((r) => [r.id_atlet, r]));
    const berkas: { kind: DokumenIdentitas; nama: string }[] = [];
    const catatan: (typeof atletDokumenDihapus.$inferInsert)[] = [];
    const log: (typeof activityLog.$inferInsert)[] = [];
    for (const p of potong) {
      const s = sekarang.get(p.id_atlet);
      if (!s) continue;
      const dokumen = DOKUMEN_IDENTITAS.filter((kind) => p[kind] !== null && s[kind] === null);
      for (const kind of dokumen) berkas.push({ kind, nama: p[kind]! });
      const v = ver.get(p.id_atlet);
      catatan.push({
        id_atlet: p.id_atlet,
        dokumen: [...dokumen],
        alasan: 'retensi',
        dihapus_pada: now,
        batas_simpan: p.batas,
        id_kompetisi_terakhir: p.id_kompetisi_terakhir,
        diverifikasi_oleh: v?.oleh ?? null,
        diverifikasi_oleh_nama: v?.nama ?? null,
        diverifikasi_pada: v?.pada ? new Date(v.pada) : null,
      });
      log.push({
        action: 'HAPUS_DOKUMEN_RETENSI',
        actor: 'sistem',
        details: `Dokumen identitas atlet ${p.id_atlet} dihapus (${dokumen.join(', ')}): kompetisi terakhir ${p.id_kompetisi_terakhir} selesai ${p.batas}, masa simpan ${hari} hari`,
        created_at: now,
      });
    }
    if (catatan.length > 0) {
      await tx.insert(atletDokumenDihapus).values(catatan);
      await tx.insert(activityLog).values(log);
    }
    return { atlet: catatan.length, berkas };
  });
}

/**
 * The daily retention job at `now` (the caller's clock): the identity documents (DOKUMEN_IDENTITAS) of every
 * athlete whose competitions have all ended more than the set number of days ago are erased — files and
 * columns — and nothing else of the athlete, its entries, brackets or results.
 */
export async function jalankanRetensi(deps: DepsRetensi, now: Date): Promise<HasilRetensi> {
  const { retensi_hari: hari } = await bacaRetensi(deps.db);
  const today = todayWib(now);
  const terpilih = pilih(await cariKandidat(deps.db, selesaiPalingLambat(today, hari)), hari, today);
  const hasil: HasilRetensi = { atlet: 0, berkas: 0 };
  for (let i = 0; i < terpilih.length; i += POTONG) {
    const { atlet, berkas } = await hapusPotongan(deps, terpilih.slice(i, i + POTONG), now, hari);
    hasil.atlet += atlet;
    // After the commit: a failure to remove leaves a file no row names (logged), never a row naming no file.
    for (const b of berkas) {
      await removeUpload(deps.dataDir, folderOf(b.kind), b.nama).catch((e) => deps.log(`retensi: gagal menghapus ${b.nama}`, e));
      hasil.berkas++;
    }
  }
  await catatRetensiTerakhir(deps.db, { waktu: now.toISOString(), ...hasil });
  if (hasil.atlet > 0) await deps.feed?.publish({ resource: 'atlet', ids: [], id_kompetisi: null });
  return hasil;
}
