import { namaRonde } from '../../../domain/bagan/ronde';
import type { MatchBagan } from '../../../domain/bagan/types';
import { labelPartai } from '../../../domain/jadwal/kode';
import type { PartaiLapangan } from '../lapangan/schema';
import { namaKelas } from '../../../domain/kompetisi/label';
import { turunkanHasil, type HasilBout } from '../../../domain/skor/hasil';
import { rekapRonde } from '../../../domain/skor/rekap-ronde';
import type { DataSlip } from '../../../domain/skor/slip';
import { getDb } from '../db';
import { bacaKepala, bacaPartai } from '../lapangan/store';
import { currentUser } from '../session';
import { aturanBawaanPartai } from '../skor/aturan';
import { muatLogServer } from '../skor/read';
import { bacaAturan, bacaLog } from '../skor/store';
import type { KelasBaganView } from './view';

const pemenangSudut = (p: Pick<MatchBagan, 'id_pemenang' | 'id_peserta_a' | 'id_peserta_b'>) =>
  p.id_pemenang === null ? null : p.id_pemenang === p.id_peserta_a ? 'B' : p.id_pemenang === p.id_peserta_b ? 'R' : null;

/**
 * A Kyorugi bout's rounds from its scoring log: the server's copy read first when it answers (another tablet scored
 * it), else this device's own log, under the bout's rule set. null: no log (a result entered by hand).
 */
async function rondeDariLog(p: PartaiLapangan): Promise<HasilBout | null> {
  const db = getDb();
  await muatLogServer(db, p.id_match).catch(() => false);
  const log = await bacaLog(db, p.id_match);
  if (log.length === 0) return null;
  const aturan = p.aturan_skor ?? (await bacaAturan(db, p.id_match)) ?? aturanBawaanPartai(p);
  return turunkanHasil(aturan, log);
}

/**
 * The slip of a bout of a court, from what the device holds (offline too): the court's letter and the event from the
 * desk's copy, the rounds from `hasil` (the console's) or the bout's log.
 */
export async function slipPartai(p: PartaiLapangan, hasil?: HasilBout | null): Promise<DataSlip> {
  const kepala = await bacaKepala(getDb(), p.id_lapangan);
  const bout = p.cabang === 'KYORUGI' ? (hasil ?? (await rondeDariLog(p))) : null;
  return {
    nama_event: kepala?.lapangan.nama_event ?? '',
    kelas: p.nama_kelas,
    partai: labelPartai(kepala?.lapangan.kode, p.nomor),
    babak: p.nama_ronde,
    cabang: p.cabang === 'POOMSAE' ? 'POOMSAE' : 'KYORUGI',
    B: p.sudut_a ? { nama: p.sudut_a.nama, dojang: p.sudut_a.nama_dojang } : null,
    R: p.sudut_b ? { nama: p.sudut_b.nama, dojang: p.sudut_b.nama_dojang } : null,
    skor_a: p.skor_a,
    skor_b: p.skor_b,
    pemenang: pemenangSudut({
      id_pemenang: p.id_pemenang,
      id_peserta_a: p.sudut_a?.id_peserta_kompetisi ?? null,
      id_peserta_b: p.sudut_b?.id_peserta_kompetisi ?? null,
    }),
    keputusan: p.keputusan,
    disimpan_pada: p.selesai_pada,
    ronde: bout && bout.ronde.length > 0 ? rekapRonde(bout) : null,
  };
}

/**
 * The slip of a bracket match: through its bout on a court when the device holds it or the server names it (its label,
 * round name and rounds), else from the bracket alone.
 */
export async function slipMatch(view: KelasBaganView, nama_event: string, m: MatchBagan): Promise<DataSlip> {
  const db = getDb();
  const ownerId = currentUser()?.id_akun ?? 0;
  // Online this also brings the bout's court into the device when it is not there yet.
  await muatLogServer(db, m.id_match).catch(() => false);
  const partai = await bacaPartai(db, ownerId, m.id_match);
  if (partai) return { ...(await slipPartai(partai)), nama_event };
  const sudut = (id: number | null) => {
    const p = view.peserta.find((x) => x.id_peserta_kompetisi === id);
    return p ? { nama: p.nama, dojang: p.nama_dojang } : null;
  };
  return {
    nama_event,
    kelas: namaKelas(view.kelas),
    partai: null,
    babak: namaRonde(m.ronde, view.bagan?.jumlah_ronde ?? m.ronde),
    cabang: view.kelas.cabang,
    B: sudut(m.id_peserta_a),
    R: sudut(m.id_peserta_b),
    skor_a: m.skor_a,
    skor_b: m.skor_b,
    pemenang: pemenangSudut(m),
    keputusan: m.keputusan,
    disimpan_pada: null,
    ronde: null,
  };
}
