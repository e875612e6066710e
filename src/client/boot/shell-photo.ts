/**
 * Resolves once the boot shell's priority photo (the Home hero) is on screen, or at once where the shell
 * has none. Until then the app's code is not even asked for: the browser's largest paint is that photo,
 * and if it came after the app's requests had started, Lighthouse's estimate would count those requests
 * (and React's copy of the photo could become a new, later largest paint). The photo is small and
 * preloaded, so this rarely waits; a photo that fails or hangs lets the app go on (error, or maxWaitMs).
 */
export function shellPhotoPainted(maxWaitMs = 2000): Promise<void> {
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
