import type { Page } from 'playwright-core';

/**
 * Runs a self-contained function in the page from its source. tsx keeps function names by wrapping
 * them in __name(), which the page does not define, so a no-op stands in for it.
 */
export async function evaluateSource<A extends unknown[], R>(page: Page, fn: (...args: A) => Promise<R>, ...args: A): Promise<R> {
  return page.evaluate(
    async ({ source, args: list }) => {
      const run = (0, eval)(`(() => { var __name = (f) => f; return (${source}); })()`) as (...a: unknown[]) => Promise<unknown>;
      return run(...list);
    },
    { source: fn.toString(), args },
  ) as Promise<R>;
}
