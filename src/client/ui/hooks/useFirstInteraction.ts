import { useEffect, useState } from 'react';

const INTERACTIONS = ['pointerdown', 'keydown', 'touchstart'] as const;

/** Calls `callback` once, at the first tap, click or key press anywhere on the page. Returns the unsubscribe. */
export function onFirstInteraction(callback: () => void): () => void {
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    stop();
    callback();
  };
  const stop = () => {
    for (const type of INTERACTIONS) window.removeEventListener(type, once, { capture: true });
  };
  for (const type of INTERACTIONS) window.addEventListener(type, once, { capture: true, passive: true });
  return stop;
}

/**
 * False until the visitor first taps, clicks or presses a key (true from the start when `now`). For code
 * that is only needed once someone acts, e.g. a menu: it loads on the way to the click instead of with the page.
 */
export function useFirstInteraction(now = false): boolean {
  const [happened, setHappened] = useState(now);
  useEffect(() => (happened ? undefined : onFirstInteraction(() => setHappened(true))), [happened]);
  return happened;
}
