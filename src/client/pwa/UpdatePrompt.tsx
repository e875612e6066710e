import { useSyncExternalStore } from 'react';
import { lazyPart } from '../ui/lazy-retry';
import { isSwUpdateWaiting, subscribeSwUpdate } from './sw-update-store';

// The toast's code loads only when a new version waits, not with every first load.
const UpdatePromptToast = lazyPart(() => import('./UpdatePromptToast').then((m) => m.UpdatePromptToast));

/** Asks the user to load the new version once one waits. The user decides: no auto-reload. */
export function UpdatePrompt() {
  const waiting = useSyncExternalStore(subscribeSwUpdate, isSwUpdateWaiting, () => false);
  if (!waiting) return null;
  return <UpdatePromptToast />;
}
