import { BlockList, isIP } from 'node:net';

/**
 * Which reverse proxies in front of the server are trusted to say who the client is (TRUST_PROXY):
 * none (the default: X-Forwarded-For is ignored, the socket's peer is the client), a number of hops
 * (e.g. '1': one proxy, whatever its address), or a list of proxy addresses and CIDR ranges
 * ('127.0.0.1, 10.0.0.0/8, ::1'; 'loopback' stands for 127.0.0.0/8 and ::1).
 */
export type TrustProxy = { jenis: 'tidak' } | { jenis: 'hop'; hop: number } | { jenis: 'daftar'; daftar: BlockList };

const TIDAK: TrustProxy = { jenis: 'tidak' };

/** '::ffff:10.0.0.1' (IPv4 on a dual-stack socket) → '10.0.0.1'; brackets and an IPv4 port dropped. */
export function normalAlamat(raw: string): string {
  let s = raw.trim();
  const bracket = /^\[([^\]]+)\](?::\d+)?$/.exec(s);
  if (bracket) s = bracket[1]!;
  else if (/^\d{1,3}(\.\d{1,3}){3}:\d+$/.test(s)) s = s.slice(0, s.lastIndexOf(':'));
  const mapped = /^::ffff:(\d{1,3}(\.\d{1,3}){3})$/i.exec(s);
  return (mapped ? mapped[1]! : s).toLowerCase();
}

function tambah(list: BlockList, item: string): void {
  if (item === 'loopback') {
    list.addSubnet('127.0.0.0', 8, 'ipv4');
    list.addAddress('::1', 'ipv6');
    return;
  }
  const [addr, bits, ...rest] = item.split('/');
  const alamat = normalAlamat(addr ?? '');
  const versi = isIP(alamat);
  if (!versi || rest.length) throw new Error(`TRUST_PROXY: alamat proxy tidak valid: ${item}`);
  const type = versi === 4 ? 'ipv4' : 'ipv6';
  if (bits === undefined) {
    list.addAddress(alamat, type);
    return;
  }
  const prefix = Number(bits);
  if (!/^\d+$/.test(bits) || prefix > (versi === 4 ? 32 : 128)) throw new Error(`TRUST_PROXY: rentang tidak valid: ${item}`);
  list.addSubnet(alamat, prefix, type);
}

/** Parses TRUST_PROXY; throws with the reason on a value it cannot read (checked at start-up). */
export function parseTrustProxy(raw: string | undefined): TrustProxy {
  const s = raw?.trim().toLowerCase() ?? '';
  if (s === '' || s === '0' || s === 'false' || s === 'tidak') return TIDAK;
  if (/^\d+$/.test(s)) {
    const hop = Number(s);
    if (hop > 10) throw new Error('TRUST_PROXY: jumlah proxy maksimal 10');
    return { jenis: 'hop', hop };
  }
  if (s === 'true') throw new Error("TRUST_PROXY: tulis jumlah proxy (mis. '1') atau alamatnya, bukan 'true'");
  const daftar = new BlockList();
  for (const item of s
    .split(',')
    .map((x) => x.trim())
    .filter(Boolean))
    tambah(daftar, item);
  return { jenis: 'daftar', daftar };
}

let cache: { raw: string | undefined; nilai: TrustProxy } | null = null;

/** The process's TRUST_PROXY (read each time, parsed once per value); an unreadable value trusts no proxy. */
export function trustProxyDariEnv(env: NodeJS.ProcessEnv = process.env): TrustProxy {
  const raw = env.TRUST_PROXY;
  if (cache && cache.raw === raw) return cache.nilai;
  let nilai: TrustProxy;
  try {
    nilai = parseTrustProxy(raw);
  } catch {
    nilai = TIDAK;
  }
  cache = { raw, nilai };
  return nilai;
}

function dipercaya(list: BlockList, alamat: string): boolean {
  const versi = isIP(alamat);
  return versi !== 0 && list.check(alamat, versi === 4 ? 'ipv4' : 'ipv6');
}

/**
 * The client's address: the socket's peer, or — behind trusted proxies — the right-most address of
 * X-Forwarded-For that is not one of them (what a client writes itself stays to the left and is never used).
 */
export function alamatKlien(socket: string, xff: string | undefined, trust: TrustProxy): string {
  const peer = normalAlamat(socket);
  if (trust.jenis === 'tidak' || !xff) return peer;
  const rantai = [...xff.split(',').map(normalAlamat).filter(Boolean), peer];
  if (trust.jenis === 'hop') return rantai[Math.max(0, rantai.length - 1 - trust.hop)]!.slice(0, 64);
  for (let i = rantai.length - 1; i > 0; i -= 1) {
    if (!dipercaya(trust.daftar, rantai[i]!)) return rantai[i]!.slice(0, 64);
  }
  return rantai[0]!.slice(0, 64);
}
