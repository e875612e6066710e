import { describe, expect, it } from 'vitest';
import type { ChangeEvent } from '../../src/domain/schemas/change-event';
import { ATURAN_WT_2025, PENGATURAN_SKOR_BAWAAN, type AturanKyorugi, type PengaturanSkor } from '../../src/domain/skor';
import { useTestServer } from './helpers/server';
import { hariSiap, partaiLapangan } from './jadwal-fixtures';
import { kodeOf } from './penimbangan-fixtures';

const t = useTestServer({ feed: true });

const baca = (token: string, id: number) => t.api('GET', `/api/kompetisi/${id}/pengaturan-skor`, { token });
const simpan = (token: string, id: number, json: unknown) => t.api('PUT', `/api/kompetisi/${id}/pengaturan-skor`, { token, json });
/** The shipped setting with the prestasi set changed. */
const denganWt = (ubah: Partial<AturanKyorugi>, lain: Partial<PengaturanSkor> = {}): PengaturanSkor => ({
  ...PENGATURAN_SKOR_BAWAAN,
  ...lain,
  aturan: PENGATURAN_SKOR_BAWAAN.aturan.map((a) => (a.kode === ATURAN_WT_2025.kode ? { ...a, ...ubah } : a)),
});
const wtDari = (p: PengaturanSkor) => p.aturan.find((a) => a.kode === ATURAN_WT_2025.kode)!;

const T0 = 1_764_000_000_000;
const kejadian = (isi: Array<Record<string, unknown>>, awal = 1) =>
  isi.map((x, i) => ({ ...x, seq: awal + i, perangkat: 'konsol-1', id: `e${awal + i}`, waktu: T0 + (awal + i) * 1000 }));
const ronde1B = kejadian([
  { jenis: 'ronde_mulai', ronde: 1 },
  { jenis: 'poin', sudut: 'B', teknik: 'kepala' },
  { jenis: 'ronde_selesai', ronde: 1 },
]);
const kirim = (token: string, id: string, k: unknown) => t.api('POST', `/api/partai/${id}/kejadian`, { token, json: { kejadian: k } });

type Partai = { id_match: string; versi: number; aturan_skor: AturanKyorugi | null; panel_poomsae: { juri: number; mode: string } | null };
const daftar = async (token: string, id_lapangan: number) => (await partaiLapangan(t, token, id_lapangan)) as unknown as Partai[];

describe("the competition's scoring setting (/kompetisi/:id/pengaturan-skor)", () => {
  it("read by who runs the competition and its court staff, written by its admin (or ADMIN) only; bad bodies 400 with the schema's words", async () => {
    const s = await hariSiap(t);
    const awal = await baca(s.token.lapA, s.A);
    expect(awal.status).toBe(200);
    expect(awal.body.data).toMatchObject({
      id_kompetisi: s.A,
      tersimpan: false,
      pengaturan: PENGATURAN_SKOR_BAWAAN,
      bawaan: PENGATURAN_SKOR_BAWAAN,
    });
    const kelas = awal.body.data.kelas_poomsae as { id_kelas_kejuaraan: number; nama_kelas: string }[];
    expect(kelas.map((k) => k.id_kelas_kejuaraan)).toContain(s.po.id_kelas);
    expect(kelas.map((k) => k.id_kelas_kejuaraan)).not.toContain(s.ky.id_kelas);
    expect(kelas.every((k) => k.nama_kelas.startsWith('Poomsae '))).toBe(true);
    for (const [token, status] of [
      [s.token.panitiaB, 403],
      [s.token.pelatih, 403],
      ['', 401],
      [s.token.panitiaA, 200],
      [s.token.admin, 200],
    ] as const) {
      expect((await baca(token, s.A)).status, token).toBe(status);
    }
    const body = denganWt({ ronde_detik: 90 });
    for (const [token, status] of [
      [s.token.panitiaB, 403],
      [s.token.lapA, 403],
      [s.token.pelatih, 403],
      ['', 401],
    ] as const) {
      expect((await simpan(token, s.A, body)).status, token).toBe(status);
    }
    expect((await baca(s.token.panitiaA, s.A)).body.data.tersimpan).toBe(false);

    const salah = async (json: unknown, pesan: string) => {
      const r = await simpan(s.token.panitiaA, s.A, json);
      expect([r.status, kodeOf(r), r.body.message]).toEqual([400, 'validasi', pesan]);
    };
    await salah(denganWt({ ronde_detik: 10 }), 'Lama ronde harus 30 sampai 300 detik');
    await salah(denganWt({ ronde_jumlah: 2 }), 'Jumlah ronde harus 2 × ronde untuk menang − 1 (best of three: 3 ronde, menang 2)');
    await salah({ ...body, prestasi: 'tidak-ada' }, 'Aturan untuk kategori ini tidak ada di daftar');
    await salah({ ...body, poomsae_bawaan: { juri: 4, mode: 'nilai' } }, 'Jumlah juri Poomsae harus 3, 5 atau 7');
    // A per-class panel must name a Poomsae class of this competition (not a Kyorugi one, not an unknown one).
    for (const id of [s.ky.id_kelas, 999_999]) {
      await salah(
        { ...body, poomsae_kelas: [{ id_kelas_kejuaraan: id, juri: 3, mode: 'nilai' }] },
        'Kelas Poomsae ini tidak ada di kompetisi ini',
      );
    }

    const seen: ChangeEvent[] = [];
    const off = t.feed.subscribe((e) => seen.push(e));
    const ok = await simpan(s.token.admin, s.A, body);
    off();
    expect([ok.status, ok.body.message]).toEqual([200, 'Pengaturan skor disimpan']);
    expect(seen).toEqual([{ resource: 'kompetisi/pengaturan-skor', ids: [], id_kompetisi: s.A }]);
    expect(wtDari(ok.body.data.pengaturan)).toMatchObject({ ronde_detik: 90, versi: 2 });
    expect((await baca(s.token.lapA, s.A)).body.data).toMatchObject({ tersimpan: true, pengaturan: ok.body.data.pengaturan });
    // Competition B keeps the shipped setting.
    expect((await baca(s.token.panitiaB, s.w.b.id_kompetisi)).body.data.pengaturan).toEqual(PENGATURAN_SKOR_BAWAAN);
  });

  it('a rule set is versioned on the server: the same content keeps its versi, a change takes the next, the versi sent is not taken', async () => {
    const s = await hariSiap(t);
    const versi = async (json: PengaturanSkor) => wtDari((await simpan(s.token.panitiaA, s.A, json)).body.data.pengaturan).versi;
    expect(await versi(denganWt({ versi: 50 }))).toBe(1);
    expect(await versi(denganWt({ ronde_detik: 100, versi: 1 }))).toBe(2);
    expect(await versi(denganWt({ ronde_detik: 100, versi: 7 }))).toBe(2);
    expect(await versi(denganWt({ ronde_detik: 100, poin_teknik: { ...ATURAN_WT_2025.poin_teknik, kepala: 4 } }))).toBe(3);
    // A new set starts at 1.
    const baru = { ...ATURAN_WT_2025, kode: 'liga-2026', nama: 'Liga 2026', versi: 9 };
    const r = await simpan(s.token.panitiaA, s.A, {
      ...PENGATURAN_SKOR_BAWAAN,
      aturan: [...PENGATURAN_SKOR_BAWAAN.aturan, baru],
      prestasi: 'liga-2026',
    });
    expect(r.body.data.pengaturan.aturan.map((a: AturanKyorugi) => [a.kode, a.versi])).toEqual([
      ['wt-2025-best-of-three', 4],
      ['pemula-2025', 1],
      ['liga-2026', 1],
    ]);
  });

  it("a bout keeps the rule set it started under: pinned by its first events or the desk's Mulai; bouts not started follow the setting", async () => {
    const s = await hariSiap(t);
    const [p1, p2, p3] = await daftar(s.token.lapA, s.la);
    expect(p1!.aturan_skor).toEqual(ATURAN_WT_2025);
    expect(p1!.panel_poomsae).toBeNull();
    // p1 starts with its first events (best of three); p2 with the desk's call and Mulai.
    expect((await kirim(s.token.lapA, p1!.id_match, ronde1B)).body.data.hasil).toMatchObject({ status: 'antara_ronde' });
    const panggil = await t.api('POST', `/api/partai/${p2!.id_match}/panggil`, { token: s.token.lapA, json: { versi: p2!.versi } });
    expect(panggil.status, JSON.stringify(panggil.body)).toBe(200);
    const mulai = await t.api('POST', `/api/partai/${p2!.id_match}/mulai`, {
      token: s.token.lapA,
      json: { versi: panggil.body.data.versi },
    });
    expect(mulai.status, JSON.stringify(mulai.body)).toBe(200);
    expect(mulai.body.data.aturan_skor).toEqual(ATURAN_WT_2025);

    // One round now decides (1 round, 1 to win, 45 s).
    const satuRonde = denganWt({ ronde_jumlah: 1, menang_ronde: 1, ronde_detik: 45 });
    expect((await simpan(s.token.panitiaA, s.A, satuRonde)).status).toBe(200);
    const [q1, q2, q3] = await daftar(s.token.lapA, s.la);
    expect([q1!.aturan_skor, q2!.aturan_skor]).toEqual([ATURAN_WT_2025, ATURAN_WT_2025]);
    expect(q3!.aturan_skor).toMatchObject({ kode: ATURAN_WT_2025.kode, versi: 2, ronde_jumlah: 1, ronde_detik: 45 });
    // The pinned bouts still derive best of three: round 1 to B is not the match.
    const lagi = await kirim(s.token.lapA, p1!.id_match, [...ronde1B, ...kejadian([{ jenis: 'ronde_mulai', ronde: 2 }], 4)]);
    expect(lagi.body.data.hasil).toMatchObject({ status: 'berlangsung' });
    expect((await t.api('GET', `/api/partai/${p1!.id_match}/kejadian`, { token: s.token.lapA })).body.data.aturan).toEqual(ATURAN_WT_2025);
    expect((await kirim(s.token.lapA, p2!.id_match, ronde1B)).body.data.hasil).toMatchObject({ status: 'antara_ronde' });
    // A bout first scored now takes the new set: round 1 to B ends it.
    expect((await kirim(s.token.lapA, p3!.id_match, ronde1B)).body.data.hasil).toMatchObject({ status: 'selesai', pemenang: 'B' });
    // Changing the setting again leaves p3 on the set it started under.
    expect((await simpan(s.token.panitiaA, s.A, denganWt({ ronde_detik: 200 }))).status).toBe(200);
    const r3 = (await daftar(s.token.lapA, s.la))[2]!;
    expect(r3.aturan_skor).toMatchObject({ versi: 2, ronde_jumlah: 1, ronde_detik: 45 });
    expect((await daftar(s.token.lapA, s.la))[3]!.aturan_skor).toMatchObject({ versi: 3, ronde_detik: 200, ronde_jumlah: 3 });
  });

  it("the court list carries each Poomsae bout's panel: the default, or its class's own", async () => {
    const s = await hariSiap(t);
    const [pb] = await daftar(s.token.lapB, s.lb);
    expect([pb!.aturan_skor, pb!.panel_poomsae]).toEqual([null, { juri: 5, mode: 'nilai' }]);
    const r = await simpan(s.token.panitiaA, s.A, {
      ...PENGATURAN_SKOR_BAWAAN,
      poomsae_bawaan: { juri: 7, mode: 'nilai' },
      poomsae_kelas: [{ id_kelas_kejuaraan: s.po.id_kelas, juri: 3, mode: 'bendera' }],
    });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect((await daftar(s.token.lapB, s.lb)).map((p) => p.panel_poomsae)).toEqual(
      (await daftar(s.token.lapB, s.lb)).map(() => ({ juri: 3, mode: 'bendera' })),
    );
    // The panel the setting names is the one the server takes: five judges' sheets are refused.
    const lembar = [1, 2, 3, 4, 5].map((juri) => ({ juri, kesalahan_kecil: 2, kesalahan_besar: 0, presentasi: [1.5, 1.5, 1.5] }));
    const lima = await t.api('POST', `/api/partai/${pb!.id_match}/poomsae`, {
      token: s.token.lapB,
      json: { versi_match: 1, juri: { B: lembar, R: lembar } },
    });
    expect([lima.status, kodeOf(lima), lima.body.message]).toEqual([
      400,
      'panel_tidak_sesuai',
      'Kelas ini dinilai 3 juri dengan bendera; muat ulang panel dan isi lagi.',
    ]);
    // The public schedule carries neither (its page is kept light).
    const pub = await t.api('GET', `/api/public/kompetisi/${s.A}/jadwal`);
    const semua = (pub.body.data.lapangan as Array<{ partai: Partai[] }>).flatMap((l) => l.partai);
    expect(semua.length).toBeGreaterThan(0);
    expect(semua.every((p) => p.aturan_skor === null && p.panel_poomsae === null)).toBe(true);
  });
});
