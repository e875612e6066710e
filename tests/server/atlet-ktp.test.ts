import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { KTP_MSG, cekKtp } from '../../src/domain/atlet/ktp';
import { todayWib } from '../../src/domain/atlet/umur';
import { atlet } from '../../src/server/db/schema';
import { atletFields, insertAtlet, postAtlet } from './helpers/atlet';
import { fileOf, form, login, makeCoach, PNG } from './helpers/fixtures';
import { useTestServer } from './helpers/server';

const t = useTestServer();

/** The birth date of someone who turns `umur` today (WIB), and of someone who turns it tomorrow. */
function lahir(umur: number, besok = false): string {
  const d = new Date(`${todayWib()}T00:00:00Z`);
  d.setUTCFullYear(d.getUTCFullYear() - umur);
  if (besok) d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

describe('KK/KTP from 17 on (the domain rule, run by the server)', () => {
  it('the rule: exact age on the day, WIB; the document sent or kept satisfies it', () => {
    expect(cekKtp({ tanggal_lahir: '2009-06-15', adaKtp: false, today: '2026-06-15' })).toBe(KTP_MSG.wajib);
    expect(cekKtp({ tanggal_lahir: '2009-06-15', adaKtp: false, today: '2026-06-14' })).toBeNull();
    expect(cekKtp({ tanggal_lahir: '2003-02-01', adaKtp: true, today: '2026-06-14' })).toBeNull();
    expect(cekKtp({ tanggal_lahir: 'bukan tanggal', adaKtp: false })).toBeNull();
  });

  it('POST /atlet: an athlete of 20 without KK/KTP is refused with 400 on the ktp field; with it, stored', async () => {
    await makeCoach(t.db, 'a@uji.id');
    const token = await login(t, 'a@uji.id');
    const dewasa = atletFields({ tanggal_lahir: lahir(20), berat_badan: '60', tinggi_badan: '170' });
    const refused = await postAtlet(t, token, dewasa);
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ success: false, message: KTP_MSG.wajib, errors: { ktp: KTP_MSG.wajib } });
    expect(refused.body.message).toBe('KK/KTP wajib diupload untuk atlet usia 17 tahun ke atas');
    expect(await t.db.select().from(atlet)).toHaveLength(0);

    const created = await postAtlet(t, token, dewasa, { ktp: fileOf(PNG, 'ktp.png') });
    expect(created.status).toBe(201);
    expect(created.body.data.ktp).toMatch(/^[a-f0-9]{32}\.png$/);
  });

  it('POST /atlet: 17 today needs it, 17 tomorrow does not yet', async () => {
    await makeCoach(t.db, 'a@uji.id');
    const token = await login(t, 'a@uji.id');
    expect((await postAtlet(t, token, atletFields({ tanggal_lahir: lahir(17), nik: '1671010101010001' }))).status).toBe(400);
    expect((await postAtlet(t, token, atletFields({ tanggal_lahir: lahir(17, true), nik: '1671010101010002' }))).status).toBe(201);
  });

  it('PUT /atlet/:id: an adult with none stored must send one; a stored one may stay but not be removed', async () => {
    const a = await makeCoach(t.db, 'a@uji.id');
    const token = await login(t, 'a@uji.id');
    const tanpa = await insertAtlet(t.db, a.id_dojang, { tanggal_lahir: lahir(22), pas_foto: 'foto.png' });
    const edit = (id: number, fields: Record<string, string> = {}, files: Record<string, File> = {}) =>
      t.api('PUT', `/api/atlet/${id}`, {
        token,
        form: form({ nama_atlet: 'Budi', jenis_kelamin: 'LAKI_LAKI', tanggal_lahir: lahir(22), ...fields }, files),
      });

    const refused = await edit(tanpa.id_atlet, { alamat: 'Jl. Baru' });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ message: KTP_MSG.wajib, errors: { ktp: KTP_MSG.wajib } });
    expect((await t.db.select().from(atlet).where(eq(atlet.id_atlet, tanpa.id_atlet)))[0].alamat).toBe(tanpa.alamat);

    const sent = await edit(tanpa.id_atlet, { alamat: 'Jl. Baru' }, { ktp: fileOf(PNG, 'ktp.png') });
    expect(sent.status).toBe(200);
    expect(sent.body.data.ktp).toMatch(/^[a-f0-9]{32}\.png$/);
    // Stored now: later edits need nothing more, but removing it is refused.
    expect((await edit(tanpa.id_atlet, { alamat: 'Jl. Lain' })).status).toBe(200);
    const hapus = await edit(tanpa.id_atlet, { hapus_ktp: '1' });
    expect(hapus.status).toBe(400);
    expect(hapus.body.message).toBe(KTP_MSG.wajib);

    // A birth date corrected to a child's needs no KK/KTP.
    const anak = await insertAtlet(t.db, a.id_dojang, { tanggal_lahir: lahir(22), pas_foto: 'foto.png' });
    expect((await edit(anak.id_atlet, { tanggal_lahir: lahir(12) })).status).toBe(200);
  });
});
