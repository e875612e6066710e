// Pure parts of the push handlers (sw/push.ts), kept apart so they can be unit-tested.

export interface PesanPush {
  judul: string;
  isi: string;
  url: string;
  tag?: string;
  /** 'Ikuti atlet': the page that stops following the athlete in one tap (the notification's 'Berhenti ikuti'). */
  berhenti_url?: string;
  /** 'Ikuti atlet': vibrate, and tell an open page of the app (its banner). */
  getar?: boolean;
}

const BAWAAN: PesanPush = { judul: 'Arena TKD', isi: 'Ada pemberitahuan baru.', url: '/' };

const teks = (x: unknown, max: number): string | undefined => (typeof x === 'string' && x.trim() ? x.trim().slice(0, max) : undefined);

/** The server's JSON {judul, isi, url, tag}; anything else still shows a notification (a push must show one). */
export function bacaPesan(raw: string | null | undefined): PesanPush {
  if (!raw) return BAWAAN;
  try {
    const data: unknown = JSON.parse(raw);
    if (typeof data !== 'object' || data === null) return { ...BAWAAN, isi: teks(raw, 300) ?? BAWAAN.isi };
    const d = data as Record<string, unknown>;
    return {
      judul: teks(d.judul, 120) ?? BAWAAN.judul,
      isi: teks(d.isi, 300) ?? BAWAAN.isi,
      url: teks(d.url, 500) ?? BAWAAN.url,
      tag: teks(d.tag, 100),
      berhenti_url: teks(d.berhenti_url, 500),
      getar: d.getar === true,
    };
  } catch {
    return { ...BAWAAN, isi: teks(raw, 300) ?? BAWAAN.isi };
  }
}

/** Where a click goes: the message's path on this origin; another origin's address is never opened. */
export function urlTujuan(url: string, origin: string): string {
  try {
    const u = new URL(url, origin);
    return u.origin === origin ? u.href : `${origin}/`;
  } catch {
    return `${origin}/`;
  }
}
