import { sql } from 'drizzle-orm';
import { HARI_KOSONG, type LapanganPartai, type PartaiLapangan, type PengubahPartai } from '../../domain/jadwal';
import { queryRows } from '../db/rows';
import { namaAkun } from '../db/sql-nama';
import type { DbOrTx } from '../db/types';
import { isiEta, muatLapangan, muatPartai, muatRiwayatHari, tanpaDojang } from './muat';
import { muatSelesaiAtlet } from './selesai-atlet';

/**
 * GET /lapangan/{id}/partai: the court, its settings and every bout with ETA; null for an unknown court, and for a
 * court whose competition `terlihat` says the caller may not see (answered alike, read no further).
 */
export async function bacaLapangan(
  db: DbOrTx,
  id_lapangan: number,
  sekarang: Date,
  terlihat: (id_kompetisi: number) => boolean = () => true,
): Promise<LapanganPartai | null> {
  const [l] = await muatLapangan(db, sql`l.id_lapangan = ${id_lapangan}`);
  if (!l || !terlihat(l.lapangan.id_kompetisi)) return null;
  const hari = await muatRiwayatHari(db, [id_lapangan]);
  const partai = isiEta(
    await muatPartai(db, sql`p.id_lapangan = ${id_lapangan}`, true),
    new Map([[id_lapangan, l.lapangan]]),
    l.pengaturan,
    sekarang.getTime(),
    hari,
  );
  return {
    lapangan: l.lapangan,
    pengaturan: l.pengaturan,
    partai: partai.map(tanpaDojang),
    riwayat_hari: hari.get(id_lapangan) ?? HARI_KOSONG,
    selesai_atlet: await muatSelesaiAtlet(db, id_lapangan, l.lapangan.id_kompetisi),
    dibaca_pada: sekarang.toISOString(),
  };
}

/** One bout as the desk shows it (ETA among its court's bouts), or null. */
export async function bacaPartai(db: DbOrTx, id_match: string, sekarang: Date): Promise<PartaiLapangan | null> {
  const [row] = await queryRows<{ id_lapangan: number }>(db, sql`select id_lapangan from partai where id_match = ${id_match}`);
  if (!row) return null;
  const court = await bacaLapangan(db, row.id_lapangan, sekarang);
  return court?.partai.find((p) => p.id_match === id_match) ?? null;
}

/** Who last changed a bout (by name, never the e-mail) and when: what a 409 of the desk names. */
export async function pengubahPartai(db: DbOrTx, id_match: string): Promise<PengubahPartai> {
  const [row] = await queryRows<{ oleh: string | null; pada: Date | string | null }>(
    db,
    sql`
    select ${namaAkun('p.diubah_oleh')} as oleh, p.diubah_pada as pada from partai p where p.id_match = ${id_match}`,
  );
  return { diubah_oleh: row?.oleh ?? null, diubah_pada: row?.pada ? new Date(row.pada).toISOString() : null };
}
