import { describe, expect, it } from 'vitest';
import { perluLangkahIos } from '../../src/client/pwa/ios-install';

const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const IPAD_DESKTOP =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15';
const IPHONE_CHROME =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/126.0.6478.54 Mobile/15E148 Safari/604.1';
const IPHONE_INSTAGRAM =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Instagram 334.0.4.32.98';
const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';

const info = (userAgent: string, extra: { maxTouchPoints?: number; standalone?: boolean; displayModeStandalone?: boolean } = {}) => ({
  userAgent,
  maxTouchPoints: 5,
  displayModeStandalone: false,
  ...extra,
});

describe("who gets the 'Tambahkan ke Layar Utama' steps", () => {
  it('Safari on an iPhone, and on an iPad that sends the Mac desktop user agent (told apart by its touch screen)', () => {
    expect(perluLangkahIos(info(IPHONE_SAFARI))).toBe(true);
    expect(perluLangkahIos(info(IPAD_DESKTOP, { maxTouchPoints: 5 }))).toBe(true);
    expect(perluLangkahIos(info(IPAD_DESKTOP, { maxTouchPoints: 0 }))).toBe(false); // a real Mac
  });
  it('not once it runs from the home screen', () => {
    expect(perluLangkahIos(info(IPHONE_SAFARI, { standalone: true }))).toBe(false);
    expect(perluLangkahIos(info(IPHONE_SAFARI, { displayModeStandalone: true }))).toBe(false);
  });
  it('not other iOS browsers or in-app views, and not Android (which has the install prompt)', () => {
    expect(perluLangkahIos(info(IPHONE_CHROME))).toBe(false);
    expect(perluLangkahIos(info(IPHONE_INSTAGRAM))).toBe(false);
    expect(perluLangkahIos(info(ANDROID_CHROME))).toBe(false);
  });
});
