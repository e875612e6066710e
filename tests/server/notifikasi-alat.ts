import { createDecipheriv, createECDH, hkdfSync, randomBytes } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** Test tools for mail and push: a real local SMTP server, a stand-in push service, a browser's push keys. */

export interface SuratMasuk {
  from: string;
  to: string[];
  subject: string;
  text: string;
  raw: string;
}

/** =?UTF-8?Q?..?= / =?UTF-8?B?..?= words of a header back to text. */
function decodeWords(value: string): string {
  return value.replace(/=\?([^?]+)\?([QqBb])\?([^?]*)\?=\s*/g, (_, _cs: string, enc: string, data: string) =>
    enc.toUpperCase() === 'B'
      ? Buffer.from(data, 'base64').toString('utf8')
      : Buffer.from(
          data.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/gi, (_m, h: string) => String.fromCharCode(parseInt(h, 16))),
          'latin1',
        ).toString('utf8'),
  );
}

function decodeQp(body: string): string {
  const bytes = body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_m, h: string) => String.fromCharCode(parseInt(h, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/** A single-part text/plain message as nodemailer writes it: its subject and decoded text. */
export function bacaSurat(raw: string): { subject: string; text: string } {
  const split = raw.indexOf('\r\n\r\n');
  const head = raw.slice(0, split).replace(/\r\n[ \t]+/g, ' ');
  const body = raw.slice(split + 4);
  const header = (name: string) =>
    head
      .split('\r\n')
      .find((l) => l.toLowerCase().startsWith(`${name}:`))
      ?.slice(name.length + 1)
      .trim() ?? '';
  const cte = header('content-transfer-encoding').toLowerCase();
  const text = cte === 'quoted-printable' ? decodeQp(body) : cte === 'base64' ? Buffer.from(body, 'base64').toString('utf8') : body;
  return { subject: decodeWords(header('subject')), text: text.replace(/\r\n/g, '\n').replace(/\n$/, '') };
}

/**
 * A real SMTP server on 127.0.0.1 (no TLS; AUTH PLAIN/LOGIN against user/pass). A recipient starting with
 * 'tolak' is refused with 550, as a real server refuses an unknown mailbox.
 */
export async function smtpLokal(user = 'arena', pass = 'rahasia-smtp', host = '127.0.0.1') {
  const masuk: SuratMasuk[] = [];
  /** jedaMs: the server takes this long to accept a message (a slow mail server); auth: AUTH attempts seen. */
  const state = { jedaMs: 0, auth: 0 };
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    logger: false,
    onAuth(auth, _session, cb) {
      state.auth += 1;
      if (auth.username === user && auth.password === pass) cb(null, { user });
      else cb(Object.assign(new Error('Invalid username or password'), { responseCode: 535 }));
    },
    onRcptTo(address, _session, cb) {
      if (address.address.startsWith('tolak')) cb(Object.assign(new Error('Mailbox tidak ada'), { responseCode: 550 }));
      else cb();
    },
    onData(stream, session, cb) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const from = session.envelope.mailFrom ? session.envelope.mailFrom.address : '';
        setTimeout(() => {
          masuk.push({ from, to: session.envelope.rcptTo.map((r) => r.address), raw, ...bacaSurat(raw) });
          cb();
        }, state.jedaMs);
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, host, () => resolve()));
  const port = (server.server.address() as AddressInfo).port;
  return {
    port,
    masuk,
    state,
    tutup: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export interface PushMasuk {
  path: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** An HTTP endpoint standing in for a push service: records each POST and answers `status` (201 by default). */
export async function pushLokal() {
  const masuk: PushMasuk[] = [];
  const state = { status: 201 };
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      masuk.push({ path: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks) });
      res.writeHead(state.status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    masuk,
    state,
    tutup: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** What a browser makes when it subscribes: a P-256 key pair and a 16-byte auth secret (base64url). */
export function browserPalsu(endpoint: string) {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16);
  const publik = ecdh.getPublicKey();
  return {
    langganan: { endpoint, keys: { p256dh: publik.toString('base64url'), auth: auth.toString('base64url') } },
    /** RFC 8291 decryption of an aes128gcm body (one record), as the browser does it. */
    buka(body: Buffer): string {
      const salt = body.subarray(0, 16);
      const idlen = body[20];
      const kunciServer = body.subarray(21, 21 + idlen);
      const isi = body.subarray(21 + idlen);
      const rahasia = ecdh.computeSecret(kunciServer);
      const info = Buffer.concat([Buffer.from('WebPush: info\0'), publik, kunciServer]);
      const ikm = Buffer.from(hkdfSync('sha256', rahasia, auth, info, 32));
      const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
      const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
      const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
      decipher.setAuthTag(isi.subarray(isi.length - 16));
      const polos = Buffer.concat([decipher.update(isi.subarray(0, isi.length - 16)), decipher.final()]);
      const akhir = polos.lastIndexOf(2); // padding delimiter of the last record
      return polos.subarray(0, akhir).toString('utf8');
    },
  };
}

/** Polls until `cek` holds (background sends finish after the response). */
export async function tunggu(cek: () => boolean, ms = 5000): Promise<void> {
  const akhir = Date.now() + ms;
  while (!cek()) {
    if (Date.now() > akhir) throw new Error('waktu habis menunggu');
    await new Promise((r) => setTimeout(r, 20));
  }
}
