import { sql, type SQL } from 'drizzle-orm';
import { AKSI_KEPUTUSAN, OBJEK_KEPUTUSAN, isAksiKeputusan, keputusanDari } from '../../domain/statistik/keputusan';
import type { Aktivitas, KeputusanTerkini } from '../../domain/schemas/statistik';
import type { DbOrTx } from '../db/types';
import { queryRows } from '../db/rows';
import type { Batas } from './admin-angka';

export const AKTIVITAS_TERKINI = 50;
export const KEPUTUSAN_TERKINI = 20;

interface Baris {
  id: number;
  action: string;
  actor: string | null;
  details: string | null;
  waktu: string;
  nama: string | null;
}

/**
 * Log rows (newest first by created_at, the indexed column) with the name of the account that acted:
 * the admin's, the coach's or the competition admin's, else the email the row recorded.
 */
async function bacaLog(db: DbOrTx, where: SQL, limit: number): Promise<Baris[]> {
  return queryRows<Baris>(
    db,
    sql`
    select l.id, l.action, l.actor, l.details, l.waktu, coalesce(adm.nama_admin, p.nama_pelatih, ak.nama) as nama
    from (
      select id, action, actor, details, id_akun, created_at,
        to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as waktu
      from activity_log where ${where} order by created_at desc limit ${limit}
    ) l
    left join admin adm on adm.id_akun = l.id_akun
    left join pelatih p on p.id_akun = l.id_akun
    left join admin_kompetisi ak on ak.id_akun = l.id_akun
    order by l.created_at desc, l.id desc`,
  );
}

const toAktivitas = (r: Baris): Aktivitas => ({
  id: r.id,
  action: r.action,
  user: r.nama ?? r.actor ?? 'Sistem',
  email: r.actor,
  details: r.details,
  timestamp: r.waktu,
});

/** 'Aktivitas Terkini': the latest 50 rows of the activity log. */
export async function aktivitasTerkini(db: DbOrTx): Promise<Aktivitas[]> {
  return (await bacaLog(db, sql`true`, AKTIVITAS_TERKINI)).map(toAktivitas);
}

/**
 * Status decisions of entries, dojangs and payment proofs logged in the range, newest first, each read as
 * Disetujui / Ditolak / Menunggu. A few more rows are read than shown, for any whose text names no status.
 */
export async function keputusanTerkini(db: DbOrTx, b: Batas): Promise<KeputusanTerkini[]> {
  const aksi = sql.join(
    AKSI_KEPUTUSAN.map((a) => sql`${a}`),
    sql`, `,
  );
  const rows = await bacaLog(
    db,
    sql`action in (${aksi}) and created_at >= ${b.mulai}::timestamptz
    and created_at < ${b.akhir}::timestamptz`,
    KEPUTUSAN_TERKINI + 10,
  );
  const out: KeputusanTerkini[] = [];
  for (const r of rows) {
    const keputusan = keputusanDari(r.details);
    if (!keputusan || !isAksiKeputusan(r.action) || out.length >= KEPUTUSAN_TERKINI) continue;
    out.push({ ...toAktivitas(r), objek: OBJEK_KEPUTUSAN[r.action], keputusan });
  }
  return out;
}
