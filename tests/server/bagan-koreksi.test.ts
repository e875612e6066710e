import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { activityLog } from '../../src/server/db/schema';
import { useTestServer } from './helpers/server';
import { hariSiap, partaiLapangan } from './jadwal-fixtures';
import { kodeOf } from './penimbangan-fixtures';

/**
 * Changing a kept result: the competition admin's act with a reason, in the audit; it moves the bracket only while
 * the next bout has not started, and otherwise says what must be undone first.
 */

const t = useTestServer();

type Partai = Awaited<ReturnType<typeof partaiLapangan>>[number] & { ronde: number; posisi: number };
const put = (token: string, id: string, json: Record<string, unknown>) => t.api('PUT', `/api/matches/${id}`, { token, json });
const del = (token: string, id: string, json: Record<string, unknown> = {}) =>
  t.api('DELETE', `/api/matches/${id}/result`, { token, json });
const koreksiLog = async () =>
  (await t.db.select().from(activityLog).where(eq(activityLog.action, 'KOREKSI_HASIL_MATCH'))).map((r) => r.details);

async function lapanganA() {
  const s = await hariSiap(t);
  const semua = async () => (await partaiLapangan(t, s.token.lapA, s.la)) as Partai[];
  const di = async (ronde: number, posisi: number) => (await semua()).find((p) => p.ronde === ronde && p.posisi === posisi)!;
  return { s, di };
}

describe('a kept result changes only as a correction', () => {
  it('court staff enter a first result but may not change or undo it; the admin corrects with a reason, audited old → new', async () => {
    const { s, di } = await lapanganA();
    const p1 = await di(1, 1);
    const a = p1.sudut_a!.id_peserta_kompetisi;
    const b = p1.sudut_b!.id_peserta_kompetisi;
    expect((await put(s.token.lapA, p1.id_match, { skor_a: 3, skor_b: 1, versi: p1.versi_match })).status).toBe(200);
    const kept = await di(1, 1);
    // The same result again is no correction.
    expect((await put(s.token.lapA, p1.id_match, { skor_a: 3, skor_b: 1, versi: kept.versi_match })).status).toBe(200);

    const pesan403 = 'Hasil yang sudah tersimpan hanya dapat diubah atau dibatalkan oleh admin kompetisi, dengan alasan koreksi.';
    const staf = await put(s.token.lapA, p1.id_match, { skor_a: 1, skor_b: 3, versi: kept.versi_match, alasan: 'Salah tekan' });
    expect([staf.status, kodeOf(staf), staf.body.message]).toEqual([403, 'akses_ditolak', pesan403]);
    const stafBatal = await del(s.token.lapA, p1.id_match, { versi: kept.versi_match, alasan: 'Salah tekan' });
    expect([stafBatal.status, kodeOf(stafBatal)]).toEqual([403, 'akses_ditolak']);

    const tanpa = await put(s.token.panitiaA, p1.id_match, { skor_a: 1, skor_b: 3, versi: kept.versi_match });
    expect([tanpa.status, kodeOf(tanpa), tanpa.body.errors]).toEqual([
      400,
      'alasan_koreksi_wajib',
      { alasan: 'Hasil ini sudah tersimpan di bagan: tulis alasan koreksi (minimal 5 karakter).' },
    ]);
    expect((await del(s.token.panitiaA, p1.id_match, { versi: kept.versi_match, alasan: '  ab ' })).status).toBe(400);
    expect(await koreksiLog()).toEqual([]);

    const ok = await put(s.token.panitiaA, p1.id_match, { skor_a: 1, skor_b: 3, versi: kept.versi_match, alasan: 'Skor sudut tertukar' });
    expect(ok.status).toBe(200);
    expect(await di(1, 1)).toMatchObject({ id_pemenang: b, status: 'SELESAI' });
    expect((await di(2, 1)).sudut_a?.id_peserta_kompetisi).toBe(b);
    const [log] = await koreksiLog();
    expect(log).toMatch(/^Koreksi hasil Quarter Final .* 3–1 .*, pemenang .* \(PTF\) → Quarter Final .* 1–3 .*, pemenang .* \(PTF\) — /);
    expect(log).toMatch(/, alasan: Skor sudut tertukar$/);

    // The admin's undo, with its reason: the bout waits again, the next corner is empty, audited too.
    const now = await di(1, 1);
    expect((await del(s.token.panitiaA, p1.id_match, { versi: now.versi_match, alasan: 'Partai diulang' })).status).toBe(200);
    expect(await di(1, 1)).toMatchObject({ id_pemenang: null, status: 'MENUNGGU' });
    expect((await di(2, 1)).sudut_a).toBeNull();
    expect((await koreksiLog())[1]).toMatch(/→ dibatalkan — .*, alasan: Partai diulang$/);
    // The bout entered anew is a first result again, for the court staff too.
    expect((await put(s.token.lapA, p1.id_match, { skor_a: 2, skor_b: 0, versi: now.versi_match + 1 })).status).toBe(200);
    expect((await di(2, 1)).sudut_a?.id_peserta_kompetisi).toBe(a);
  });

  it('the bracket moves only while the next bout has not started: called or scored, the refusal names what to undo first', async () => {
    const { s, di } = await lapanganA();
    for (const posisi of [1, 2, 3, 4]) {
      const p = await di(1, posisi);
      expect((await put(s.token.lapA, p.id_match, { skor_a: 2, skor_b: 0, versi: p.versi_match })).status).toBe(200);
    }
    const semi1 = await di(2, 1);
    const semi2 = await di(2, 2);
    const label = (p: Partai) => `A-${p.nomor}`;
    const alasan = 'Skor sudut tertukar';

    // Semi final 1 called: its quarter finals are locked, a new winner and an undo alike.
    expect(
      (await t.api('POST', `/api/partai/${semi1.id_match}/panggil`, { token: s.token.lapA, json: { versi: semi1.versi } })).status,
    ).toBe(200);
    const p1 = await di(1, 1);
    const pesan = `Partai berikutnya ${label(semi1)} (Semifinal) sudah dimulai: batalkan dulu partai itu.`;
    const ubah = await put(s.token.panitiaA, p1.id_match, { skor_a: 0, skor_b: 2, versi: p1.versi_match, alasan });
    expect([ubah.status, kodeOf(ubah), ubah.body.message]).toEqual([422, 'hasil_terkunci', pesan]);
    const batal = await del(s.token.panitiaA, p1.id_match, { versi: p1.versi_match, alasan });
    expect([batal.status, kodeOf(batal), batal.body.message]).toEqual([422, 'hasil_terkunci', pesan]);
    // The lock comes before the missing reason: the admin first learns why it cannot change.
    expect(kodeOf(await put(s.token.panitiaA, p1.id_match, { skor_a: 0, skor_b: 2, versi: p1.versi_match }))).toBe('hasil_terkunci');
    // A score fixed under the same winner moves nothing: still a correction, never locked.
    const skor = await put(s.token.panitiaA, p1.id_match, { skor_a: 2, skor_b: 1, versi: p1.versi_match, alasan });
    expect(skor.status).toBe(200);
    expect(await di(1, 1)).toMatchObject({ skor_a: 2, skor_b: 1 });

    // Semi final 2 not called but scored on the console: started too.
    const log = [{ jenis: 'ronde_mulai', ronde: 1, seq: 1, perangkat: 'konsol-1', id: 'e1', waktu: 1_764_000_000_000 }];
    expect((await t.api('POST', `/api/partai/${semi2.id_match}/kejadian`, { token: s.token.lapA, json: { kejadian: log } })).status).toBe(
      200,
    );
    const p3 = await di(1, 3);
    const dinilai = await del(s.token.panitiaA, p3.id_match, { versi: p3.versi_match, alasan });
    expect([kodeOf(dinilai), dinilai.body.message]).toEqual([
      'hasil_terkunci',
      `Partai berikutnya ${label(semi2)} (Semifinal) sudah dimulai: batalkan dulu partai itu.`,
    ]);

    // Semi final 1 with a result: named, undo that first; once undone (and back to waiting), the quarter final is free again.
    const s1 = await di(2, 1);
    expect((await put(s.token.lapA, s1.id_match, { skor_a: 2, skor_b: 1, versi: s1.versi_match })).status).toBe(200);
    const terkunci = await del(s.token.panitiaA, p1.id_match, { versi: (await di(1, 1)).versi_match, alasan });
    expect(terkunci.body.message).toBe(
      `Hasil tidak dapat diubah: partai berikutnya ${label(semi1)} (Semifinal) sudah memiliki hasil. Batalkan hasil itu dulu.`,
    );
    expect(await koreksiLog()).toHaveLength(1);
  });
});
