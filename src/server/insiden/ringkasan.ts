import { sql } from 'drizzle-orm';
import { batasLapor, INSIDEN_MSG, type RingkasanInsiden } from '../../domain/insiden/laporan';
import { OBJEK_AKSES_LABEL, isObjekAkses } from '../../domain/privasi/akses';
import { queryRows } from '../db/rows';
import type { DbOrTx } from '../db/types';
import { lingkupAtlet, type AkunInsiden } from './akun';
import { ANAK, diAkses, diAktivitas, type Saring } from './daftar';

const iso = (d: Date | string) => (d instanceof Date ? d : new Date(d)).toISOString();

/**
 * GET /admin/insiden/ringkasan: the facts a report within 3 × 24 hours needs (UU PDP Pasal 46: what data, how many
 * people, when, who looked), each list in one query: looks per data category (and all together), who looked, logins,
 * activity per action, and the subjects the account (or the whole platform) could reach.
 */
export async function ringkasanInsiden(
  db: DbOrTx,
  s: Saring & { terdeteksi: string },
  akun: AkunInsiden | null,
  now: Date,
): Promise<RingkasanInsiden> {
  const kategori = await queryRows<{ objek: string | null; akses: number; atlet: number; atlet_anak: number }>(
    db,
    sql`select x.objek, count(*)::int as akses, count(distinct x.id_atlet)::int as atlet,
        count(distinct x.id_atlet) filter (where ${ANAK(s.sampai)})::int as atlet_anak
      from akses_data x left join atlet at on at.id_atlet = x.id_atlet
      where ${diAkses(s)} group by grouping sets ((x.objek), ()) order by x.objek nulls last`,
  );
  const pengakses = await queryRows<RingkasanInsiden['pengakses'][number]>(
    db,
    sql`select x.nama, x.peran, count(*)::int as akses, count(distinct x.id_atlet)::int as atlet
      from akses_data x where ${diAkses(s)} group by x.id_akun, x.nama, x.peran order by akses desc, x.nama limit 100`,
  );
  const login = await queryRows<{ oleh: string; jumlah: number; pertama: Date | string; terakhir: Date | string }>(
    db,
    sql`select coalesce(l.actor, '-') as oleh, count(*)::int as jumlah, min(l.created_at) as pertama, max(l.created_at) as terakhir
      from activity_log l where l.action = 'LOGIN' and ${diAktivitas(s)} group by 1 order by jumlah desc, oleh limit 100`,
  );
  const aktivitas = await queryRows<{ aksi: string; jumlah: number }>(
    db,
    sql`select l.action as aksi, count(*)::int as jumlah from activity_log l where ${diAktivitas(s)} group by l.action order by jumlah desc, aksi`,
  );
  const lingkup = lingkupAtlet(akun);
  const [jangkau] = await queryRows<{ atlet: number; atlet_anak: number; dokumen: number }>(
    db,
    sql`select count(*)::int as atlet, count(*) filter (where ${ANAK(s.sampai, 'a')})::int as atlet_anak,
        (count(a.akte_kelahiran) + count(a.ktp) + count(a.pas_foto) + count(a.sertifikat_belt))::int as dokumen
      from atlet a where ${lingkup.where}`,
  );
  const total = kategori.find((k) => k.objek === null) ?? { akses: 0, atlet: 0, atlet_anak: 0 };
  return {
    dari: s.dari,
    sampai: s.sampai,
    terdeteksi: s.terdeteksi,
    batas_lapor: batasLapor(s.terdeteksi),
    dibuat_pada: now.toISOString(),
    akun: akun ? { id_akun: akun.id_akun, email: akun.email, peran: akun.peran, nama: akun.nama } : null,
    diakses: kategori
      .filter((k): k is typeof k & { objek: string } => k.objek !== null)
      .map((k) => ({ ...k, label: isObjekAkses(k.objek) ? OBJEK_AKSES_LABEL[k.objek] : k.objek })),
    diakses_total: { akses: total.akses, atlet: total.atlet, atlet_anak: total.atlet_anak },
    jangkauan: {
      keterangan: lingkup.keterangan,
      atlet: jangkau?.atlet ?? 0,
      atlet_anak: jangkau?.atlet_anak ?? 0,
      dokumen: jangkau?.dokumen ?? 0,
    },
    pengakses,
    login: login.map((l) => ({ oleh: l.oleh, jumlah: l.jumlah, pertama: iso(l.pertama), terakhir: iso(l.terakhir) })),
    login_gagal: null,
    login_gagal_keterangan: INSIDEN_MSG.gagalLogin,
    aktivitas,
  };
}
