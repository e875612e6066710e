import { useCallback, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { ATLET_ADD_RULES, ATLET_DOKUMEN, checkTotalSize, type AtletDokumen } from '../../../../domain/schemas/atlet-files';
import { prepareDokumen } from '../compress/prepare-dokumen';
import { GAGAL_MEMPROSES_FILE } from '../compress/compress-dokumen';

export interface DokumenSlot {
  file: File | null;
  /** 0–100 while the chosen file is being checked and compressed, else null. */
  progress: number | null;
  error: string | null;
}

const EMPTY_SLOT: DokumenSlot = { file: null, progress: null, error: null };
const emptySlots = () => Object.fromEntries(ATLET_DOKUMEN.map((k) => [k, EMPTY_SLOT])) as Record<AtletDokumen, DokumenSlot>;

/** Sizes of the other documents plus the new one, against the 8MB total of an add. */
export function totalSizeProblem(slots: Record<AtletDokumen, DokumenSlot>, kind: AtletDokumen, size: number): string | null {
  const others = ATLET_DOKUMEN.filter((k) => k !== kind).map((k) => slots[k].file?.size ?? 0);
  return checkTotalSize([...others, size]);
}

/** The four documents of the add form: checked, compressed and size-checked as soon as one is chosen. */
export function useDokumenSlots() {
  const [slots, setSlots] = useState(emptySlots);
  const slotsRef = useRef(slots);
  slotsRef.current = slots;
  // A newer choice for the same document makes an older, still running one moot.
  const generation = useRef<Record<string, number>>({});

  const patch = useCallback((kind: AtletDokumen, next: Partial<DokumenSlot>) => {
    setSlots((s) => ({ ...s, [kind]: { ...s[kind], ...next } }));
  }, []);

  const choose = useCallback(
    async (kind: AtletDokumen, file: File) => {
      const mine = (generation.current[kind] ?? 0) + 1;
      generation.current[kind] = mine;
      const current = () => generation.current[kind] === mine;
      patch(kind, { progress: 0, error: null });
      try {
        const ready = await prepareDokumen(file, kind, ATLET_ADD_RULES[kind], (p) => current() && patch(kind, { progress: p }));
        if (!current()) return;
        const problem = totalSizeProblem(slotsRef.current, kind, ready.size);
        if (problem) throw new Error(problem);
        patch(kind, { file: ready, progress: null, error: null });
      } catch (err) {
        if (!current()) return;
        const message = err instanceof Error && err.message ? err.message : GAGAL_MEMPROSES_FILE;
        patch(kind, { progress: null, error: message });
        toast.error(message);
      }
    },
    [patch],
  );

  const remove = useCallback(
    (kind: AtletDokumen) => {
      generation.current[kind] = (generation.current[kind] ?? 0) + 1;
      patch(kind, EMPTY_SLOT);
    },
    [patch],
  );

  const reset = useCallback((files: Partial<Record<AtletDokumen, File>> = {}) => {
    for (const kind of ATLET_DOKUMEN) generation.current[kind] = (generation.current[kind] ?? 0) + 1;
    setSlots(
      Object.fromEntries(ATLET_DOKUMEN.map((k) => [k, { ...EMPTY_SLOT, file: files[k] ?? null }])) as Record<AtletDokumen, DokumenSlot>,
    );
  }, []);

  /** Messages the server gave per document (e.g. a refused type) under the documents concerned. */
  const markErrors = useCallback(
    (errors: Record<string, string> | undefined) => {
      for (const kind of ATLET_DOKUMEN) {
        const message = errors?.[kind];
        if (message) patch(kind, { error: message });
      }
    },
    [patch],
  );

  const files: Partial<Record<AtletDokumen, File>> = {};
  for (const kind of ATLET_DOKUMEN) {
    const file = slots[kind].file;
    if (file) files[kind] = file;
  }
  const processing = ATLET_DOKUMEN.some((k) => slots[k].progress !== null);

  return { slots, files, processing, choose, remove, reset, markErrors };
}
