import { sql } from 'drizzle-orm';
import { alasanTolak } from '../../domain/akses';
import { JADWAL_MSG, langkahPartai, pesanKonflikPartai, sudahBerlaku, type KeadaanPartai, type PartaiLapangan } from '../../domain/jadwal';
import type { Sudut } from '../../domain/sudut';
import { tolak } from '../../domain/tolak';
import { ubahHasil } from '../bagan/hasil';
import { lockBaganMatch } from '../bagan/tulis';
import { queryRows } from '../db/rows';
import type { DbOrTx } from '../db/types';
import { sematkanAturanPartai } from '../skor/sematkan';
import { berhasil, tolakTulis, type Aktor, type Deps, type HasilTulis } from '../tulis/types';
import { bacaPartai, pengubahPartai } from './baca';
import type { KodeTolakLapangan } from './tolak';
import { terlihat } from '../http/akses';

export type AksiPartai = 'panggil' | 'mulai' | 'tidak-hadir';

export interface AksiPartaiInput {
  id_match: string;
  aksi: AksiPartai;
  versi: number;
  /** The desk's clock when it was done (ISO). */
  pada?: string;
  /** tidak-hadir: the corner that did not appear, 'B' (biru, peserta_a) or 'R' (merah, peserta_b). */
  sudut?: Sudut;
}

/** The bout as it is now, the competition of its court (the feed's event names it), and whether anything was written. */
export interface AksiTersimpan {
  partai: PartaiLapangan;
  id_kompetisi: number;
  /** false: the bout already held the step (sudahBerlaku), answered as it is. */
  ditulis: boolean;
}

interface Terkunci extends KeadaanPartai {
  id_lapangan: number;
  id_kompetisi: number;
  versi: number;
  tunggu_detik: number;
  id_peserta_a: number | null;
  id_peserta_b: number | null;
}

/** The desk's time when it is believable (≤ 1 min ahead of the server, ≤ 1 day old), else the server's. */
function waktuAksi(pada: string | undefined, sekarang: Date): Date {
  if (!pada) return sekarang;
  const t = Date.parse(pada);
  return Number.isFinite(t) && t <= sekarang.getTime() + 60_000 && t >= sekarang.getTime() - 86_400_000 ? new Date(t) : sekarang;
}

const iso = (col: string) => sql.raw(`to_char(${col} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);

/**
 * Panggil, Mulai and Tidak hadir as the domain's langkahPartai allows them (the rule the desk runs too): a no-show
 * only once the competition's wait after the call is over, measured on the desk's clock when it is believable
 * (else the server's, deps.sekarang), the call's and the no-show's alike; the other corner then wins WDR through
 * the bracket's result. Only the court's staff or the competition's admin; a bout of a competition the caller may
 * not see is answered as missing; the bout row is locked. A step the bout already holds, or has gone past the same
 * way (the domain's sudahBerlaku: a queued call of a bout another device started), is answered with the bout as it is
 * and writes nothing; otherwise a versi other than the bout's is 409 konflik_versi carrying {partai, diubah_oleh,
 * diubah_pada} and a message naming what the bout now is, who changed it and when. Every change bumps versi by one.
 */
export async function jalankanAksi(
  deps: Deps,
  aktor: Aktor,
  input: AksiPartaiInput,
  tx: DbOrTx,
): Promise<HasilTulis<AksiTersimpan, KodeTolakLapangan>> {
  const sekarang = deps.sekarang?.() ?? new Date();
  // A no-show writes a result: bracket before bout, the order every result write takes its locks in.
  if (input.aksi === 'tidak-hadir') await lockBaganMatch(tx, input.id_match);
  const [p] = await queryRows<Terkunci>(
    tx,
    sql`
    select p.id_lapangan, l.id_kompetisi, p.status, p.versi, ${iso('p.dipanggil_pada')} as dipanggil_pada, ${iso('p.mulai_pada')} as mulai_pada,
      ${iso('p.selesai_pada')} as selesai_pada, p.sudut_tidak_hadir, k.jadwal_tunggu_detik as tunggu_detik, m.id_peserta_a, m.id_peserta_b
    from partai p join lapangan l on l.id_lapangan = p.id_lapangan join kompetisi k on k.id_kompetisi = l.id_kompetisi
    join match m on m.id_match = p.id_match
    where p.id_match = ${input.id_match} for update of p`,
  );
  if (!p || !terlihat(aktor, p.id_kompetisi)) return tolak('tidak_ditemukan', JADWAL_MSG.partaiTidakDijadwalkan);
  const akses = alasanTolak(aktor, 'lapangan.jalankan', { id_kompetisi: p.id_kompetisi, id_lapangan: p.id_lapangan });
  if (akses) return akses;
  const kini = async () => (await bacaPartai(tx, input.id_match, sekarang))!;
  if (sudahBerlaku(p, input.aksi, input.versi, input.sudut)) {
    return berhasil({ partai: await kini(), id_kompetisi: p.id_kompetisi, ditulis: false }, JADWAL_MSG.sudahBerlaku);
  }
  // What a refusal of a bout the desk's copy is behind on carries: the bout now, who changed it last and when.
  const bentrok = async () => ({ partai: await kini(), ...(await pengubahPartai(tx, input.id_match)) });
  if (input.versi !== p.versi) {
    const data = await bentrok();
    return tolakTulis('konflik_versi', pesanKonflikPartai(data.partai, data), { data });
  }
  const t = waktuAksi(input.pada, sekarang).toISOString();
  const langkah = langkahPartai(
    { ...p, lengkap: p.id_peserta_a !== null && p.id_peserta_b !== null },
    input.aksi,
    t,
    p.tunggu_detik,
    input.sudut,
  );
  if (!langkah.ok) {
    // The desk's copy is behind on a bout already on the mat or finished: the answer carries the bout now.
    const bersama = langkah.kode === 'partai_selesai' || langkah.kode === 'partai_berjalan';
    return tolakTulis(langkah.kode, langkah.pesan, bersama ? { data: await bentrok() } : {});
  }
  const baru = langkah.partai;
  const jadi = async (pesan: string) => berhasil({ partai: await kini(), id_kompetisi: p.id_kompetisi, ditulis: true }, pesan);
  if (input.aksi !== 'tidak-hadir') {
    await tx.execute(sql`update partai set status = ${baru.status}, dipanggil_pada = ${baru.dipanggil_pada}, mulai_pada = ${baru.mulai_pada},
      versi = versi + 1, diubah_oleh = ${aktor.id_akun}, diubah_pada = ${sekarang.toISOString()} where id_match = ${input.id_match}`);
    // From the start the bout is scored under the rule set in force now, whatever the setting says later.
    if (input.aksi === 'mulai') await sematkanAturanPartai(tx, input.id_match);
    return jadi(input.aksi === 'panggil' ? JADWAL_MSG.dipanggil : JADWAL_MSG.dimulai);
  }
  const pemenang = input.sudut === 'B' ? p.id_peserta_b : p.id_peserta_a;
  const hasil = await ubahHasil(
    deps,
    aktor,
    { id_match: input.id_match, hasil: { skor_a: 0, skor_b: 0, id_pemenang: pemenang, keputusan: 'WDR' } },
    tx,
  );
  if (!hasil.ok) return hasil;
  // The result moved the bout to SELESAI (versi + 1); the no-show is recorded beside it, not fought, so not learned from.
  await tx.execute(sql`update partai set sudut_tidak_hadir = ${baru.sudut_tidak_hadir}, mulai_pada = null, selesai_pada = ${baru.selesai_pada}
    where id_match = ${input.id_match}`);
  return jadi(JADWAL_MSG.tidakHadir);
}
