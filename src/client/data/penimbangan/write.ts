import { PANJANG_NAMA_MEJA } from '../../../domain/penimbangan/schemas';
import { displayName, type SessionUser } from '../../../domain/roles';
import { getDb } from '../db';
import { enqueueWrite, newId } from '../outbox';
import { requireUser } from '../kompetisi/settle';
import { deliver, syncNow } from '../sync/engine';
import { jenisTimbang, timbangEntityKey } from './keys';
import type { EntriTimbang, JenisKeputusan, JenisTimbang } from './schema';

const MEJA_KEY = 'arena-meja-timbang';

/** The desk's name on this device, or null until it was chosen (every attempt and void records it). */
export function mejaTersimpan(): string | null {
  try {
    return localStorage.getItem(MEJA_KEY)?.trim().slice(0, PANJANG_NAMA_MEJA) || null;
  } catch {
    return null;
  }
}

/** Keeps the desk's name (trimmed, at most 40 characters); a blank name is not kept. Answers the name kept. */
export function simpanMeja(nama: string): string | null {
  const bersih = nama.trim().slice(0, PANJANG_NAMA_MEJA);
  if (!bersih) return mejaTersimpan();
  try {
    localStorage.setItem(MEJA_KEY, bersih);
  } catch {
    /* private mode: the name lasts for the page */
  }
  return bersih;
}

/** What the desk is offered as its name the first time: a desk named in the account ('… Meja 2'), else 'Meja <first name>'. */
export function saranMeja(user: SessionUser | null): string {
  const nama = displayName(user);
  const disebut = /\bmeja\s+\S+/i.exec(nama)?.[0];
  const saran = disebut ? `Meja ${disebut.split(/\s+/)[1]}` : `Meja ${nama.split(/[\s@]/)[0] || '1'}`;
  return saran.slice(0, PANJANG_NAMA_MEJA);
}

const formatKgLabel = (g: number) => (g / 1000).toFixed(1).replace('.', ',');
const fixPath = '/admin-kompetisi/penimbangan';

export interface InputTimbang {
  berat_gram: number;
  meja: string;
  jenis?: JenisTimbang;
  /** The desk's clock; now unless a test says otherwise. */
  ditimbang_pada?: string;
}

/**
 * One weighing: the attempt and its outbox entry in one Dexie transaction (the attempt is the entry's body,
 * with its own id `kunci`), shown at once as pending and judged on the device; sent in the athlete's chain.
 */
export async function catatTimbang(id_kompetisi: number, entri: EntriTimbang, input: InputTimbang): Promise<string> {
  const user = requireUser();
  const kunci = newId();
  const entry = await enqueueWrite(getDb(), {
    method: 'POST',
    path: `/kompetisi/${id_kompetisi}/penimbangan`,
    kind: jenisTimbang.kind('percobaan'),
    body: {
      kunci,
      id_peserta_kompetisi: entri.id_peserta_kompetisi,
      berat_gram: input.berat_gram,
      meja: input.meja,
      ditimbang_pada: input.ditimbang_pada ?? new Date().toISOString(),
      jenis: input.jenis ?? 'RESMI',
    },
    ownerId: user.id_akun,
    label: `Timbang ${entri.nama_atlet}: ${formatKgLabel(input.berat_gram)} kg (${input.meja})`,
    entityKey: timbangEntityKey(id_kompetisi, entri.id_peserta_kompetisi),
    fixPath,
  });
  void syncNow().catch(() => undefined);
  return entry.id;
}

export interface InputKeputusan {
  jenis: JenisKeputusan;
  id_kelas_tujuan?: number;
  alasan?: string;
}

/**
 * The competition admin's decision on an off-weight entry, made on the entry's versi: queued like an attempt
 * (after this athlete's queued attempts) and sent at once, without waiting for it: once the Dexie transaction
 * committed the decision is made for the desk (shown pending). A 409 stays on the entry to choose from; any other
 * refusal stays on the entry and in the sync list with the server's message. `kirim`: how the first try went.
 */
export async function putuskanTimbang(
  id_kompetisi: number,
  entri: EntriTimbang,
  input: InputKeputusan,
): Promise<{ id: string; kirim: ReturnType<typeof deliver> }> {
  const user = requireUser();
  const label = input.jenis === 'PINDAH' ? `Pindah kelas ${entri.nama_atlet}` : `Diskualifikasi ${entri.nama_atlet}`;
  const entry = await enqueueWrite(getDb(), {
    method: 'POST',
    path: `/kompetisi/${id_kompetisi}/penimbangan/${entri.id_peserta_kompetisi}/keputusan`,
    kind: jenisTimbang.kind('keputusan'),
    body: { ...input, versi: entri.versi },
    ownerId: user.id_akun,
    label,
    entityKey: timbangEntityKey(id_kompetisi, entri.id_peserta_kompetisi),
    fixPath,
  });
  return { id: entry.id, kirim: deliver(entry.id) };
}

/**
 * Voids an attempt (it stays in the record, struck through, and no longer counts): queued in the athlete's chain,
 * so the void of an attempt still queued lands after it, and sent at once.
 */
export async function batalkanPercobaan(
  id_kompetisi: number,
  entri: EntriTimbang,
  percobaan: { kunci: string; berat_gram: number },
  input: { alasan: string; meja: string },
): Promise<string> {
  const user = requireUser();
  const entry = await enqueueWrite(getDb(), {
    method: 'POST',
    path: `/kompetisi/${id_kompetisi}/penimbangan/percobaan/${encodeURIComponent(percobaan.kunci)}/batal`,
    kind: jenisTimbang.kind('batal'),
    body: { kunci: percobaan.kunci, alasan: input.alasan.trim(), meja: input.meja },
    ownerId: user.id_akun,
    label: `Batalkan timbang ${entri.nama_atlet}: ${formatKgLabel(percobaan.berat_gram)} kg (${input.meja})`,
    entityKey: timbangEntityKey(id_kompetisi, entri.id_peserta_kompetisi),
    fixPath,
  });
  void syncNow().catch(() => undefined);
  return entry.id;
}

/** The answers to a decision's conflict (sync/konflik.ts): mine again on the current versi, or the server's. */
export { pakaiYangTerbaru as pakaiKeputusanTerbaru, terapkanPunyaSaya as terapkanKeputusanSaya } from '../sync/konflik';
