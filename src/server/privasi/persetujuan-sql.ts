import { sql } from 'drizzle-orm';
import type { PersetujuanAtlet } from '../../domain/privasi/persetujuan';
import { atlet } from '../db/schema';

/** The latest consent row of the athlete in the query, packed: [jenis, versi, pada ms, oleh_wali, nama_wali, dicatat_oleh]. */
export type PackedPersetujuan = [
  jenis: string,
  versi: string | null,
  pada_ms: number,
  oleh_wali: boolean,
  nama_wali: string | null,
  oleh: string,
];

/** One index probe per athlete (persetujuan_data_atlet_idx), inside the athlete's packed row. */
export const persetujuanTerakhir = sql`(select json_build_array(p.jenis, p.versi_kebijakan, floor(extract(epoch from p.pada) * 1000),
  p.oleh_wali, p.nama_wali, p.dicatat_oleh) from persetujuan_data p where p.id_atlet = ${atlet.id_atlet} order by p.id desc limit 1)`;

/** An athlete's consent as the API answers it: its latest statement or withdrawal, 'BELUM' when there is none. */
export function persetujuanDariPacked(p: PackedPersetujuan | null): PersetujuanAtlet {
  if (!p) return { status: 'BELUM', versi_kebijakan: null, pada: null, oleh_wali: false, nama_wali: null, dicatat_oleh: null };
  const [jenis, versi, pada, oleh_wali, nama_wali, oleh] = p;
  return {
    status: jenis === 'PENCABUTAN' ? 'DICABUT' : 'ADA',
    versi_kebijakan: versi,
    pada: new Date(pada).toISOString(),
    oleh_wali,
    nama_wali,
    dicatat_oleh: oleh,
  };
}
