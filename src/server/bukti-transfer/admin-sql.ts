import { sql } from 'drizzle-orm';
import { tagihanDojang, type EntriBiaya } from '../../domain/kompetisi/biaya';
import type { BuktiStatus } from '../../domain/schemas/bukti-transfer';
import type { BuktiAdmin } from '../../domain/schemas/bukti-verifikasi';
import type { Kewarganegaraan } from '../../domain/kompetisi/types';
import { NAMA_AKUN_TEKS } from '../db/sql-nama';
import { uploadUrl } from '../uploads/store';
import { BUKTI_FOLDER } from './query';

const iso = (col: string) => `to_char(${col} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** The proof's tables under the aliases BUKTI_JSON reads, after `bukti_transfer bt`. */
export const BUKTI_JOINS = sql.raw(`join dojang d on d.id_dojang = bt.id_dojang
  join kompetisi k on k.id_kompetisi = bt.id_kompetisi
  left join pelatih p on p.id_pelatih = bt.id_pelatih`);

/**
 * One proof of the review queue as JSON text: the proof, its review, the competition's fees, and the
 * dojang's entries in that competition packed as [status, [[id_atlet, kewarganegaraan], ...]] (an entry's
 * dojang is its registering athlete's; a team lists its members, the registering athlete first).
 */
export const BUKTI_JSON = sql.raw(`json_build_object(
  'id_bukti_transfer', bt.id_bukti_transfer, 'bukti_transfer_path', bt.bukti_transfer_path,
  'created_at', ${iso('bt.created_at')}, 'id_kompetisi', bt.id_kompetisi, 'id_dojang', bt.id_dojang,
  'id_pelatih', bt.id_pelatih, 'nama_dojang', d.nama_dojang, 'kota', d.kota, 'nama_pelatih', p.nama_pelatih,
  'nama_event', k.nama_event, 'status_verifikasi', bt.status_verifikasi, 'catatan_verifikasi', bt.catatan_verifikasi,
  'diverifikasi_pada', case when bt.diverifikasi_pada is null then null else ${iso('bt.diverifikasi_pada')} end,
  'diverifikasi_oleh', ${NAMA_AKUN_TEKS('bt.diverifikasi_oleh')},
  'biaya_pendaftaran', k.biaya_pendaftaran, 'biaya_wna', k.biaya_wna, 'batas_pendaftaran', k.batas_pendaftaran,
  'entri', coalesce((
    select json_agg(json_build_array(pk.status, json_build_array(json_build_array(a.id_atlet, a.kewarganegaraan))::jsonb
      || case when pk.is_team then coalesce((
        select jsonb_agg(jsonb_build_array(ma.id_atlet, ma.kewarganegaraan) order by ma.id_atlet)
        from peserta_tim_anggota pta join atlet ma on ma.id_atlet = pta.id_atlet
        where pta.id_peserta_kompetisi = pk.id_peserta_kompetisi and pta.id_atlet <> pk.id_atlet), '[]'::jsonb)
      else '[]'::jsonb end))
    from peserta_kompetisi pk
    join kelas_kejuaraan kk on kk.id_kelas_kejuaraan = pk.id_kelas_kejuaraan
    join atlet a on a.id_atlet = pk.id_atlet
    where kk.id_kompetisi = bt.id_kompetisi and a.id_dojang = bt.id_dojang), '[]'::json)
)::text`);

interface Packed {
  id_bukti_transfer: number;
  bukti_transfer_path: string;
  created_at: string;
  id_kompetisi: number;
  id_dojang: number;
  id_pelatih: number | null;
  nama_dojang: string;
  kota: string | null;
  nama_pelatih: string | null;
  nama_event: string;
  status_verifikasi: BuktiStatus;
  catatan_verifikasi: string | null;
  diverifikasi_pada: string | null;
  diverifikasi_oleh: string | null;
  biaya_pendaftaran: number | null;
  biaya_wna: number | null;
  batas_pendaftaran: string | null;
  entri: [status: string, anggota: [id_atlet: number, kewarganegaraan: Kewarganegaraan][]][];
}

/** A packed row as BuktiAdmin, the invoice computed by the domain's tagihanDojang. */
export function toBuktiAdmin(text: string): BuktiAdmin {
  const r = JSON.parse(text) as Packed;
  const entri: EntriBiaya[] = r.entri.map(([status, anggota]) => ({
    status,
    atlet: { id_atlet: anggota[0][0], kewarganegaraan: anggota[0][1] },
    anggota_tim: anggota.slice(1).map(([id_atlet, kewarganegaraan]) => ({ atlet: { id_atlet, kewarganegaraan } })),
  }));
  return {
    id_bukti_transfer: r.id_bukti_transfer,
    bukti_transfer_path: r.bukti_transfer_path,
    url: uploadUrl(BUKTI_FOLDER, r.bukti_transfer_path) ?? '',
    created_at: r.created_at,
    id_kompetisi: r.id_kompetisi,
    id_dojang: r.id_dojang,
    id_pelatih: r.id_pelatih,
    tb_dojang: { nama_dojang: r.nama_dojang, kota: r.kota },
    tb_pelatih: r.nama_pelatih === null ? null : { nama_pelatih: r.nama_pelatih },
    tb_kompetisi: { nama_event: r.nama_event },
    status_verifikasi: r.status_verifikasi,
    catatan_verifikasi: r.catatan_verifikasi,
    diverifikasi_pada: r.diverifikasi_pada,
    diverifikasi_oleh: r.diverifikasi_oleh,
    tagihan: tagihanDojang(
      {
        id_kompetisi: r.id_kompetisi,
        biaya_pendaftaran: r.biaya_pendaftaran,
        biaya_wna: r.biaya_wna,
        batas_pendaftaran: r.batas_pendaftaran,
      },
      { id_dojang: r.id_dojang },
      entri,
    ),
  };
}
