// Captures `beforeinstallprompt` as early as possible (module load), since the
// browser may fire it before any button is mounted.
interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed'; platform: string }>;
}

type Listener = () => void;

let deferred: BeforeInstallPromptEvent | null = null;
const listeners = new Set<Listener>();

function set(next: BeforeInstallPromptEvent | null): void {
  deferred = next;
  for (const listener of listeners) listener();
}

if (typeof window !== 'undefined') {
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    set(event as BeforeInstallPromptEvent);
  });
  window.addEventListener('appinstalled', () => set(null));
}

export function subscribeInstallPrompt(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function isInstallable(): boolean {
  return deferred !== null;
}

/** Shows the browser's install dialog; an event can be used once only. */
export async function promptInstall(): Promise<boolean> {
  const event = deferred;
  if (!event) return false;
  set(null);
  await event.prompt();
  const choice = await event.userChoice;
  return choice.outcome === 'accepted';
}
