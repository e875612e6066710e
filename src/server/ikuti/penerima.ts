import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { kedaluwarsaIkuti } from '../../domain/ikuti';
import { queryRows } from '../db/rows';
import type { DbOrTx } from '../db/types';
import type { LanggananPush } from '../notifikasi/push-cepat';

/** A device that hears about one athlete (entry): an anonymous follow or a coach's account subscription. */
export interface PenerimaKabar {
  id_peserta_kompetisi: number;
  langganan: LanggananPush;
  /** Its 'N partai lagi' setting. */
  partai_lagi: number;
  /** A coach's device (its links go to the coach's pages). */
  pelatih: boolean;
}

/** The once-per-device key's receiver: a hash of the push endpoint (the endpoint itself is not copied). */
export const kunciPenerima = (endpoint: string) => createHash('sha256').update(endpoint).digest('hex');

/**
 * Who follows athletes of a competition now: devices' follows not expired, and every push subscription of each
 * active coach for the APPROVED entries of the dojang the coach has not switched off, until the competition is over.
 */
export async function muatPenerima(db: DbOrTx, id_kompetisi: number, sekarang: number): Promise<PenerimaKabar[]> {
  const [k] = await queryRows<{ tanggal_selesai: string }>(
    db,
    sql`select tanggal_selesai::text as tanggal_selesai from kompetisi where id_kompetisi = ${id_kompetisi}`,
  );
  if (!k || sekarang >= kedaluwarsaIkuti(k.tanggal_selesai)) return [];
  const rows = await queryRows<{
    id_peserta_kompetisi: number;
    endpoint: string;
    p256dh: string;
    auth: string;
    partai_lagi: number;
    pelatih: boolean;
  }>(
    db,
    sql`
    select ia.id_peserta_kompetisi, ip.endpoint, ip.p256dh, ip.auth, ip.partai_lagi, false as pelatih
    from ikuti_atlet ia join ikuti_perangkat ip on ip.id = ia.id_perangkat
    where ia.id_kompetisi = ${id_kompetisi} and ia.berlaku_sampai > ${new Date(sekarang).toISOString()}::timestamptz
    union all
    select pk.id_peserta_kompetisi, pl.endpoint, pl.p256dh, pl.auth, coalesce(ipl.partai_lagi, 3), true
    from peserta_kompetisi pk
    join kelas_kejuaraan kk on kk.id_kelas_kejuaraan = pk.id_kelas_kejuaraan
    join atlet a on a.id_atlet = pk.id_atlet
    join pelatih p on p.id_dojang = a.id_dojang
    join akun ak on ak.id_akun = p.id_akun and ak.status = 'ACTIVE'
    join push_langganan pl on pl.id_akun = ak.id_akun
    left join ikuti_pelatih ipl on ipl.id_akun = ak.id_akun
    where kk.id_kompetisi = ${id_kompetisi} and pk.status = 'APPROVED'
      and not exists (select 1 from ikuti_pelatih_mati m where m.id_akun = ak.id_akun and m.id_peserta_kompetisi = pk.id_peserta_kompetisi)`,
  );
  return rows.map((r) => ({
    id_peserta_kompetisi: r.id_peserta_kompetisi,
    langganan: { endpoint: r.endpoint, p256dh: r.p256dh, auth: r.auth },
    partai_lagi: Number(r.partai_lagi),
    pelatih: r.pelatih,
  }));
}
