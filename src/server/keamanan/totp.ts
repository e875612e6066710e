import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';
import { TOTP_DIGITS, TOTP_ISSUER, TOTP_PERIOD } from '../../domain/schemas/keamanan';

/** One account's authenticator: SHA1, 6 digits, 30 s (what every authenticator app reads from the QR). */
function totpOf(secretBase32: string, label = ''): TOTP {
  return new TOTP({
    issuer: TOTP_ISSUER,
    label,
    algorithm: 'SHA1',
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD,
    secret: Secret.fromBase32(secretBase32),
  });
}

/** A fresh 160-bit secret (base32) and its otpauth:// URL labelled with the account's email. */
export function buatRahasiaTotp(email: string): { secret: string; url: string } {
  const secret = new Secret({ size: 20 }).base32;
  return { secret, url: totpOf(secret, email).toString() };
}

/** The QR code of an otpauth URL as an SVG data URL (an <img> shows it; nothing in it runs). */
export async function qrSvgDataUrl(url: string): Promise<string> {
  const svg = await QRCode.toString(url, { type: 'svg', errorCorrectionLevel: 'M', margin: 1 });
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}

/**
 * The time step a code belongs to, when it is right for now or one step either side (clock drift); null
 * otherwise. The caller still refuses a step already used (totp.langkah_terakhir).
 */
export function langkahKode(secretBase32: string, kode: string, now = Date.now()): number | null {
  const totp = totpOf(secretBase32);
  const delta = totp.validate({ token: kode, timestamp: now, window: 1 });
  return delta === null ? null : totp.counter({ timestamp: now }) + delta;
}
