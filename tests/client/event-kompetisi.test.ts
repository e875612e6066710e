import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { setApiOrigin } from '../../src/client/data/api';
import { kompetisiListQuery, kompetisiSchema, type Kompetisi } from '../../src/client/data/online/kompetisi';
import { faqSections, timelineItems } from '../../src/client/features/event/event-content';
import { statusTampil } from '../../src/domain/kompetisi/status-tampil';
import { seed } from '../../src/server/db/seed';
import * as v from 'valibot';
import { installMemoryStorage } from '../../test-support/memory-storage';
import { startRealServer, type RealServer } from '../../test-support/real-server';

let server: RealServer;
let featured: Kompetisi;

beforeAll(async () => {
  installMemoryStorage();
  server = await startRealServer();
  setApiOrigin(server.url);
  await seed(server.open.db, { demo: true, hariPertama: '2026-11-22' });
  const list = await new QueryClient().fetchQuery(kompetisiListQuery);
  featured = list.find((k) => k.is_featured)!;
});
afterAll(async () => {
  setApiOrigin('');
  await server?.close();
});

const allAnswers = (k: Kompetisi | undefined) =>
  faqSections(k)
    .flatMap((s) => s.items.map((i) => i.a))
    .join('\n');

describe("event site facts from the seeded competition (real server, the client's own query)", () => {
  it('the API answer carries contact, account and quota, marked as demo', () => {
    expect(featured).toMatchObject({
      tanggal_mulai: '2026-12-27',
      tanggal_selesai: '2026-12-31',
      batas_pendaftaran: '2026-12-13',
      kuota: null,
    });
    expect(featured.kontak_nama).toMatch(/demo/i);
    expect(featured.bank_atas_nama).toMatch(/demo/i);
  });

  it("the timeline follows the competition's dates (weigh-in and meeting the day before)", () => {
    expect(timelineItems(featured)?.map((t) => [t.title, t.date])).toEqual([
      ['Pendaftaran', 'Sampai 13 Desember 2026'],
      ['Timbang Badan', '26 Desember 2026'],
      ['Technical Meeting', '26 Desember 2026'],
      ['Pertandingan', '27–31 Desember 2026'],
    ]);
  });

  it("FAQ answers name the competition's dates, fees, account and contact", () => {
    const text = allAnswers(featured);
    expect(text).toContain('Pendaftaran dibuka sampai 13 Desember 2026');
    expect(text).toContain('Paling lambat 13 Desember 2026');
    expect(text).toContain('27 sampai 31 Desember 2026 di GOR Jakabaring, Palembang.');
    expect(text).toContain('Rp 500.000 per atlet Indonesia (WNI) dan Rp 1.000.000 per atlet asing (WNA).');
    expect(text).toContain(`a.n. ${featured.bank_atas_nama}`);
    expect(text).toContain(`Hubungi ${featured.kontak_nama} melalui WhatsApp ${featured.kontak_whatsapp}`);
    expect(text).not.toMatch(/2025/);
  });

  it('without the competition the answers carry no date at all', () => {
    expect(timelineItems(undefined)).toBeNull();
    // No year, no fee figure (the prize amounts are fixed texts of the spec).
    expect(allAnswers(undefined)).not.toMatch(/20\d\d|Rp \d{1,3}\.\d{3}/);
  });

  it('the displayed state turns with the dates even though the status stays PENDAFTARAN', () => {
    expect(featured.status).toBe('PENDAFTARAN');
    expect(statusTampil(featured, '2026-12-13')).toBe('PENDAFTARAN');
    expect(statusTampil(featured, '2026-12-14')).toBe('PENDAFTARAN_DITUTUP');
    expect(statusTampil(featured, '2027-01-01')).toBe('SELESAI');
  });

  it('an answer cached before the new fields existed still parses', () => {
    const {
      kuota: _k,
      kontak_nama: _n,
      kontak_whatsapp: _w,
      kontak_email: _e,
      bank_nama: _b,
      bank_nomor_rekening: _r,
      bank_atas_nama: _a,
      ...old
    } = featured;
    expect(v.is(kompetisiSchema, old)).toBe(true);
  });
});
