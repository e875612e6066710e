import { createElement, useSyncExternalStore, type ComponentProps, type ComponentType, type ReactNode } from 'react';

const RETRY_MS = 3000;

/**
 * A part of the page whose code loads on demand and which must never take the page down with it: on a first
 * visit with no route to the server (before the service worker holds the chunks), a failed load is tried
 * again every few seconds while the part shows its fallback (nothing, unless given), instead of rejecting and
 * unmounting the whole tree. Once the code is there, every place showing the part renders it at once.
 *
 * It does not suspend: a part that suspended inside a navigation could stay on its fallback after its code had
 * loaded, until something else re-rendered its parent (the header's sync badge and account menu on a direct
 * visit to /settings did). Here the loaded code is state the part subscribes to, so its arrival always renders.
 */
export function lazyPart<T extends ComponentType<any>>(
  load: () => Promise<T>,
  options: { fallback?: ReactNode } = {},
): (props: ComponentProps<T>) => ReactNode {
  let loaded: T | null = null;
  let loading = false;
  const listeners = new Set<() => void>();
  const attempt = (): void => {
    load().then(
      (component) => {
        loaded = component;
        listeners.forEach((listener) => listener());
      },
      () => setTimeout(attempt, RETRY_MS),
    );
  };
  const subscribe = (listener: () => void) => (listeners.add(listener), () => listeners.delete(listener));
  const snapshot = () => loaded;
  return (props: ComponentProps<T>): ReactNode => {
    if (!loading) attempt();
    loading = true;
    const Component = useSyncExternalStore(subscribe, snapshot, snapshot);
    return Component ? createElement(Component, props) : (options.fallback ?? null);
  };
}
