import { eq } from 'drizzle-orm';
import { activityLog, atlet, buktiTransfer, dojang, pesertaKompetisi } from '../../src/server/db/schema';
import { enter } from './helpers/atlet';
import {
  KYORUGI_CADET_45,
  KYORUGI_CADET_49,
  POOMSAE_CADET_INDIVIDU,
  POOMSAE_CADET_PASANGAN,
  cadet,
  kelasId,
  type Dunia,
} from './helpers/peserta';
import type { TestServer } from './helpers/server';

/** An instant given as WIB wall-clock time: '2025-03-01 00:00' → 2025-02-28T17:00:00Z. */
export const wib = (s: string) => new Date(`${s.replace(' ', 'T')}:00+07:00`);

export async function setCreated(t: TestServer, id_peserta_kompetisi: number, when: Date) {
  await t.db.update(pesertaKompetisi).set({ created_at: when }).where(eq(pesertaKompetisi.id_peserta_kompetisi, id_peserta_kompetisi));
}

export async function proof(
  t: TestServer,
  id_dojang: number,
  id_kompetisi: number,
  created: Date,
  status: 'MENUNGGU' | 'DITERIMA' | 'DITOLAK' = 'MENUNGGU',
  verified?: Date,
) {
  const [b] = await t.db
    .insert(buktiTransfer)
    .values({
      bukti_transfer_path: `bukti-${Math.random().toString(36).slice(2)}.png`,
      id_dojang,
      id_kompetisi,
      created_at: created,
      status_verifikasi: status,
      diverifikasi_pada: verified ?? null,
    })
    .returning();
  return b;
}

/**
 * March 2025 (WIB) in competition A (fee Rp 500.000 WNI / Rp 1.000.000 WNA by default):
 * the coach's dojang — Andi Kyorugi (1 Mar 00:00, the first minute), Budi Poomsae (10 Mar), John WNA Poomsae
 * (12 Mar), the pair Andi & Citra (15 Mar), a rejected Andi Poomsae entry (16 Mar), Dewi (31 Mar 23:59, the
 * last minute); the other dojang — Lain (20 Mar). Outside the month: Eko (28 Feb 23:59) and Fajar (1 Apr 00:00).
 */
export async function maret(t: TestServer, w: Dunia) {
  const k = w.a.id_kompetisi;
  const kyorugi = await kelasId(t.db, k, KYORUGI_CADET_45);
  const kyorugi49 = await kelasId(t.db, k, KYORUGI_CADET_49);
  const poomsae = await kelasId(t.db, k, POOMSAE_CADET_INDIVIDU);
  const pasangan = await kelasId(t.db, k, POOMSAE_CADET_PASANGAN);
  const d = w.pelatih.id_dojang;
  const andi = await cadet(t.db, d, { nama_atlet: 'Andi' });
  const budi = await cadet(t.db, d, { nama_atlet: 'Budi' });
  const john = await cadet(t.db, d, { nama_atlet: 'John', kewarganegaraan: 'WNA' });
  const citra = await cadet(t.db, d, { nama_atlet: 'Citra', jenis_kelamin: 'PEREMPUAN' });
  const dewi = await cadet(t.db, d, { nama_atlet: 'Dewi', berat_badan: 47.5 });
  const eko = await cadet(t.db, d, { nama_atlet: 'Eko' });
  const fajar = await cadet(t.db, d, { nama_atlet: 'Fajar' });
  const lain = await cadet(t.db, w.lain.id_dojang, { nama_atlet: 'Lain' });
  const masuk = async (kelas: number, a: { id_atlet: number }, when: string, anggota: number[] = []) => {
    const p = await enter(t.db, kelas, a.id_atlet, anggota);
    await setCreated(t, p.id_peserta_kompetisi, wib(when));
    return p;
  };
  const p = {
    andi: await masuk(kyorugi, andi, '2025-03-01 00:00'),
    budi: await masuk(poomsae, budi, '2025-03-10 09:00'),
    john: await masuk(poomsae, john, '2025-03-12 09:00'),
    pasangan: await masuk(pasangan, andi, '2025-03-15 09:00', [andi.id_atlet, citra.id_atlet]),
    ditolak: await masuk(poomsae, andi, '2025-03-16 09:00'),
    dewi: await masuk(kyorugi49, dewi, '2025-03-31 23:59'),
    lain: await masuk(kyorugi, lain, '2025-03-20 09:00'),
    eko: await masuk(kyorugi, eko, '2025-02-28 23:59'),
    fajar: await masuk(kyorugi, fajar, '2025-04-01 00:00'),
  };
  await t.db
    .update(pesertaKompetisi)
    .set({ status: 'REJECTED' })
    .where(eq(pesertaKompetisi.id_peserta_kompetisi, p.ditolak.id_peserta_kompetisi));
  await t.db
    .update(pesertaKompetisi)
    .set({ status: 'APPROVED' })
    .where(eq(pesertaKompetisi.id_peserta_kompetisi, p.andi.id_peserta_kompetisi));
  // Every athlete and dojang so far was made "now"; the dojangs' registration goes into March for the dojang report.
  await t.db
    .update(dojang)
    .set({ created_at: wib('2025-03-05 10:00') })
    .where(eq(dojang.id_dojang, d));
  await t.db
    .update(dojang)
    .set({ created_at: wib('2024-12-01 10:00') })
    .where(eq(dojang.id_dojang, w.lain.id_dojang));
  await t.db.update(atlet).set({ created_at: wib('2025-03-02 10:00') });
  return { p, kelas: { kyorugi, kyorugi49, poomsae, pasangan }, atlet: { andi, budi, john, citra, dewi, eko, fajar, lain } };
}

export async function aktivitas(t: TestServer, rows: { action: string; actor: string | null; details: string; at: string }[]) {
  for (const r of rows) {
    await t.db.insert(activityLog).values({ action: r.action, actor: r.actor, details: r.details, created_at: wib(r.at) });
  }
}
