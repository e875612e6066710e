import { useQuery } from '@tanstack/react-query';
import { useLiveQuery } from 'dexie-react-hooks';
import { PENGATURAN_JADWAL_BAWAAN } from '../../../domain/jadwal/types';
import { bacaBagianKartu, kodeDariPindaian } from '../../../domain/kartu/kode';
import { ApiError } from '../api-error';
import { getDb, type ArenaDatabase } from '../db';
import { useLive } from '../live';
import { currentUser } from '../session';
import { lapanganQueryKey, partaiPrefix } from './keys';
import { refreshLapangan } from './read';
import { bacaKepala, bacaSemuaPartai, type KepalaLapangan } from './store';
import { tampilkanMeja, type PartaiTampil } from './view';

export interface MejaTampil {
  kepala: KepalaLapangan | null;
  /** In play order (bout number). */
  partai: PartaiTampil[];
  fetchedAt: number;
}

/** Every bout of the court as this device shows it (the cached list, this device's writes on top). */
export async function bacaMejaLapangan(db: ArenaDatabase, ownerId: number, id_kompetisi: number, id_lapangan: number): Promise<MejaTampil> {
  const [kepala, rows, antre] = await Promise.all([
    bacaKepala(db, id_lapangan),
    bacaSemuaPartai(db, ownerId, id_lapangan),
    db.outbox.where('entityKey').startsWith(partaiPrefix(id_kompetisi, id_lapangan)).toArray(),
  ]);
  const tunggu = kepala?.pengaturan.tunggu_detik ?? PENGATURAN_JADWAL_BAWAAN.tunggu_detik;
  const partai = tampilkanMeja(
    rows,
    antre.filter((x) => x.ownerId === ownerId),
    tunggu,
  );
  return {
    kepala: kepala
      ? { lapangan: kepala.lapangan, pengaturan: kepala.pengaturan, riwayat_hari: kepala.riwayat_hari, selesai_atlet: kepala.selesai_atlet }
      : null,
    partai,
    fetchedAt: kepala?.fetchedAt ?? 0,
  };
}

export type HasilCariPartai = { ok: true; partai: PartaiTampil } | { ok: false; pesan: string };

/**
 * A scanned QR or a typed card number to the athlete's next bout on this court (offline too): the card names
 * the entry; its first bout not finished is the one wanted, else its last one.
 */
export function cariPartaiKartu(teks: string, id_kompetisi: number, partai: readonly PartaiTampil[]): HasilCariPartai {
  const kode = kodeDariPindaian(teks);
  if (!kode) return { ok: false, pesan: 'Nomor kartu tidak dikenali' };
  const isi = bacaBagianKartu(kode.slice(0, kode.lastIndexOf('-')));
  if (!isi || isi.jenis !== 'PESERTA') return { ok: false, pesan: 'Ini bukan kartu peserta' };
  if (isi.id_kompetisi !== id_kompetisi) return { ok: false, pesan: 'Kartu ini untuk kompetisi lain' };
  const milik = partai.filter(
    (p) => p.sudut_a?.id_peserta_kompetisi === isi.id_peserta_kompetisi || p.sudut_b?.id_peserta_kompetisi === isi.id_peserta_kompetisi,
  );
  const p = milik.find((x) => x.status !== 'SELESAI') ?? milik.at(-1);
  return p ? { ok: true, partai: p } : { ok: false, pesan: 'Atlet ini tidak punya partai di lapangan ini' };
}

/** The court desk's list: Dexie first (also offline), refreshed every minute, when asked and on every live change. */
export function useMejaLapangan(id_kompetisi: number, id_lapangan: number | null) {
  const db = getDb();
  const ownerId = currentUser()?.id_akun ?? 0;
  const local = useLiveQuery(
    async () => (id_lapangan === null ? null : bacaMejaLapangan(db, ownerId, id_kompetisi, id_lapangan)),
    [ownerId, id_kompetisi, id_lapangan],
  );
  const query = useQuery({
    queryKey: lapanganQueryKey(id_lapangan ?? 0),
    queryFn: () => refreshLapangan(db, id_lapangan ?? 0),
    enabled: id_lapangan !== null,
    refetchInterval: 60_000,
  });
  const live = useLive(id_lapangan === null ? null : id_kompetisi, () => [lapanganQueryKey(id_lapangan ?? 0)]);
  const err = query.error instanceof ApiError ? query.error : query.error ? new ApiError(0, query.error.message) : null;
  const ada = !!local?.kepala;
  return {
    data: local ?? undefined,
    loading: local === undefined || (!ada && query.isLoading),
    error: ada ? null : err,
    live,
    refetch: () => void query.refetch(),
  };
}
