import { sql } from 'drizzle-orm';
import { alasanTolak } from '../../domain/akses';
import { JADWAL_MSG, type PartaiLapangan, type StatusPartai } from '../../domain/jadwal';
import { tolak } from '../../domain/tolak';
import { ubahHasil } from '../bagan/hasil';
import { lockBaganMatch } from '../bagan/tulis';
import { queryRows } from '../db/rows';
import type { DbOrTx } from '../db/types';
import { sematkanAturanPartai } from '../skor/sematkan';
import { berhasil, tolakTulis, type Aktor, type Deps, type HasilTulis } from '../tulis/types';
import { bacaPartai } from './baca';
import type { KodeTolakLapangan } from './tolak';

export type AksiPartai = 'panggil' | 'mulai' | 'tidak-hadir';

export interface AksiPartaiInput {
  id_match: string;
  aksi: AksiPartai;
  versi: number;
  /** The desk's clock when it was done (ISO). */
  pada?: string;
  /** tidak-hadir: the corner that did not appear. */
  sudut?: 'A' | 'B';
}

interface Terkunci {
  id_lapangan: number; id_kompetisi: number; status: StatusPartai; versi: number;
  id_peserta_a: number | null; id_peserta_b: number | null;
}

/** The desk's time when it is believable (≤ 1 min ahead of the server, ≤ 1 day old), else the server's. */
function waktuAksi(pada: string | undefined, sekarang: Date): Date {
  if (!pada) return sekarang;
  const t = Date.parse(pada);
  return Number.isFinite(t) && t <= sekarang.getTime() + 60_000 && t >= sekarang.getTime() - 86_400_000 ? new Date(t) : sekarang;
}

/**
 * Panggil (call to the mat: MENUNGGU or DIPANGGIL again → DIPANGGIL), Mulai (→ BERTANDING) and Tidak hadir (a
 * called corner did not come: the other wins WDR through the bracket's result, the bout is SELESAI). Only the
 * court's staff or the competition's admin; the bout row is locked; a versi other than the bout's is 409
 * konflik_versi with the bout as it is now. Every change bumps versi by one.
 */
export async function jalankanAksi(deps: Deps, aktor: Aktor, input: AksiPartaiInput, tx: DbOrTx)
  : Promise<HasilTulis<PartaiLapangan, KodeTolakLapangan>> {
  const sekarang = deps.sekarang?.() ?? new Date();
  // A no-show writes a result: bracket before bout, the order every result write takes its locks in.
  if (input.aksi === 'tidak-hadir') await lockBaganMatch(tx, input.id_match);
  const [p] = await queryRows<Terkunci>(tx, sql`
    select p.id_lapangan, l.id_kompetisi, p.status, p.versi, m.id_peserta_a, m.id_peserta_b
    from partai p join lapangan l on l.id_lapangan = p.id_lapangan join match m on m.id_match = p.id_match
    where p.id_match = ${input.id_match} for update of p`);
  if (!p) return tolak('tidak_ditemukan', JADWAL_MSG.partaiTidakDijadwalkan);
  const akses = alasanTolak(aktor, 'lapangan.jalankan', { id_kompetisi: p.id_kompetisi, id_lapangan: p.id_lapangan });
  if (akses) return akses;
  const kini = async () => (await bacaPartai(tx, input.id_match, sekarang))!;
  if (input.versi !== p.versi) return tolakTulis('konflik_versi', JADWAL_MSG.konflikPartai, { data: await kini() });
  if (p.status === 'SELESAI') return tolakTulis('partai_selesai', JADWAL_MSG.sudahSelesai, { data: await kini() });
  if (p.id_peserta_a === null || p.id_peserta_b === null) return tolakTulis('belum_lengkap', JADWAL_MSG.belumLengkap);
  const t = waktuAksi(input.pada, sekarang).toISOString();
  const ubah = (set: ReturnType<typeof sql>) => tx.execute(sql`update partai set ${set}, versi = versi + 1, diubah_oleh = ${aktor.id_akun},
    diubah_pada = ${sekarang.toISOString()} where id_match = ${input.id_match}`);

  if (input.aksi === 'panggil' || input.aksi === 'mulai') {
    if (p.status === 'BERTANDING') return tolakTulis('partai_berjalan', JADWAL_MSG.sudahBertanding, { data: await kini() });
    await ubah(input.aksi === 'panggil'
      ? sql`status = 'DIPANGGIL', dipanggil_pada = ${t}`
      : sql`status = 'BERTANDING', mulai_pada = ${t}, dipanggil_pada = coalesce(dipanggil_pada, ${t})`);
    // From the start the bout is scored under the rule set in force now, whatever the setting says later.
    if (input.aksi === 'mulai') await sematkanAturanPartai(tx, input.id_match);
    return berhasil(await kini(), input.aksi === 'panggil' ? JADWAL_MSG.dipanggil : JADWAL_MSG.dimulai);
  }
  if (p.status === 'MENUNGGU') return tolakTulis('belum_dipanggil', JADWAL_MSG.belumDipanggil);
  if (p.status === 'BERTANDING') return tolakTulis('partai_berjalan', JADWAL_MSG.sudahBertanding, { data: await kini() });
  const pemenang = input.sudut === 'A' ? p.id_peserta_b : p.id_peserta_a;
  const hasil = await ubahHasil(deps, aktor, { id_match: input.id_match, hasil: { skor_a: 0, skor_b: 0, id_pemenang: pemenang, keputusan: 'WDR' } }, tx);
  if (!hasil.ok) return hasil;
  // The result moved the bout to SELESAI (versi + 1); the no-show is recorded beside it, not fought, so not learned from.
  await tx.execute(sql`update partai set tidak_hadir = ${input.sudut ?? null}, mulai_pada = null, selesai_pada = ${t}
    where id_match = ${input.id_match}`);
  return berhasil(await kini(), JADWAL_MSG.tidakHadir);
}
