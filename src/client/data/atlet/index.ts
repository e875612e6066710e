import { useBusy } from '../use-busy';
import { addAtlet, updateAtlet } from './write';
import type { AtletDokumen } from '../../../domain/schemas/atlet-files';

/** Athletes: reads from Dexie first, writes through the outbox. Screens import from here. */
export { useAtlet, useAtletList, useAtletStats } from './read';
export {
  addAtlet,
  discardQueued,
  loadQueuedAdd,
  updateAtlet,
  type AddAtletInput,
  type AtletFiles,
  type RefusedEdit,
  type UpdateAtletInput,
} from './write';
export { atletPath, type AtletView } from './view';

export function atletFileUrl(kind: AtletDokumen, name: string | null | undefined): string | undefined {
  return name ? `/uploads/atlet/${kind}/${name}` : undefined;
}

export function useAddAtlet() {
  const [isSaving, save] = useBusy(addAtlet);
  return { isSaving, save };
}

export function useUpdateAtlet() {
  const [isSaving, save] = useBusy(updateAtlet);
  return { isSaving, save };
}
