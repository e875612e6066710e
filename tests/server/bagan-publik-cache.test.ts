import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { kompetisi } from '../../src/server/db/schema';
import { ReadCache } from '../../src/server/http/read-cache';
import { useTestServer } from './helpers/server';
import { dunia, kelasDenganPeserta, simpan, undi } from './bagan-fixtures';

// The read cache off (as while the PostgreSQL feed is not listening), public answers shared for a long time:
// only a write through the API may drop them before that.
const t = useTestServer({ readCache: new ReadCache(false, { publicMs: 600_000 }) });

describe('public bracket pages: one build for every visitor, dropped by a write (ReadCache.shared)', () => {
  it('a change behind the API waits; a draw through the API shows at once in the public bracket and medal pages', async () => {
    const w = await dunia(t);
    const { id_kelas, entri } = await kelasDenganPeserta(t, w, 4);
    const bagan = `/api/public/kompetisi/${w.a.id_kompetisi}/bagan`;
    const medali = `/api/public/kompetisi/${w.a.id_kompetisi}/medali`;
    expect((await t.api('GET', bagan)).body.data.kompetisi.nama_event).toBe('Kejuaraan A');
    expect((await t.api('GET', medali)).body.data.kompetisi.nama_event).toBe('Kejuaraan A');

    await t.db.update(kompetisi).set({ nama_event: 'Kejuaraan A Baru' }).where(eq(kompetisi.id_kompetisi, w.a.id_kompetisi));
    expect((await t.api('GET', bagan)).body.data.kompetisi.nama_event).toBe('Kejuaraan A');

    expect((await simpan(t, w.token.panitiaA, undi(id_kelas, entri).body)).status).toBe(201);
    const after = (await t.api('GET', bagan)).body.data;
    expect(after.kompetisi.nama_event).toBe('Kejuaraan A Baru');
    expect(after.kelas.find((k: { kelas: { id_kelas_kejuaraan: number } }) => k.kelas.id_kelas_kejuaraan === id_kelas).bracket_status).toBe(
      'created',
    );
    expect((await t.api('GET', medali)).body.data.kompetisi.nama_event).toBe('Kejuaraan A Baru');
  });
});
