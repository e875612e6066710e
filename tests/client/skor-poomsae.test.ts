import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { ArenaDatabase } from '../../src/client/data/db';
import { bacaMejaLapangan, mulaiPartai, panggilPartai, refreshLapangan, type PartaiTampil } from '../../src/client/data/lapangan';
import { simpanPanelPoomsae } from '../../src/client/data/skor';
import { syncNow } from '../../src/client/data/sync/engine';
import { match, skorPoomsae } from '../../src/server/db/schema';
import type { RealServer } from '../../test-support/real-server';
import { loginSesi, pakai, type Device } from './helpers/perangkat';
import { siapkanHariLapangan, type HariSiap } from './helpers/hari-lapangan';

/**
 * A Poomsae panel entered on the court tablet with the wifi cut: the judges' sheets are one desk write of the bout
 * on the bracket's chain, so the desk shows the bout finished with the panel's scores at once, and once online the
 * server computes the same result, the winner advances and the sheets land once.
 */

let server: RealServer;
let siap: HariSiap;

const login = (email: string, password?: string) => loginSesi(server, email, password);

const use = (d: Device, online: boolean) => pakai(server, d, online);

const nomor = async (d: Device, n: number): Promise<PartaiTampil> =>
  (await bacaMejaLapangan(d.db, d.session.user.id_akun, siap.A, siap.lb)).partai.find((p) => p.nomor === n)!;

siapkanHariLapangan(async (s, h) => {
  server = s;
  siap = h;
});

type Lembar = { juri: number; kesalahan_kecil: number; kesalahan_besar: number; presentasi: [number, number, number] };
const panel = (xs: [number, number, number][]): Lembar[] =>
  xs.map(([k, b, p], i) => ({ juri: i + 1, kesalahan_kecil: k, kesalahan_besar: b, presentasi: [p, p, p] }));

describe('the Poomsae panel with the wifi cut', () => {
  it("shows the panel's result on the desk at once, lands once after reconnecting and advances the winner", async () => {
    const meja: Device = { db: new ArenaDatabase('skor-poomsae-1'), session: await login('lap-b@uji.id') };
    use(meja, true);
    await refreshLapangan(meja.db, siap.lb);
    use(meja, false);
    const p = await nomor(meja, 1);
    await panggilPartai(siap.A, p);
    await mulaiPartai(siap.A, await nomor(meja, 1));
    // Blue: accuracy 3.6 3.5 3.8 2.9 3.7 → 3.60 kept; presentation 4.5 4.8 5.1 4.2 5.4 → 4.80. Red: accuracy 3.2 3.1 3.3 2.9 3.4 → 3.20, the same presentation → 8.00.
    const B = panel([
      [4, 0, 1.5],
      [5, 0, 1.6],
      [2, 0, 1.7],
      [5, 2, 1.4],
      [3, 0, 1.8],
    ]);
    const R = panel([
      [8, 0, 1.5],
      [9, 0, 1.6],
      [7, 0, 1.7],
      [8, 1, 1.4],
      [6, 0, 1.8],
    ]);
    const tie = simpanPanelPoomsae(siap.A, await nomor(meja, 1), { B, R: B }, meja.db);
    await expect(tie).rejects.toThrow('Nilai sama: ulangi penampilan.');
    await simpanPanelPoomsae(siap.A, await nomor(meja, 1), { B, R }, meja.db);
    const dimeja = await nomor(meja, 1);
    expect([dimeja.status, dimeja.skor_a, dimeja.skor_b, dimeja.keputusan, dimeja.id_pemenang]).toEqual([
      'SELESAI',
      8.4,
      8,
      'PTF',
      p.sudut_a!.id_peserta_kompetisi,
    ]);

    use(meja, true);
    await syncNow();
    await syncNow();
    expect(await meja.db.outbox.count()).toBe(0);
    const [m] = await server.open.db.select().from(match).where(eq(match.id_match, p.id_match));
    expect([Number(m!.skor_a), Number(m!.skor_b), m!.id_pemenang, m!.keputusan]).toEqual([8.4, 8, p.sudut_a!.id_peserta_kompetisi, 'PTF']);
    const [lanjut] = await server.open.db
      .select()
      .from(match)
      .where(and(eq(match.id_bagan, m!.id_bagan), eq(match.ronde, m!.ronde + 1), eq(match.posisi, Math.ceil(m!.posisi / 2))));
    expect(m!.posisi % 2 === 1 ? lanjut!.id_peserta_a : lanjut!.id_peserta_b).toBe(p.sudut_a!.id_peserta_kompetisi);
    expect(await server.open.db.select().from(skorPoomsae)).toHaveLength(1);
    await refreshLapangan(meja.db, siap.lb);
    expect(await nomor(meja, 1)).toMatchObject({ status: 'SELESAI', menunggu: 0, skor_a: 8.4 });
  });
});
