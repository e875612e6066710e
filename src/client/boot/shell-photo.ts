/**
 * Resolves once the boot shell's priority photo (the Home hero) is on screen, or at once where the shell
 * has none. React's first render replaces the shell with its own copy of the photo: if the shell's copy
 * had not been painted by then, the browser would count React's as the page's largest paint, after all
 * the app's JavaScript instead of before it. The photo is small and preloaded, so this rarely waits; a
 * photo that fails or hangs lets the app go on (error, or after maxWaitMs).
 */
export function shellPhotoPainted(maxWaitMs = 2500): Promise<void> {
  const img = document.querySelector<HTMLImageElement>('#root img[fetchpriority="high"]');
  // A hidden page paints no frames (and has no largest paint to protect).
  if (!img || document.visibilityState !== 'visible') return Promise.resolve();
  return new Promise((resolve) => {
    setTimeout(resolve, maxWaitMs);
    const afterNextFrame = () => requestAnimationFrame(() => setTimeout(resolve, 0));
    if (img.complete) return afterNextFrame();
    img.addEventListener('load', afterNextFrame, { once: true });
    img.addEventListener('error', afterNextFrame, { once: true });
  });
}
