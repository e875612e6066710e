import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { alasanTolak } from '../../domain/akses';
import { JADWAL_MSG } from '../../domain/jadwal';
import { akhirHariWib, TAUTAN_KURSI_MSG, type TautanKursi, type TautanKursiLapangan } from '../../domain/skor';
import { tolak, type KodeUmum, type Tolak } from '../../domain/tolak';
import { logActivity } from '../activity/log';
import { queryRows } from '../db/rows';
import { tautanJuriKursi } from '../db/schema';
import type { DbOrTx } from '../db/types';
import { terlihat } from '../http/akses';
import { kunciTanda } from '../kartu/tanda';
import { berhasil, sekarang, type Aktor, type Deps, type HasilTulis } from '../tulis/types';
import type { KodeJuriDigital } from './juri-tolak';
import { buatTokenKursi, type IsiTautanKursi } from './tautan-juri';

/**
 * Judges' seat links of a court, as (deps, aktor, input, tx) writes: POST /lapangan/{id}/juri makes the links of
 * seats 1 … n not made yet (each valid until the end of the court's day, WIB) and answers every one of them;
 * POST /lapangan/{id}/juri/{nomor}/cabut revokes a seat's link at once (its row is read on every use), after which
 * the seat may get a new one. Only the court's staff and the competition's admin ('lapangan.jalankan').
 */

type KodeKursi = KodeJuriDigital | KodeUmum;

interface LapanganKursi {
  id_lapangan: number;
  id_kompetisi: number;
  nama: string;
  tanggal: string;
}

/** The court with its day's date; `kunci` locks its row, so two consoles making links at once make one per seat. */
export async function muatLapanganKursi(tx: DbOrTx, id_lapangan: number, kunci = false): Promise<LapanganKursi | null> {
  const [l] = await queryRows<LapanganKursi>(
    tx,
    sql`select l.id_lapangan, l.id_kompetisi, l.nama, to_char(h.tanggal, 'YYYY-MM-DD') as tanggal
    from lapangan l join hari_pertandingan h on h.id_hari = l.id_hari
    where l.id_lapangan = ${id_lapangan} ${kunci ? sql`for update of l` : sql``}`,
  );
  return l ?? null;
}

/** Whether a signed seat link's row is still the seat's live link (not revoked): every use asks. */
export async function kursiBerlaku(db: DbOrTx, isi: Pick<IsiTautanKursi, 'id_tautan' | 'id_lapangan' | 'juri'>): Promise<boolean> {
  const rows = await db
    .select({ id: tautanJuriKursi.id_tautan })
    .from(tautanJuriKursi)
    .where(
      and(
        eq(tautanJuriKursi.id_tautan, isi.id_tautan),
        eq(tautanJuriKursi.id_lapangan, isi.id_lapangan),
        eq(tautanJuriKursi.juri, isi.juri),
        isNull(tautanJuriKursi.dicabut_pada),
      ),
    );
  return rows.length > 0;
}

/** The bout on the mat of the court (BERTANDING; two started by mistake: the first by number), or null. */
export async function partaiDiMatras(tx: DbOrTx, id_lapangan: number): Promise<string | null> {
  const [r] = await queryRows<{ id_match: string }>(
    tx,
    sql`select id_match from partai where id_lapangan = ${id_lapangan} and status = 'BERTANDING' order by nomor limit 1`,
  );
  return r?.id_match ?? null;
}

async function lapanganBoleh(aktor: Aktor, tx: DbOrTx, id_lapangan: number): Promise<{ l: LapanganKursi } | Tolak<KodeKursi>> {
  const l = await muatLapanganKursi(tx, id_lapangan, true);
  // A court of a competition the caller may not see answers as one that does not exist.
  if (!l || !terlihat(aktor, l.id_kompetisi)) return tolak('tidak_ditemukan', JADWAL_MSG.lapanganTidakDitemukan);
  return alasanTolak(aktor, 'lapangan.jalankan', { id_kompetisi: l.id_kompetisi, id_lapangan }) ?? { l };
}

/** POST /lapangan/{id}/juri {juri}: the seats' live links, those missing made now. */
export async function buatTautanKursi(
  deps: Deps,
  aktor: Aktor,
  input: { id_lapangan: number; juri: number },
  tx: DbOrTx,
): Promise<HasilTulis<TautanKursiLapangan, KodeKursi>> {
  const b = await lapanganBoleh(aktor, tx, input.id_lapangan);
  if (!('l' in b)) return b;
  const { l } = b;
  const kini = sekarang(deps);
  const kedaluwarsa = akhirHariWib(l.tanggal);
  if (kedaluwarsa <= kini.getTime()) return tolak('hari_lewat', TAUTAN_KURSI_MSG.hariLewat);
  const hidup = await tx
    .select()
    .from(tautanJuriKursi)
    .where(and(eq(tautanJuriKursi.id_lapangan, l.id_lapangan), isNull(tautanJuriKursi.dicabut_pada)))
    .orderBy(asc(tautanJuriKursi.juri));
  const perKursi = new Map(hidup.map((r) => [r.juri, r]));
  const dibuat: number[] = [];
  for (let juri = 1; juri <= input.juri; juri++) {
    if (perKursi.has(juri)) continue;
    const [r] = await tx
      .insert(tautanJuriKursi)
      .values({ id_lapangan: l.id_lapangan, juri, kedaluwarsa: new Date(kedaluwarsa), dibuat_pada: kini, dibuat_oleh: aktor.id_akun })
      .returning();
    perKursi.set(juri, r!);
    dibuat.push(juri);
  }
  if (dibuat.length > 0) {
    await logActivity(tx, {
      action: 'BUAT_TAUTAN_JURI',
      actor: aktor.email,
      id_akun: aktor.id_akun,
      details: `${l.nama} (${l.tanggal}): kursi ${dibuat.join(', ')}`,
    });
  }
  const kunci = await kunciTanda(tx);
  const juri: TautanKursi[] = [];
  for (let nomor = 1; nomor <= input.juri; nomor++) {
    const r = perKursi.get(nomor)!;
    const exp = r.kedaluwarsa.getTime();
    const token = buatTokenKursi(kunci, { id_tautan: r.id_tautan, id_lapangan: l.id_lapangan, juri: nomor, kedaluwarsa: exp });
    juri.push({ nomor, tautan: `/juri/${token}`, kedaluwarsa: exp, dibuat_pada: r.dibuat_pada.toISOString() });
  }
  return berhasil({ id_lapangan: l.id_lapangan, nama_lapangan: l.nama, tanggal: l.tanggal, kedaluwarsa, juri }, TAUTAN_KURSI_MSG.dibuat);
}

export interface KursiDicabut {
  id_lapangan: number;
  juri: number;
  dicabut: boolean;
}

/** POST /lapangan/{id}/juri/{nomor}/cabut: the seat's live link stops now (a seat without one: nothing to do). */
export async function cabutTautanKursi(
  deps: Deps,
  aktor: Aktor,
  input: { id_lapangan: number; juri: number },
  tx: DbOrTx,
): Promise<HasilTulis<KursiDicabut, KodeKursi>> {
  const b = await lapanganBoleh(aktor, tx, input.id_lapangan);
  if (!('l' in b)) return b;
  const { l } = b;
  const rows = await tx
    .update(tautanJuriKursi)
    .set({ dicabut_pada: sekarang(deps), dicabut_oleh: aktor.id_akun })
    .where(and(eq(tautanJuriKursi.id_lapangan, l.id_lapangan), eq(tautanJuriKursi.juri, input.juri), isNull(tautanJuriKursi.dicabut_pada)))
    .returning({ id: tautanJuriKursi.id_tautan });
  if (rows.length > 0) {
    await logActivity(tx, {
      action: 'CABUT_TAUTAN_JURI',
      actor: aktor.email,
      id_akun: aktor.id_akun,
      details: `${l.nama} (${l.tanggal}): kursi ${input.juri}`,
    });
  }
  const data = { id_lapangan: l.id_lapangan, juri: input.juri, dicabut: rows.length > 0 };
  return berhasil(data, rows.length > 0 ? TAUTAN_KURSI_MSG.dicabutOk : TAUTAN_KURSI_MSG.tidakAda);
}
