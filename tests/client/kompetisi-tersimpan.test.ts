import { QueryClient } from '@tanstack/react-query';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setApiOrigin } from '../../src/client/data/api';
import { setDb } from '../../src/client/data/db';
import { KOMPETISI_LIST_KEY } from '../../src/client/data/kompetisi/keys';
import { kompetisiListQuery, type Kompetisi } from '../../src/client/data/online/kompetisi';
import { storeServerValue } from '../../src/client/data/outbox';
import { freshDb } from '../../test-support/fresh-db';
import { installMemoryStorage } from '../../test-support/memory-storage';

const KOMPETISI: Kompetisi = {
  id_kompetisi: 7,
  nama_event: 'Kejuaraan Uji',
  deskripsi: null,
  lokasi: 'GOR Uji',
  tanggal_mulai: '2030-01-10',
  tanggal_selesai: '2030-01-12',
  status: 'PENDAFTARAN',
  biaya_pendaftaran: 500_000,
  biaya_wna: null,
  batas_pendaftaran: null,
  kuota: null,
  jumlah_peserta: 3,
  is_featured: true,
  kontak_nama: null,
  kontak_whatsapp: null,
  kontak_email: null,
  bank_nama: null,
  bank_nomor_rekening: null,
  bank_atas_nama: null,
};

beforeAll(() => {
  installMemoryStorage();
  // Nothing listens there: the server cannot be reached.
  setApiOrigin('http://127.0.0.1:9');
});
afterAll(() => setApiOrigin(''));

describe('the public competitions list without the server', () => {
  it("shows the device's Dexie copy instead of an empty list", async () => {
    const db = freshDb();
    setDb(db);
    await storeServerValue(db, KOMPETISI_LIST_KEY, 1, [KOMPETISI]);
    const list = await new QueryClient().fetchQuery(kompetisiListQuery);
    expect(list.map((k) => k.nama_event)).toEqual(['Kejuaraan Uji']);
  });

  it('without a copy it fails (the page says it is not connected), never an empty list', async () => {
    setDb(freshDb());
    await expect(new QueryClient().fetchQuery(kompetisiListQuery)).rejects.toThrow();
  });
});
