import { and, eq, sql } from 'drizzle-orm';
import {
  JADWAL_MSG,
  kodeLapanganHari,
  modelKelasSusun,
  nomorPartai,
  ringkasSusun,
  susunOtomatis,
  type JadwalKompetisi,
  type RingkasanSusun,
  type NomorPartaiInput,
  type SusunOtomatisInput,
} from '../../domain/jadwal';
import { tolak } from '../../domain/tolak';
import { hariPertandingan, jadwalKelas, lapangan, partai } from '../db/schema';
import { queryRows } from '../db/rows';
import type { DbOrTx } from '../db/types';
import { berhasil, tolakTulis, type Aktor, type Deps, type HasilTulis } from '../tulis/types';
import { bacaJadwal, namaAtlet } from './baca';
import { bukaKompetisi, hariDimulai, log } from './hari';
import { lepasPartai } from './kelas';
import { muatKelasTerundi, type KelasTerundi } from './muat';
import type { KodeTolakJadwal } from './tolak';

type Hasil = Promise<HasilTulis<JadwalKompetisi, KodeTolakJadwal>>;

async function hariKompetisi(tx: DbOrTx, id_kompetisi: number, id_hari: number) {
  const [h] = await tx
    .select()
    .from(hariPertandingan)
    .where(and(eq(hariPertandingan.id_hari, id_hari), eq(hariPertandingan.id_kompetisi, id_kompetisi)));
  if (!h) return null;
  const courts = await tx.select().from(lapangan).where(eq(lapangan.id_hari, id_hari)).orderBy(lapangan.urutan, lapangan.nama);
  return { ...h, courts };
}

/**
 * POST /kompetisi/{id}/jadwal/susun-otomatis: the day's courts get the given drawn classes (default: every drawn
 * class not on another day) — whole classes, no athlete on two mats at once where an arrangement allows it, rest,
 * balanced ends (the domain's susunOtomatis). The day must not have started; the classes' old numbers go (number
 * again after: 'Nomori partai' gives the numbers the answer names). The answer carries, beside the schedule, what
 * the arrangement still breaks (`susun`: clashes and rest breaches named, each court's expected end).
 */
export async function susunJadwal(
  _deps: Deps,
  aktor: Aktor,
  input: SusunOtomatisInput & { id_kompetisi: number },
  tx: DbOrTx,
): Promise<HasilTulis<JadwalKompetisi & { susun: RingkasanSusun }, KodeTolakJadwal>> {
  const b = await bukaKompetisi(aktor, input.id_kompetisi, tx);
  if (!b.ok) return b.t.ok ? tolak('tidak_ditemukan', JADWAL_MSG.hariTidakDitemukan) : b.t;
  const h = await hariKompetisi(tx, input.id_kompetisi, input.id_hari);
  if (!h) return tolak('tidak_ditemukan', JADWAL_MSG.hariTidakDitemukan);
  if (await hariDimulai(tx, { id_hari: h.id_hari })) return tolakTulis('hari_dimulai', JADWAL_MSG.hariDimulai);
  const semua = await muatKelasTerundi(tx, input.id_kompetisi);
  const diHari = new Set(h.courts.map((l) => l.id_lapangan));
  let kelas: KelasTerundi[];
  if (input.id_kelas) {
    const ids = new Set(input.id_kelas);
    kelas = semua.filter((k) => ids.has(k.id_kelas_kejuaraan));
    if (kelas.length !== ids.size)
      return tolakTulis('kelas_tidak_sah', `${JADWAL_MSG.kelasTidakDitemukan} (${JADWAL_MSG.kelasBelumDiundi})`, { field: 'id_kelas' });
    const lain = kelas.filter((k) => k.id_lapangan !== null && !diHari.has(k.id_lapangan));
    const [jalan] = lain.length
      ? await queryRows<{ ada: boolean }>(
          tx,
          sql`select exists (select 1 from partai p join jadwal_kelas jk on jk.id_lapangan = p.id_lapangan
      where p.status <> 'MENUNGGU' and jk.id_kelas_kejuaraan in (select (jsonb_array_elements_text(${JSON.stringify(lain.map((k) => k.id_kelas_kejuaraan))}::jsonb))::int)) as ada`,
        )
      : [];
    if (jalan?.ada) return tolakTulis('kelas_berjalan', JADWAL_MSG.kelasBerjalan, { field: 'id_kelas' });
  } else kelas = semua.filter((k) => k.id_lapangan === null || diHari.has(k.id_lapangan));
  const r = susunOtomatis({
    tanggal: h.tanggal,
    istirahat: b.k.pengaturan.istirahat_partai,
    menit_kyorugi: b.k.pengaturan.menit_kyorugi,
    menit_poomsae: b.k.pengaturan.menit_poomsae,
    kelas,
    lapangan: h.courts.map((l) => ({ id_lapangan: l.id_lapangan, cabang: l.cabang as 'SEMUA', mulai: l.mulai })),
  });
  await lepasPartai(
    tx,
    kelas.map((k) => k.id_kelas_kejuaraan),
  );
  for (const p of r.penempatan) {
    await tx
      .insert(jadwalKelas)
      .values(p)
      .onConflictDoUpdate({ target: jadwalKelas.id_kelas_kejuaraan, set: { id_lapangan: p.id_lapangan, urutan: p.urutan } });
  }
  await log(
    tx,
    aktor,
    'SUSUN_JADWAL',
    `${b.k.nama_event} ${h.tanggal}: ${r.penempatan.length} kelas di ${h.courts.length} lapangan` +
      (r.tanpa_lapangan.length ? `, ${r.tanpa_lapangan.length} kelas tanpa lapangan` : ''),
  );
  const nama = await namaAtlet(tx, input.id_kompetisi);
  const kode = kodeLapanganHari(h.courts);
  const model = new Map(kelas.flatMap((k) => modelKelasSusun(k).map((m) => [m.id_match, m] as const)));
  const susun = ringkasSusun(r.nilai, {
    id_hari: h.id_hari,
    tuntas: r.tuntas,
    istirahat: b.k.pengaturan.istirahat_partai,
    namaAtlet: (id) => nama.get(id) ?? `#${id}`,
    namaKelas: (id) => kelas.find((k) => k.id_kelas_kejuaraan === id)?.nama ?? `#${id}`,
    lapangan: h.courts.map((l) => ({ id_lapangan: l.id_lapangan, nama: l.nama, kode: kode.get(l.id_lapangan) })),
    pemasok: (id) => model.get(id)?.pemasok ?? [],
    atletPartai: (id) => model.get(id)?.atlet ?? [],
  });
  const pesan = [
    JADWAL_MSG.tersusun,
    r.tanpa_lapangan.length ? JADWAL_MSG.tanpaLapangan : null,
    susun.bentrok.length ? JADWAL_MSG.susunBentrok(new Set(susun.bentrok.flatMap((x) => x.atlet)).size) : null,
  ].filter(Boolean);
  return berhasil({ ...(await bacaJadwal(tx, b.k)), susun }, pesan.join('. '));
}

/**
 * POST /kompetisi/{id}/jadwal/nomor: numbers the bouts of the day's courts (or one court) in play order. Before the
 * day starts every number is given again (in `urutan` when sent for one court: all its bouts once); after, the
 * numbers stay and bouts added since take the next ones.
 */
export async function nomoriPartai(_deps: Deps, aktor: Aktor, input: NomorPartaiInput & { id_kompetisi: number }, tx: DbOrTx): Hasil {
  const b = await bukaKompetisi(aktor, input.id_kompetisi, tx);
  if (!b.ok) return b.t;
  const h = await hariKompetisi(tx, input.id_kompetisi, input.id_hari);
  if (!h) return tolak('tidak_ditemukan', JADWAL_MSG.hariTidakDitemukan);
  const courts = input.id_lapangan === undefined ? h.courts : h.courts.filter((l) => l.id_lapangan === input.id_lapangan);
  if (courts.length === 0 && input.id_lapangan !== undefined) return tolak('tidak_ditemukan', JADWAL_MSG.lapanganTidakDitemukan);
  const dimulai = await hariDimulai(tx, { id_hari: h.id_hari });
  if (input.urutan && (dimulai || input.id_lapangan === undefined)) {
    return dimulai
      ? tolakTulis('hari_dimulai', JADWAL_MSG.hariDimulai)
      : tolakTulis('urutan_tidak_sah', JADWAL_MSG.urutanPartai, { field: 'id_lapangan' });
  }
  const semua = await muatKelasTerundi(tx, input.id_kompetisi);
  let jumlah = 0;
  for (const l of courts) {
    const kelas = semua
      .filter((k) => k.id_lapangan === l.id_lapangan)
      .sort((x, y) => x.urutan - y.urutan || x.id_kelas_kejuaraan - y.id_kelas_kejuaraan);
    const atletDari = (id: number) => kelas.map((k) => k.atlet.get(id)).find((x) => x !== undefined) ?? [id];
    const ada = await tx
      .select({ id_match: partai.id_match, nomor: partai.nomor })
      .from(partai)
      .where(eq(partai.id_lapangan, l.id_lapangan));
    let nomor = nomorPartai({
      kelas,
      istirahat: b.k.pengaturan.istirahat_partai,
      atletDari,
      tetap: dimulai ? new Map(ada.map((p) => [p.id_match, p.nomor])) : undefined,
    });
    if (input.urutan) {
      const ids = new Set(nomor.map((x) => x.id_match));
      if (input.urutan.length !== ids.size || !input.urutan.every((id) => ids.has(id)) || new Set(input.urutan).size !== ids.size) {
        return tolakTulis('urutan_tidak_sah', JADWAL_MSG.urutanPartai, { field: 'urutan' });
      }
      const kelasOf = new Map(nomor.map((x) => [x.id_match, x.id_kelas_kejuaraan]));
      nomor = input.urutan.map((id, i) => ({ id_match: id, id_kelas_kejuaraan: kelasOf.get(id)!, nomor: i + 1 }));
    }
    const lama = new Set(ada.map((p) => p.id_match));
    if (!dimulai) await tx.delete(partai).where(eq(partai.id_lapangan, l.id_lapangan));
    const baru = nomor.filter((x) => !dimulai || !lama.has(x.id_match));
    if (baru.length) {
      await tx
        .insert(partai)
        .values(baru.map((x) => ({ id_match: x.id_match, id_lapangan: l.id_lapangan, nomor: x.nomor, diubah_oleh: aktor.id_akun })));
    }
    jumlah += baru.length;
  }
  await log(
    tx,
    aktor,
    'NOMOR_PARTAI',
    `${b.k.nama_event} ${h.tanggal}: ${jumlah} partai diberi nomor${dimulai ? ' (hari sudah dimulai: nomor lama tetap)' : ''}`,
  );
  return berhasil(await bacaJadwal(tx, b.k), JADWAL_MSG.bernomor(jumlah));
}
