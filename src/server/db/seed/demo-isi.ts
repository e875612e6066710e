import { tahunTanggal } from '../../../domain/kompetisi/eligibility';
import type { JenisKelamin } from '../../../domain/roles';
import { akun, atlet, dojang, kompetisi, pelatih, pesertaKompetisi, pesertaTimAnggota } from '../schema';
import type { DbOrTx } from '../types';
import { PabrikAtlet, type DojangRencana } from './demo-atlet';
import { seedBuktiTransfer, type DojangBayar } from './demo-bukti';
import { DEMO_DOJANG } from './demo-data';
import { DOJANG_LAIN, dojangRow, kodeKota } from './demo-dojang';
import { kelasKompetisi } from './demo-kelas';
import { alamatJalan, demoFaker, namaOrang, nik, noHp, tanggalDalamTahun } from './demo-names';
import { rencanaPeserta } from './demo-peserta';

/** Coach accounts of DOJANG_LAIN's coached clubs: pelatih3@arenatkd.demo onwards, the demo coaches' password. */
export const emailPelatihLain = (n: number) => `pelatih${n + 3}@arenatkd.demo`;

/** Index (in DEMO_DOJANG then DOJANG_LAIN order) of the dojangs whose coach has sent a transfer proof. */
const DOJANG_BAYAR = [1, 2];

export interface DemoDasar {
  kompetisi: typeof kompetisi.$inferSelect;
  /** Password hash shared by the demo coaches. */
  hashPelatih: string;
  /** DEMO_DOJANG's rows with their coaches; [0] is the demo coach's. */
  awal: readonly { id_dojang: number; id_pelatih: number; nama_pelatih: string }[];
  /** Names already used (DEMO_ATLET), never given again. */
  namaDipakai: readonly string[];
  hariPertama: string;
  /** Where uploads live; without it no transfer proof is made. */
  dataDir?: string;
}

async function sisipkan<T extends Record<string, unknown>, R>(rows: T[], insert: (chunk: T[]) => Promise<R[]>): Promise<R[]> {
  const out: R[] = [];
  for (let i = 0; i < rows.length; i += 250) out.push(...(await insert(rows.slice(i, i + 250))));
  return out;
}

/**
 * The rest of the demo: DOJANG_LAIN with their coaches, generated athletes and entries into the demo
 * competition (every one checked by the domain's rules while planned), team members and transfer proofs.
 */
export async function seedDemoIsi(tx: DbOrTx, dasar: DemoDasar) {
  const f = demoFaker();
  const komp = dasar.kompetisi;
  const dojangBaru = await tx
    .insert(dojang)
    .values(DOJANG_LAIN.map((d) => dojangRow(f, d)))
    .returning({ id_dojang: dojang.id_dojang, nama_dojang: dojang.nama_dojang });
  const defs = [...DEMO_DOJANG.map((d) => ({ ...d, bobot: 30 })), ...DOJANG_LAIN];
  const idDojang = [...dasar.awal.map((a) => a.id_dojang), ...dojangBaru.map((d) => d.id_dojang)];

  // Coaches of the coached clubs.
  const dilatih = DOJANG_LAIN.flatMap((d, i) => (d.pelatih ? [i + DEMO_DOJANG.length] : []));
  const akunBaru = await tx
    .insert(akun)
    .values(
      dilatih.map((_, n) => ({
        email: emailPelatihLain(n),
        password_hash: dasar.hashPelatih,
        role: 'PELATIH' as const,
      })),
    )
    .returning({ id_akun: akun.id_akun });
  const namaDipakai = new Set(dasar.namaDipakai);
  const pelatihBaru = await tx
    .insert(pelatih)
    .values(
      dilatih.map((idx, n) => {
        const d = defs[idx];
        const jk: JenisKelamin = f.datatype.boolean(0.7) ? 'LAKI_LAKI' : 'PEREMPUAN';
        const lahir = tanggalDalamTahun(f, f.number.int({ min: 1975, max: 1996 }));
        return {
          nama_pelatih: namaOrang(f, jk, namaDipakai, false),
          no_telp: noHp(f),
          jenis_kelamin: jk,
          tanggal_lahir: lahir,
          nik: nik(kodeKota(d.provinsi, d.kota), f.number.int({ min: 1, max: 14 }), lahir, jk, 5001 + n),
          alamat: alamatJalan(f),
          provinsi: d.provinsi,
          kota: d.kota,
          id_akun: akunBaru[n].id_akun,
          id_dojang: idDojang[idx],
        };
      }),
    )
    .returning({ id_pelatih: pelatih.id_pelatih, nama_pelatih: pelatih.nama_pelatih });
  const pelatihDi = new Map<number, { id_pelatih: number; nama_pelatih: string }>(dasar.awal.map((a, i) => [i, a]));
  dilatih.forEach((idx, n) => pelatihDi.set(idx, pelatihBaru[n]));

  // Athletes and entries, planned against the catalogue's classes of the competition.
  const rencana = (idx: number): DojangRencana => {
    const { provinsi, kota } = defs[idx];
    return { idx, provinsi, kota, kode: kodeKota(provinsi, kota) };
  };
  const pabrik = new PabrikAtlet(f, tahunTanggal(komp.tanggal_mulai), komp.tanggal_mulai, [...namaDipakai]);
  const entri = rencanaPeserta({
    f,
    pabrik,
    tanggal_mulai: komp.tanggal_mulai,
    kelas: await kelasKompetisi(tx, komp.id_kompetisi),
    // pelatih2's club first (it gets a team), then the new coached clubs; the demo coach's is planned apart.
    dojang: [1, ...dilatih].map((idx) => ({ dojang: rencana(idx), bobot: defs[idx].bobot })),
    dojangDemo: rencana(0),
  });

  const atletRows = await sisipkan(
    pabrik.atlet.map(({ id_atlet: _i, id_dojang: idx, kategori: _k, ...a }) => ({
      ...a,
      id_dojang: idDojang[idx],
      id_pelatih_pembuat: pelatihDi.get(idx)?.id_pelatih ?? null,
    })),
    (rows) => tx.insert(atlet).values(rows).returning({ id_atlet: atlet.id_atlet, nik: atlet.nik }),
  );
  const idAtletNik = new Map(atletRows.map((r) => [r.nik, r.id_atlet]));
  const idAtlet = (a: { nik: string }) => idAtletNik.get(a.nik)!;

  const pesertaRows = await sisipkan(
    entri.map((e) => ({
      id_atlet: idAtlet(e.anggota[0]),
      id_kelas_kejuaraan: e.kelas.id_kelas_kejuaraan,
      status: e.status,
      is_team: e.anggota.length > 1,
    })),
    (rows) =>
      tx.insert(pesertaKompetisi).values(rows).returning({
        id: pesertaKompetisi.id_peserta_kompetisi,
        id_atlet: pesertaKompetisi.id_atlet,
        kelas: pesertaKompetisi.id_kelas_kejuaraan,
      }),
  );
  const idPeserta = new Map(pesertaRows.map((r) => [`${r.id_atlet}:${r.kelas}`, r.id]));
  // A team lists every member, the registering one included.
  const anggotaRows = entri
    .filter((e) => e.anggota.length > 1)
    .flatMap((e) => {
      const id_peserta_kompetisi = idPeserta.get(`${idAtlet(e.anggota[0])}:${e.kelas.id_kelas_kejuaraan}`)!;
      return e.anggota.map((a) => ({ id_peserta_kompetisi, id_atlet: idAtlet(a) }));
    });
  if (anggotaRows.length > 0) await tx.insert(pesertaTimAnggota).values(anggotaRows);

  let bukti = 0;
  if (dasar.dataDir) {
    const bayar: DojangBayar[] = DOJANG_BAYAR.map((idx) => ({
      id_dojang: idDojang[idx],
      id_pelatih: pelatihDi.get(idx)!.id_pelatih,
      nama_dojang: defs[idx].nama_dojang,
      pengirim: pelatihDi.get(idx)!.nama_pelatih,
      entri: entri
        .filter((e) => e.anggota[0].id_dojang === idx)
        .map((e) => ({
          status: e.status,
          atlet: { id_atlet: idAtlet(e.anggota[0]) },
          anggota_tim: e.anggota.map((a) => ({ atlet: { id_atlet: idAtlet(a) } })),
        })),
    }));
    bukti = await seedBuktiTransfer(tx, dasar.dataDir, komp, bayar, dasar.hariPertama);
  }
  return { dojang: idDojang.length, pelatih: pelatihDi.size, atlet: atletRows.length, peserta: pesertaRows.length, bukti };
}
