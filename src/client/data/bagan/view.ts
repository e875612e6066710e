import * as v from 'valibot';
import { batalkanHasil, terapkanHasil } from '../../../domain/bagan/hasil';
import { progresBagan, statusBagan } from '../../../domain/bagan/status';
import type { MatchBagan, StatusBagan } from '../../../domain/bagan/types';
import {
  hasilMatchSchema,
  kelasBaganSchema,
  simpanBaganSchema,
  type Bagan,
  type KelasBagan,
  type SimpanBagan,
} from '../../../domain/schemas/bagan';
import type { OutboxEntry } from '../db';
import type { MatchView } from './types';
import type { DrafBagan } from './draf-schema';
import { idMatchOfWrite, isBatalHasil, isSimpanBagan } from './keys';
import { konflikHasilOf } from './konflik';

/** A refused result whose match is no longer in the bracket shown (e.g. its draw was refused). */
export interface TulisanDitolak {
  outboxId: string;
  label: string;
  pesan: string;
}

/** What the bracket screens show for one class: the server's bracket with this device's queued draw and results on top. */
export interface KelasBaganView {
  kelas: KelasBagan['kelas'];
  peserta: KelasBagan['peserta'];
  /** Approved entries now. */
  peserta_count: number;
  server: Bagan | null;
  /** The bracket as shown (server or queued draw, with queued results); null when none is saved or queued. */
  bagan: { seed: number | null; participants: number[]; ukuran: number; jumlah_ronde: number; matches: MatchView[] } | null;
  /** The bracket's versi once this device's queued writes have landed: what a new draw is made from. */
  versiLokal: number | null;
  draf: DrafBagan | null;
  simpanPending: boolean;
  /** The last draw of this device the server refused; `terbaru` is the class as the server holds it (a 409). */
  simpanDitolak: { outboxId: string; pesan: string; terbaru: KelasBagan | null } | null;
  hasilDitolak: TulisanDitolak[];
  status: StatusBagan;
  progres: { selesai: number; total: number };
  /** The approved entries differ from those the shown bracket was drawn with. */
  pesertaBerubah: boolean;
}

const kelasBaganLooseSchema = v.looseObject(kelasBaganSchema.entries);

/** The matches a queued draw creates: its corners, with free draws already won. */
export function matchesDariSimpan(body: SimpanBagan): MatchBagan[] {
  return body.matches.map((m) => {
    const sendiri = m.ronde === 1 && (m.id_peserta_a === null) !== (m.id_peserta_b === null);
    return {
      ...m,
      skor_a: 0,
      skor_b: 0,
      keputusan: null,
      versi: 0,
      id_pemenang: sendiri ? (m.id_peserta_a ?? m.id_peserta_b) : null,
    };
  });
}

const toView = (m: MatchBagan): MatchView => ({ ...m, pending: false, rejected: null, outboxId: null, konflik: null });
const sameSet = (a: readonly number[], b: readonly number[]) => a.length === b.length && new Set([...a, ...b]).size === a.length;

/** Folds this device's queued writes for one class (seq order) over the server's class. */
export function buildKelasBaganView(kelas: KelasBagan, entries: readonly OutboxEntry[], draf: DrafBagan | null): KelasBaganView {
  const sorted = [...entries].sort((a, b) => a.seq - b.seq);
  const server = kelas.bagan;
  let shown: { seed: number | null; participants: number[]; ukuran: number; jumlah_ronde: number; matches: MatchBagan[] } | null = server
    ? {
        seed: server.seed,
        participants: server.participants,
        ukuran: server.ukuran,
        jumlah_ronde: server.jumlah_ronde,
        matches: server.matches,
      }
    : null;
  let versiLokal = server ? server.versi : null;
  let simpanPending = false;
  let simpanDitolak: KelasBaganView['simpanDitolak'] = null;
  const pendingMatch = new Set<string>();
  const refused = new Map<string, OutboxEntry>();
  const hasilDitolak: TulisanDitolak[] = [];
  for (const e of sorted) {
    const live = e.status !== 'rejected';
    if (isSimpanBagan(e)) {
      const body = v.safeParse(simpanBaganSchema, e.body);
      if (!body.success) continue;
      if (!live) {
        const terbaru = v.safeParse(kelasBaganLooseSchema, e.lastData);
        simpanDitolak = { outboxId: e.id, pesan: e.lastError ?? 'Ditolak server', terbaru: terbaru.success ? terbaru.output : null };
        continue;
      }
      simpanPending = true;
      simpanDitolak = null;
      const b = body.output;
      shown = {
        seed: b.seed,
        participants: b.participants,
        ukuran: 2 ** Math.ceil(Math.log2(b.participants.length)),
        jumlah_ronde: Math.ceil(Math.log2(b.participants.length)),
        matches: matchesDariSimpan(b),
      };
      versiLokal = (versiLokal ?? 0) + 1;
      continue;
    }
    const id = idMatchOfWrite(e);
    if (!id) continue;
    if (!live) {
      if (shown?.matches.some((m) => m.id_match === id)) refused.set(id, e);
      else hasilDitolak.push({ outboxId: e.id, label: e.label, pesan: e.lastError ?? 'Ditolak server' });
      continue;
    }
    if (!shown) continue;
    const input = v.safeParse(hasilMatchSchema, e.body);
    const next = isBatalHasil(e)
      ? batalkanHasil(shown.matches, id)
      : input.success
        ? terapkanHasil(shown.matches, id, input.output, kelas.kelas.cabang)
        : null;
    pendingMatch.add(id);
    if (next?.ok) {
      shown = { ...shown, matches: next.matches };
      versiLokal = (versiLokal ?? 0) + 1;
    }
  }
  const matches = shown?.matches.map((m): MatchView => {
    const r = refused.get(m.id_match);
    return {
      ...toView(m),
      pending: pendingMatch.has(m.id_match),
      rejected: r ? (r.lastError ?? 'Ditolak server') : null,
      outboxId: r?.id ?? null,
      konflik: r ? konflikHasilOf(r) : null,
    };
  });
  const approved = kelas.peserta.filter((p) => p.status === 'APPROVED').map((p) => p.id_peserta_kompetisi);
  return {
    kelas: kelas.kelas,
    peserta: kelas.peserta,
    peserta_count: kelas.peserta_count,
    server,
    bagan: shown && matches ? { ...shown, matches } : null,
    versiLokal,
    draf,
    simpanPending,
    simpanDitolak,
    hasilDitolak,
    status: shown ? statusBagan(shown.matches) : 'not_created',
    progres: shown ? progresBagan(shown.matches) : { selesai: 0, total: 0 },
    pesertaBerubah: shown ? !sameSet(shown.participants, approved) : false,
  };
}
