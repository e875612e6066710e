// Browser side of bench/athletes.ts: 10,000 athletes in IndexedDB (Dexie), read the way the list screen
// reads them, then filter by name and gender and render one page with the real DATA ATLIT view.
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import '../../src/client/styles.css';
import { PROVINSI_NAMES, SABUK, type Atlet, type GenderFilter } from '../../src/domain';
import { ArenaDatabase } from '../../src/client/data/db';
import { buildList } from '../../src/client/data/atlet/read';
import { AtletPageView } from '../../src/client/features/atlet/list/AtletPageView';

const DEPAN = ['Muhammad', 'Aisyah', 'Dimas', 'Nabila', 'Fajar', 'Putri', 'Rafi', 'Salsabila', 'Rizky', 'Zahra', 'Bagus', 'Intan'];
const BELAKANG = ['Pratama', 'Ramadhani', 'Saputra', 'Lestari', 'Hidayat', 'Fauzan', 'Khairunnisa', 'Wibowo', 'Siregar', 'Nasution'];

function makeAtlet(i: number): Atlet {
  const lahir = `${2000 + (i % 20)}-${String(1 + (i % 12)).padStart(2, '0')}-${String(1 + (i % 28)).padStart(2, '0')}`;
  return {
    id_atlet: i + 1,
    nama_atlet: `${DEPAN[i % DEPAN.length]} ${BELAKANG[(i * 7) % BELAKANG.length]} ${i}`,
    jenis_kelamin: i % 2 ? 'PEREMPUAN' : 'LAKI_LAKI',
    tanggal_lahir: lahir,
    umur: 6 + (i % 20),
    nik: String(1671000000000000 + i),
    no_telp: '081234567890',
    alamat: 'Jl. Sudirman',
    provinsi: PROVINSI_NAMES[i % 38],
    kota: null,
    belt: SABUK[i % SABUK.length].value,
    berat_badan: 30 + (i % 40),
    tinggi_badan: 130 + (i % 50),
    id_dojang: 1,
    id_pelatih_pembuat: 1,
    dojang: { id_dojang: 1, nama_dojang: 'Dojang Bench' },
    akte_kelahiran: null,
    pas_foto: null,
    sertifikat_belt: null,
    ktp: null,
    created_at: '2025-08-01T00:00:00.000Z',
    updated_at: '2025-08-01T00:00:00.000Z',
  };
}

declare global {
  interface Window {
    benchSeed(n: number): Promise<number>;
    benchLoad(): Promise<number>;
    benchFilter(search: string, gender: GenderFilter): number;
  }
}

const db = new ArenaDatabase('bench-atlet');
const root = createRoot(document.getElementById('root')!);
let list: ReturnType<typeof buildList> = [];
const noop = () => {};

window.benchSeed = async (n) => {
  await db.atlet.clear();
  await db.atlet.bulkPut(Array.from({ length: n }, (_, i) => ({ key: `1:${i + 1}`, ownerId: 1, id_atlet: i + 1, data: makeAtlet(i) })));
  return db.atlet.count();
};

/** What useAtletList does on open: read the account's rows and the outbox, build the list. */
window.benchLoad = async () => {
  const start = performance.now();
  const [rows, entries] = await Promise.all([
    db.atlet.where('ownerId').equals(1).toArray(),
    db.outbox.where('entityKey').startsWith('atlet:').toArray(),
  ]);
  list = buildList(
    rows.map((r) => r.data as Atlet),
    entries,
  );
  return performance.now() - start;
};

/** One keystroke or gender click: filter the 10,000, render page 1, and lay it out. */
window.benchFilter = (search, gender) => {
  const start = performance.now();
  flushSync(() =>
    root.render(
      <AtletPageView
        atlets={list}
        isLoading={false}
        search={search}
        gender={gender}
        page={1}
        onSearchChange={noop}
        onGenderChange={noop}
        onPageChange={noop}
        onClearFilter={noop}
        onOpen={noop}
        onAdd={noop}
      />,
    ),
  );
  void document.body.offsetHeight;
  return performance.now() - start;
};
