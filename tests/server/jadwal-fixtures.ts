import { eq } from 'drizzle-orm';
import { akun } from '../../src/server/db/schema';
import { PASSWORD, login } from './helpers/fixtures';
import { POOMSAE_CADET_INDIVIDU, dunia } from './helpers/peserta';
import type { TestServer } from './helpers/server';
import { kelasDenganPeserta, simpan, undi } from './bagan-fixtures';

/**
 * A match day of competition A: Lapangan A (Kyorugi, 8 entries) and Lapangan B (Poomsae, 4 entries), drawn,
 * scheduled and numbered; court staff of A (and of B) logged in.
 */
export async function hariSiap(t: TestServer) {
  const w = await dunia(t);
  const A = w.a.id_kompetisi;
  const ky = await kelasDenganPeserta(t, w, 8);
  const po = await kelasDenganPeserta(t, w, 4, { kelas: POOMSAE_CADET_INDIVIDU, awalan: 'Poomsae' });
  for (const k of [ky, po]) {
    const r = await simpan(t, w.token.panitiaA, undi(k.id_kelas, k.entri).body);
    if (r.status !== 201) throw new Error(`undi ${r.status} ${r.body.message}`);
  }
  const tok = w.token.panitiaA;
  const hari = await t.api('POST', `/api/kompetisi/${A}/hari`, { token: tok, json: { tanggal: w.a.tanggal_mulai } });
  if (hari.status !== 201) throw new Error(`hari ${hari.status} ${hari.body.message}`);
  const id_hari = hari.body.data.hari[0].id_hari as number;
  await t.api('POST', `/api/kompetisi/${A}/lapangan`, {
    token: tok,
    json: { id_hari, nama: 'Lapangan A', mulai: '08:00', cabang: 'KYORUGI' },
  });
  const l = await t.api('POST', `/api/kompetisi/${A}/lapangan`, {
    token: tok,
    json: { id_hari, nama: 'Lapangan B', mulai: '09:00', cabang: 'SEMUA' },
  });
  const [la, lb] = l.body.data.hari[0].lapangan as { id_lapangan: number }[];
  const j = await t.api('PUT', `/api/kompetisi/${A}/jadwal`, {
    token: tok,
    json: {
      kelas: [
        { id_kelas_kejuaraan: ky.id_kelas, id_lapangan: la.id_lapangan, urutan: 1 },
        { id_kelas_kejuaraan: po.id_kelas, id_lapangan: lb.id_lapangan, urutan: 1 },
      ],
    },
  });
  if (j.status !== 200) throw new Error(`jadwal ${j.status} ${j.body.message}`);
  const n = await t.api('POST', `/api/kompetisi/${A}/jadwal/nomor`, { token: tok, json: { id_hari } });
  if (n.status !== 200) throw new Error(`nomor ${n.status} ${n.body.message}`);
  const petugas = async (email: string, id_lapangan: number) => {
    const r = await t.api('POST', `/api/kompetisi/${A}/petugas`, {
      token: tok,
      json: { nama: email, email, password: PASSWORD, role: 'PETUGAS_LAPANGAN', id_lapangan },
    });
    if (r.status !== 201) throw new Error(`petugas ${r.status} ${r.body.message}`);
    await t.db.update(akun).set({ harus_ganti_password: false }).where(eq(akun.email, email));
    return login(t, email);
  };
  const token = { ...w.token, lapA: await petugas('lap-a@uji.id', la.id_lapangan), lapB: await petugas('lap-b@uji.id', lb.id_lapangan) };
  return { w, A, id_hari, la: la.id_lapangan, lb: lb.id_lapangan, ky, po, token };
}

export const partaiLapangan = async (t: TestServer, token: string, id_lapangan: number) =>
  (await t.api('GET', `/api/lapangan/${id_lapangan}/partai`, { token })).body.data.partai as Array<{
    id_match: string;
    nomor: number;
    status: string;
    versi: number;
    versi_match: number;
    eta: string | null;
    partai_lagi: number | null;
    sudut_a: { id_peserta_kompetisi: number } | null;
    sudut_b: { id_peserta_kompetisi: number } | null;
    id_pemenang: number | null;
    keputusan: string | null;
  }>;
