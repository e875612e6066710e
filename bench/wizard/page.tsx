// Browser side of bench/wizard.ts: the coach's data stored in IndexedDB by the app's own functions, the real
// useWizard hook reading it from Dexie, and step 3 (LangkahAtlet) rendered for one class at a time.
import { useLayoutEffect } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { QueryClientProvider } from '@tanstack/react-query';
import '../../src/client/styles.css';
import { replaceServerList } from '../../src/client/data/atlet/store';
import { ArenaDatabase, setDb } from '../../src/client/data/db';
import { kelasKey, pesertaListKey } from '../../src/client/data/kompetisi/keys';
import { storeServerValue } from '../../src/client/data/outbox';
import { writeSession } from '../../src/client/data/session';
import { LangkahAtlet } from '../../src/client/features/kompetisi/wizard/LangkahAtlet';
import { useWizard, type Wizard } from '../../src/client/features/kompetisi/wizard/useWizard';
import { queryClient } from '../../src/client/ui/app/query-client';
import { ukuranTim } from '../../src/domain/kompetisi/eligibility-tim';
import { WIZARD_AWAL, wizardReducer, type WizardAksi } from '../../src/domain/kompetisi/wizard';
import { kelasKandidat, opsiAtlet } from '../../src/domain/kompetisi/wizard-kelas';
import type { WizardPayload } from './data';

interface Counts {
  atlet: number;
  kelas: number;
  entri: number;
}

declare global {
  interface Window {
    wizardSeed(p: WizardPayload): Promise<void>;
    wizardLoad(expect: Counts): Promise<number>;
    wizardCompute(aksi: WizardAksi[], n: number): { ms: number[]; meanOf1000: number; eligible: number[]; kandidat: number };
    wizardOpen(aksi: WizardAksi[], radios: number): Promise<number>;
    wizardSwitch(aksi: WizardAksi[], radios: number): number;
  }
}

const db = new ArenaDatabase('bench-wizard');
setDb(db);
const container = document.getElementById('root')!;
let kompetisi: WizardPayload['kompetisi'];
let root: Root | null = null;
/** The mounted hook's value after its latest commit, and a check run after every commit. */
let wizard: Wizard | null = null;
let afterCommit: (() => void) | null = null;
let expected: Counts = { atlet: 0, kelas: 0, entri: 0 };
const radios = () => container.querySelectorAll('input[type=radio]').length;
const loaded = (w: Wizard | null) =>
  !!w &&
  w.konteks.atlet.length === expected.atlet &&
  w.konteks.kelas.length === expected.kelas &&
  (w.konteks.entri?.length ?? 0) === expected.entri;

/**
 * The wizard dialog's hook and its step 3 (shown on step 3 as in WizardPendaftaran, or at once with `always`);
 * steps 1-2 chosen by `aksi` as the dialog's buttons dispatch them.
 */
function Step3({ aksi, always }: { aksi: readonly WizardAksi[]; always: boolean }) {
  const w = useWizard(kompetisi);
  useLayoutEffect(() => {
    for (const a of aksi) w.dispatch(a);
  }, []);
  useLayoutEffect(() => {
    wizard = w;
    afterCommit?.();
  });
  return <div className="w-full max-w-xl p-5">{(always || w.state.langkah === 3) && <LangkahAtlet wizard={w} />}</div>;
}

/** Mounts the hook afresh (it reads Dexie again) and resolves with the ms until `done` holds after a commit. */
function mount(aksi: readonly WizardAksi[], always: boolean, done: () => boolean): Promise<number> {
  root?.unmount();
  wizard = null;
  const start = performance.now();
  return new Promise((resolve) => {
    afterCommit = () => {
      if (!done()) return;
      afterCommit = null;
      void container.offsetHeight;
      resolve(performance.now() - start);
    };
    root = createRoot(container);
    root.render(
      <QueryClientProvider client={queryClient}>
        <Step3 aksi={aksi} always={always} />
      </QueryClientProvider>,
    );
  });
}

/** What the app keeps after a coach's visit online: the athlete list, the classes and the coach's entries. */
window.wizardSeed = async (p) => {
  writeSession(p.session);
  const owner = p.session.user.id_akun;
  await replaceServerList(db, owner, p.atlet);
  await storeServerValue(db, kelasKey(p.kompetisi.id_kompetisi), owner, p.kelas);
  await storeServerValue(db, pesertaListKey(p.kompetisi.id_kompetisi), owner, p.peserta);
  kompetisi = p.kompetisi;
};

/** Opening the wizard: until the hook holds every athlete, class and entry. Leaves it mounted. */
window.wizardLoad = (expect) => {
  expected = expect;
  return mount([], false, () => loaded(wizard));
};

/** Step 3's computation for one class, as LangkahAtlet's two useMemos run it, on the loaded hook's data. */
window.wizardCompute = (aksi, n) => {
  const konteks = wizard!.konteks;
  const state = aksi.reduce(wizardReducer, WIZARD_AWAL);
  const run = () => {
    const kandidat = kelasKandidat(konteks.kelas, state);
    const slots = kandidat[0] ? ukuranTim(kandidat[0]) : 1;
    return Array.from({ length: slots }, (_, slot) => opsiAtlet(state, konteks, slot));
  };
  const ms: number[] = [];
  for (let i = 0; i < n; i++) {
    const start = performance.now();
    run();
    ms.push(performance.now() - start);
  }
  const start = performance.now();
  for (let i = 0; i < 1000; i++) run();
  const meanOf1000 = (performance.now() - start) / 1000;
  return { ms, meanOf1000, eligible: run().map((list) => list.length), kandidat: kelasKandidat(konteks.kelas, state).length };
};

/** Cold: mount the hook (Dexie read, parse, build) with the class chosen and step 3 shown, until its list is laid out. */
window.wizardOpen = (aksi, n) => mount(aksi, true, () => loaded(wizard) && radios() === n);

/**
 * Warm (the dialog's hook loaded): steps 1-2 chosen afresh, then Selanjutnya on step 2 is timed: the step's
 * validation, step 3's computation, rendering its list and layout.
 */
window.wizardSwitch = (aksi, n) => {
  flushSync(() => {
    wizard!.dispatch({ type: 'reset' });
    for (const a of aksi) wizard!.dispatch(a);
  });
  const ke2 = flushSync(() => wizard!.next());
  void container.offsetHeight;
  const start = performance.now();
  const ke3 = flushSync(() => wizard!.next());
  void container.offsetHeight;
  const ms = performance.now() - start;
  if (ke2 ?? ke3) throw new Error(`${ke2 ?? ke3}`);
  if (radios() !== n) throw new Error(`expected ${n} athletes on step 3, found ${radios()}`);
  return ms;
};
