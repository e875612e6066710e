import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { atletListSchema, atletSchema, atletStatsSchema } from '../../src/domain/api-types';
import { statAtlet } from '../../src/domain/atlet/ringkasan';
import { todayWib, umurPada } from '../../src/domain/atlet/umur';
import { enter, insertAtlet, kelasIn, kelasOfPanitia } from './helpers/atlet';
import { login, makeAdmin, makeAdminKompetisi, makeCoach, makeKompetisi } from './helpers/fixtures';
import { useTestServer } from './helpers/server';

const t = useTestServer();

/** Two coaches (dojang A with three athletes, dojang B with one), an ADMIN and a competition admin. */
async function world() {
  const a = await makeCoach(t.db, 'a@uji.id');
  const b = await makeCoach(t.db, 'b@uji.id');
  const admin = await makeAdmin(t.db);
  const panitia = await makeAdminKompetisi(t.db);
  const budi = await insertAtlet(t.db, a.id_dojang, { nama_atlet: 'Budi', belt: 'hijau', id_pelatih_pembuat: a.pelatih.id_pelatih });
  const ani = await insertAtlet(t.db, a.id_dojang, { nama_atlet: 'Ani', jenis_kelamin: 'PEREMPUAN', belt: 'hijau', provinsi: null });
  const cici = await insertAtlet(t.db, a.id_dojang, { nama_atlet: 'Cici', jenis_kelamin: 'PEREMPUAN', belt: 'biru' });
  const dedi = await insertAtlet(t.db, b.id_dojang, { nama_atlet: 'Dedi', belt: 'merah' });
  return { a, b, admin, panitia, budi, ani, cici, dedi };
}

const names = (list: { nama_atlet: string }[]) => list.map((x) => x.nama_atlet);

describe('GET /api/atlet', () => {
  it('coach: own dojang only, ordered by name, in the Atlet shape with dojang and umur', async () => {
    const w = await world();
    const res = await t.api('GET', '/api/atlet', { token: await login(t, 'a@uji.id') });
    expect(res.status).toBe(200);
    expect(v.is(atletListSchema, res.body.data)).toBe(true);
    expect(names(res.body.data)).toEqual(['Ani', 'Budi', 'Cici']);
    const budi = res.body.data[1];
    expect(budi).toMatchObject({
      id_atlet: w.budi.id_atlet,
      id_dojang: w.a.id_dojang,
      id_pelatih_pembuat: w.a.pelatih.id_pelatih,
      dojang: { id_dojang: w.a.id_dojang, nama_dojang: 'Dojang a@uji.id' },
      berat_badan: 40,
      tinggi_badan: 150,
      umur: umurPada('2010-05-05', todayWib()),
      pas_foto: null,
    });
    expect(res.body.data[0].provinsi).toBeNull();
  });

  it('ADMIN: every athlete; same name sorts by id', async () => {
    const w = await world();
    const twin = await insertAtlet(t.db, w.b.id_dojang, { nama_atlet: 'Budi' });
    const res = await t.api('GET', '/api/atlet', { token: await login(t, 'admin@uji.id') });
    expect(names(res.body.data)).toEqual(['Ani', 'Budi', 'Budi', 'Cici', 'Dedi']);
    expect(res.body.data[2].id_atlet).toBe(twin.id_atlet);
  });

  it('ADMIN_KOMPETISI: only athletes entered in its competition, team members included', async () => {
    const w = await world();
    const kelas = await kelasOfPanitia(t.db, w.panitia.id_akun);
    await enter(t.db, kelas, w.budi.id_atlet, [w.budi.id_atlet, w.dedi.id_atlet]);
    // Entered in another competition only: not visible.
    const other = await makeKompetisi(t.db, { nama_event: 'Kejuaraan Lain' });
    await enter(t.db, await kelasIn(t.db, other.id_kompetisi), w.cici.id_atlet);
    const token = await login(t, 'panitia@uji.id');
    expect(names((await t.api('GET', '/api/atlet', { token })).body.data)).toEqual(['Budi', 'Dedi']);
    expect((await t.api('GET', `/api/atlet/${w.dedi.id_atlet}`, { token })).status).toBe(200);
    const hidden = await t.api('GET', `/api/atlet/${w.cici.id_atlet}`, { token });
    expect(hidden.status).toBe(404);
    expect(hidden.body.message).toBe('Data Atlit tidak ditemukan');
    const byDojang = await t.api('GET', `/api/atlet/dojang/${w.a.id_dojang}`, { token });
    expect(names(byDojang.body.data)).toEqual(['Budi']);
  });

  it('text round-trips exactly (quotes, backslash, newline, unicode); list and profile give the same athlete', async () => {
    const { id_dojang } = await makeCoach(t.db, 'a@uji.id');
    const row = await insertAtlet(t.db, id_dojang, {
      nama_atlet: 'Ni "Putu" \\ Ayu\nÉ 🥋',
      alamat: "Jl. O'Neil, \t No. 1",
      berat_badan: 41.5,
    });
    const token = await login(t, 'a@uji.id');
    const [listed] = (await t.api('GET', '/api/atlet', { token })).body.data;
    const single = (await t.api('GET', `/api/atlet/${row.id_atlet}`, { token })).body.data;
    expect(listed).toEqual(single);
    expect(single).toMatchObject({
      nama_atlet: row.nama_atlet,
      alamat: row.alamat,
      berat_badan: 41.5,
      created_at: row.created_at.toISOString(),
      updated_at: row.updated_at.toISOString(),
    });
  });

  it('401 without login on every read', async () => {
    const w = await world();
    for (const path of ['/api/atlet', '/api/atlet/stats', `/api/atlet/${w.budi.id_atlet}`, `/api/atlet/dojang/${w.a.id_dojang}`]) {
      const res = await t.api('GET', path);
      expect(res.status).toBe(401);
      expect(res.body.message).toBe('Anda harus login terlebih dahulu');
    }
  });
});

describe('GET /api/atlet/:id', () => {
  it("own athlete 200; another dojang's athlete answers like a missing one (404)", async () => {
    const w = await world();
    const token = await login(t, 'a@uji.id');
    const mine = await t.api('GET', `/api/atlet/${w.budi.id_atlet}`, { token });
    expect(mine.status).toBe(200);
    expect(v.is(atletSchema, mine.body.data)).toBe(true);
    expect(mine.body.data.nama_atlet).toBe('Budi');
    const theirs = await t.api('GET', `/api/atlet/${w.dedi.id_atlet}`, { token });
    const missing = await t.api('GET', '/api/atlet/999999', { token });
    expect(theirs.status).toBe(404);
    expect(theirs.body).toEqual(missing.body);
    expect(missing.body.message).toBe('Data Atlit tidak ditemukan');
    expect((await t.api('GET', `/api/atlet/${w.dedi.id_atlet}`, { token: await login(t, 'admin@uji.id') })).status).toBe(200);
  });

  it.each(['abc', '0', '-1', '1.5', '99999999999'])('bad id %s → 400', async (id) => {
    await makeCoach(t.db, 'a@uji.id');
    const res = await t.api('GET', `/api/atlet/${id}`, { token: await login(t, 'a@uji.id') });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('ID tidak valid');
  });

  it('umur counts the birthday itself (WIB today)', async () => {
    const { id_dojang } = await makeCoach(t.db, 'a@uji.id');
    const today = todayWib();
    const [y, m, d] = today.split('-').map(Number);
    const tomorrow = new Date(Date.UTC(y, m - 1, d + 1)).toISOString().slice(0, 10);
    const back10 = (iso: string) => `${Number(iso.slice(0, 4)) - 10}${iso.slice(4)}`;
    const born = today.endsWith('02-29') ? null : back10(today);
    const bornTomorrow = back10(tomorrow);
    const token = await login(t, 'a@uji.id');
    if (born) {
      const a = await insertAtlet(t.db, id_dojang, { tanggal_lahir: born });
      expect((await t.api('GET', `/api/atlet/${a.id_atlet}`, { token })).body.data.umur).toBe(10);
    }
    const b = await insertAtlet(t.db, id_dojang, { tanggal_lahir: bornTomorrow });
    const expected = bornTomorrow.slice(0, 4) === back10(today).slice(0, 4) ? 9 : 10; // 31 Dec: tomorrow is next year
    expect((await t.api('GET', `/api/atlet/${b.id_atlet}`, { token })).body.data.umur).toBe(expected);
    expect(expected).toBe(umurPada(bornTomorrow, today));
  });
});

describe('GET /api/atlet/dojang/:id_dojang', () => {
  it('coach: own dojang 200, another dojang 403; ADMIN any', async () => {
    const w = await world();
    const token = await login(t, 'a@uji.id');
    const own = await t.api('GET', `/api/atlet/dojang/${w.a.id_dojang}`, { token });
    expect(names(own.body.data)).toEqual(['Ani', 'Budi', 'Cici']);
    const other = await t.api('GET', `/api/atlet/dojang/${w.b.id_dojang}`, { token });
    expect(other.status).toBe(403);
    expect(other.body.message).toBe('Anda tidak memiliki akses');
    const admin = await t.api('GET', `/api/atlet/dojang/${w.b.id_dojang}`, { token: await login(t, 'admin@uji.id') });
    expect(names(admin.body.data)).toEqual(['Dedi']);
    expect((await t.api('GET', '/api/atlet/dojang/x', { token })).status).toBe(400);
  });
});

describe('GET /api/atlet/stats', () => {
  it("counts gender, belt, registration and mean age over the caller's scope", async () => {
    const w = await world();
    const kelas = await kelasOfPanitia(t.db, w.panitia.id_akun);
    await enter(t.db, kelas, w.budi.id_atlet);
    // A team member counts as registered too.
    await enter(t.db, await kelasIn(t.db, (await makeKompetisi(t.db)).id_kompetisi), w.dedi.id_atlet, [w.dedi.id_atlet, w.ani.id_atlet]);
    const umur = umurPada('2010-05-05', todayWib()) ?? 0;
    const coach = await t.api('GET', '/api/atlet/stats', { token: await login(t, 'a@uji.id') });
    expect(coach.status).toBe(200);
    expect(v.is(atletStatsSchema, coach.body.data)).toBe(true);
    expect(coach.body.data).toEqual({
      total: 3,
      totalAtlet: 3,
      validated: 2,
      registeredInCompetition: 2,
      pending: 1,
      notRegisteredInCompetition: 1,
      byGender: { LAKI_LAKI: 1, PEREMPUAN: 2 },
      byBelt: { hijau: 2, biru: 1 },
      rataRataUmur: umur,
    });
    const admin = await t.api('GET', '/api/atlet/stats', { token: await login(t, 'admin@uji.id') });
    expect(admin.body.data).toMatchObject({
      total: 4,
      registeredInCompetition: 3,
      notRegisteredInCompetition: 1,
      byGender: { LAKI_LAKI: 2, PEREMPUAN: 2 },
      byBelt: { hijau: 2, biru: 1, merah: 1 },
    });
    const panitia = await t.api('GET', '/api/atlet/stats', { token: await login(t, 'panitia@uji.id') });
    expect(panitia.body.data).toMatchObject({ total: 1, registeredInCompetition: 1, pending: 0, byGender: { LAKI_LAKI: 1, PEREMPUAN: 0 } });
  });

  it("rataRataUmur is statAtlet's rounded mean of the listed ages", async () => {
    const { id_dojang } = await makeCoach(t.db, 'a@uji.id');
    const today = todayWib();
    const y = Number(today.slice(0, 4));
    for (const tanggal_lahir of [`${y - 3}-01-01`, `${y - 7}-12-31`, `${y - 12}${today.slice(4)}`, '1990-06-15', `${y - 15}-02-28`]) {
      await insertAtlet(t.db, id_dojang, { tanggal_lahir: tanggal_lahir.endsWith('02-29') ? `${y - 12}-03-01` : tanggal_lahir });
    }
    const token = await login(t, 'a@uji.id');
    const list = (await t.api('GET', '/api/atlet', { token })).body.data;
    const stats = (await t.api('GET', '/api/atlet/stats', { token })).body.data;
    expect(stats.rataRataUmur).toBe(statAtlet(list).rataRataUmur);
    expect(stats.rataRataUmur).toBeGreaterThan(0);
  });

  it('an empty dojang gives zeros', async () => {
    await makeCoach(t.db, 'a@uji.id');
    const res = await t.api('GET', '/api/atlet/stats', { token: await login(t, 'a@uji.id') });
    expect(res.body.data).toEqual({
      total: 0,
      totalAtlet: 0,
      validated: 0,
      registeredInCompetition: 0,
      pending: 0,
      notRegisteredInCompetition: 0,
      byGender: { LAKI_LAKI: 0, PEREMPUAN: 0 },
      byBelt: {},
      rataRataUmur: 0,
    });
  });
});

describe('revalidation of athlete reads (venue wifi)', () => {
  it('an unchanged list costs a 304 without a body; a change gives a new answer; kept per account', async () => {
    const w = await world();
    const token = await login(t, 'a@uji.id');
    const first = await t.fetch('/api/atlet', { headers: { Authorization: `Bearer ${token}` } });
    const tag = first.headers.get('etag');
    expect(tag).toBeTruthy();
    expect(first.headers.get('cache-control')).toBe('private, no-store');
    await first.arrayBuffer();

    const again = await t.fetch('/api/atlet', { headers: { Authorization: `Bearer ${token}`, 'If-None-Match': tag! } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');

    await insertAtlet(t.db, w.a.id_dojang, { nama_atlet: 'Eka' });
    const changed = await t.fetch('/api/atlet', { headers: { Authorization: `Bearer ${token}`, 'If-None-Match': tag! } });
    expect(changed.status).toBe(200);
    expect(changed.headers.get('etag')).not.toBe(tag);
    expect(((await changed.json()) as { data: unknown[] }).data).toHaveLength(4);

    // Another account never gets this account's answer confirmed.
    const other = await t.fetch('/api/atlet', {
      headers: { Authorization: `Bearer ${await login(t, 'b@uji.id')}`, 'If-None-Match': tag! },
    });
    expect(other.status).toBe(200);
  });
});
