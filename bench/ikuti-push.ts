/**
 * 'Ikuti atlet': from the court desk's call to each alert reaching the push service (prints figures; not a test).
 *
 *   npm run build && npx tsx bench/ikuti-push.ts [--pengikut=2000] [--kali=3] [--database-url=postgres://…]
 *
 * The real `npm start` (bench/lib/production-server.ts) on the demo seed (or a PostgreSQL database), with a stand-in
 * push service on loopback allowed through PUSH_ENDPOINT_ALLOW. Two Kyorugi classes are drawn onto 'Lapangan A' and
 * numbered. For each call, `pengikut` devices (each with its own P-256 keys and secret, as a browser subscribes) follow
 * the two athletes of one bout (half each) through PUT /public/ikuti; the desk calls the bout (POST /partai/{id}/panggil)
 * and the push service takes the time each 'Dipanggil ke Lapangan A' arrives (decrypted, RFC 8291) after the call was
 * sent. Earlier 'N partai lagi' alerts of the same followers are counted apart. One machine, one clock.
 */
import { createDecipheriv, createECDH, hkdfSync, randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { undiKelas, type KelasBagan, type PanggilApi } from '../test-support/undian';
import { apiDi } from './lib/partai-bertanding';
import { startProductionServer } from './lib/production-server';

const arg = (n: string, d: string) => process.argv.find((a) => a.startsWith(`--${n}=`))?.split('=')[1] ?? d;
const PENGIKUT = Number(arg('pengikut', '2000'));
const KALI = Number(arg('kali', '3'));
const DB = arg('database-url', '');

interface Perangkat {
  path: string;
  ecdh: ReturnType<typeof createECDH>;
  auth: Buffer;
  token: string;
}

function buka(p: Perangkat, body: Buffer): string {
  const salt = body.subarray(0, 16);
  const idlen = body[20];
  const kunci = body.subarray(21, 21 + idlen);
  const isi = body.subarray(21 + idlen);
  const publik = p.ecdh.getPublicKey();
  const ikm = Buffer.from(
    hkdfSync('sha256', p.ecdh.computeSecret(kunci), p.auth, Buffer.concat([Buffer.from('WebPush: info\0'), publik, kunci]), 32),
  );
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const d = createDecipheriv('aes-128-gcm', cek, nonce);
  d.setAuthTag(isi.subarray(isi.length - 16));
  const polos = Buffer.concat([d.update(isi.subarray(0, isi.length - 16)), d.final()]);
  return polos.subarray(0, polos.lastIndexOf(2)).toString('utf8');
}

const perangkat = new Map<string, Perangkat>();
/** Bodies are decrypted when read, not as they arrive, so decryption does not hold up the next arrival's time. */
const masuk: { t: number; p: Perangkat; body: Buffer; judul?: string }[] = [];
const judul = (m: (typeof masuk)[number]) => (m.judul ??= (JSON.parse(buka(m.p, m.body)) as { judul: string }).judul);
const layanan = createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (c: Buffer) => chunks.push(c));
  req.on('end', () => {
    const t = performance.now();
    const p = perangkat.get(req.url ?? '');
    res.writeHead(201).end();
    if (p) masuk.push({ t, p, body: Buffer.concat(chunks) });
  });
});
await new Promise<void>((r) => layanan.listen(0, '127.0.0.1', () => r()));
const pushUrl = `http://127.0.0.1:${(layanan.address() as AddressInfo).port}`;

const server = await startProductionServer({ databaseUrl: DB || undefined, env: { PUSH_ENDPOINT_ALLOW: pushUrl } });
const api = apiDi(server.base);
try {
  const login = await api<{ token: string; user: { admin_kompetisi: { id_kompetisi: number } } }>('/auth/login', null, 'POST', {
    email: 'kompetisi@arenatkd.demo',
    password: 'Kompetisi123!',
  });
  const tok = login.token;
  const k = login.user.admin_kompetisi.id_kompetisi;
  const bagan = await api<{ kelas: KelasBagan[] }>(`/kompetisi/${k}/bagan`, tok);
  const kelas = bagan.kelas
    .filter((x) => x.kelas.cabang === 'KYORUGI' && x.peserta.filter((p) => p.status === 'APPROVED').length >= 8)
    .slice(0, 2);
  const panggil: PanggilApi = (path, init) => api(path, tok, init?.method ?? 'GET', init?.json);
  for (const x of kelas) await undiKelas(panggil, x);
  const kompetisi = await api<{ tanggal_mulai: string }>(`/kompetisi/${k}`, tok);
  const hari = await api<{ hari: { id_hari: number }[] }>(`/kompetisi/${k}/hari`, tok, 'POST', {
    tanggal: kompetisi.tanggal_mulai.slice(0, 10),
  });
  const id_hari = hari.hari[0].id_hari;
  const l = await api<{ hari: { lapangan: { id_lapangan: number }[] }[] }>(`/kompetisi/${k}/lapangan`, tok, 'POST', {
    id_hari,
    nama: 'Lapangan A',
    mulai: '08:00',
    cabang: 'KYORUGI',
  });
  const id_lapangan = l.hari[0].lapangan[0].id_lapangan;
  await api(`/kompetisi/${k}/jadwal`, tok, 'PUT', {
    kelas: kelas.map((x, i) => ({ id_kelas_kejuaraan: x.kelas.id_kelas_kejuaraan, id_lapangan, urutan: i + 1 })),
  });
  await api(`/kompetisi/${k}/jadwal/nomor`, tok, 'POST', { id_hari });
  type Partai = {
    id_match: string;
    nomor: number;
    versi: number;
    sudut_a: { id_peserta_kompetisi: number } | null;
    sudut_b: { id_peserta_kompetisi: number } | null;
  };
  const semua = (await api<{ partai: Partai[] }>(`/lapangan/${id_lapangan}/partai`, tok)).partai.filter((p) => p.sudut_a && p.sudut_b);

  const waktu: number[] = [];
  for (let c = 0; c < KALI && c < semua.length; c++) {
    const p = semua[c];
    const ids = [p.sudut_a!.id_peserta_kompetisi, p.sudut_b!.id_peserta_kompetisi];
    const grup: Perangkat[] = [];
    for (let i = 0; i < PENGIKUT; i++) {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const d: Perangkat = { path: `/k${c}/d${i}`, ecdh, auth: randomBytes(16), token: randomBytes(32).toString('base64url') };
      perangkat.set(d.path, d);
      grup.push(d);
    }
    const mulaiIkut = performance.now();
    for (let i = 0; i < grup.length; i += 50)
      await Promise.all(
        grup.slice(i, i + 50).map((d, j) =>
          api('/public/ikuti', null, 'PUT', {
            token: d.token,
            langganan: {
              endpoint: pushUrl + d.path,
              keys: { p256dh: d.ecdh.getPublicKey().toString('base64url'), auth: d.auth.toString('base64url') },
            },
            id_kompetisi: k,
            id_peserta: [ids[(i + j) % 2]],
          }),
        ),
      );
    const ikut = performance.now() - mulaiIkut;
    const awal = masuk.length;
    const t0 = performance.now();
    await api(`/partai/${p.id_match}/panggil`, tok, 'POST', { versi: p.versi });
    const dijawab = performance.now() - t0;
    const batas = performance.now() + 60_000;
    const dipanggil = () => masuk.slice(awal).filter((m) => judul(m) === 'Dipanggil ke Lapangan A');
    // Waits on the count of arrivals (any kind) first, then reads them.
    while (masuk.length - awal < PENGIKUT && performance.now() < batas) await new Promise((r) => setTimeout(r, 20));
    while (dipanggil().length < PENGIKUT && performance.now() < batas) await new Promise((r) => setTimeout(r, 20));
    const lat = dipanggil()
      .map((m) => m.t - t0)
      .sort((a, b) => a - b);
    waktu.push(...lat);
    console.log(
      `panggil partai ${p.nomor}: ${lat.length}/${PENGIKUT} 'Dipanggil' in ${(lat.at(-1) ?? NaN).toFixed(0)} ms (first ${lat[0]?.toFixed(0)} ms, p95 ${lat[Math.floor(lat.length * 0.95)]?.toFixed(0)} ms); call answered ${dijawab.toFixed(0)} ms; ${PENGIKUT} follows made in ${(ikut / 1000).toFixed(1)} s`,
    );
  }
  waktu.sort((a, b) => a - b);
  const q = (x: number) => waktu[Math.min(waktu.length - 1, Math.floor(waktu.length * x))].toFixed(0);
  console.log(
    `all ${waktu.length} alerts: p50 ${q(0.5)} ms, p95 ${q(0.95)} ms, max ${q(1)} ms (target p95 ≤ 5000 ms); other alerts received: ${masuk.filter((m) => judul(m) !== 'Dipanggil ke Lapangan A').length}`,
  );
} finally {
  await server.stop();
  layanan.close();
}
