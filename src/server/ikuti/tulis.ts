import { createHash } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  IKUTI_MSG,
  kedaluwarsaIkuti,
  type BerhentiIkutiInput,
  type IkutiPelatihInput,
  type IkutiPerangkatInput,
  type IkutiPerangkatJawaban,
} from '../../domain/ikuti';
import { tolak, type KodeUmum } from '../../domain/tolak';
import { queryRows } from '../db/rows';
import { ikutiAtlet, ikutiPelatih, ikutiPelatihMati, ikutiPerangkat } from '../db/schema';
import type { DbOrTx } from '../db/types';
import { endpointDiizinkan } from '../notifikasi/push';
import { PESAN_ENDPOINT_ASING } from '../notifikasi/push-endpoint';
import { berhasil, sekarang, type Aktor, type Deps, type HasilTulis } from '../tulis/types';

/** 'Ikuti atlet' writes: a device's follows (no account) and a coach's switches. */

type Hasil<T> = Promise<HasilTulis<T, KodeUmum>>;

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
const PESAN_ENDPOINT_LAIN = 'Alamat langganan push ini sudah dipakai perangkat lain';

/**
 * PUT /public/ikuti: this device (known by the hash of its own secret) follows exactly `id_peserta` of the competition,
 * approved entries of it, until the competition is over. An endpoint already held under another secret moves only when
 * the browser proves it is the same subscription (its keys).
 */
export async function ikutiDariPerangkat(deps: Deps, _aktor: null, input: IkutiPerangkatInput, tx: DbOrTx): Hasil<IkutiPerangkatJawaban> {
  const { langganan, id_kompetisi } = input;
  if (!endpointDiizinkan(langganan.endpoint)) return tolak('validasi', PESAN_ENDPOINT_ASING, 'endpoint');
  const [k] = await queryRows<{ tanggal_selesai: string }>(
    tx,
    sql`select tanggal_selesai::text as tanggal_selesai from kompetisi where id_kompetisi = ${id_kompetisi}`,
  );
  if (!k) return tolak('tidak_ditemukan', 'Kompetisi tidak ditemukan', 'id_kompetisi');
  const sampai = kedaluwarsaIkuti(k.tanggal_selesai);
  if (sekarang(deps).getTime() >= sampai) return tolak('tidak_dapat_diproses', IKUTI_MSG.kompetisiSelesai, 'id_kompetisi');
  const id_peserta = [...new Set(input.id_peserta)];
  if (id_peserta.length > 0) {
    const ada = await queryRows<{ id: number }>(
      tx,
      sql`select pk.id_peserta_kompetisi as id from peserta_kompetisi pk join kelas_kejuaraan kk on kk.id_kelas_kejuaraan = pk.id_kelas_kejuaraan
        where kk.id_kompetisi = ${id_kompetisi} and pk.status = 'APPROVED'
          and pk.id_peserta_kompetisi in (select (jsonb_array_elements_text(${JSON.stringify(id_peserta)}::jsonb))::int)`,
    );
    if (ada.length !== id_peserta.length) return tolak('tidak_ditemukan', IKUTI_MSG.pesertaTidakAda, 'id_peserta');
  }
  const token_hash = hashToken(input.token);
  const [lain] = await tx.select().from(ikutiPerangkat).where(eq(ikutiPerangkat.endpoint, langganan.endpoint));
  if (lain && lain.token_hash !== token_hash) {
    if (lain.p256dh !== langganan.keys.p256dh || lain.auth !== langganan.keys.auth)
      return tolak('konflik', PESAN_ENDPOINT_LAIN, 'endpoint');
    await tx.delete(ikutiPerangkat).where(eq(ikutiPerangkat.id, lain.id));
  }
  const nilai = { endpoint: langganan.endpoint, p256dh: langganan.keys.p256dh, auth: langganan.keys.auth, partai_lagi: input.partai_lagi };
  const [perangkat] = await tx
    .insert(ikutiPerangkat)
    .values({ token_hash, ...nilai })
    .onConflictDoUpdate({ target: ikutiPerangkat.token_hash, set: nilai })
    .returning({ id: ikutiPerangkat.id });
  await tx.delete(ikutiAtlet).where(and(eq(ikutiAtlet.id_perangkat, perangkat.id), eq(ikutiAtlet.id_kompetisi, id_kompetisi)));
  if (id_peserta.length > 0)
    await tx
      .insert(ikutiAtlet)
      .values(
        id_peserta.map((id) => ({ id_perangkat: perangkat.id, id_kompetisi, id_peserta_kompetisi: id, berlaku_sampai: new Date(sampai) })),
      );
  return berhasil(
    { id_kompetisi, id_peserta, partai_lagi: input.partai_lagi, berlaku_sampai: new Date(sampai).toISOString() },
    id_peserta.length > 0 ? IKUTI_MSG.diikuti : IKUTI_MSG.berhenti,
  );
}

/** DELETE /public/ikuti: one athlete, or (none named) every follow and the device's subscription. */
export async function berhentiDariPerangkat(
  _deps: Deps,
  _aktor: null,
  input: BerhentiIkutiInput,
  tx: DbOrTx,
): Hasil<{ id_peserta: number | null; dihapus: number }> {
  const [p] = await tx
    .select({ id: ikutiPerangkat.id })
    .from(ikutiPerangkat)
    .where(eq(ikutiPerangkat.token_hash, hashToken(input.token)));
  if (!p) return berhasil({ id_peserta: input.id_peserta ?? null, dihapus: 0 }, IKUTI_MSG.berhenti);
  if (input.id_peserta === undefined) {
    const n = await tx.delete(ikutiAtlet).where(eq(ikutiAtlet.id_perangkat, p.id)).returning();
    await tx.delete(ikutiPerangkat).where(eq(ikutiPerangkat.id, p.id));
    return berhasil({ id_peserta: null, dihapus: n.length }, IKUTI_MSG.berhenti);
  }
  const n = await tx
    .delete(ikutiAtlet)
    .where(and(eq(ikutiAtlet.id_perangkat, p.id), eq(ikutiAtlet.id_peserta_kompetisi, input.id_peserta)))
    .returning();
  return berhasil({ id_peserta: input.id_peserta, dihapus: n.length }, IKUTI_MSG.berhenti);
}

/**
 * PUT /ikuti/pelatih: the coach's 'N partai lagi' and per-athlete switches; only entries of the own dojang are switched
 * (others are refused as not found).
 */
export async function simpanIkutiPelatih(
  _deps: Deps,
  aktor: Aktor,
  input: IkutiPelatihInput,
  tx: DbOrTx,
): Hasil<{ id_kompetisi: number[] }> {
  const id_dojang = aktor.pelatih?.id_dojang;
  if (!id_dojang) return tolak('akses_ditolak', 'Pelatih belum memiliki dojang');
  const ids = [...new Set(input.atlet.map((a) => a.id_peserta_kompetisi))];
  const milik =
    ids.length === 0
      ? []
      : await queryRows<{ id: number; id_kompetisi: number }>(
          tx,
          sql`select pk.id_peserta_kompetisi as id, kk.id_kompetisi from peserta_kompetisi pk join atlet a on a.id_atlet = pk.id_atlet
            join kelas_kejuaraan kk on kk.id_kelas_kejuaraan = pk.id_kelas_kejuaraan
            where a.id_dojang = ${id_dojang} and pk.id_peserta_kompetisi in (select (jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb))::int)`,
        );
  if (milik.length !== ids.length) return tolak('tidak_ditemukan', IKUTI_MSG.pesertaTidakAda, 'atlet');
  if (input.partai_lagi !== undefined)
    await tx
      .insert(ikutiPelatih)
      .values({ id_akun: aktor.id_akun, partai_lagi: input.partai_lagi })
      .onConflictDoUpdate({ target: ikutiPelatih.id_akun, set: { partai_lagi: input.partai_lagi } });
  const mati = input.atlet.filter((a) => !a.aktif).map((a) => a.id_peserta_kompetisi);
  const hidup = input.atlet.filter((a) => a.aktif).map((a) => a.id_peserta_kompetisi);
  if (hidup.length > 0)
    await tx
      .delete(ikutiPelatihMati)
      .where(and(eq(ikutiPelatihMati.id_akun, aktor.id_akun), inArray(ikutiPelatihMati.id_peserta_kompetisi, hidup)));
  if (mati.length > 0)
    await tx
      .insert(ikutiPelatihMati)
      .values(mati.map((id) => ({ id_akun: aktor.id_akun, id_peserta_kompetisi: id })))
      .onConflictDoNothing();
  return berhasil({ id_kompetisi: [...new Set(milik.map((m) => m.id_kompetisi))] }, IKUTI_MSG.tersimpan);
}
