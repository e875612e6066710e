import { alasanTolak } from '../../domain/akses';
import { JADWAL_MSG } from '../../domain/jadwal';
import { KIRIM_POOMSAE_MSG, KIRIM_SKOR_MSG, turunkanHasil, type HasilBout, type KejadianBout } from '../../domain/skor';
import { tolak, type Tolak } from '../../domain/tolak';
import { skorKejadian } from '../db/schema';
import type { DbOrTx } from '../db/types';
import { berhasil, tolakTulis, type Aktor, type Deps, type HasilTulis } from '../tulis/types';
import { aturanPartai, bacaLog, muatPartaiSkor, type PartaiSkor } from './muat';
import { sematkanAturan } from './sematkan';
import type { KodeTolakSkor } from './tolak';
import { jsonKanonik } from '../../domain/json-kanonik';
import { terlihat } from '../http/akses';

export interface CatatKejadianInput {
  id_match: string;
  kejadian: KejadianBout[];
}

export interface LogTersimpan {
  id_match: string;
  id_lapangan: number;
  id_kompetisi: number;
  /** Events stored for the bout, after this write. */
  jumlah: number;
  /** Events this write added (0: all were there already). */
  baru: number;
  /** The result the whole stored log gives now. */
  hasil: HasilBout;
}

const MAKS_LOG = 5000;

const kunci = (k: Pick<KejadianBout, 'perangkat' | 'id'>) => `${k.perangkat}\u0000${k.id}`;

/** The bout for a scoring write: on a court, of the actor's court or competition, of the discipline scored. */
export async function partaiUntukSkor(
  aktor: Aktor,
  id_match: string,
  tx: DbOrTx,
  cabang: PartaiSkor['cabang'] = 'KYORUGI',
): Promise<PartaiSkor | Tolak<KodeTolakSkor>> {
  const p = await muatPartaiSkor(tx, id_match, true);
  // A bout of a competition the caller may not see is answered as one that does not exist.
  if (!p || !terlihat(aktor, p.id_kompetisi)) return tolak('tidak_ditemukan', JADWAL_MSG.partaiTidakDijadwalkan);
  const akses = alasanTolak(aktor, 'lapangan.jalankan', { id_kompetisi: p.id_kompetisi, id_lapangan: p.id_lapangan });
  if (akses) return akses;
  if (p.cabang !== cabang) {
    return cabang === 'KYORUGI'
      ? tolak('bukan_kyorugi', KIRIM_SKOR_MSG.bukanKyorugi)
      : tolak('bukan_poomsae', KIRIM_POOMSAE_MSG.bukanPoomsae);
  }
  return p;
}

/**
 * Appends a batch of the console's log. An event is the device's (perangkat, id): one already stored with the
 * same content is skipped, with other content refused whole (kejadian_bentrok, nothing written). New events for
 * a finished bout are refused (partai_selesai); a batch that is all replays is answered even then. The answer
 * carries the result the whole stored log gives under the bout's rule set (pinned by the first stored events).
 */
export async function catatKejadian(
  _deps: Deps,
  aktor: Aktor,
  input: CatatKejadianInput,
  tx: DbOrTx,
): Promise<HasilTulis<LogTersimpan, KodeTolakSkor>> {
  const p = await partaiUntukSkor(aktor, input.id_match, tx);
  if ('ok' in p) return p;
  const log = await bacaLog(tx, input.id_match);
  const ada = new Map(log.map((k) => [kunci(k), jsonKanonik(k)]));
  const baru = new Map<string, KejadianBout>();
  for (const k of input.kejadian) {
    const teks = ada.get(kunci(k)) ?? (baru.has(kunci(k)) ? jsonKanonik(baru.get(kunci(k))) : undefined);
    if (teks === undefined) baru.set(kunci(k), k);
    else if (teks !== jsonKanonik(k)) {
      return tolakTulis('kejadian_bentrok', KIRIM_SKOR_MSG.bentrok, { data: { perangkat: k.perangkat, id: k.id, seq: k.seq } });
    }
  }
  if (baru.size > 0 && p.status === 'SELESAI') return tolakTulis('partai_selesai', KIRIM_SKOR_MSG.selesai);
  if (log.length + baru.size > MAKS_LOG) return tolakTulis('log_penuh', KIRIM_SKOR_MSG.penuh);
  const rows = [...baru.values()].map((k) => ({
    id_match: input.id_match,
    perangkat: k.perangkat,
    id_kejadian: k.id,
    seq: k.seq,
    waktu: k.waktu,
    isi: k,
    id_akun: aktor.id_akun,
  }));
  // The first stored events pin the rule set (if the desk's Mulai did not already).
  const aturan = rows.length > 0 ? (await sematkanAturan(tx, p))! : await aturanPartai(tx, p);
  if (rows.length > 0) await tx.insert(skorKejadian).values(rows);
  const semua = [...log, ...baru.values()];
  const hasil = turunkanHasil(aturan, semua);
  return berhasil(
    {
      id_match: input.id_match,
      id_lapangan: p.id_lapangan,
      id_kompetisi: p.id_kompetisi,
      jumlah: semua.length,
      baru: rows.length,
      hasil,
    },
    KIRIM_SKOR_MSG.dikirim(rows.length),
  );
}
