import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { atlet, kelasKejuaraan, pesertaKompetisi, pesertaTimAnggota } from '../../src/server/db/schema';
import { makeDojang } from './helpers/fixtures';
import {
  KYORUGI_CADET_45,
  POOMSAE_CADET_INDIVIDU,
  POOMSAE_CADET_PASANGAN,
  cadet,
  dunia,
  kelasId,
  tahunKompetisi,
  type Dunia,
} from './helpers/peserta';
import { useTestServer } from './helpers/server';

const t = useTestServer();
const list = (token: string, id: number, query = '') => t.api('GET', `/api/kompetisi/${id}/atlet${query}`, { token });
type Row = { id_peserta_kompetisi: number; atlet: { nama_atlet: string; id_dojang: number }; anggota_tim: unknown[]; status: string };
const names = (rows: Row[]) => rows.map((r) => r.atlet.nama_atlet);

/** Own dojang: Andi (Kyorugi, APPROVED), Budi + Cici (pair); other dojang: Dodi (Poomsae individu). Also one entry in B. */
async function isi(w: Dunia) {
  const k45 = await kelasId(t.db, w.a.id_kompetisi, KYORUGI_CADET_45);
  const pasangan = await kelasId(t.db, w.a.id_kompetisi, POOMSAE_CADET_PASANGAN);
  const individu = await kelasId(t.db, w.a.id_kompetisi, POOMSAE_CADET_INDIVIDU);
  const andi = await cadet(t.db, w.pelatih.id_dojang, { nama_atlet: 'Andi' });
  const budi = await cadet(t.db, w.pelatih.id_dojang, { nama_atlet: 'Budi' });
  const cici = await cadet(t.db, w.pelatih.id_dojang, { nama_atlet: 'Cici 100%_' });
  const dodi = await cadet(t.db, w.lain.id_dojang, { nama_atlet: 'Dodi' });
  await t.db.insert(pesertaKompetisi).values({ id_atlet: andi.id_atlet, id_kelas_kejuaraan: k45, status: 'APPROVED' });
  const [tim] = await t.db
    .insert(pesertaKompetisi)
    .values({ id_atlet: budi.id_atlet, id_kelas_kejuaraan: pasangan, is_team: true })
    .returning();
  await t.db
    .insert(pesertaTimAnggota)
    .values([budi, cici].map((a) => ({ id_peserta_kompetisi: tim.id_peserta_kompetisi, id_atlet: a.id_atlet })));
  await t.db.insert(pesertaKompetisi).values({ id_atlet: dodi.id_atlet, id_kelas_kejuaraan: individu, status: 'REJECTED' });
  await t.db
    .insert(pesertaKompetisi)
    .values({ id_atlet: andi.id_atlet, id_kelas_kejuaraan: await kelasId(t.db, w.b.id_kompetisi, KYORUGI_CADET_45) });
  return { k45, pasangan, individu };
}

describe('GET /api/kompetisi/:id/atlet', () => {
  it('roles: none 401; a coach only the own dojang whatever id_dojang says; ADMIN and own ADMIN_KOMPETISI all; another ADMIN_KOMPETISI 403', async () => {
    const w = await dunia(t);
    await isi(w);
    expect((await list('', w.a.id_kompetisi)).status).toBe(401);
    const own = await list(w.token.pelatih, w.a.id_kompetisi);
    expect(own.status).toBe(200);
    expect(names(own.body.data)).toEqual(['Andi', 'Budi']);
    expect(own.body.meta).toEqual({ page: 1, limit: 1000, total: 2, totalPages: 1 });
    const asked = await list(w.token.pelatih, w.a.id_kompetisi, `?id_dojang=${w.lain.id_dojang}`);
    expect(asked.body.data).toEqual([]);
    expect((await list(w.token.lain, w.a.id_kompetisi)).body.data.map((r: Row) => r.atlet.nama_atlet)).toEqual(['Dodi']);
    for (const token of [w.token.admin, w.token.panitiaA]) {
      const all = await list(token, w.a.id_kompetisi);
      expect(all.status).toBe(200);
      expect(names(all.body.data)).toEqual(['Andi', 'Budi', 'Dodi']);
    }
    const other = await list(w.token.panitiaB, w.a.id_kompetisi);
    expect(other.status).toBe(403);
    expect(other.body.message).toBe('Anda tidak memiliki akses');
    expect(own.headers.get('cache-control')).toBe('private, no-store');
  });

  it('answers the spec participant shape, team members included', async () => {
    const w = await dunia(t);
    const { pasangan } = await isi(w);
    const res = await list(w.token.pelatih, w.a.id_kompetisi, '?cabang=POOMSAE');
    expect(res.body.data).toHaveLength(1);
    const [team] = res.body.data;
    expect(team).toMatchObject({
      id_kelas_kejuaraan: pasangan,
      is_team: true,
      status: 'PENDING',
      atlet: {
        nama_atlet: 'Budi',
        jenis_kelamin: 'LAKI_LAKI',
        tanggal_lahir: `${tahunKompetisi() - 13}-06-15`,
        berat_badan: 43,
        belt: 'putih',
      },
      kelas_kejuaraan: { cabang: 'POOMSAE', poomsae: { nama_kelas: 'Berpasangan' }, kelas_berat: null, jenis_kelamin: null },
    });
    expect(team.anggota_tim.map((m: { atlet: { nama_atlet: string } }) => m.atlet.nama_atlet)).toEqual(['Budi', 'Cici 100%_']);
    expect(team.created_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
  });

  it('filters: cabang, status, kelas, kategori, id_dojang (admin) and search by athlete, team member or dojang name', async () => {
    const w = await dunia(t);
    const { k45, individu } = await isi(w);
    const q = async (query: string) => names((await list(w.token.admin, w.a.id_kompetisi, query)).body.data);
    expect(await q('?cabang=kyorugi')).toEqual(['Andi']);
    expect(await q('?status=REJECTED')).toEqual(['Dodi']);
    expect(await q(`?kelas=${k45}`)).toEqual(['Andi']);
    expect(await q(`?kelas=${individu}&cabang=KYORUGI`)).toEqual([]);
    expect(await q('?kategori=prestasi&status=PENDING')).toEqual(['Budi']);
    expect(await q(`?id_dojang=${w.lain.id_dojang}`)).toEqual(['Dodi']);
    expect(await q('?search=cici')).toEqual(['Budi']);
    expect(await q('?search=100%25_')).toEqual(['Budi']);
    expect(await q('?search=%25')).toEqual(['Budi']); // a literal %, not a wildcard
    expect(await q(`?search=${encodeURIComponent('Dojang lain@')}`)).toEqual(['Dodi']);
  });

  it("the competition admin's six filters together: status, cabang, level, age group, dojang, weight class", async () => {
    const w = await dunia(t);
    await isi(w);
    const [kelas45] = await t.db
      .select()
      .from(kelasKejuaraan)
      .where(eq(kelasKejuaraan.id_kelas_kejuaraan, await kelasId(t.db, w.a.id_kompetisi, KYORUGI_CADET_45)));
    const q = async (query: string) => names((await list(w.token.panitiaA, w.a.id_kompetisi, query)).body.data);
    const all = `?status=APPROVED&cabang=KYORUGI&kategori=prestasi&kelompok=${kelas45.id_kelompok}&id_dojang=${w.pelatih.id_dojang}&kelas_berat=${kelas45.id_kelas_berat}`;
    expect(await q(all)).toEqual(['Andi']);
    expect(await q(`?kelompok=${kelas45.id_kelompok}&limit=20`)).toEqual(['Andi', 'Budi', 'Dodi']);
    expect(await q(`?kelas_berat=${kelas45.id_kelas_berat! + 1}`)).toEqual([]);
    expect(await q(`?kelompok=${kelas45.id_kelompok + 1}`)).toEqual([]);
    expect((await list(w.token.panitiaA, w.a.id_kompetisi, '?kelompok=abc')).status).toBe(400);
  });

  it('pages on the server: meta.total and totalPages, a page past the end is empty with the total; limit above 1000 refused', async () => {
    const w = await dunia(t);
    const d = await makeDojang(t.db, { nama_dojang: 'Dojang Besar' });
    const kelas = await kelasId(t.db, w.a.id_kompetisi, POOMSAE_CADET_INDIVIDU);
    const rows = await t.db
      .insert(atlet)
      .values(
        Array.from({ length: 250 }, (_, i) => ({
          nama_atlet: `Atlet ${String(i).padStart(3, '0')}`,
          jenis_kelamin: 'LAKI_LAKI' as const,
          tanggal_lahir: '2012-01-01',
          id_dojang: d.id_dojang,
        })),
      )
      .returning();
    await t.db.insert(pesertaKompetisi).values(rows.map((a) => ({ id_atlet: a.id_atlet, id_kelas_kejuaraan: kelas })));
    const p3 = await list(w.token.admin, w.a.id_kompetisi, '?page=3&limit=100');
    expect(p3.body.meta).toEqual({ page: 3, limit: 100, total: 250, totalPages: 3 });
    expect(p3.body.data).toHaveLength(50);
    expect(p3.body.data[0].atlet.nama_atlet).toBe('Atlet 200');
    const p9 = await list(w.token.admin, w.a.id_kompetisi, '?page=9&limit=100');
    expect(p9.body.data).toEqual([]);
    expect(p9.body.meta).toEqual({ page: 9, limit: 100, total: 250, totalPages: 3 });
    const all = await list(w.token.admin, w.a.id_kompetisi, '?limit=1000');
    expect(all.body.data).toHaveLength(250);
    for (const bad of [
      '?limit=1001',
      '?limit=0',
      '?search=%00',
      `?search=${'x'.repeat(101)}`,
      '?page=0',
      '?page=x',
      '?limit=1e3',
      '?status=DIBATALKAN',
      '?cabang=SILAT',
      '?kelas=abc',
    ]) {
      const res = await list(w.token.admin, w.a.id_kompetisi, bad);
      expect(res.status, bad).toBe(400);
      expect(res.body.message).toMatch(/^[A-Z][a-z]/);
    }
    expect((await list(w.token.admin, w.a.id_kompetisi, '?limit=1001')).body.message).toBe(
      'Jumlah data per halaman harus antara 1 dan 1000',
    );
  });

  it('an empty competition answers no rows, totalPages 1; an unknown one 404; a bad id 400', async () => {
    const w = await dunia(t);
    const res = await list(w.token.pelatih, w.a.id_kompetisi);
    expect(res.body).toEqual({ success: true, data: [], meta: { page: 1, limit: 1000, total: 0, totalPages: 1 } });
    const missing = await list(w.token.admin, 424242);
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('Kompetisi tidak ditemukan');
    expect((await list(w.token.admin, 0)).status).toBe(400);
  });
});
