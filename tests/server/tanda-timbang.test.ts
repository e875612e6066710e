import { describe, expect, it } from 'vitest';
import { useTestServer } from './helpers/server';
import { hariSiap } from './jadwal-fixtures';
import { percobaan, timbang } from './penimbangan-fixtures';

const t = useTestServer();

type Peserta = { id_peserta_kompetisi: number; timbang?: string | null };
type Sudut = { id_peserta_kompetisi: number; timbang?: string | null } | null;

describe('weigh-in flags where entries are drawn and called (the draw screen, the court desk)', () => {
  it("the organisers' bracket read and the desk's court read carry each entry's weigh-in; the public answers do not", async () => {
    const s = await hariSiap(t);
    const [lolos, gagal] = s.ky.entri;
    // Cadet Putra Under 45 kg: 44 kg passes, 46 kg fails; the rest are not weighed yet.
    expect((await timbang(t, s.token.panitiaA, s.A, percobaan(lolos!.id, 44_000))).status).toBe(201);
    expect((await timbang(t, s.token.panitiaA, s.A, percobaan(gagal!.id, 46_000))).status).toBe(201);
    const harap = (id: number, poomsae: boolean) => (poomsae ? null : id === lolos!.id ? 'LOLOS' : id === gagal!.id ? 'GAGAL' : 'BELUM');

    const bagan = (await t.api('GET', `/api/kompetisi/${s.A}/bagan`, { token: s.token.panitiaA })).body.data;
    const kelas = (id: number) => bagan.kelas.find((k: { kelas: { id_kelas_kejuaraan: number } }) => k.kelas.id_kelas_kejuaraan === id);
    for (const p of kelas(s.ky.id_kelas).peserta as Peserta[])
      expect(p.timbang, `${p.id_peserta_kompetisi}`).toBe(harap(p.id_peserta_kompetisi, false));
    // Poomsae entries do not weigh.
    for (const p of kelas(s.po.id_kelas).peserta as Peserta[]) expect(p.timbang).toBeNull();
    const detail = (await t.api('GET', `/api/brackets/${s.ky.id_kelas}`, { token: s.token.panitiaA })).body.data;
    expect((detail.peserta as Peserta[]).find((p) => p.id_peserta_kompetisi === gagal!.id)?.timbang).toBe('GAGAL');
    const publik = (await t.api('GET', `/api/public/kompetisi/${s.A}/bagan`)).body.data;
    for (const k of publik.kelas as { peserta: Peserta[] }[]) for (const p of k.peserta) expect(p).not.toHaveProperty('timbang');

    const meja = (await t.api('GET', `/api/lapangan/${s.la}/partai`, { token: s.token.lapA })).body.data.partai as {
      sudut_a: Sudut;
      sudut_b: Sudut;
    }[];
    const sudut = meja.flatMap((p) => [p.sudut_a, p.sudut_b]).filter((x): x is NonNullable<Sudut> => x !== null);
    expect(sudut).toHaveLength(8);
    for (const x of sudut) expect(x.timbang).toBe(harap(x.id_peserta_kompetisi, false));
    const poomsae = (await t.api('GET', `/api/lapangan/${s.lb}/partai`, { token: s.token.lapB })).body.data.partai as { sudut_a: Sudut }[];
    expect(poomsae[0]!.sudut_a).toMatchObject({ timbang: null });
    // The public day and the coach's bouts name no weigh-in.
    const hari = (await t.api('GET', `/api/public/kompetisi/${s.A}/jadwal`)).body.data;
    for (const l of hari.lapangan as { partai: { sudut_a: Sudut; sudut_b: Sudut }[] }[])
      for (const p of l.partai) for (const x of [p.sudut_a, p.sudut_b]) if (x) expect(x).not.toHaveProperty('timbang');
    const saya = (await t.api('GET', `/api/kompetisi/${s.A}/jadwal-saya`, { token: s.token.pelatih })).body.data;
    expect(saya.partai.length).toBeGreaterThan(0);
    for (const p of saya.partai as { sudut_a: Sudut; sudut_b: Sudut }[])
      for (const x of [p.sudut_a, p.sudut_b]) if (x) expect(x).not.toHaveProperty('timbang');
  });
});
