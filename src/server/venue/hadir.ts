import { sql } from 'drizzle-orm';
import { alasanTolak } from '../../domain/akses';
import { JADWAL_MSG } from '../../domain/jadwal';
import { tolak, type Tolak } from '../../domain/tolak';
import { HADIR_BATAS_MS, HADIR_MSG, munculLagi, type HadirInput, type PerangkatHadir } from '../../domain/venue';
import { queryRows } from '../db/rows';
import type { DbOrTx } from '../db/types';
import { terlihat } from '../http/akses';
import { berhasil, sekarang, type Aktor, type Deps, type HasilTulis } from '../tulis/types';
import type { KodeTolakVenue } from './tolak';

/** Rows of a court not heard for this long are dropped when a device of it appears (they only told who was there). */
const SIMPAN_MS = 12 * 3600_000;

export type HadirLapanganInput = HadirInput & { id_lapangan: number };

/** What a heartbeat did: the device as now heard, and whether it (re)appeared (the overview is told only then). */
export interface HasilHadir {
  hadir: PerangkatHadir;
  /** It was not connected before this heartbeat (or, leaving, it was until now). */
  berubah: boolean;
  id_kompetisi: number;
  id_lapangan: number;
}

/**
 * The court's competition and whether the caller may run it (null: may; else the refusal); a court of a competition
 * the caller may not see is missing.
 */
async function lapanganDari(
  tx: DbOrTx,
  aktor: Aktor,
  id_lapangan: number,
): Promise<{ ok: true; id_kompetisi: number; akses: Tolak<KodeTolakVenue> | null } | Tolak<KodeTolakVenue>> {
  const [l] = await queryRows<{ id_kompetisi: number }>(tx, sql`select id_kompetisi from lapangan where id_lapangan = ${id_lapangan}`);
  if (!l || !terlihat(aktor, l.id_kompetisi)) return tolak('tidak_ditemukan', JADWAL_MSG.lapanganTidakDitemukan);
  return {
    ok: true,
    id_kompetisi: l.id_kompetisi,
    akses: alasanTolak(aktor, 'lapangan.jalankan', { id_kompetisi: l.id_kompetisi, id_lapangan }),
  };
}

/**
 * POST /lapangan/{id}/hadir: a device of the court is there (its desk, scoreboard or a judge's seat): one upsert of
 * its time on the server's clock; whether it was connected before comes back from the same statement. Only who may
 * run the court (its staff, the competition's admin).
 */
export async function catatHadir(
  deps: Deps,
  aktor: Aktor,
  input: HadirLapanganInput,
  tx: DbOrTx,
): Promise<HasilTulis<HasilHadir, KodeTolakVenue>> {
  const l = await lapanganDari(tx, aktor, input.id_lapangan);
  if (!l.ok) return l;
  if (l.akses) return l.akses;
  const kini = sekarang(deps);
  const [r] = await queryRows<{ sebelumnya: Date | string | null }>(
    tx,
    sql`
    with lama as (
      select terakhir_pada from hadir_perangkat
      where id_lapangan = ${input.id_lapangan} and jenis = ${input.jenis} and kursi = ${input.kursi} and perangkat = ${input.perangkat}
    )
    insert into hadir_perangkat (id_lapangan, jenis, kursi, perangkat, id_akun, terakhir_pada)
    values (${input.id_lapangan}, ${input.jenis}, ${input.kursi}, ${input.perangkat}, ${aktor.id_akun}, ${kini.toISOString()})
    on conflict (id_lapangan, jenis, kursi, perangkat)
    do update set terakhir_pada = excluded.terakhir_pada, id_akun = excluded.id_akun
    returning (select terakhir_pada from lama) as sebelumnya`,
  );
  const sebelumnya = r?.sebelumnya ? new Date(r.sebelumnya).getTime() : null;
  const berubah = munculLagi(sebelumnya, kini.getTime());
  if (berubah) {
    await tx.execute(
      sql`delete from hadir_perangkat where id_lapangan = ${input.id_lapangan} and terakhir_pada < ${new Date(kini.getTime() - SIMPAN_MS).toISOString()}`,
    );
  }
  const hadir: PerangkatHadir = {
    jenis: input.jenis,
    kursi: input.kursi,
    perangkat: input.perangkat,
    terakhir: kini.toISOString(),
    batas_ms: HADIR_BATAS_MS,
  };
  return berhasil({ hadir, berubah, id_kompetisi: l.id_kompetisi, id_lapangan: input.id_lapangan }, HADIR_MSG.hadir);
}

/**
 * DELETE /lapangan/{id}/hadir: the device's page closed (or went to another court): its row goes. Court staff just
 * moved to another court may still take away their own device's row of the court they left.
 */
export async function hapusHadir(
  deps: Deps,
  aktor: Aktor,
  input: HadirLapanganInput,
  tx: DbOrTx,
): Promise<HasilTulis<HasilHadir, KodeTolakVenue>> {
  const l = await lapanganDari(tx, aktor, input.id_lapangan);
  if (!l.ok) return l;
  const kini = sekarang(deps);
  const rows = await queryRows<{ terakhir_pada: Date | string }>(
    tx,
    sql`
    delete from hadir_perangkat
    where id_lapangan = ${input.id_lapangan} and jenis = ${input.jenis} and kursi = ${input.kursi} and perangkat = ${input.perangkat}
      and (${l.akses === null} or id_akun = ${aktor.id_akun})
    returning terakhir_pada`,
  );
  if (l.akses && rows.length === 0) return l.akses;
  const sebelumnya = rows[0] ? new Date(rows[0].terakhir_pada).getTime() : null;
  const hadir: PerangkatHadir = {
    jenis: input.jenis,
    kursi: input.kursi,
    perangkat: input.perangkat,
    terakhir: new Date(sebelumnya ?? kini.getTime()).toISOString(),
    batas_ms: HADIR_BATAS_MS,
  };
  const berubah = sebelumnya !== null && !munculLagi(sebelumnya, kini.getTime());
  return berhasil({ hadir, berubah, id_kompetisi: l.id_kompetisi, id_lapangan: input.id_lapangan }, HADIR_MSG.pergi);
}
