import { and, eq } from 'drizzle-orm';
import { sql } from 'drizzle-orm';
import type { AmbilAlihInput } from '../../domain/hub/kontrak';
import { logActivity } from '../activity/log';
import { queryRows } from '../db/rows';
import { hubSewa } from '../db/schema';
import type { DbOrTx } from '../db/types';
import { daftarSekuens } from '../sistem/tabel';
import { berhasil, type Deps, type HasilTulis, sekarang, tolakTulis } from '../tulis/types';
import { buatTokenHub, hashHub } from './kode';

/** Ids a hub may make per table (a 32-bit id leaves room for two thousand leases). */
const BLOK_ID = 1_000_000;

export interface BlokId {
  tabel: string;
  kolom: string;
  /** The first id the hub makes in this column. */
  mulai: number;
}

export interface SewaDiambil {
  token: string;
  id_sewa: number;
  id_kompetisi: number;
  blok: BlokId[];
}

/**
 * A hub takes over with its pairing code: the lease becomes 'aktif' (from its commit on, the central server
 * refuses the competition's venue writes from anyone else) and every id sequence here jumps past a block the
 * hub makes its ids in, so a row means the same thing on both servers. The copy is read after this commits.
 */
export async function ambilAlihHub(deps: Deps, input: AmbilAlihInput, tx: DbOrTx): Promise<HasilTulis<SewaDiambil, 'kode_tidak_berlaku'>> {
  const now = sekarang(deps);
  const [r] = await tx
    .select()
    .from(hubSewa)
    .where(and(eq(hubSewa.kode_hash, hashHub(input.kode)), eq(hubSewa.status, 'menunggu')))
    .for('update');
  if (!r || r.kode_berlaku_sampai.getTime() < now.getTime()) {
    return tolakTulis(
      'kode_tidak_berlaku',
      'Kode pasangan tidak berlaku (salah, sudah dipakai, dicabut, atau kedaluwarsa). Buat kode baru di server pusat.',
      {
        field: 'kode',
      },
    );
  }
  const blok: BlokId[] = [];
  for (const s of await daftarSekuens(tx)) {
    const [row] = await queryRows<{ mulai: string | number }>(tx, sql`select nextval(${s.seq}::regclass) as mulai`);
    const mulai = Number(row!.mulai);
    await tx.execute(sql`select setval(${s.seq}::regclass, ${mulai + BLOK_ID - 1})`);
    blok.push({ tabel: s.tabel, kolom: s.kolom, mulai });
  }
  const token = buatTokenHub();
  await tx
    .update(hubSewa)
    .set({
      status: 'aktif',
      token_hash: hashHub(token),
      nama_hub: input.nama_hub || 'Hub venue',
      diambil_pada: now,
      kontak_terakhir: now,
      blok_id: blok,
    })
    .where(eq(hubSewa.id_sewa, r.id_sewa));
  await logActivity(tx, {
    action: 'HUB_AMBIL_ALIH',
    id_akun: r.dibuat_oleh,
    details: `kompetisi ${r.id_kompetisi}, sewa ${r.id_sewa}, hub "${input.nama_hub}"`,
    at: now,
  });
  return berhasil({ token, id_sewa: r.id_sewa, id_kompetisi: r.id_kompetisi, blok }, 'Kompetisi diambil alih hub venue');
}
