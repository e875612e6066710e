import { hasilKeBagan, turunkanHasil, type AturanKyorugi, type IsiKejadian, type KejadianBout } from '../../../domain/skor';
import { KIRIM_SKOR_MSG } from '../../../domain/skor/kirim-schema';
import { ApiError } from '../api-error';
import { getDb, type ArenaDatabase } from '../db';
import { jenisPartai, partaiEntityKey, rantaiPartai } from '../lapangan/keys';
import type { PartaiTampil } from '../lapangan/view';
import { enqueueWrite, newId } from '../outbox';
import { requireUser } from '../kompetisi/settle';
import { syncNow } from '../sync/engine';
import { jenisSkor, kejadianKey, pathHasilSkor, pathKejadian, skorEntityKey } from './keys';
import { idPerangkat } from './perangkat';
import { bacaLog } from './store';

const fixPath = '/admin-kompetisi/lapangan';
type Bout = Pick<PartaiTampil, 'id_match' | 'id_lapangan' | 'id_kelas_kejuaraan' | 'nomor'>;

const LABEL: Record<IsiKejadian['jenis'], string> = {
  poin: 'poin',
  gam_jeom: 'gam-jeom',
  sup: 'SUP',
  keputusan: 'keputusan',
  undo: 'batal',
  koreksi: 'koreksi',
  ronde_mulai: 'ronde mulai',
  ronde_selesai: 'ronde selesai',
  timer: 'timer',
  ronde_buka: 'koreksi ronde',
  atur_waktu: 'atur waktu',
  ivr_minta: 'tinjauan video',
  ivr_putusan: 'putusan tinjauan video',
};

/**
 * One tap on the console: the event in the bout's local log and its outbox entry (POST …/kejadian with that one
 * event) in one Dexie transaction, on the bracket's chain, so the log lands in order and before the result it
 * gives. The next seq of the bout is read in the same transaction. With a fixed `id` (a judges' consensus point)
 * an event this device already logged under it is returned instead of appended again.
 */
export async function catatKejadian(
  id_kompetisi: number,
  p: Bout,
  isi: IsiKejadian,
  db: ArenaDatabase = getDb(),
  id?: string,
): Promise<KejadianBout> {
  const user = requireUser();
  const perangkat = idPerangkat();
  const k = await db.transaction('rw', db.skorKejadian, db.outbox, db.records, async () => {
    const log = await bacaLog(db, p.id_match);
    const ada = id === undefined ? undefined : log.find((e) => e.perangkat === perangkat && e.id === id);
    if (ada) return ada;
    const kejadian = { ...isi, seq: (log.at(-1)?.seq ?? 0) + 1, perangkat, id: id ?? newId(), waktu: Date.now() } as KejadianBout;
    await db.skorKejadian.put({ key: kejadianKey(p.id_match, perangkat, kejadian.id), id_match: p.id_match, kejadian });
    await enqueueWrite(db, {
      method: 'POST',
      path: pathKejadian(p.id_match),
      kind: jenisSkor.kind('kejadian'),
      body: { kejadian: [kejadian] },
      ownerId: user.id_akun,
      label: `Partai ${p.nomor}: ${LABEL[isi.jenis]} #${kejadian.seq}`,
      entityKey: skorEntityKey(id_kompetisi, p.id_lapangan, p.id_match),
      chain: rantaiPartai(id_kompetisi, p.id_kelas_kejuaraan),
      fixPath,
    });
    return kejadian;
  });
  void syncNow().catch(() => undefined);
  return k;
}

/**
 * 'Simpan hasil': the result the bout's log gives goes to the bracket (POST …/hasil-skor on the match's versi,
 * after the log on the same chain). It is a court-desk write of the bout, so the desk shows the bout finished at
 * once; the scores and winner in the body are for that view only, the server derives its own from the log.
 */
export async function simpanHasilSkor(
  id_kompetisi: number,
  p: PartaiTampil,
  aturan: AturanKyorugi,
  db: ArenaDatabase = getDb(),
): Promise<string> {
  const user = requireUser();
  const hasil = turunkanHasil(aturan, await bacaLog(db, p.id_match));
  const input = hasilKeBagan(hasil, {
    id_peserta_a: p.sudut_a?.id_peserta_kompetisi ?? null,
    id_peserta_b: p.sudut_b?.id_peserta_kompetisi ?? null,
  });
  if (!input) throw new ApiError(422, KIRIM_SKOR_MSG.belumAda);
  const entry = await enqueueWrite(db, {
    method: 'POST',
    path: pathHasilSkor(p.id_match),
    kind: jenisPartai.kind('hasil'),
    ownerId: user.id_akun,
    body: {
      versi_match: p.versi_match,
      skor_a: input.skor_a,
      skor_b: input.skor_b,
      id_pemenang: input.id_pemenang,
      keputusan: input.keputusan,
      pada: new Date().toISOString(),
    },
    label: `Partai ${p.nomor}: hasil ${input.skor_a}–${input.skor_b} (${input.keputusan})`,
    entityKey: partaiEntityKey(id_kompetisi, p.id_lapangan, p.id_match),
    chain: rantaiPartai(id_kompetisi, p.id_kelas_kejuaraan),
    fixPath,
  });
  void syncNow().catch(() => undefined);
  return entry.id;
}
