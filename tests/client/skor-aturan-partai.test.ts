import { describe, expect, it } from 'vitest';
import { ArenaDatabase } from '../../src/client/data/db';
import { bacaMejaLapangan, refreshLapangan } from '../../src/client/data/lapangan';
import { barisKey } from '../../src/client/data/lapangan/keys';
import { bacaPengaturanSkor, simpanPengaturanSkor } from '../../src/client/data/pengaturan-skor';
import { bacaKonsol } from '../../src/client/data/skor';
import type { RealServer } from '../../test-support/real-server';
import { loginSesi, pakai, type Device } from './helpers/perangkat';
import { siapkanHariLapangan, type HariSiap } from './helpers/hari-lapangan';

/**
 * The competition admin saves the scoring setting through the app's client; a court tablet that read its court
 * list once scores with the set the list names (offline too), and a Poomsae court's bouts carry their panel.
 */

let server: RealServer;
let siap: HariSiap;

siapkanHariLapangan(async (s, h) => {
  server = s;
  siap = h;
});

const perangkat = async (nama: string, email: string): Promise<Device> => ({
  db: new ArenaDatabase(nama),
  session: await loginSesi(server, email),
});

describe('the scoring setting reaches the court tablets', () => {
  it("a saved round length is the console's, from the court list kept on the tablet; the Poomsae panel arrives with its bouts", async () => {
    const admin = await perangkat('aturan-admin', 'panitia-a@uji.id');
    pakai(server, admin, true);
    const awal = await bacaPengaturanSkor(siap.A);
    expect(awal.tersimpan).toBe(false);
    const dengan = (ronde_detik: number) => ({
      ...awal.pengaturan,
      aturan: awal.pengaturan.aturan.map((a) => (a.kode === awal.pengaturan.prestasi ? { ...a, ronde_detik } : a)),
      poomsae_kelas: [{ id_kelas_kejuaraan: siap.po.id_kelas, juri: 3 as const, mode: 'nilai' as const }],
    });
    await expect(simpanPengaturanSkor(siap.A, dengan(10))).rejects.toThrow('Lama ronde harus 30 sampai 300 detik');
    const r = await simpanPengaturanSkor(siap.A, dengan(95));
    expect(r.pesan).toBe('Pengaturan skor disimpan');
    expect(r.data?.pengaturan.aturan.find((a) => a.kode === awal.pengaturan.prestasi)).toMatchObject({ ronde_detik: 95, versi: 2 });

    const meja = await perangkat('aturan-meja-a', 'lap-a@uji.id');
    pakai(server, meja, true);
    await refreshLapangan(meja.db, siap.la);
    pakai(server, meja, false);
    const p = (await bacaMejaLapangan(meja.db, meja.session.user.id_akun, siap.A, siap.la)).partai.find((x) => x.nomor === 1)!;
    expect(p.aturan_skor).toMatchObject({ ronde_detik: 95, versi: 2 });
    expect(p.panel_poomsae).toBeNull();
    const konsol = (await bacaKonsol(meja.db, meja.session.user.id_akun, siap.A, p.id_match))!;
    expect(konsol.aturan.ronde_detik).toBe(95);
    // Every bout carries its class's category: a copy whose rule set does not read falls back to the category's
    // shipped set, chosen as the server chooses it (the category, not the class's name).
    expect(p.kategori).toBe('prestasi');
    const key = barisKey(meja.session.user.id_akun, p.id_match);
    const row = (await meja.db.partai.get(key))!;
    await meja.db.partai.put({ ...row, data: { ...p, aturan_skor: null, kategori: 'pemula' } });
    expect((await bacaKonsol(meja.db, meja.session.user.id_akun, siap.A, p.id_match))!.aturan.kode).toBe('pemula-2025');
    await meja.db.partai.put(row);

    const mejaB = await perangkat('aturan-meja-b', 'lap-b@uji.id');
    pakai(server, mejaB, true);
    await refreshLapangan(mejaB.db, siap.lb);
    const pb = (await bacaMejaLapangan(mejaB.db, mejaB.session.user.id_akun, siap.A, siap.lb)).partai;
    expect(pb.length).toBeGreaterThan(0);
    expect(pb.every((x) => x.aturan_skor === null && x.panel_poomsae?.juri === 3 && x.panel_poomsae.mode === 'nilai')).toBe(true);
  });
});
