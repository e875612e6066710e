/**
 * The first `Intl.DateTimeFormat('id-ID')` of a page loads the locale's ICU data: ~20 ms on a phone,
 * ~90 ms under Lighthouse's 4x CPU throttling, every later one costs ~1 ms. The site layout creates
 * id-ID formatters when its modules load, which made that cost part of the app's one long start-up
 * task; paying it here, in a task of its own while the app's code is still downloading, keeps it out.
 */
export function warmLocaleData(pathname: string): void {
  // Only the pages that show dates or fees on their first screen (home, competitions, event site).
  if (!/^\/($|events\b|event\b|lomba\b)/.test(pathname)) return;
  setTimeout(() => {
    new Intl.DateTimeFormat('id-ID', { day: '2-digit', month: 'short', year: 'numeric' });
    new Intl.NumberFormat('id-ID');
  }, 0);
}
