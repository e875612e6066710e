import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ArenaDatabase } from '../../src/client/data/db';
import { bacaMejaLapangan, mulaiPartai, panggilPartai, refreshLapangan, type PartaiTampil } from '../../src/client/data/lapangan';
import {
  bacaInfoJuri,
  bacaJuriPoomsae,
  kirimPoomsaeJuri,
  mintaTautanJuri,
  panelPartai,
  simpanPanelPoomsae,
} from '../../src/client/data/skor';
import { syncNow } from '../../src/client/data/sync/engine';
import { PENGATURAN_SKOR_BAWAAN } from '../../src/domain/skor';
import { kompetisi, match, skorPoomsae } from '../../src/server/db/schema';
import type { RealServer } from '../../test-support/real-server';
import { loginSesi, pakai, type Device } from './helpers/perangkat';
import { siapkanHariLapangan, type HariSiap } from './helpers/hari-lapangan';

/**
 * A Poomsae class scored by flags: the court tablet reads the class's panel from the court list, queues the flags
 * with the wifi cut (the desk shows the majority's result at once) and they land once; the judges' phones read
 * what their link is for and send their flag, the tablet reads who sent, and a send after the bout was saved is
 * refused for good.
 */

let server: RealServer;
let siap: HariSiap;

const nomor = async (d: Device, n: number): Promise<PartaiTampil> =>
  (await bacaMejaLapangan(d.db, d.session.user.id_akun, siap.A, siap.lb)).partai.find((p) => p.nomor === n)!;

siapkanHariLapangan(async (s, h) => {
  server = s;
  siap = h;
  await server.open.db
    .update(kompetisi)
    .set({
      pengaturan_skor: { ...PENGATURAN_SKOR_BAWAAN, poomsae_kelas: [{ id_kelas_kejuaraan: siap.po.id_kelas, juri: 3, mode: 'bendera' }] },
    })
    .where(eq(kompetisi.id_kompetisi, siap.A));
});

describe('a Poomsae class scored by flags', () => {
  it('the tablet queues three flags offline, shows the majority at once, and they land once', async () => {
    const meja: Device = { db: new ArenaDatabase('skor-poomsae-juri-1'), session: await loginSesi(server, 'lap-b@uji.id') };
    pakai(server, meja, true);
    await refreshLapangan(meja.db, siap.lb);
    const p = await nomor(meja, 1);
    expect(panelPartai(p)).toEqual({ juri: 3, mode: 'bendera' });
    pakai(server, meja, false);
    await panggilPartai(siap.A, p);
    await mulaiPartai(siap.A, await nomor(meja, 1));
    await expect(simpanPanelPoomsae(siap.A, await nomor(meja, 1), { bendera: ['B', 'R'] }, meja.db)).rejects.toThrow(
      'Panel juri Poomsae harus 3, 5 atau 7 juri',
    );
    await simpanPanelPoomsae(siap.A, await nomor(meja, 1), { bendera: ['B', 'R', 'B'] }, meja.db);
    expect(await nomor(meja, 1)).toMatchObject({
      status: 'SELESAI',
      skor_a: 2,
      skor_b: 1,
      keputusan: 'PTF',
      id_pemenang: p.sudut_a!.id_peserta_kompetisi,
    });

    pakai(server, meja, true);
    await syncNow();
    await syncNow();
    expect(await meja.db.outbox.count()).toBe(0);
    const [m] = await server.open.db.select().from(match).where(eq(match.id_match, p.id_match));
    expect([Number(m!.skor_a), Number(m!.skor_b), m!.id_pemenang, m!.keputusan]).toEqual([2, 1, p.sudut_a!.id_peserta_kompetisi, 'PTF']);
    const rows = await server.open.db.select().from(skorPoomsae).where(eq(skorPoomsae.id_match, p.id_match));
    expect(rows.map((r) => r.panel)).toEqual([{ mode: 'bendera', bendera: ['B', 'R', 'B'] }]);
  });

  it("a judge's phone reads its link, sends its flag; the tablet reads it; after the bout is saved the phone is refused", async () => {
    const meja: Device = { db: new ArenaDatabase('skor-poomsae-juri-2'), session: await loginSesi(server, 'lap-b@uji.id') };
    pakai(server, meja, true);
    await refreshLapangan(meja.db, siap.lb);
    const p = await nomor(meja, 2);
    const tautan = await mintaTautanJuri(p.id_match);
    expect(tautan.map((t) => t.nomor)).toEqual([1, 2, 3]);
    const token = (n: number) => tautan[n - 1]!.tautan.replace('/juri/', '');

    const info = await bacaInfoJuri(token(2));
    expect(info).toMatchObject({ ok: true, info: { juri: 2, cabang: 'POOMSAE', panel: { juri: 3, mode: 'bendera' }, kiriman: null } });
    expect(await kirimPoomsaeJuri(token(2), { mode: 'bendera', bendera: 'R' })).toMatchObject({ ok: true, juri: 2 });
    expect(await bacaInfoJuri(token(2))).toMatchObject({ ok: true, info: { kiriman: { mode: 'bendera', bendera: 'R' } } });
    const baca = await bacaJuriPoomsae(p.id_match);
    expect(baca?.kiriman.map((k) => [k.juri, k.isi])).toEqual([[2, { mode: 'bendera', bendera: 'R' }]]);
    expect(baca?.panel).toEqual({ juri: 3, mode: 'bendera' });

    await simpanPanelPoomsae(siap.A, p, { bendera: ['R', 'R', 'B'] }, meja.db);
    await syncNow();
    expect(await meja.db.outbox.count()).toBe(0);
    expect(await kirimPoomsaeJuri(token(3), { mode: 'bendera', bendera: 'B' })).toEqual({
      ok: false,
      tetap: true,
      pesan: 'Partai sudah selesai; nilai tidak bisa dikirim lagi.',
      kode: 'partai_selesai',
    });
    pakai(server, meja, false);
    expect(await bacaJuriPoomsae(p.id_match)).toBeNull();
    expect(await bacaInfoJuri(token(1))).toMatchObject({ ok: false, tetap: false });
  });
});
