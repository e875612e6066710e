import { existsSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { activityLog, buktiTransfer } from '../../src/server/db/schema';
import { JPEG, PDF, PNG, fileOf, form } from './helpers/fixtures';
import { dunia, type Dunia } from './helpers/peserta';
import { useTestServer } from './helpers/server';

const t = useTestServer();
const folder = () => path.join(t.dataDir, 'uploads', 'pelatih', 'BuktiTf');
const stored = () => (existsSync(folder()) ? readdirSync(folder()) : []);
beforeEach(() => rmSync(folder(), { recursive: true, force: true }));

function upload(token: string, fields: Record<string, string>, file?: File, headers?: Record<string, string>) {
  return t.api('POST', '/api/bukti-transfer', { token, form: form(fields, file ? { bukti_transfer: file } : {}), headers });
}
const fieldsOf = (w: Dunia, id_kompetisi = w.a.id_kompetisi) => ({
  id_kompetisi: String(id_kompetisi),
  id_dojang: String(w.pelatih.id_dojang),
  id_pelatih: String(w.pelatih.pelatih.id_pelatih),
});

describe('POST /api/bukti-transfer', () => {
  it('the coach uploads a proof for a competition: 201 Upload berhasil!, stored under a random name, one activity row', async () => {
    const w = await dunia(t);
    const res = await upload(w.token.pelatih, fieldsOf(w), fileOf(PNG, 'transfer bca.png'));
    expect(res.status).toBe(201);
    expect(res.body.message).toBe('Upload berhasil!');
    expect(res.body.data).toMatchObject({
      id_kompetisi: w.a.id_kompetisi,
      id_dojang: w.pelatih.id_dojang,
      id_pelatih: w.pelatih.pelatih.id_pelatih,
      tb_dojang: { nama_dojang: 'Dojang pelatih@uji.id' },
      tb_pelatih: { nama_pelatih: 'Pelatih pelatih@uji.id' },
      tb_kompetisi: { nama_event: 'Kejuaraan A' },
    });
    expect(res.body.data.bukti_transfer_path).toMatch(/^[0-9a-f]{32}\.png$/);
    expect(res.body.data.url).toBe(`/uploads/pelatih/BuktiTf/${res.body.data.bukti_transfer_path}`);
    expect(stored()).toEqual([res.body.data.bukti_transfer_path]);
    expect(await t.db.select().from(activityLog).where(eq(activityLog.action, 'UPLOAD_BUKTI_TRANSFER'))).toHaveLength(1);
  });

  it('the dojang and coach come from the account, whatever the form says', async () => {
    const w = await dunia(t);
    const res = await upload(
      w.token.pelatih,
      { ...fieldsOf(w), id_dojang: String(w.lain.id_dojang), id_pelatih: String(w.lain.pelatih.id_pelatih) },
      fileOf(JPEG, 'bukti.jpg', 'image/jpeg'),
    );
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ id_dojang: w.pelatih.id_dojang, id_pelatih: w.pelatih.pelatih.id_pelatih });
  });

  it('roles: none 401; ADMIN and ADMIN_KOMPETISI get the spec refusal; nothing is stored', async () => {
    const w = await dunia(t);
    expect((await upload('', fieldsOf(w), fileOf(PNG, 'a.png'))).status).toBe(401);
    for (const token of [w.token.admin, w.token.panitiaA]) {
      const res = await upload(token, fieldsOf(w), fileOf(PNG, 'a.png'));
      expect([res.status, res.body.message]).toEqual([403, 'Admin tidak dapat upload bukti transfer untuk dojang tertentu']);
    }
    expect(stored()).toEqual([]);
    expect(await t.db.select().from(buktiTransfer)).toHaveLength(0);
  });

  it('file required, images only by content, 5MB; a known competition; 4xx in Indonesian', async () => {
    const w = await dunia(t);
    const cases: [Record<string, string>, File | undefined, number, string][] = [
      [fieldsOf(w), undefined, 400, 'File bukti transfer wajib diupload'],
      [fieldsOf(w), fileOf(PDF, 'bukti.png'), 400, 'Format file harus JPG, PNG, JPEG, atau WebP'],
      [fieldsOf(w), fileOf(Buffer.from('bukan gambar'), 'x.jpg', 'image/jpeg'), 400, 'Format file harus JPG, PNG, JPEG, atau WebP'],
      [fieldsOf(w), fileOf(Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]), 'besar.png'), 413, 'Ukuran file maksimal 5MB'],
      [{}, fileOf(PNG, 'a.png'), 400, 'Kompetisi tidak ditemukan'],
      [fieldsOf(w, 424242), fileOf(PNG, 'a.png'), 404, 'Kompetisi tidak ditemukan'],
    ];
    for (const [fields, file, status, message] of cases) {
      const res = await upload(w.token.pelatih, fields, file);
      expect([res.status, res.body.message]).toEqual([status, message]);
    }
    expect(stored()).toEqual([]);
    expect(await t.db.select().from(buktiTransfer)).toHaveLength(0);
  });

  it('idempotent replay: one row and one file', async () => {
    const w = await dunia(t);
    const key = { 'Idempotency-Key': 'bukti-1' };
    const first = await upload(w.token.pelatih, fieldsOf(w), fileOf(PNG, 'a.png'), key);
    const again = await upload(w.token.pelatih, fieldsOf(w), fileOf(PNG, 'a.png'), key);
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(await t.db.select().from(buktiTransfer)).toHaveLength(1);
    expect(stored()).toHaveLength(1);
  });
});

describe('reading and deleting proofs', () => {
  async function duaBukti(w: Dunia) {
    const a = await upload(w.token.pelatih, fieldsOf(w), fileOf(PNG, 'a.png'));
    const b = await upload(w.token.pelatih, fieldsOf(w, w.b.id_kompetisi), fileOf(PNG, 'b.png'));
    const c = await upload(w.token.lain, { id_kompetisi: String(w.a.id_kompetisi) }, fileOf(PNG, 'c.png'));
    return { a: a.body.data, b: b.body.data, c: c.body.data };
  }

  it('GET /dojang/:id_dojang: own coach (optionally per competition), ADMIN any, ADMIN_KOMPETISI only its competition', async () => {
    const w = await dunia(t);
    const p = await duaBukti(w);
    const ids = (res: { body: { data?: { id_bukti_transfer: number }[] } }) => res.body.data?.map((x) => x.id_bukti_transfer);
    const path1 = `/api/bukti-transfer/dojang/${w.pelatih.id_dojang}`;
    expect(ids(await t.api('GET', path1, { token: w.token.pelatih }))).toEqual([p.b.id_bukti_transfer, p.a.id_bukti_transfer]);
    expect(ids(await t.api('GET', `${path1}?id_kompetisi=${w.a.id_kompetisi}`, { token: w.token.pelatih }))).toEqual([
      p.a.id_bukti_transfer,
    ]);
    expect((await t.api('GET', path1, { token: w.token.lain })).status).toBe(403);
    expect((await t.api('GET', path1)).status).toBe(401);
    expect(ids(await t.api('GET', path1, { token: w.token.admin }))).toHaveLength(2);
    expect(ids(await t.api('GET', path1, { token: w.token.panitiaA }))).toEqual([p.a.id_bukti_transfer]);
    expect(ids(await t.api('GET', path1, { token: w.token.panitiaB }))).toEqual([p.b.id_bukti_transfer]);
    expect((await t.api('GET', `${path1}?id_kompetisi=${w.b.id_kompetisi}`, { token: w.token.panitiaA })).status).toBe(403);
    expect((await t.api('GET', '/api/bukti-transfer/dojang/abc', { token: w.token.admin })).status).toBe(400);
  });

  it('GET /: ADMIN only, every proof, optionally per competition', async () => {
    const w = await dunia(t);
    await duaBukti(w);
    const all = await t.api('GET', '/api/bukti-transfer/', { token: w.token.admin });
    expect(all.body.data).toHaveLength(3);
    expect((await t.api('GET', `/api/bukti-transfer?id_kompetisi=${w.a.id_kompetisi}`, { token: w.token.admin })).body.data).toHaveLength(
      2,
    );
    for (const token of [w.token.pelatih, w.token.panitiaA])
      expect((await t.api('GET', '/api/bukti-transfer', { token })).status).toBe(403);
    expect((await t.api('GET', '/api/bukti-transfer')).status).toBe(401);
  });

  it('DELETE /:id: the own coach only; the file goes too; replay answers the same', async () => {
    const w = await dunia(t);
    const p = await duaBukti(w);
    for (const token of [w.token.lain, w.token.admin, w.token.panitiaA]) {
      expect((await t.api('DELETE', `/api/bukti-transfer/${p.a.id_bukti_transfer}`, { token })).status).toBe(403);
    }
    expect((await t.api('DELETE', `/api/bukti-transfer/${p.a.id_bukti_transfer}`)).status).toBe(401);
    const key = { 'Idempotency-Key': 'hapus-bukti-1' };
    const res = await t.api('DELETE', `/api/bukti-transfer/${p.a.id_bukti_transfer}`, { token: w.token.pelatih, headers: key });
    expect([res.status, res.body.message]).toEqual([200, 'File bukti transfer berhasil dihapus']);
    expect(stored()).not.toContain(p.a.bukti_transfer_path);
    expect(stored()).toHaveLength(2);
    const again = await t.api('DELETE', `/api/bukti-transfer/${p.a.id_bukti_transfer}`, { token: w.token.pelatih, headers: key });
    expect(again.body).toEqual(res.body);
    const fresh = await t.api('DELETE', `/api/bukti-transfer/${p.a.id_bukti_transfer}`, { token: w.token.pelatih });
    expect([fresh.status, fresh.body.message]).toEqual([404, 'Bukti transfer tidak ditemukan']);
  });

  it('files under /uploads/pelatih/BuktiTf are private: the dojang coach, ADMIN and the competition ADMIN_KOMPETISI', async () => {
    const w = await dunia(t);
    const p = await duaBukti(w);
    const url = `/uploads/pelatih/BuktiTf/${p.a.bukti_transfer_path}`;
    const fetchAs = (token?: string, method = 'GET') =>
      t.fetch(url, { method, headers: token ? { authorization: `Bearer ${token}` } : {} });
    for (const token of [w.token.pelatih, w.token.admin, w.token.panitiaA]) {
      const res = await fetchAs(token);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/png');
      expect(res.headers.get('cache-control')).toBe('private, no-store');
      expect(Buffer.from(await res.arrayBuffer()).equals(PNG)).toBe(true);
    }
    const head = await fetchAs(w.token.pelatih, 'HEAD');
    expect([head.status, head.headers.get('content-length')]).toEqual([200, String(PNG.length)]);
    for (const token of [w.token.lain, w.token.panitiaB]) expect((await fetchAs(token)).status).toBe(403);
    expect((await fetchAs()).status).toBe(401);
    const missing = await t.fetch('/uploads/pelatih/BuktiTf/00000000000000000000000000000000.png', {
      headers: { authorization: `Bearer ${w.token.admin}` },
    });
    expect(missing.status).toBe(404);
    expect(
      (await t.fetch('/uploads/pelatih/BuktiTf/..%2F..%2Fetc%2Fpasswd', { headers: { authorization: `Bearer ${w.token.admin}` } })).status,
    ).toBe(404);
  });
});
