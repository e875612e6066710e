import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { activityLog, petugasKompetisi } from '../../src/server/db/schema';
import { useTestServer } from './helpers/server';
import { hariSiap, partaiLapangan } from './jadwal-fixtures';
import { kodeOf } from './penimbangan-fixtures';
import { log, ronde } from './skor-log-fixtures';

const t = useTestServer();

const putHasil = (token: string, id: string, json: Record<string, unknown>) => t.api('PUT', `/api/matches/${id}`, { token, json });

describe('a result by hand on a bout with a scoring log', () => {
  it('takes only what the log gives from court staff; the competition admin corrects it with a reason, logged', async () => {
    const s = await hariSiap(t);
    const [p1] = await partaiLapangan(t, s.token.lapA, s.la);
    const a = p1.sudut_a!.id_peserta_kompetisi;
    const b = p1.sudut_b!.id_peserta_kompetisi;
    // The log: B (corner a) wins rounds 1 and 2.
    const kirim = await t.api('POST', `/api/partai/${p1.id_match}/kejadian`, {
      token: s.token.lapA,
      json: { kejadian: log([...ronde(1, 'B'), ...ronde(2, 'B')]) },
    });
    expect(kirim.status).toBe(200);

    // Court staff: R (corner b) wins, which the log contradicts.
    const lawan = await putHasil(s.token.lapA, p1.id_match, { skor_a: 0, skor_b: 2, versi: p1.versi_match });
    expect([lawan.status, kodeOf(lawan)]).toEqual([422, 'hasil_bertentangan_log']);
    expect(lawan.body.message).toBe(
      'Hasil ini berbeda dengan catatan skor partai. Hanya admin kompetisi yang dapat mengoreksinya, dengan alasan.',
    );
    // Nothing kept yet: nothing to undo.
    expect((await t.api('DELETE', `/api/matches/${p1.id_match}/result`, { token: s.token.lapA, json: {} })).status).toBe(200);
    // Even the admin needs a reason.
    const tanpaAlasan = await putHasil(s.token.panitiaA, p1.id_match, { skor_a: 0, skor_b: 2, versi: p1.versi_match });
    expect([tanpaAlasan.status, kodeOf(tanpaAlasan)]).toEqual([400, 'alasan_koreksi_wajib']);
    // What the log gives is taken from the court staff.
    const sesuai = await putHasil(s.token.lapA, p1.id_match, {
      skor_a: 2,
      skor_b: 0,
      id_pemenang: a,
      keputusan: 'PTF',
      versi: p1.versi_match,
    });
    expect(sesuai.status).toBe(200);
    const [setelah] = await partaiLapangan(t, s.token.lapA, s.la);
    expect(setelah.id_pemenang).toBe(a);

    // The admin's correction with its reason: in the bracket and in the activity log.
    const koreksi = await putHasil(s.token.panitiaA, p1.id_match, {
      skor_a: 0,
      skor_b: 2,
      id_pemenang: b,
      keputusan: 'PTF',
      versi: setelah.versi_match,
      alasan: 'Poin ronde 1 tercatat di sudut yang salah',
    });
    expect(koreksi.status).toBe(200);
    const [dikoreksi] = await partaiLapangan(t, s.token.lapA, s.la);
    expect(dikoreksi.id_pemenang).toBe(b);
    const rows = await t.db.select().from(activityLog).where(eq(activityLog.action, 'KOREKSI_HASIL_MATCH'));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.details).toContain('alasan: Poin ronde 1 tercatat di sudut yang salah');
  });

  it('a bout without a scoring log takes a result by hand as before', async () => {
    const s = await hariSiap(t);
    const [p1] = await partaiLapangan(t, s.token.lapA, s.la);
    const r = await putHasil(s.token.lapA, p1.id_match, { skor_a: 0, skor_b: 3, versi: p1.versi_match });
    expect(r.status).toBe(200);
  });

  it('a conflict names who changed the match by name, never by the login e-mail', async () => {
    const s = await hariSiap(t);
    await t.db.update(petugasKompetisi).set({ nama: 'Rudi Lapangan' }).where(eq(petugasKompetisi.id_kompetisi, s.A));
    const [p1] = await partaiLapangan(t, s.token.lapA, s.la);
    expect((await putHasil(s.token.lapA, p1.id_match, { skor_a: 3, skor_b: 1, versi: p1.versi_match })).status).toBe(200);
    const basi = await putHasil(s.token.panitiaA, p1.id_match, { skor_a: 1, skor_b: 3, versi: p1.versi_match });
    expect([basi.status, kodeOf(basi)]).toEqual([409, 'konflik_versi']);
    expect(basi.body.data.diubah_oleh).toBe('Rudi Lapangan');
    expect(JSON.stringify(basi.body)).not.toContain('@uji.id');
  });
});
