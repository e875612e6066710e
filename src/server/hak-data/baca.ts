import { sql, type SQL } from 'drizzle-orm';
import { batasProses } from '../../domain/hak-data/batas';
import type { HakDataAtlet, Penanganan, PermintaanAtlet } from '../../domain/hak-data/api';
import { BERKAS_ATLET, KOLOM_DIKOSONGKAN, tanggalLahirTersisa } from '../../domain/hak-data/hapus';
import { statusTampil } from '../../domain/kompetisi/status-tampil';
import { queryRows } from '../db/rows';
import type { DbOrTx } from '../db/types';

const iso = (d: Date | string | null) => (d === null ? null : (d instanceof Date ? d : new Date(d)).toISOString());

type Baris = Omit<PermintaanAtlet, 'batas' | 'diminta_pada' | 'ditangani_pada'> & {
  diminta_pada: Date | string;
  ditangani_pada: Date | string | null;
  id_atlet: number | null;
  nama_atlet: string | null;
  nama_dojang: string | null;
};

/** The requests (with who handled them, by name) of one athlete or of one id: one query. */
function cariPermintaan(db: DbOrTx, where: SQL) {
  return queryRows<Baris>(
    db,
    sql`select p.id, p.jenis, p.status, p.diminta_pada, p.diminta_oleh, p.alasan, p.ditangani_pada, p.catatan_penanganan,
        coalesce(ad.nama_admin, pl.nama_pelatih, u.email) as ditangani_oleh, p.id_atlet, a.nama_atlet, d.nama_dojang
      from permintaan_data p
      left join akun u on u.id_akun = p.id_akun_penangan
      left join admin ad on ad.id_akun = u.id_akun
      left join pelatih pl on pl.id_akun = u.id_akun
      left join atlet a on a.id_atlet = p.id_atlet
      left join dojang d on d.id_dojang = a.id_dojang
      where ${where} order by p.diminta_pada desc, p.id desc`,
  );
}

function keluaran(r: Baris): PermintaanAtlet {
  const diminta_pada = iso(r.diminta_pada)!;
  return {
    id: r.id,
    jenis: r.jenis,
    status: r.status,
    diminta_pada,
    diminta_oleh: r.diminta_oleh,
    alasan: r.alasan,
    batas: batasProses(diminta_pada),
    ditangani_pada: iso(r.ditangani_pada),
    ditangani_oleh: r.ditangani_oleh,
    catatan_penanganan: r.catatan_penanganan,
  };
}

/** GET /atlet/{id}/hak-data (the athlete's scope is checked by the caller). */
export async function hakDataAtlet(db: DbOrTx, id_atlet: number): Promise<HakDataAtlet> {
  const permintaan = (await cariPermintaan(db, sql`p.id_atlet = ${id_atlet}`)).map(keluaran);
  const dihapus = permintaan.find((p) => p.jenis === 'HAPUS' && p.status === 'SELESAI');
  return { permintaan, dihapus_pada: dihapus?.ditangani_pada ?? null };
}

/** The competitions not ended (today, WIB) in which the athlete has an entry not rejected, as it or as a team member. */
export async function kompetisiBerjalan(db: DbOrTx, id_atlet: number, today: string) {
  const rows = await queryRows<{
    id_kompetisi: number;
    nama_event: string;
    status: string;
    tanggal_mulai: string;
    tanggal_selesai: string;
  }>(
    db,
    sql`select distinct k.id_kompetisi, k.nama_event, k.status, k.tanggal_mulai::text as tanggal_mulai, k.tanggal_selesai::text as tanggal_selesai
      from peserta_kompetisi pk
      join kelas_kejuaraan kk on kk.id_kelas_kejuaraan = pk.id_kelas_kejuaraan
      join kompetisi k on k.id_kompetisi = kk.id_kompetisi
      where pk.status <> 'REJECTED' and pk.id_peserta_kompetisi in (
        select id_peserta_kompetisi from peserta_kompetisi where id_atlet = ${id_atlet}
        union select id_peserta_kompetisi from peserta_tim_anggota where id_atlet = ${id_atlet})
      order by k.id_kompetisi`,
  );
  return rows.filter((k) => statusTampil(k, today) !== 'SELESAI').map(({ id_kompetisi, nama_event }) => ({ id_kompetisi, nama_event }));
}

/** GET /admin/permintaan-data/{id}: the request, what an erasure would remove now, the competitions holding the athlete. */
export async function detailPermintaan(db: DbOrTx, id: number, today: string): Promise<Penanganan | null> {
  const [r] = await cariPermintaan(db, sql`p.id = ${id}`);
  if (!r) return null;
  const permintaan = { ...keluaran(r), id_atlet: r.id_atlet, nama_atlet: r.nama_atlet, nama_dojang: r.nama_dojang };
  if (r.id_atlet === null) return { permintaan, data: null, kompetisi_berjalan: [] };
  const [a] = await queryRows<Record<string, unknown> & { tanggal_lahir: string }>(
    db,
    sql`select nik, no_telp, alamat, provinsi, kota, berat_badan, tinggi_badan, akte_kelahiran, ktp, pas_foto, sertifikat_belt,
        tanggal_lahir::text as tanggal_lahir from atlet where id_atlet = ${r.id_atlet}`,
  );
  const data = a
    ? {
        kolom: KOLOM_DIKOSONGKAN.filter((k) => a[k] !== null && a[k] !== ''),
        berkas: BERKAS_ATLET.filter((k) => a[k] !== null && a[k] !== ''),
        tanggal_lahir: a.tanggal_lahir !== tanggalLahirTersisa(a.tanggal_lahir),
      }
    : null;
  return { permintaan, data, kompetisi_berjalan: await kompetisiBerjalan(db, r.id_atlet, today) };
}
