import { randomUUID } from 'node:crypto';
import { susunMatches } from '../src/domain/bagan/susun';
import { undiBagan } from '../src/domain/bagan/undian';

/** A class as GET /kompetisi/{id}/bagan lists it. */
export interface KelasBagan {
  kelas: { id_kelas_kejuaraan: number; cabang: string; kategori_event?: { nama_kategori?: string } };
  peserta_count: number;
  peserta: { id_peserta_kompetisi: number; id_dojang: number; status: string }[];
}

/** The test's API call as the competition admin. */
export type PanggilApi = <T>(pathname: string, init?: { method?: string; json?: unknown }) => Promise<T>;

/** Draws one class as the draw screen does ('Generate': list order, the tablet's match ids) and saves it. */
export async function undiKelas(api: PanggilApi, kelas: KelasBagan): Promise<void> {
  const peserta = kelas.peserta.filter((p) => p.status === 'APPROVED');
  const undian = undiBagan(
    peserta.map((p) => ({ id: p.id_peserta_kompetisi, id_dojang: p.id_dojang })),
    { seed: null },
  );
  const matches = susunMatches(
    undian,
    Array.from({ length: undian.ukuran - 1 }, () => randomUUID()),
  );
  await api('/brackets', {
    method: 'POST',
    json: {
      id_kelas_kejuaraan: kelas.kelas.id_kelas_kejuaraan,
      participants: peserta.map((p) => p.id_peserta_kompetisi),
      seed: null,
      unggulan: [],
      versi_sebelumnya: null,
      matches: matches.map(({ id_match, ronde, posisi, id_peserta_a, id_peserta_b }) => ({
        id_match,
        ronde,
        posisi,
        id_peserta_a,
        id_peserta_b,
      })),
    },
  });
}

/** Draws the competition's largest class that `cocok` accepts and answers it. */
export async function undiKelasTerbesar(api: PanggilApi, id_kompetisi: number, cocok: (k: KelasBagan) => boolean): Promise<KelasBagan> {
  const bagan = await api<{ kelas: KelasBagan[] }>(`/kompetisi/${id_kompetisi}/bagan`);
  const [kelas] = bagan.kelas.filter(cocok).sort((a, b) => b.peserta_count - a.peserta_count);
  if (!kelas) throw new Error('tidak ada kelas yang cocok untuk diundi');
  await undiKelas(api, kelas);
  return kelas;
}
