import { describe, expect, it } from 'vitest';
import { ArenaDatabase } from '../../src/client/data/db';
import { perluBacaUlang } from '../../src/client/data/live';
import { storeServerValue } from '../../src/client/data/outbox';
import { bacaSalinanVenue, venueKey, type Venue } from '../../src/client/data/venue';
import { barisPerangkat, teksSelisih, teksStatus } from '../../src/client/features/venue/venue-view';
import { HADIR_BATAS_JURI_MS, HADIR_BATAS_MS } from '../../src/domain/venue';

const T = Date.UTC(2030, 4, 10, 3, 0); // 10.00 WIB
const iso = (ms: number) => new Date(ms).toISOString();

describe('the venue overview on the device', () => {
  it("reads again on a court's device appearing ('hadir') only when it asks; other pages do not", () => {
    const hadir = { resource: 'hadir' as const, ids: [3], id_kompetisi: 1 };
    expect(perluBacaUlang(hadir)).toBe(false);
    expect(perluBacaUlang(hadir, ['hadir'])).toBe(true);
    expect(perluBacaUlang({ resource: 'jadwal', ids: [3], id_kompetisi: 1 }, ['hadir'])).toBe(true);
  });

  it("says a court's drift in words: on time within 2 minutes, behind, ahead, none without bouts", () => {
    expect(teksSelisih(null)).toEqual({ teks: 'Belum ada partai', nada: 'kosong' });
    expect(teksSelisih(-2)).toEqual({ teks: 'Sesuai rencana', nada: 'tepat' });
    expect(teksSelisih(12)).toEqual({ teks: 'Terlambat 12 mnt', nada: 'telat' });
    expect(teksSelisih(75)).toEqual({ teks: 'Terlambat 1 j 15 mnt', nada: 'telat' });
    expect(teksSelisih(-5)).toEqual({ teks: 'Lebih cepat 5 mnt', nada: 'cepat' });
  });

  it('lists the desk and the scoreboard always, judges only when heard, each connected by its own limit', () => {
    const baris = barisPerangkat(
      [
        { jenis: 'juri', kursi: 2, perangkat: null, terakhir: iso(T - 5_000), batas_ms: HADIR_BATAS_JURI_MS },
        { jenis: 'juri', kursi: 1, perangkat: null, terakhir: iso(T - 30_000), batas_ms: HADIR_BATAS_JURI_MS },
        { jenis: 'meja', kursi: 0, perangkat: 'perangkat-1', terakhir: iso(T - 40_000), batas_ms: HADIR_BATAS_MS },
      ],
      T,
    );
    expect(baris.map((b) => [b.label, b.terhubung, b.terakhir !== null])).toEqual([
      ['Meja lapangan', true, true],
      ['Papan skor', false, false],
      ['Juri 2', true, true],
      ['Juri 1', false, true],
    ]);
  });

  it('says how it follows the day and the time of the copy shown', () => {
    expect(teksStatus('terkini', 'langsung', T, T)).toBe('Langsung · Data tersimpan pukul 10.00 WIB');
    expect(teksStatus('offline', 'polling', T, T + 60_000)).toBe('Offline — Data tersimpan pukul 10.00 WIB');
    expect(teksStatus('gagal', 'langsung', T, T + 86_400_000)).toMatch(/^Gagal memperbarui — Data tersimpan pukul 10 Mei 2030 10\.00 WIB$/);
  });

  it("keeps the overview as the account's own copy: another account on the device does not read it", async () => {
    const db = new ArenaDatabase('venue-salinan');
    const data: Venue = {
      kompetisi: { id_kompetisi: 5, nama_event: 'Kejuaraan' },
      hari: [],
      tanggal: null,
      pengaturan: { istirahat_partai: 3, tunggu_detik: 90, menit_kyorugi: 6, menit_poomsae: 4 },
      lapangan: [],
      penimbangan: { jumlah: 0, lolos: 0, gagal: 0, belum: 0, kelas: 0, kelas_selesai: 0 },
      dibaca_pada: iso(T),
    };
    await storeServerValue(db, venueKey(5, ''), 7, data);
    expect((await bacaSalinanVenue(db, venueKey(5, ''), 7))?.data).toEqual(data);
    expect(await bacaSalinanVenue(db, venueKey(5, ''), 8)).toBeNull();
  });
});
