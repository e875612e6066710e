import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { setting } from '../../src/server/db/schema';
import { KUNCI_TANDA_SETTING, kunciTanda } from '../../src/server/kartu/tanda';
import { tabelUrutDependensi } from '../../src/server/sistem/tabel';
import { meja, percobaan, putuskan, timbang } from './penimbangan-fixtures';
import { useTestServer } from './helpers/server';
import { unduh } from './sistem-fixtures';

const t = useTestServer();
const TABEL = ['petugas_kompetisi', 'penimbangan', 'keputusan_timbang', 'undian_timbang_acak'];

describe('the weigh-in in backups and the JSON export', () => {
  it('its tables are backed up; the export carries them but never the card-signing key', async () => {
    const nama = tabelUrutDependensi().map((x) => x.nama);
    for (const tb of TABEL) expect(nama, tb).toContain(tb);

    const { w, mejaA1, entri } = await meja(t, 2);
    const A = w.a.id_kompetisi;
    await timbang(t, mejaA1.token, A, percobaan(entri[0].id, 45_600, 30));
    const e = (await timbang(t, mejaA1.token, A, percobaan(entri[0].id, 45_400, 5))).body.data.entri;
    await putuskan(t, w.token.panitiaA, A, entri[0].id, { jenis: 'DISKUALIFIKASI', alasan: 'Berat lebih', versi: e.versi });
    await timbang(t, mejaA1.token, A, percobaan(entri[1].id, 44_000));
    await t.api('POST', `/api/kompetisi/${A}/penimbangan/acak`, {
      token: w.token.panitiaA,
      json: { tanggal: '2026-11-22', persen: 50, seed: 's' },
    });
    const kunci = (await kunciTanda(t.db)).toString('base64');
    expect((await t.db.select().from(setting).where(eq(setting.key, KUNCI_TANDA_SETTING)))[0]?.value).toBe(kunci);

    const ekspor = await unduh(t, w.token.admin, '/api/admin/sistem/ekspor');
    expect(ekspor.status).toBe(200);
    const text = ekspor.bytes.toString('utf8');
    expect(text).not.toContain(kunci);
    const json = JSON.parse(text) as {
      tabel: Record<string, Record<string, unknown>[]>;
      kolom_rahasia_dihilangkan: Record<string, string[]>;
    };
    expect(json.tabel.setting!.find((s) => s.key === KUNCI_TANDA_SETTING)).toMatchObject({ value: null });
    expect(json.kolom_rahasia_dihilangkan.setting).toContain(`value (${KUNCI_TANDA_SETTING})`);
    expect(json.tabel.penimbangan).toHaveLength(3);
    expect(json.tabel.petugas_kompetisi).toHaveLength(3);
    expect(json.tabel.keputusan_timbang).toHaveLength(1);
    expect(json.tabel.undian_timbang_acak).toHaveLength(1);
  });
});
