import { useQuery } from '@tanstack/react-query';
import { useLiveQuery } from 'dexie-react-hooks';
import { bacaBagianKartu, nomorKartuDariKetikan } from '../../../domain/kartu/kode';
import { ApiError } from '../api-error';
import { getDb, type ArenaDatabase, type OutboxEntry } from '../db';
import { currentUser } from '../session';
import { SEMUA, useLive, type Perubahan } from '../live';
import { entriQueryKey, progresQueryKey, timbangEntityKey, timbangPrefix } from './keys';
import { bacaPengaturan, refreshPengaturan, refreshPenimbangan } from './read';
import type { PengaturanTimbang } from './schema';
import { bacaEntri, bacaSemuaEntri } from './store';
import { pengaturanDari, kelasKompetisi, tampilkanEntri, type EntriTampil, type KelasPenuh } from './view';

/** What the desk needs besides the entries: the settings and the competition's classes, as cached. */
export interface KonteksMeja {
  atur: PengaturanTimbang | null;
  kelas: ReadonlyMap<number, KelasPenuh>;
}

export async function bacaKonteks(db: ArenaDatabase, id_kompetisi: number): Promise<KonteksMeja> {
  const atur = await bacaPengaturan(db, id_kompetisi);
  return { atur, kelas: new Map(kelasKompetisi(id_kompetisi, atur).map((k) => [k.id_kelas_kejuaraan, k])) };
}

function kelompokkan(entries: readonly OutboxEntry[], ownerId: number): Map<string, OutboxEntry[]> {
  const per = new Map<string, OutboxEntry[]>();
  for (const e of entries.filter((x) => x.ownerId === ownerId).sort((a, b) => a.seq - b.seq)) {
    const list = per.get(e.entityKey) ?? [];
    list.push(e);
    per.set(e.entityKey, list);
  }
  return per;
}

/** Every entry of the competition as this device shows it (the cached list, this device's writes on top). */
export async function bacaMeja(
  db: ArenaDatabase,
  ownerId: number,
  id_kompetisi: number,
): Promise<{ konteks: KonteksMeja; entri: EntriTampil[]; fetched: boolean }> {
  const [konteks, rows, antre] = await Promise.all([
    bacaKonteks(db, id_kompetisi),
    bacaSemuaEntri(db, ownerId, id_kompetisi),
    db.outbox.where('entityKey').startsWith(timbangPrefix(id_kompetisi)).toArray(),
  ]);
  const pengaturan = pengaturanDari(konteks.atur);
  const per = kelompokkan(antre, ownerId);
  const entri = rows.map((e) =>
    tampilkanEntri(e, per.get(timbangEntityKey(id_kompetisi, e.id_peserta_kompetisi)) ?? [], pengaturan, konteks.kelas),
  );
  return { konteks, entri, fetched: rows.length > 0 || konteks.atur !== null };
}

/** One entry, read by its key only (the desk's scan path: no list read). */
export async function bacaSatu(
  db: ArenaDatabase,
  ownerId: number,
  id_kompetisi: number,
  id_peserta: number,
  konteks: KonteksMeja,
): Promise<EntriTampil | null> {
  const key = timbangEntityKey(id_kompetisi, id_peserta);
  const [e, antre] = await Promise.all([
    bacaEntri(db, ownerId, id_kompetisi, id_peserta),
    db.outbox.where('entityKey').equals(key).toArray(),
  ]);
  if (!e) return null;
  return tampilkanEntri(e, kelompokkan(antre, ownerId).get(key) ?? [], pengaturanDari(konteks.atur), konteks.kelas);
}

export type HasilCari = { ok: true; id_peserta: number; peringatan: string | null } | { ok: false; pesan: string };

/**
 * A scanned QR or a typed card number to the entry in this device's cached list (offline too): the whole printed
 * code, or only its parts without the 8-character signature ('1-P5B-5J'). The signature is checked by the server;
 * here a code (or parts) naming a cached entry but not matching the card the server issued is flagged.
 */
export async function cariKartu(db: ArenaDatabase, ownerId: number, id_kompetisi: number, teks: string): Promise<HasilCari> {
  const nomor = nomorKartuDariKetikan(teks);
  if (!nomor) return { ok: false, pesan: 'Nomor kartu tidak dikenali' };
  const isi = bacaBagianKartu(nomor.bagian);
  if (isi?.jenis !== 'PESERTA') return { ok: false, pesan: 'Ini bukan kartu peserta' };
  if (isi.id_kompetisi !== id_kompetisi) return { ok: false, pesan: 'Kartu ini untuk kompetisi lain' };
  const e = await bacaEntri(db, ownerId, id_kompetisi, isi.id_peserta_kompetisi);
  if (!e) return { ok: false, pesan: 'Peserta tidak ada di daftar penimbangan (bukan Kyorugi perorangan yang disetujui)' };
  const cocok = nomor.kode === null ? e.kode_kartu.startsWith(`${nomor.bagian}-`) : e.kode_kartu === nomor.kode;
  return {
    ok: true,
    id_peserta: e.id_peserta_kompetisi,
    peringatan: cocok ? null : 'Kode kartu tidak cocok dengan kartu yang diterbitkan: periksa kartu ini',
  };
}

/** Which reads a change of the live stream outdates: another desk's attempt or decision, or anything ('*'). */
const kunciLive = (id_kompetisi: number) => (p: Perubahan) =>
  p.resource === 'penimbangan' || p.resource === SEMUA.resource ? [entriQueryKey(id_kompetisi), progresQueryKey(id_kompetisi)] : [];

/**
 * The desk's list: Dexie first (also offline), read again when the live stream says another desk weighed or decided
 * (every 5 s while the stream is down) and when asked.
 */
export function useMeja(id_kompetisi: number) {
  const db = getDb();
  const ownerId = currentUser()?.id_akun ?? 0;
  const local = useLiveQuery(() => bacaMeja(db, ownerId, id_kompetisi), [ownerId, id_kompetisi]);
  const query = useQuery({
    queryKey: entriQueryKey(id_kompetisi),
    queryFn: async () => {
      await refreshPengaturan(db, id_kompetisi);
      return refreshPenimbangan(db, id_kompetisi);
    },
  });
  useLive(id_kompetisi, kunciLive(id_kompetisi));
  const err = query.error instanceof ApiError ? query.error : query.error ? new ApiError(0, query.error.message) : null;
  return {
    data: local,
    loading: local === undefined || (!local.fetched && query.isLoading),
    error: local?.fetched ? null : err,
    refetch: () => void query.refetch(),
  };
}
