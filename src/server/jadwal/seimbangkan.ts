import { and, eq, sql } from 'drizzle-orm';
import { JADWAL_MSG, type JadwalKompetisi, type StatusPartai } from '../../domain/jadwal';
import { atletDariKelas } from '../../domain/jadwal/nilai-susunan';
import {
  kelasDimulai,
  nilaiHari,
  nomorPindahan,
  seimbangkan,
  type InputSeimbang,
  type PartaiSeimbang,
} from '../../domain/jadwal/seimbangkan';
import { SEIMBANG_MSG, type SeimbangHari, type TerapkanSeimbangInput } from '../../domain/jadwal/seimbangkan-schema';
import type { KelasSusun } from '../../domain/jadwal/susun-tipe';
import { bisaDiLapangan } from '../../domain/jadwal/susun-tipe';
import { tolak } from '../../domain/tolak';
import { jadwalKelas, partai } from '../db/schema';
import { queryRows } from '../db/rows';
import type { DbOrTx } from '../db/types';
import { berhasil, tolakTulis, type Aktor, type Deps, type HasilTulis } from '../tulis/types';
import { bacaJadwal, type KompetisiJadwal } from './baca';
import { bukaKompetisi, log } from './hari';
import { jumlahPartai, muatHari, muatKelasTerundi, type KelasTerundi } from './muat';
import type { KodeTolakJadwal } from './tolak';

/**
 * 'Seimbangkan' on the server: the proposal for a running day (the domain's seimbangkan over the day as stored and the
 * server's clock) and the write applying its moves in one transaction. A move lands only while its class is still on
 * the court it was proposed from and has not started, and only when the moves together still break no constraint the
 * day holds (the domain's nilaiHari before and after); bouts that stay keep their numbers.
 */

const iso = (col: string) => sql.raw(`to_char(${col} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);

interface HariSeimbang {
  input: InputSeimbang;
  hari: { id_hari: number; tanggal: string; lapangan: Array<{ id_lapangan: number; nama: string; kode?: string }> };
  kelas: KelasTerundi[];
}

/** A match day as 'Seimbangkan' reads it (four queries), or null for a day not of this competition. */
async function muatHariSeimbang(db: DbOrTx, k: KompetisiJadwal, id_hari: number, sekarang: number): Promise<HariSeimbang | null> {
  const h = (await muatHari(db, k.id_kompetisi)).find((x) => x.id_hari === id_hari);
  if (!h) return null;
  const ids = new Set(h.lapangan.map((l) => l.id_lapangan));
  const kelas = (await muatKelasTerundi(db, k.id_kompetisi)).filter((x) => x.id_lapangan !== null && ids.has(x.id_lapangan));
  const partaiHari = await queryRows<PartaiSeimbang>(
    db,
    sql`
    select p.id_match, p.id_lapangan, p.nomor, p.status, kk.cabang, kk.id_kelas_kejuaraan, ${iso('p.mulai_pada')} as mulai_pada,
      ${iso('p.selesai_pada')} as selesai_pada, p.sudut_tidak_hadir
    from partai p join lapangan l on l.id_lapangan = p.id_lapangan join match m on m.id_match = p.id_match
    join bagan b on b.id_bagan = m.id_bagan join kelas_kejuaraan kk on kk.id_kelas_kejuaraan = b.id_kelas_kejuaraan
    where l.id_hari = ${id_hari} order by p.id_lapangan, p.nomor`,
  );
  const susun: KelasSusun[] = kelas.map((x) => ({
    id_kelas_kejuaraan: x.id_kelas_kejuaraan,
    cabang: x.cabang,
    matches: x.matches,
    atlet: x.atlet,
  }));
  return {
    hari: h,
    kelas,
    input: {
      tanggal: h.tanggal,
      lapangan: h.lapangan.map((l) => ({ id_lapangan: l.id_lapangan, cabang: l.cabang, mulai: l.mulai })),
      kelas: susun,
      penempatan: kelas.map((x) => ({ id_kelas_kejuaraan: x.id_kelas_kejuaraan, id_lapangan: x.id_lapangan!, urutan: x.urutan })),
      partai: partaiHari.map((p) => ({ ...p, status: p.status as StatusPartai })),
      pengaturan: k.pengaturan,
      sekarang,
    },
  };
}

const isoAtau = (t: number | null) => (t === null ? null : new Date(t).toISOString());

/** GET /kompetisi/{id}/jadwal/seimbangkan?id_hari=: each court's ends and drift, and the proposed moves; null: no such day. */
export async function bacaSeimbang(db: DbOrTx, k: KompetisiJadwal, id_hari: number, sekarang: Date): Promise<SeimbangHari | null> {
  const d = await muatHariSeimbang(db, k, id_hari, sekarang.getTime());
  if (!d) return null;
  const u = seimbangkan(d.input);
  const kelasOf = new Map(d.kelas.map((x) => [x.id_kelas_kejuaraan, x]));
  return {
    id_hari,
    tanggal: d.hari.tanggal,
    lapangan: d.hari.lapangan.map((l) => {
      const a = u.lapangan.find((x) => x.id_lapangan === l.id_lapangan)!;
      return {
        id_lapangan: l.id_lapangan,
        nama: l.nama,
        kode: l.kode ?? '',
        rencana: new Date(a.rencana).toISOString(),
        sebelum: isoAtau(a.sebelum),
        sesudah: isoAtau(a.sesudah),
        geser_menit: a.geser_menit,
      };
    }),
    pindah: u.pindah.map((p) => {
      const x = kelasOf.get(p.id_kelas_kejuaraan)!;
      return { id_kelas_kejuaraan: p.id_kelas_kejuaraan, nama_kelas: x.nama, dari: p.dari, ke: p.ke, jumlah_partai: jumlahPartai(x) };
    }),
    dibaca_pada: sekarang.toISOString(),
  };
}

/** What the write answers: the schedule, and the courts it changed (the change feed names them). */
export interface HasilSeimbang {
  jadwal: JadwalKompetisi;
  lapangan: number[];
}

/**
 * POST /kompetisi/{id}/jadwal/seimbangkan: the proposal's moves, in order, in one transaction: each class to the end of
 * its new court, its bouts numbered after that court's own (nomorPindahan); the bouts that stay keep their numbers.
 */
export async function terapkanSeimbang(
  _deps: Deps,
  aktor: Aktor,
  input: TerapkanSeimbangInput & { id_kompetisi: number },
  tx: DbOrTx,
): Promise<HasilTulis<HasilSeimbang, KodeTolakJadwal>> {
  const b = await bukaKompetisi(aktor, input.id_kompetisi, tx);
  if (!b.ok) return b.t.ok ? tolak('tidak_ditemukan', 'Kompetisi tidak ditemukan') : b.t;
  const d = await muatHariSeimbang(tx, b.k, input.id_hari, Date.now());
  if (!d) return tolak('tidak_ditemukan', JADWAL_MSG.hariTidakDitemukan);
  const dimulai = kelasDimulai(d.input.partai);
  const nama = new Map(d.hari.lapangan.map((l) => [l.id_lapangan, l.nama]));
  const atletDari = atletDariKelas(d.input.kelas);
  let partaiBaru = [...d.input.partai];
  const penempatan = [...d.input.penempatan];
  for (const [i, p] of input.pindah.entries()) {
    const field = `pindah.${i}`;
    const kelas = d.kelas.find((x) => x.id_kelas_kejuaraan === p.id_kelas_kejuaraan);
    const ke = d.input.lapangan.find((l) => l.id_lapangan === p.ke);
    if (!ke) return tolakTulis('tidak_ditemukan', SEIMBANG_MSG.lapanganLain, { field: `${field}.ke` });
    const tempat = penempatan.find((x) => x.id_kelas_kejuaraan === p.id_kelas_kejuaraan);
    if (!kelas || !tempat || tempat.id_lapangan !== p.dari) {
      const namaKelas = kelas?.nama ?? `#${p.id_kelas_kejuaraan}`;
      return tolakTulis('susunan_berubah', SEIMBANG_MSG.kelasPindah(namaKelas, nama.get(p.dari) ?? `#${p.dari}`), {
        field,
        data: { id_kelas_kejuaraan: p.id_kelas_kejuaraan, id_lapangan: tempat?.id_lapangan ?? null },
      });
    }
    if (dimulai.has(kelas.id_kelas_kejuaraan))
      return tolakTulis('kelas_berjalan', SEIMBANG_MSG.kelasBerjalan(kelas.nama), {
        field,
        data: {
          id_kelas_kejuaraan: kelas.id_kelas_kejuaraan,
          partai: d.input.partai.filter((x) => x.id_kelas_kejuaraan === kelas.id_kelas_kejuaraan && x.status !== 'MENUNGGU'),
        },
      });
    if (!bisaDiLapangan(ke, kelas.cabang))
      return tolakTulis('cabang_tidak_cocok', JADWAL_MSG.kelasCabang(nama.get(ke.id_lapangan) ?? ''), { field });
    const diKe = penempatan.filter((x) => x.id_lapangan === p.ke).sort((x, y) => x.urutan - y.urutan);
    const byId = new Map(d.input.kelas.map((x) => [x.id_kelas_kejuaraan, x]));
    const nomor = nomorPindahan(
      diKe.flatMap((x) => byId.get(x.id_kelas_kejuaraan) ?? []),
      byId.get(kelas.id_kelas_kejuaraan)!,
      new Map(partaiBaru.filter((x) => x.id_lapangan === p.ke).map((x) => [x.id_match, x.nomor])),
      b.k.pengaturan.istirahat_partai,
      atletDari,
    );
    const baru = new Map(nomor.map((n) => [n.id_match, n.nomor]));
    partaiBaru = partaiBaru.map((x) => (baru.has(x.id_match) ? { ...x, id_lapangan: p.ke, nomor: baru.get(x.id_match)! } : x));
    tempat.id_lapangan = p.ke;
    tempat.urutan = Math.max(0, ...diKe.map((x) => x.urutan)) + 1;
  }
  const sebelum = nilaiHari(d.input, d.input.partai).pelanggaran;
  const baruLanggar = [...nilaiHari(d.input, partaiBaru).pelanggaran].filter((x) => !sebelum.has(x));
  if (baruLanggar.length)
    return tolakTulis('seimbang_melanggar', SEIMBANG_MSG.melanggar(baruLanggar.length), { data: { pelanggaran: baruLanggar } });
  const dipindah = new Set(input.pindah.map((p) => p.id_kelas_kejuaraan));
  for (const t of penempatan.filter((x) => dipindah.has(x.id_kelas_kejuaraan))) {
    await tx
      .update(jadwalKelas)
      .set({ id_lapangan: t.id_lapangan, urutan: t.urutan })
      .where(eq(jadwalKelas.id_kelas_kejuaraan, t.id_kelas_kejuaraan));
  }
  for (const x of partaiBaru.filter((y) => dipindah.has(y.id_kelas_kejuaraan))) {
    // Every moved bout is still MENUNGGU (checked above): its row moves court and number, nothing else.
    await tx
      .update(partai)
      .set({ id_lapangan: x.id_lapangan, nomor: x.nomor, diubah_oleh: aktor.id_akun, diubah_pada: new Date() })
      .where(and(eq(partai.id_match, x.id_match), eq(partai.status, 'MENUNGGU')));
  }
  await log(
    tx,
    aktor,
    'UBAH_JADWAL',
    `${b.k.nama_event} ${d.hari.tanggal}: seimbangkan ${input.pindah
      .map((p) => `${d.kelas.find((x) => x.id_kelas_kejuaraan === p.id_kelas_kejuaraan)?.nama} ${nama.get(p.dari)} → ${nama.get(p.ke)}`)
      .join('; ')}`,
  );
  const lapangan = [...new Set(input.pindah.flatMap((p) => [p.dari, p.ke]))];
  return berhasil({ jadwal: await bacaJadwal(tx, b.k), lapangan }, SEIMBANG_MSG.diterapkan(input.pindah.length));
}
