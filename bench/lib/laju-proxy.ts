import { connect, createServer, type Socket } from 'node:net';

/** A TCP hop on loopback standing in for the venue's internet link: counts the bytes and can pace them. */
export interface LajuProxy {
  url: string;
  /** Bytes sent towards the client (the hub's downloads) and towards the target. */
  byte(): { turun: number; naik: number };
  close(): Promise<void>;
}

/** One direction of the link: every chunk waits its turn at `bitPerDetik`, shared by all connections. */
function arah(bitPerDetik: number | undefined, hitung: (n: number) => void) {
  let bebasPada = 0;
  return (dari: Socket, ke: Socket) => {
    dari.on('data', (chunk: Buffer) => {
      hitung(chunk.length);
      if (!bitPerDetik) {
        if (!ke.write(chunk)) {
          dari.pause();
          ke.once('drain', () => dari.resume());
        }
        return;
      }
      const kini = performance.now();
      const selesai = Math.max(kini, bebasPada) + (chunk.length * 8 * 1000) / bitPerDetik;
      bebasPada = selesai;
      dari.pause();
      setTimeout(() => {
        if (!ke.destroyed) ke.write(chunk);
        dari.resume();
      }, selesai - kini);
    });
  };
}

/**
 * Listens on 127.0.0.1 and forwards to `target`; with `bitPerDetik` each direction carries at most that rate (a
 * venue's uplink and downlink, full duplex), so a take-over's time is bounded by its bytes as it would be there.
 */
export async function startLajuProxy(target: string, bitPerDetik?: number): Promise<LajuProxy> {
  const to = new URL(target);
  let turun = 0;
  let naik = 0;
  const keTarget = arah(bitPerDetik, (n) => (naik += n));
  const keKlien = arah(bitPerDetik, (n) => (turun += n));
  const open = new Set<Socket>();
  const server = createServer((klien) => {
    const hulu = connect(Number(to.port), to.hostname);
    for (const s of [klien, hulu]) {
      open.add(s);
      s.on('close', () => open.delete(s));
      s.on('error', () => undefined);
    }
    klien.on('close', () => hulu.destroy());
    hulu.on('close', () => klien.destroy());
    keTarget(klien, hulu);
    keKlien(hulu, klien);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const a = server.address();
  const port = typeof a === 'object' && a ? a.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    byte: () => ({ turun, naik }),
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of open) s.destroy();
        server.close(() => resolve());
      }),
  };
}
