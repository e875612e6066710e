import { and, desc, eq, inArray } from 'drizzle-orm';
import type { KirimanDitolak, SewaHubInfo } from '../../domain/hub/kontrak';
import { logActivity } from '../activity/log';
import { hubSewa } from '../db/schema';
import type { DbOrTx } from '../db/types';
import { type Aktor, berhasil, type Deps, type HasilTulis, sekarang, tolakTulis } from '../tulis/types';
import { buatKodePasangan, hashHub } from './kode';

/** A pairing code is good this long after it is made. */
const KODE_BERLAKU_MENIT = 30;

export type KodeSewa = 'sudah_ada_hub' | 'tidak_ditemukan';

export const infoSewa = (r: typeof hubSewa.$inferSelect): SewaHubInfo => ({
  id_sewa: r.id_sewa,
  status: r.status as SewaHubInfo['status'],
  nama_hub: r.nama_hub,
  kode_berlaku_sampai: r.kode_berlaku_sampai.toISOString(),
  diambil_pada: r.diambil_pada?.toISOString() ?? null,
  kontak_terakhir: r.kontak_terakhir?.toISOString() ?? null,
  seq_diterima: r.seq_diterima,
  ditolak: (r.ditolak as KirimanDitolak[] | null) ?? [],
  selesai_pada: r.selesai_pada?.toISOString() ?? null,
  selesai_cara: (r.selesai_cara as SewaHubInfo['selesai_cara']) ?? null,
});

/** The competition's lease now (waiting or held), else its last one; null when it never had one. */
export async function bacaSewa(db: DbOrTx, id_kompetisi: number): Promise<SewaHubInfo | null> {
  const [r] = await db.select().from(hubSewa).where(eq(hubSewa.id_kompetisi, id_kompetisi)).orderBy(desc(hubSewa.id_sewa)).limit(1);
  return r ? infoSewa(r) : null;
}

/**
 * A new pairing code for the competition ('Hub venue'); a code not yet used is replaced. Refused while a hub
 * holds the competition (it must be handed back or ended first).
 */
export async function buatKodeHub(
  deps: Deps,
  aktor: Aktor,
  input: { id_kompetisi: number },
  tx: DbOrTx,
): Promise<HasilTulis<{ kode: string; sewa: SewaHubInfo }, KodeSewa>> {
  const hidup = await tx
    .select()
    .from(hubSewa)
    .where(and(eq(hubSewa.id_kompetisi, input.id_kompetisi), inArray(hubSewa.status, ['menunggu', 'aktif'])))
    .for('update');
  if (hidup.some((r) => r.status === 'aktif')) {
    return tolakTulis('sudah_ada_hub', 'Kompetisi ini sedang dikelola hub venue. Kembalikan atau akhiri dulu sebelum membuat kode baru.');
  }
  const now = sekarang(deps);
  if (hidup.length > 0)
    await tx
      .update(hubSewa)
      .set({ status: 'dicabut', selesai_pada: now, selesai_oleh: aktor.id_akun })
      .where(eq(hubSewa.id_sewa, hidup[0]!.id_sewa));
  const { kode, tampil } = buatKodePasangan();
  const [r] = await tx
    .insert(hubSewa)
    .values({
      id_kompetisi: input.id_kompetisi,
      kode_hash: hashHub(kode),
      kode_berlaku_sampai: new Date(now.getTime() + KODE_BERLAKU_MENIT * 60_000),
      dibuat_oleh: aktor.id_akun,
      dibuat_pada: now,
    })
    .returning();
  await logActivity(tx, {
    action: 'HUB_KODE',
    id_akun: aktor.id_akun,
    actor: aktor.email,
    details: `kompetisi ${input.id_kompetisi}`,
    at: now,
  });
  return berhasil({ kode: tampil, sewa: infoSewa(r!) }, 'Kode pasangan hub dibuat');
}

/**
 * 'Akhiri' on the central server: a code not yet used is revoked; a held lease ends (its hub lost or gone),
 * keeping everything that arrived. From then on the central server takes the venue writes again.
 */
export async function akhiriSewaHub(
  deps: Deps,
  aktor: Aktor,
  input: { id_kompetisi: number },
  tx: DbOrTx,
): Promise<HasilTulis<SewaHubInfo, KodeSewa>> {
  const [r] = await tx
    .select()
    .from(hubSewa)
    .where(and(eq(hubSewa.id_kompetisi, input.id_kompetisi), inArray(hubSewa.status, ['menunggu', 'aktif'])))
    .for('update');
  if (!r) return tolakTulis('tidak_ditemukan', 'Tidak ada hub venue yang aktif untuk kompetisi ini');
  const now = sekarang(deps);
  const aktif = r.status === 'aktif';
  const [baru] = await tx
    .update(hubSewa)
    .set({ status: aktif ? 'selesai' : 'dicabut', selesai_pada: now, selesai_oleh: aktor.id_akun, selesai_cara: aktif ? 'diakhiri' : null })
    .where(eq(hubSewa.id_sewa, r.id_sewa))
    .returning();
  await logActivity(tx, {
    action: 'HUB_DIAKHIRI',
    id_akun: aktor.id_akun,
    actor: aktor.email,
    details: `kompetisi ${input.id_kompetisi}, sewa ${r.id_sewa} (${aktif ? `diakhiri, ${r.seq_diterima} perubahan diterima` : 'kode dicabut'})`,
    at: now,
  });
  return berhasil(infoSewa(baru!), aktif ? 'Sewa hub venue diakhiri; pusat menerima perubahan venue lagi' : 'Kode pasangan dicabut');
}
