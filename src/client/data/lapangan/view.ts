import type { MatchBagan } from '../../../domain/bagan/types';
import { konflikHasilOf } from '../bagan/konflik';
import type { OutboxEntry } from '../db';
import { isKonflikVersi } from '../sync/kode';
import { aksiDari, type AksiPartai } from './keys';
import type { PartaiLapangan } from './schema';
import { partaiOf } from './store';

/**
 * A bout as the desk shows it: the server's copy with this device's queued call, start, no-show and result laid
 * over it in the order they were made; a refused write stays on the bout with the server's message, and a 409
 * with what the server holds, to choose from.
 */
export interface TulisTertunda {
  outboxId: string;
  aksi: AksiPartai;
  status: OutboxEntry['status'];
  pesan: string | null;
  kode?: string;
  /** 409 on a call/start/no-show: the bout as the server holds it; on a result: the match as the server holds it. */
  konflikPartai: PartaiLapangan | null;
  konflikMatch: MatchBagan | null;
}

export interface PartaiTampil extends PartaiLapangan {
  /** Writes of this bout still waiting on this device. */
  menunggu: number;
  /** The last refused write of this bout, if any. */
  ditolak: TulisTertunda | null;
}

interface BodyPanggil { versi: number; pada?: string }
interface BodyTidakHadir { versi: number; sudut: 'A' | 'B'; pada?: string }
interface BodyHasil { skor_a: number; skor_b: number; id_pemenang: number | null; keputusan: PartaiLapangan['keputusan']; versi: number; pada?: string }

function terapkan(p: PartaiLapangan, e: OutboxEntry): PartaiLapangan {
  const aksi = aksiDari(e);
  const body = (e.body ?? {}) as Partial<BodyHasil & BodyTidakHadir & BodyPanggil>;
  const pada = body.pada ?? new Date(e.createdAt).toISOString();
  if (aksi === 'panggil') return { ...p, status: 'DIPANGGIL', dipanggil_pada: pada, versi: p.versi + 1 };
  if (aksi === 'mulai') return { ...p, status: 'BERTANDING', mulai_pada: pada, versi: p.versi + 1 };
  if (aksi === 'tidak-hadir') {
    const hadir = body.sudut === 'A' ? p.sudut_b : p.sudut_a;
    return {
      ...p, status: 'SELESAI', selesai_pada: pada, tidak_hadir: body.sudut ?? null, id_pemenang: hadir?.id_peserta_kompetisi ?? null,
      keputusan: 'WDR', skor_a: 0, skor_b: 0, versi: p.versi + 1,
    };
  }
  if (aksi === 'hasil') {
    const menang = body.id_pemenang ?? ((body.skor_a ?? 0) > (body.skor_b ?? 0) ? p.sudut_a?.id_peserta_kompetisi : p.sudut_b?.id_peserta_kompetisi) ?? null;
    return {
      ...p, status: 'SELESAI', selesai_pada: pada, mulai_pada: p.mulai_pada ?? pada, skor_a: body.skor_a ?? 0, skor_b: body.skor_b ?? 0,
      id_pemenang: menang, keputusan: body.keputusan ?? null, versi: p.versi + 1, versi_match: p.versi_match + 1,
    };
  }
  return p;
}

function tertunda(e: OutboxEntry): TulisTertunda {
  const aksi = aksiDari(e) ?? 'panggil';
  const konflik = e.status === 'rejected' && isKonflikVersi(e);
  return {
    outboxId: e.id, aksi, status: e.status, pesan: e.lastError, kode: e.lastKode,
    konflikPartai: konflik && aksi !== 'hasil' ? partaiOf(e.lastData) : null,
    konflikMatch: konflik && aksi === 'hasil' ? konflikHasilOf(e) : null,
  };
}

/** One bout with the outbox entries of its entity (oldest first). */
export function tampilkanPartai(server: PartaiLapangan, antre: readonly OutboxEntry[]): PartaiTampil {
  let p = server;
  let ditolak: TulisTertunda | null = null;
  let menunggu = 0;
  for (const e of antre) {
    if (e.status === 'rejected') {
      ditolak = tertunda(e);
      continue;
    }
    menunggu += 1;
    p = terapkan(p, e);
  }
  return { ...p, menunggu, ditolak };
}

/**
 * Winners move on at the desk too: a bout whose corner waits for an earlier bout of its class on this court
 * gets that bout's winner (corner B from the odd position, R from the even), so the next round can be called
 * offline. The server does the same when the result lands.
 */
export function majukanPemenang(xs: PartaiTampil[]): PartaiTampil[] {
  const per = new Map(xs.map((p) => [`${p.id_kelas_kejuaraan}:${p.ronde}:${p.posisi}`, p]));
  return xs.map((p) => {
    if (p.ronde <= 1 || p.posisi === undefined || (p.sudut_a && p.sudut_b)) return p;
    const dari = (posisi: number) => {
      const asal = per.get(`${p.id_kelas_kejuaraan}:${p.ronde - 1}:${posisi}`);
      if (!asal || asal.status !== 'SELESAI' || asal.id_pemenang === null) return null;
      return [asal.sudut_a, asal.sudut_b].find((s) => s?.id_peserta_kompetisi === asal.id_pemenang) ?? null;
    };
    const at = p.posisi;
    return { ...p, sudut_a: p.sudut_a ?? dari(at * 2 - 1), sudut_b: p.sudut_b ?? dari(at * 2) };
  });
}
