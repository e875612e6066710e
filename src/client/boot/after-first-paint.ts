/**
 * Resolves once the browser has painted the static boot shell, so the app's JavaScript is fetched and
 * evaluated after the first paint instead of ahead of it. A hidden page (background tab, prerender)
 * paints no frames, so it goes on at once; the timeout covers a frame that never comes.
 */
export function afterFirstPaint(maxWaitMs = 300): Promise<void> {
  return new Promise((resolve) => {
    if (document.visibilityState !== 'visible') return resolve();
    const timer = setTimeout(resolve, maxWaitMs);
    requestAnimationFrame(() =>
      setTimeout(() => {
        clearTimeout(timer);
        resolve();
      }, 0),
    );
  });
}
