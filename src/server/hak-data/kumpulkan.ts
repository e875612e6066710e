import { asc, eq, sql } from 'drizzle-orm';
import { medaliKelas } from '../../domain/bagan/medali';
import type { MatchBagan } from '../../domain/bagan/types';
import { queryRows } from '../db/rows';
import { aksesData, atlet, permintaanData, persetujuanData } from '../db/schema';
import { JOIN_KELAS, NAMA_KELAS } from '../db/sql-label';
import type { DbOrTx } from '../db/types';

/** The athlete's entries: its own, and the team entries it is a member of. */
const ENTRI = (id_atlet: number) => sql`(select id_peserta_kompetisi from peserta_kompetisi where id_atlet = ${id_atlet}
  union select id_peserta_kompetisi from peserta_tim_anggota where id_atlet = ${id_atlet})`;

type Pertandingan = MatchBagan & { nama_kelas: string; id_bagan: number; lawan_dojang: string | null; milik: boolean };

/**
 * Everything the platform holds about one athlete (the data subject's copy, UU PDP Pasal 32): every column of its row,
 * its consent records, requests, access record, entries, bouts, medals and weigh-ins. Of another athlete nothing: an
 * opponent is named only by its dojang and a team entry by its kind, never by its members.
 */
export async function kumpulkanDataAtlet(db: DbOrTx, id_atlet: number) {
  const [pribadi] = await db.select().from(atlet).where(eq(atlet.id_atlet, id_atlet));
  if (!pribadi) return null;
  const [dojang] = await queryRows<{ id_dojang: number; nama_dojang: string; dibuat_oleh: string | null }>(
    db,
    sql`select d.id_dojang, d.nama_dojang, p.nama_pelatih as dibuat_oleh from atlet a join dojang d on d.id_dojang = a.id_dojang
      left join pelatih p on p.id_pelatih = a.id_pelatih_pembuat where a.id_atlet = ${id_atlet}`,
  );
  const persetujuan = await db
    .select()
    .from(persetujuanData)
    .where(eq(persetujuanData.id_atlet, id_atlet))
    .orderBy(asc(persetujuanData.id));
  const permintaan = await db.select().from(permintaanData).where(eq(permintaanData.id_atlet, id_atlet)).orderBy(asc(permintaanData.id));
  const akses = await db.select().from(aksesData).where(eq(aksesData.id_atlet, id_atlet)).orderBy(asc(aksesData.id));
  const pendaftaran = await queryRows<Record<string, unknown>>(
    db,
    sql`select pk.id_peserta_kompetisi, k.id_kompetisi, k.nama_event, k.tanggal_mulai, k.tanggal_selesai, ${NAMA_KELAS} as nama_kelas,
        pk.status, pk.alasan_ditolak, pk.is_team as beregu, pk.id_atlet = ${id_atlet} as didaftarkan_sebagai_atlet_utama, pk.created_at
      from peserta_kompetisi pk
      join kelas_kejuaraan kk on kk.id_kelas_kejuaraan = pk.id_kelas_kejuaraan ${JOIN_KELAS}
      join kompetisi k on k.id_kompetisi = kk.id_kompetisi
      where pk.id_peserta_kompetisi in ${ENTRI(id_atlet)} order by k.tanggal_mulai, pk.id_peserta_kompetisi`,
  );
  const penimbangan = await queryRows<Record<string, unknown>>(
    db,
    sql`select t.id_peserta_kompetisi, t.jenis, t.berat_gram, t.lolos, t.batas_min, t.batas_max, t.toleransi_gram, t.meja,
        t.ditimbang_pada, t.dibatalkan_pada, t.dibatalkan_alasan
      from penimbangan t where t.id_peserta_kompetisi in ${ENTRI(id_atlet)} order by t.ditimbang_pada, t.id_penimbangan`,
  );
  const keputusanTimbang = await queryRows<Record<string, unknown>>(
    db,
    sql`select id_peserta_kompetisi, jenis, id_kelas_asal, id_kelas_tujuan, alasan, created_at
      from keputusan_timbang where id_peserta_kompetisi in ${ENTRI(id_atlet)} order by id_keputusan`,
  );
  // Every match of the brackets the athlete is in (the medals need the whole bracket); only its own bouts are listed.
  const matches = await queryRows<Pertandingan>(
    db,
    sql`select m.id_match, m.id_bagan, m.ronde, m.posisi, m.id_peserta_a, m.id_peserta_b, m.skor_a::float as skor_a, m.skor_b::float as skor_b,
        m.id_pemenang, m.keputusan, m.versi, ${NAMA_KELAS} as nama_kelas,
        (m.id_peserta_a in ${ENTRI(id_atlet)} or m.id_peserta_b in ${ENTRI(id_atlet)}) as milik,
        (select d.nama_dojang from peserta_kompetisi lp join atlet la on la.id_atlet = lp.id_atlet join dojang d on d.id_dojang = la.id_dojang
          where lp.id_peserta_kompetisi = case when m.id_peserta_a in ${ENTRI(id_atlet)} then m.id_peserta_b else m.id_peserta_a end) as lawan_dojang
      from match m join bagan b on b.id_bagan = m.id_bagan
      join kelas_kejuaraan kk on kk.id_kelas_kejuaraan = b.id_kelas_kejuaraan ${JOIN_KELAS}
      where b.id_bagan in (select bb.id_bagan from bagan bb join match mm on mm.id_bagan = bb.id_bagan
        where mm.id_peserta_a in ${ENTRI(id_atlet)} or mm.id_peserta_b in ${ENTRI(id_atlet)})
      order by m.id_bagan, m.ronde, m.posisi`,
  );
  const entri = new Set(pendaftaran.map((p) => Number(p.id_peserta_kompetisi)));
  const pertandingan = matches
    .filter((m) => m.milik)
    .map((m) => {
      const sisiA = m.id_peserta_a !== null && entri.has(m.id_peserta_a);
      const lawan = sisiA ? m.id_peserta_b : m.id_peserta_a;
      return {
        nama_kelas: m.nama_kelas,
        ronde: m.ronde,
        posisi: m.posisi,
        skor: sisiA ? m.skor_a : m.skor_b,
        skor_lawan: lawan === null ? null : sisiA ? m.skor_b : m.skor_a,
        lawan: lawan === null ? 'Free draw' : `peserta dari ${m.lawan_dojang ?? '-'}`,
        menang: m.id_pemenang === null ? null : entri.has(m.id_pemenang),
        keputusan: m.keputusan,
      };
    });
  const medali = medaliPerKelas(matches, entri);
  return {
    atlet: pribadi,
    dojang: dojang ?? null,
    persetujuan,
    permintaan,
    akses,
    pendaftaran,
    pertandingan,
    medali,
    penimbangan,
    keputusan_timbang: keputusanTimbang,
  };
}

function medaliPerKelas(matches: readonly Pertandingan[], entri: ReadonlySet<number>) {
  const perBagan = new Map<number, Pertandingan[]>();
  for (const m of matches) perBagan.set(m.id_bagan, [...(perBagan.get(m.id_bagan) ?? []), m]);
  const out: { nama_kelas: string; medali: 'EMAS' | 'PERAK' | 'PERUNGGU' }[] = [];
  for (const ms of perBagan.values()) {
    const m = medaliKelas(ms);
    const nama_kelas = ms[0]!.nama_kelas;
    if (m.emas !== null && entri.has(m.emas)) out.push({ nama_kelas, medali: 'EMAS' });
    if (m.perak !== null && entri.has(m.perak)) out.push({ nama_kelas, medali: 'PERAK' });
    if (m.perunggu.some((id) => entri.has(id))) out.push({ nama_kelas, medali: 'PERUNGGU' });
  }
  return out;
}
