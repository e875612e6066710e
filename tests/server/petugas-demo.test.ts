import { describe, expect, it } from 'vitest';
import { seed } from '../../src/server/db/seed';
import { DEMO_PASSWORDS } from '../../src/server/db/seed/demo-data';
import { useTestServer } from './helpers/server';

const t = useTestServer();

describe('the demo weigh-in desk', () => {
  it('petugas@arenatkd.demo logs in as the demo competition weigh-in staff and reads its desk', async () => {
    await seed(t.db, { demo: true, hariPertama: '2026-11-22' });
    const res = await t.api('POST', '/api/auth/login', { json: DEMO_PASSWORDS.petugas });
    expect(res.status).toBe(200);
    const { token, user } = res.body.data;
    expect(user).toMatchObject({
      email: 'petugas@arenatkd.demo',
      role: 'PETUGAS_TIMBANG',
      harus_ganti_password: false,
      petugas: { nama: 'Petugas Timbang Meja 1' },
    });
    const desk = await t.api('GET', `/api/kompetisi/${user.petugas.id_kompetisi}/penimbangan?limit=5`, { token });
    expect(desk.status).toBe(200);
    expect(desk.body.meta.total).toBeGreaterThan(0);
    expect(desk.body.data[0]).toMatchObject({ status: 'APPROVED', hasil: 'BELUM', percobaan: [] });
  });
});
