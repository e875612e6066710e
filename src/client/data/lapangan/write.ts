import { cekInputHasil } from '../../../domain/bagan/hasil';
import type { InputHasil } from '../../../domain/bagan/types';
import { langkahPartai, type AksiMeja } from '../../../domain/jadwal/langkah';
import type { Sudut } from '../../../domain/sudut';
import { ApiError } from '../api-error';
import { getDb } from '../db';
import { enqueueWrite } from '../outbox';
import { requireUser } from '../kompetisi/settle';
import { syncNow } from '../sync/engine';
import { jenisPartai, partaiEntityKey, rantaiPartai, type AksiPartai } from './keys';
import { partaiLengkap, type PartaiTampil } from './view';

const fixPath = '/admin-kompetisi/lapangan';
const judul = (p: PartaiTampil) => `Partai ${p.nomor ?? '–'}`;

/**
 * The court desk's writes. Each is one outbox entry in the bout's bracket chain (after the results it depends
 * on, before the bout's own later writes), made on the versi the desk shows (the server's plus the writes still
 * queued ahead of it: each bumps it by one), carrying the moment it was made; shown at once, sent when the
 * server answers. A 409 stays on the bout to choose from.
 */
async function antre(
  id_kompetisi: number,
  p: PartaiTampil,
  aksi: AksiPartai,
  path: string,
  body: Record<string, unknown>,
  label: string,
  method: 'POST' | 'PUT' = 'POST',
) {
  const user = requireUser();
  const entry = await enqueueWrite(getDb(), {
    method,
    path,
    kind: jenisPartai.kind(aksi),
    body: { ...body, pada: new Date().toISOString() },
    ownerId: user.id_akun,
    label,
    entityKey: partaiEntityKey(id_kompetisi, p.id_lapangan, p.id_match),
    chain: rantaiPartai(id_kompetisi, p.id_kelas_kejuaraan),
    fixPath,
  });
  void syncNow().catch(() => undefined);
  return entry.id;
}

/** A desk step checked here with the rule the server runs (langkahPartai): a refused one is not queued. The wait only matters to a no-show. */
function cekLangkah(p: PartaiTampil, aksi: AksiMeja, tunggu_detik: number, sudut?: Sudut): void {
  const langkah = langkahPartai({ ...p, lengkap: partaiLengkap(p) }, aksi, new Date().toISOString(), tunggu_detik, sudut);
  if (!langkah.ok) throw new ApiError(422, langkah.pesan, undefined, langkah.kode);
}

export async function panggilPartai(id_kompetisi: number, p: PartaiTampil) {
  cekLangkah(p, 'panggil', 0);
  return antre(id_kompetisi, p, 'panggil', `/partai/${p.id_match}/panggil`, { versi: p.versi }, `${judul(p)}: panggil`);
}

export async function mulaiPartai(id_kompetisi: number, p: PartaiTampil) {
  cekLangkah(p, 'mulai', 0);
  return antre(id_kompetisi, p, 'mulai', `/partai/${p.id_match}/mulai`, { versi: p.versi }, `${judul(p)}: mulai`);
}

/**
 * The corner that did not appear, 'B' (biru, sudut_a) or 'R' (merah, sudut_b), sent as `sudut_tidak_hadir`: the
 * opponent wins by WDR. Only once the competition's wait after the call (`tunggu_detik`) is over on this device's
 * clock, as the server checks it again. (A no-show queued before carries `sudut` 'A' | 'B' and is sent as it is.)
 */
export async function tidakHadir(id_kompetisi: number, p: PartaiTampil, sudut: Sudut, tunggu_detik: number) {
  cekLangkah(p, 'tidak-hadir', tunggu_detik, sudut);
  return antre(
    id_kompetisi,
    p,
    'tidak-hadir',
    `/partai/${p.id_match}/tidak-hadir`,
    { sudut_tidak_hadir: sudut, versi: p.versi },
    `${judul(p)}: tidak hadir (${sudut})`,
  );
}

/** The result, checked here with the rules the server runs, sent as the bracket's PUT /matches on the match's versi. */
export async function catatHasilPartai(id_kompetisi: number, p: PartaiTampil, input: InputHasil): Promise<string> {
  const match = {
    id_match: p.id_match,
    ronde: p.ronde,
    posisi: p.posisi ?? 0,
    id_peserta_a: p.sudut_a?.id_peserta_kompetisi ?? null,
    id_peserta_b: p.sudut_b?.id_peserta_kompetisi ?? null,
    skor_a: p.skor_a,
    skor_b: p.skor_b,
    id_pemenang: p.id_pemenang,
    keputusan: p.keputusan,
    versi: p.versi_match,
  };
  const cek = cekInputHasil(match, input, p.cabang);
  if (!cek.ok) throw new ApiError(422, cek.pesan, cek.field ? { [cek.field]: cek.pesan } : undefined);
  return antre(
    id_kompetisi,
    p,
    'hasil',
    `/matches/${p.id_match}`,
    {
      skor_a: input.skor_a,
      skor_b: input.skor_b,
      id_pemenang: input.id_pemenang ?? null,
      keputusan: input.keputusan ?? null,
      versi: p.versi_match,
    },
    `${judul(p)}: hasil ${input.skor_a}–${input.skor_b}`,
    'PUT',
  );
}

/** The answers to a conflict (sync/konflik.ts): mine again on the current versi, or the server's. */
export { pakaiYangTerbaru as pakaiPartaiTerbaru, terapkanPunyaSaya as terapkanPartaiSaya } from '../sync/konflik';
