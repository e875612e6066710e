import { PARTAI_LAGI_BAWAAN } from '../../domain/ikuti/aturan';

/**
 * 'Ikuti atlet' on the light page, without an account: the athletes this device follows (kept on the device, by
 * competition, with their names for the page only) and, where the browser allows Web Push, the same list on the server
 * with this device's push subscription and its own secret (the server keeps only the subscription, the secret's hash
 * and the public entry ids). Without push the open page alerts by itself (banner and vibration).
 */

export interface Diikuti {
  id: number;
  nama: string;
}

const KUNCI = (id_kompetisi: number) => `arena-ikuti:${id_kompetisi}`;
const KUNCI_TOKEN = 'arena-ikuti-token';

function baca<T>(kunci: string, bawaan: T): T {
  try {
    const s = localStorage.getItem(kunci);
    return s ? (JSON.parse(s) as T) : bawaan;
  } catch {
    return bawaan;
  }
}
function tulis(kunci: string, nilai: unknown): void {
  try {
    localStorage.setItem(kunci, JSON.stringify(nilai));
  } catch {
    /* storage full or blocked: the follow lives for this visit only */
  }
}

export const daftarDiikuti = (id_kompetisi: number): Diikuti[] => baca<Diikuti[]>(KUNCI(id_kompetisi), []);

function token(): string {
  let t = baca<string | null>(KUNCI_TOKEN, null);
  if (!t) {
    const b = crypto.getRandomValues(new Uint8Array(32));
    t = btoa(String.fromCharCode(...b))
      .replace(/\+/g, '-')
      .replace(/\//g, '_')
      .replace(/=+$/, '');
    tulis(KUNCI_TOKEN, t);
  }
  return t;
}

/** Web Push on this page: a browser with the Push API whose user allows notifications (an iPhone only from the installed app). */
export function pushMungkin(): boolean {
  return 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window && Notification.permission !== 'denied';
}

function kunciBytes(b64: string): Uint8Array<ArrayBuffer> {
  const bin = atob(
    b64
      .replace(/-/g, '+')
      .replace(/_/g, '/')
      .padEnd(Math.ceil(b64.length / 4) * 4, '='),
  );
  const out = new Uint8Array(new ArrayBuffer(bin.length));
  for (let i = 0; i < bin.length; i++) out[i] = bin.charCodeAt(i);
  return out;
}

/** This device's push subscription, made after a tap when none exists; null where push is not given. */
async function langganan(): Promise<PushSubscriptionJSON | null> {
  if (!pushMungkin()) return null;
  const izin = Notification.permission === 'granted' ? 'granted' : await Notification.requestPermission();
  if (izin !== 'granted') return null;
  const reg = await Promise.race([navigator.serviceWorker.ready, new Promise<null>((r) => setTimeout(() => r(null), 5000))]);
  if (!reg) return null;
  let sub = await reg.pushManager.getSubscription();
  if (!sub) {
    const res = await fetch('/api/public/ikuti/kunci-publik');
    const kunci = ((await res.json()) as { data?: { kunci_publik?: string } }).data?.kunci_publik;
    if (!kunci) return null;
    sub = await reg.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: kunciBytes(kunci) });
  }
  return sub.toJSON();
}

/** Sends this device's list of a competition to the server (push devices only); answers whether push carries it. */
async function kirimDaftar(id_kompetisi: number, daftar: readonly Diikuti[]): Promise<boolean> {
  try {
    const sub = await langganan();
    if (!sub) return false;
    const res = await fetch('/api/public/ikuti', {
      method: 'PUT',
      headers: { 'content-type': 'application/json', 'Idempotency-Key': crypto.randomUUID() },
      body: JSON.stringify({
        token: token(),
        langganan: { endpoint: sub.endpoint, keys: sub.keys },
        id_kompetisi,
        id_peserta: daftar.map((d) => d.id),
        partai_lagi: PARTAI_LAGI_BAWAAN,
      }),
    });
    return res.ok;
  } catch {
    return false;
  }
}

/** Follows or stops following an athlete; answers whether alerts also come by push (else only while the page is open). */
export async function ubahIkuti(id_kompetisi: number, atlet: Diikuti, ikut: boolean): Promise<boolean> {
  const lain = daftarDiikuti(id_kompetisi).filter((d) => d.id !== atlet.id);
  const daftar = ikut ? [...lain, atlet] : lain;
  tulis(KUNCI(id_kompetisi), daftar);
  return kirimDaftar(id_kompetisi, daftar);
}

/** An alert's 'Berhenti ikuti' link (?berhenti=<id>): that athlete is followed no more; answers its name if it was. */
export async function berhentiDariTautan(id_kompetisi: number, id: number): Promise<string | null> {
  const ada = daftarDiikuti(id_kompetisi).find((d) => d.id === id);
  if (!ada) return null;
  await ubahIkuti(id_kompetisi, ada, false);
  return ada.nama;
}

const KUNCI_TERLIHAT = 'arena-ikuti-terlihat';
/** Once per alert on this page too: keys already shown (the newest 500 kept). */
export function sudahTerlihat(kunci: string): boolean {
  const semua = baca<string[]>(KUNCI_TERLIHAT, []);
  if (semua.includes(kunci)) return true;
  tulis(KUNCI_TERLIHAT, [...semua.slice(-499), kunci]);
  return false;
}
