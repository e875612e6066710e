/** What the iOS check reads of the browser (navigator and matchMedia in the app; plain objects in tests). */
export interface BrowserInfo {
  userAgent: string;
  maxTouchPoints: number;
  /** Safari's own flag, true when opened from the home screen. */
  standalone?: boolean;
  displayModeStandalone: boolean;
}

/** Other iOS browsers and in-app web views: they cannot add to the home screen the way Safari does. */
const BUKAN_SAFARI = /CriOS|FxiOS|EdgiOS|OPiOS|OPT\/|YaBrowser|GSA\/|FBAN|FBAV|Instagram|Line\/|Twitter|MicroMessenger|TikTok/;

/**
 * Safari on an iPhone, iPod or iPad, not already running as the installed app. Safari never offers an
 * install prompt (no beforeinstallprompt), so these visitors get the 'Tambahkan ke Layar Utama' steps
 * instead. iPadOS Safari sends a Mac desktop user agent: a 'Macintosh' with a touch screen is an iPad.
 */
export function perluLangkahIos(b: BrowserInfo): boolean {
  const ua = b.userAgent;
  const ios = /iPhone|iPad|iPod/.test(ua) || (/Macintosh/.test(ua) && b.maxTouchPoints > 1);
  if (!ios || !/Safari\//.test(ua) || BUKAN_SAFARI.test(ua)) return false;
  return !(b.standalone === true || b.displayModeStandalone);
}

export function browserInfo(): BrowserInfo | null {
  if (typeof window === 'undefined' || typeof navigator === 'undefined') return null;
  return {
    userAgent: navigator.userAgent,
    maxTouchPoints: navigator.maxTouchPoints ?? 0,
    standalone: (navigator as Navigator & { standalone?: boolean }).standalone,
    displayModeStandalone: window.matchMedia?.('(display-mode: standalone)').matches ?? false,
  };
}
