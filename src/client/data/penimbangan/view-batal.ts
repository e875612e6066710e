import type { PembatalanPercobaan } from '../../../domain/penimbangan/percobaan';
import type { OutboxEntry } from '../db';
import { isBatal } from './keys';

/** A void queued on this device: waiting to land, or refused by the server (with its words and code). */
export interface BatalTertunda {
  outboxId: string;
  status: 'menunggu' | 'ditolak';
  pesan: string | null;
  kode?: string;
}

interface BodyBatal {
  kunci: string;
  alasan: string;
  meja: string;
}

/**
 * This device's queued voids laid over the attempts: a void still on its way strikes the attempt at once (it no
 * longer counts here either); a refused one leaves it counting and says why.
 */
export function terapkanBatal<P extends { kunci: string; dibatalkan?: PembatalanPercobaan | null }>(
  xs: readonly P[],
  antre: readonly OutboxEntry[],
): (P & { batal?: BatalTertunda })[] {
  const per = new Map<string, OutboxEntry>();
  for (const o of antre.filter(isBatal)) per.set((o.body as BodyBatal).kunci, o);
  return xs.map((p) => {
    const o = per.get(p.kunci);
    if (!o || p.dibatalkan) return p;
    const b = o.body as BodyBatal;
    const ditolak = o.status === 'rejected';
    const batal: BatalTertunda = { outboxId: o.id, status: ditolak ? 'ditolak' : 'menunggu', pesan: o.lastError, kode: o.lastKode };
    if (ditolak) return { ...p, batal };
    return { ...p, batal, dibatalkan: { alasan: b.alasan, meja: b.meja, oleh: null, pada: new Date(o.createdAt).toISOString() } };
  });
}
