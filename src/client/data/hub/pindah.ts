import * as v from 'valibot';
import type { KodeUmum } from '../../../domain/tolak';
import { ruangAlamat, type InitJaringan } from '../api-url';
import type { ArenaDatabase } from '../db';
import { retryEntry } from '../outbox';
import { hubPerangkat, simpanHub } from './sambungan';
import { keadaanServerSchema, type KeadaanHub } from './skema';

/** A write the server refused because the other one owns it (a venue hub holds the competition, or no longer does). */
const DIKELOLA_HUB: KodeUmum = 'dikelola_hub';

export interface KeadaanAntrean {
  /** Writes still on their way to the server in use now (any account's). */
  menunggu: number;
  /** Writes that server refused with 'dikelola_hub': they belong to the other server and go there after a switch. */
  milikServerLain: number;
}

export async function bacaAntrean(db: ArenaDatabase): Promise<KeadaanAntrean> {
  const semua = await db.outbox.toArray();
  return {
    menunggu: semua.filter((e) => e.status !== 'rejected').length,
    milikServerLain: semua.filter((e) => e.status === 'rejected' && e.lastKode === DIKELOLA_HUB).length,
  };
}

/**
 * A device changes servers only with nothing on its way: a write sent to one server and not yet answered may already be
 * applied there, so it must never be sent to the other. Writes the old server refused as not its own may move.
 */
export const bolehPindah = (a: KeadaanAntrean) => a.menunggu === 0;

export function pesanAntrean(a: KeadaanAntrean, serverKini: string): string {
  return (
    `${a.menunggu} perubahan di perangkat ini masih menunggu dikirim ke ${serverKini}. ` +
    'Tunggu sampai terkirim (lihat tanda sinkron di kepala halaman) atau abaikan yang tidak diperlukan, lalu coba lagi.'
  );
}

/** Chrome's Local Network Access: the browser knows `targetAddressSpace` (Chrome 142 and later). */
export const lnaDidukung = () => typeof Request !== 'undefined' && 'targetAddressSpace' in Request.prototype;

export type HasilCobaHub =
  | { ok: true; keadaan: KeadaanHub }
  | { ok: false; alasan: 'tanpa_lna' | 'tak_terjangkau' | 'bukan_hub' | 'belum_mengelola'; pesan: string };

const CARA_LAIN = 'Buka alamat hub langsung di browser perangkat ini: aplikasi di sana bekerja seperti di server pusat.';

/**
 * Asks the hub who it is (GET /api/server/keadaan) with `targetAddressSpace: 'local'` ('loopback' for one on this
 * machine): Chrome then asks the user once
 * whether this app may reach devices on the local network. A browser without it (iPhone, TV, older browsers) refuses a
 * page on https calling an http address: that is said as such, with the hub's own address as the way round.
 */
export async function cobaHub(asal: string, timeoutMs = 10_000): Promise<HasilCobaHub> {
  let res: Response;
  try {
    const init: InitJaringan = {
      targetAddressSpace: ruangAlamat(asal),
      cache: 'no-store',
      headers: { Accept: 'application/json' },
      signal: AbortSignal.timeout(timeoutMs),
    };
    res = await fetch(`${asal}/api/server/keadaan`, init);
  } catch {
    const diblokir = !lnaDidukung() && typeof location !== 'undefined' && location.protocol === 'https:' && asal.startsWith('http:');
    return diblokir
      ? { ok: false, alasan: 'tanpa_lna', pesan: `Browser ini tidak mengizinkan aplikasi memanggil jaringan lokal. ${CARA_LAIN}` }
      : {
          ok: false,
          alasan: 'tak_terjangkau',
          pesan:
            `Hub tidak menjawab di ${asal}. Pastikan perangkat memakai Wi-Fi venue yang sama dengan hub dan izinkan akses jaringan lokal ` +
            `bila browser bertanya. ${CARA_LAIN}`,
        };
  }
  const body: unknown = await res.json().catch(() => null);
  const p = v.safeParse(v.object({ data: keadaanServerSchema }), body);
  if (!res.ok || !p.success || p.output.data.peran !== 'hub') {
    return { ok: false, alasan: 'bukan_hub', pesan: `${asal} bukan hub venue Arena TKD. Periksa alamatnya.` };
  }
  const keadaan = p.output.data;
  if (keadaan.status !== 'aktif' || keadaan.id_kompetisi === null) {
    return {
      ok: false,
      alasan: 'belum_mengelola',
      pesan: 'Hub ini belum (atau tidak lagi) mengelola kompetisi. Ambil alih dulu di laptop hub.',
    };
  }
  return { ok: true, keadaan };
}

/**
 * Moves this device to a hub (an origin) or back to the central server (null), under the queue rule: refused while
 * writes are on their way; the writes the old server refused with 'dikelola_hub' are queued again (under new keys:
 * nothing of them was applied) for the new server. `keluar` ends the session first: sessions are per server.
 */
export async function pindahServer(
  db: ArenaDatabase,
  tujuan: string | null,
  keluar: () => Promise<void>,
): Promise<{ ok: true; dikirimUlang: number } | { ok: false; pesan: string }> {
  const antrean = await bacaAntrean(db);
  if (!bolehPindah(antrean)) return { ok: false, pesan: pesanAntrean(antrean, hubPerangkat() ? 'hub venue' : 'server pusat') };
  await keluar();
  simpanHub(tujuan);
  const milikLain = await db.outbox.filter((e) => e.status === 'rejected' && e.lastKode === DIKELOLA_HUB).toArray();
  for (const e of milikLain) await retryEntry(db, e.id);
  return { ok: true, dikirimUlang: milikLain.length };
}
