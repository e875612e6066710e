import { lookup as dnsLookup, type LookupAddress, type LookupOneOptions } from 'node:dns';
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { BlockList, isIP } from 'node:net';

/**
 * Where the server may post Web Push messages. A subscription's endpoint is written by the browser, but a
 * logged-in user can send any URL: the server would then connect wherever it says (SSRF). So an endpoint is
 * accepted only on the public push services' hosts, https, port 443 — plus the exact origins an operator lists
 * in PUSH_ENDPOINT_ALLOW (a self-hosted or a test's stand-in push service; nothing is allowed by default).
 * At send time the host's addresses are checked again as the connection is made (no loopback, private,
 * link-local or metadata address), so a name that later resolves inward is refused too.
 */

export const PESAN_ENDPOINT_ASING = 'Alamat langganan push harus dari layanan push browser (https, mis. fcm.googleapis.com)';
export const PESAN_ENDPOINT_AKUN_LAIN = 'Alamat langganan push ini sudah terdaftar untuk akun lain';

/** Push services of the browsers in use: Chrome/Edge-Chromium/Opera/Samsung (FCM), Firefox, Windows, Safari. */
const HOST_TEPAT = new Set(['fcm.googleapis.com', 'web.push.apple.com']);
const AKHIRAN = ['.push.services.mozilla.com', '.notify.windows.com', '.push.apple.com'];

/** The exact origins of PUSH_ENDPOINT_ALLOW ('http://127.0.0.1:4000, https://push.sendiri.id'). */
function asalTambahan(env: NodeJS.ProcessEnv = process.env): Set<string> {
  const out = new Set<string>();
  for (const item of (env.PUSH_ENDPOINT_ALLOW ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)) {
    try {
      out.add(new URL(item).origin);
    } catch {
      /* not an origin: ignored */
    }
  }
  return out;
}

export type PenilaianEndpoint = { boleh: false } | { boleh: true; url: URL; tambahan: boolean };

/** Whether an endpoint may be stored and posted to; `tambahan` when it is one of the operator's own origins. */
export function nilaiEndpoint(endpoint: string, env: NodeJS.ProcessEnv = process.env): PenilaianEndpoint {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return { boleh: false };
  }
  if (url.username || url.password) return { boleh: false };
  if (asalTambahan(env).has(url.origin)) return { boleh: true, url, tambahan: true };
  const host = url.hostname.toLowerCase();
  const dikenal = HOST_TEPAT.has(host) || AKHIRAN.some((a) => host.endsWith(a) && host.length > a.length);
  if (url.protocol !== 'https:' || url.port !== '' || !dikenal) return { boleh: false };
  return { boleh: true, url, tambahan: false };
}

const TERLARANG = new BlockList();
for (const [net, bits] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  TERLARANG.addSubnet(net, bits, 'ipv4');
for (const [net, bits] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
  ['2001:db8::', 32],
  ['100::', 64],
] as const)
  TERLARANG.addSubnet(net, bits, 'ipv6');

/** Loopback, private, link-local (the cloud metadata service), shared, documentation, multicast or reserved. */
export function alamatTerlarang(alamat: string): boolean {
  const versi = isIP(alamat);
  if (versi === 0) return true;
  if (versi === 4) return TERLARANG.check(alamat, 'ipv4');
  const lower = alamat.toLowerCase();
  // IPv4 inside IPv6 (mapped ::ffff:a.b.c.d, NAT64 64:ff9b::a.b.c.d): judged by the IPv4 address.
  const v4 = /^(?:::ffff:|64:ff9b::)(\d{1,3}(?:\.\d{1,3}){3})$/.exec(lower);
  if (v4) return TERLARANG.check(v4[1]!, 'ipv4');
  const hex = /^(?:::ffff:|64:ff9b::)([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(lower);
  if (hex) {
    const n = (parseInt(hex[1]!, 16) << 16) | parseInt(hex[2]!, 16);
    return TERLARANG.check([n >>> 24, (n >>> 16) & 255, (n >>> 8) & 255, n & 255].join('.'), 'ipv4');
  }
  return TERLARANG.check(alamat, 'ipv6');
}

export class AlamatDitolak extends Error {}

type LookupCb = (err: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

/** dns.lookup that refuses an inward address: used by the connection itself, so the checked address is the one dialled. */
function lookupAman(hostname: string, options: LookupOneOptions, cb: LookupCb): void {
  dnsLookup(hostname, { ...options, all: true }, (err, addresses) => {
    if (err) return cb(err, '');
    const list = addresses as LookupAddress[];
    const buruk = list.find((a) => alamatTerlarang(a.address));
    if (buruk || list.length === 0)
      return cb(new AlamatDitolak(`alamat layanan push ditolak: ${hostname} → ${buruk?.address ?? 'tidak ada'}`), '');
    if ((options as { all?: boolean }).all) return cb(null, list);
    cb(null, list[0]!.address, list[0]!.family);
  });
}

/**
 * POSTs one push message; answers the push service's status code. An endpoint not allowed (any more) throws
 * AlamatDitolak without connecting; redirects are not followed.
 */
export function postKeLayananPush(
  endpoint: string,
  headers: Record<string, string>,
  body: Buffer | undefined,
  batasMs: number,
): Promise<number> {
  const nilai = nilaiEndpoint(endpoint);
  if (!nilai.boleh) return Promise.reject(new AlamatDitolak(`alamat layanan push tidak diizinkan: ${endpoint.slice(0, 200)}`));
  const { url, tambahan } = nilai;
  if (!tambahan && isIP(url.hostname.replace(/^\[|\]$/g, '')) && alamatTerlarang(url.hostname.replace(/^\[|\]$/g, ''))) {
    return Promise.reject(new AlamatDitolak(`alamat layanan push ditolak: ${url.hostname}`));
  }
  const kirim = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const req = kirim(
      url,
      {
        method: 'POST',
        headers: { ...headers, ...(body ? { 'content-length': String(body.length) } : { 'content-length': '0' }) },
        lookup: tambahan ? undefined : (lookupAman as never),
        timeout: batasMs,
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
        res.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(new Error('waktu habis menunggu layanan push')));
    req.on('error', reject);
    req.end(body);
  });
}
