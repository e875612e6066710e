import { todayWib } from '../../domain/atlet/umur';
import type { AdminStats } from '../../domain/schemas/statistik';
import { batasLahirKategori, susunKategori } from '../../domain/statistik/kategori';
import { batasWaktu, daftarPeriode, satuanPertumbuhan, type Rentang } from '../../domain/statistik/rentang';
import type { DbOrTx } from '../db/types';
import { aktivitasTerkini, keputusanTerkini } from './admin-aktivitas';
import { akunPerPeriode, hitungAngka, hitungAtlet, type Batas } from './admin-angka';

/**
 * GET /admin/stats (Statistics response, "Statistics and validation overview"): the all-time
 * cards, the latest activity, athletes per age group, account growth and the validation overview of the
 * range. Five reads, each table scanned once; the log is read through its created_at index.
 */
export async function adminStats(db: DbOrTx, rentang: Rentang, today: string = todayWib()): Promise<AdminStats> {
  const { mulai, akhir } = batasWaktu(rentang);
  const b: Batas = { mulai: mulai.toISOString(), akhir: akhir.toISOString(), ...rentang };
  const satuan = satuanPertumbuhan(rentang);

  const angka = await hitungAngka(db, b);
  const kategori = batasLahirKategori(today);
  const atlet = await hitungAtlet(db, b, kategori);
  const akun = await akunPerPeriode(db, b, satuan);
  const recentActivity = await aktivitasTerkini(db);
  const keputusan = await keputusanTerkini(db, b);

  const perPeriode = new Map(akun.map((r) => [r.periode, r.jumlah]));
  let kumulatif = perPeriode.get('sebelum') ?? 0;
  const userGrowth = daftarPeriode(rentang, satuan).map((periode) => {
    const jumlah = perPeriode.get(periode) ?? 0;
    kumulatif += jumlah;
    return { periode, jumlah, kumulatif };
  });

  const perluValidasi = {
    peserta: angka.peserta_baru.PENDING,
    dojang: angka.dojang_baru.PENDING,
    bukti: angka.bukti_baru.MENUNGGU,
  };
  return {
    totalUsers: akun.reduce((s, r) => s + r.jumlah, 0),
    totalAtlets: atlet.total,
    totalDojangs: angka.dojang,
    pendingValidations: angka.peserta_tunggu + angka.dojang_tunggu + angka.bukti_tunggu,
    pendingRincian: { peserta: angka.peserta_tunggu, dojang: angka.dojang_tunggu, bukti: angka.bukti_tunggu },
    recentActivity,
    atletByCategory: susunKategori(kategori, atlet.kategori, atlet.total),
    userGrowth,
    userGrowthSatuan: satuan,
    rentang: { dari: rentang.dari, sampai: rentang.sampai },
    ringkasan: {
      atletBaru: atlet.baru,
      dojangBaru: angka.dojang_baru.APPROVED + angka.dojang_baru.PENDING + angka.dojang_baru.REJECTED,
      perluValidasi: { total: perluValidasi.peserta + perluValidasi.dojang + perluValidasi.bukti, ...perluValidasi },
      kompetisi: angka.kompetisi,
    },
    validasi: { peserta: angka.peserta_baru, dojang: angka.dojang_baru, bukti: angka.bukti_baru },
    keputusanTerkini: keputusan,
  };
}
