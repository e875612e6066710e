import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { activityLog, bagan } from '../../src/server/db/schema';
import { waktuUndian } from '../../src/server/bagan/waktu';
import { KYORUGI_CADET_49, POOMSAE_CADET_INDIVIDU } from './helpers/peserta';
import { useTestServer } from './helpers/server';
import { dunia, kelasDenganPeserta, simpan, undi } from './bagan-fixtures';

const t = useTestServer();
const MENIT = 60_000;
const HARI = 24 * 60 * MENIT;

describe('the time of a draw made offline (issue 17 point 18)', () => {
  it("the device's draw time is stored as bagan.diundi_pada and dates the activity log row, which also says when it was synced", async () => {
    const w = await dunia(t);
    const { id_kelas, entri } = await kelasDenganPeserta(t, w, 4);
    const diundi = new Date(Date.now() - 3 * 60 * MENIT);
    diundi.setMilliseconds(0);
    const { body } = undi(id_kelas, entri);
    const res = await simpan(t, w.token.panitiaA, { ...body, diundi_pada: diundi.toISOString() });
    expect(res.status).toBe(201);
    expect(res.body.data.bagan.diundi_pada).toBe(diundi.toISOString());
    const [row] = await t.db.select().from(bagan).where(eq(bagan.id_kelas_kejuaraan, id_kelas));
    expect(row.diundi_pada.toISOString()).toBe(diundi.toISOString());
    const [log] = await t.db.select().from(activityLog).where(eq(activityLog.action, 'UNDI_BAGAN'));
    expect(log.created_at.toISOString()).toBe(diundi.toISOString());
    expect(log.details).toMatch(
      /versi 1; diundi \d{2} \w{3} \d{4} \d{2}\.\d{2} WIB, tersimpan di server \d{2} \w{3} \d{4} \d{2}\.\d{2} WIB$/,
    );
  });

  it("a time ahead of the server by more than a minute, or older than 30 days, is replaced by the server's; a missing one too", async () => {
    const w = await dunia(t);
    const kelas = [
      await kelasDenganPeserta(t, w, 2, { awalan: 'A' }),
      await kelasDenganPeserta(t, w, 2, { kelas: KYORUGI_CADET_49, awalan: 'B' }),
      await kelasDenganPeserta(t, w, 2, { kelas: POOMSAE_CADET_INDIVIDU, awalan: 'C' }),
    ];
    const kiriman = [new Date(Date.now() + 10 * MENIT).toISOString(), new Date(Date.now() - 31 * HARI).toISOString(), undefined];
    for (const [i, k] of kelas.entries()) {
      const sebelum = Date.now();
      const res = await simpan(t, w.token.panitiaA, {
        ...undi(k.id_kelas, k.entri).body,
        ...(kiriman[i] ? { diundi_pada: kiriman[i] } : {}),
      });
      expect(res.status).toBe(201);
      const disimpan = new Date(res.body.data.bagan.diundi_pada).getTime();
      expect(disimpan).toBeGreaterThanOrEqual(sebelum - 1000);
      expect(disimpan).toBeLessThanOrEqual(Date.now() + 1000);
    }
    const logs = await t.db.select().from(activityLog).where(eq(activityLog.action, 'UNDI_BAGAN'));
    expect(logs).toHaveLength(3);
    for (const l of logs) expect(l.details).not.toMatch(/tersimpan di server/);
  });

  it('a malformed time is a 400 with the field named', async () => {
    const w = await dunia(t);
    const { id_kelas, entri } = await kelasDenganPeserta(t, w, 2);
    const res = await simpan(t, w.token.panitiaA, { ...undi(id_kelas, entri).body, diundi_pada: 'kemarin sore' });
    expect(res.status).toBe(400);
    expect(res.body.errors).toMatchObject({ diundi_pada: 'Waktu undian tidak valid' });
  });

  it('waktuUndian: within a minute of clock skew ahead and up to 30 days back is kept', () => {
    const now = new Date('2026-03-01T10:00:00.000Z');
    const at = (ms: number) => new Date(now.getTime() + ms).toISOString();
    expect(waktuUndian(at(59_000), now).toISOString()).toBe(at(59_000));
    expect(waktuUndian(at(61_000), now)).toBe(now);
    expect(waktuUndian(at(-29 * HARI), now).toISOString()).toBe(at(-29 * HARI));
    expect(waktuUndian(at(-30 * HARI - 1000), now)).toBe(now);
    expect(waktuUndian(null, now)).toBe(now);
  });
});
