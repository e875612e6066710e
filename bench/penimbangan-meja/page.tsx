// Browser side of bench/penimbangan-meja.ts: the desk's 3,000 entries and settings stored in IndexedDB by the
// app's own functions, the real desk page (PenimbanganPage) mounted offline, and a card number typed into its
// field and submitted, timed to the athlete's verdict on screen.
import { createRoot } from 'react-dom/client';
import { QueryClientProvider } from '@tanstack/react-query';
import '../../src/client/styles.css';
import { ArenaDatabase, setDb } from '../../src/client/data/db';
import { storeServerValue } from '../../src/client/data/outbox';
import { aturKey } from '../../src/client/data/penimbangan/keys';
import type { EntriTimbang, PengaturanTimbang } from '../../src/client/data/penimbangan/schema';
import { gantiSemua } from '../../src/client/data/penimbangan/store';
import { writeSession } from '../../src/client/data/session';
import { PenimbanganPage } from '../../src/client/features/penimbangan/PenimbanganPage';
import { queryClient } from '../../src/client/ui/app/query-client';

export interface MejaPayload {
  id_kompetisi: number;
  atur: PengaturanTimbang;
  entri: EntriTimbang[];
}

declare global {
  interface Window {
    mejaSeed(p: MejaPayload): Promise<void>;
    mejaMount(jumlah: number): Promise<number>;
    mejaCari(kode: string, nama: string): Promise<number>;
  }
}

const db = new ArenaDatabase('bench-meja');
setDb(db);
const OWNER = 7;

function tunggu(cek: () => boolean): Promise<void> {
  return new Promise((resolve) => {
    if (cek()) return resolve();
    const obs = new MutationObserver(() => {
      if (cek()) {
        obs.disconnect();
        resolve();
      }
    });
    obs.observe(document.body, { childList: true, subtree: true, characterData: true, attributes: true });
  });
}

window.mejaSeed = async (p) => {
  writeSession({
    token: 'bench',
    user: {
      id_akun: OWNER,
      email: 'meja@bench',
      role: 'PETUGAS_TIMBANG',
      petugas: { id_petugas: 1, nama: 'Meja', id_kompetisi: p.id_kompetisi },
    },
  });
  await gantiSemua(db, OWNER, p.id_kompetisi, p.entri);
  await storeServerValue(db, aturKey(p.id_kompetisi), OWNER, p.atur);
};

window.mejaMount = async (jumlah) => {
  const t0 = performance.now();
  createRoot(document.getElementById('root')!).render(
    <QueryClientProvider client={queryClient}>
      <PenimbanganPage />
    </QueryClientProvider>,
  );
  await tunggu(() => document.body.textContent?.includes(`dari ${jumlah} peserta`) ?? false);
  return performance.now() - t0;
};

/** Types the code as a person or a scanner does (the field's value, then submit) and waits for the verdict of that athlete. */
window.mejaCari = async (kode, nama) => {
  const input = document.getElementById('nomor-kartu') as HTMLInputElement;
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
  const t0 = performance.now();
  setter.call(input, kode);
  input.dispatchEvent(new Event('input', { bubbles: true }));
  input.form!.requestSubmit();
  await tunggu(() => !!document.querySelector(`section[aria-label="Penimbangan ${nama}"] [data-vonis]`));
  return performance.now() - t0;
};
