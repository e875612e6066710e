import { and, eq } from 'drizzle-orm';
import { namaKelas, namaPeserta } from '../../domain/kompetisi/label';
import { admin, akun, buktiTransfer, dojang, kompetisi, pelatih } from '../db/schema';
import type { DbOrTx } from '../db/types';
import { appUrlFromEnv } from '../config';
import type { AppDeps } from '../http/env';
import { findPeserta } from '../peserta/list';
import { diLatar, kirimKabar, type Penerima } from './kirim';
import { kabarBukti, kabarDojang, kabarPeserta } from './pesan';

/**
 * The hooks the writing routes call AFTER their transaction committed (never inside it): each starts the
 * notification in the background and returns at once, so the request is neither slowed nor failed by it.
 */

type Deps = Pick<AppDeps, 'db' | 'mailer' | 'log'>;

/**
 * The app's address for links in mail: the configured APP_URL (else the local address), never the request's
 * Host (anyone can send a request with Host: evil.example and have genuine mail link there).
 */
function asalApp(): string {
  try {
    return appUrlFromEnv(process.env);
  } catch {
    return appUrlFromEnv({ PORT: process.env.PORT });
  }
}

/** The active coach of a dojang (one per dojang), if any. */
async function pelatihDojang(db: DbOrTx, id_dojang: number): Promise<Penerima[]> {
  return db
    .select({ id_akun: akun.id_akun, email: akun.email, nama: pelatih.nama_pelatih })
    .from(pelatih)
    .innerJoin(akun, eq(akun.id_akun, pelatih.id_akun))
    .where(and(eq(pelatih.id_dojang, id_dojang), eq(akun.status, 'ACTIVE')));
}

/** Every ACTIVE ADMIN account. */
async function adminAktif(db: DbOrTx): Promise<Penerima[]> {
  const rows = await db
    .select({ id_akun: akun.id_akun, email: akun.email, nama: admin.nama_admin })
    .from(akun)
    .leftJoin(admin, eq(admin.id_akun, akun.id_akun))
    .where(and(eq(akun.role, 'ADMIN'), eq(akun.status, 'ACTIVE')));
  return rows.map((r) => ({ ...r, nama: r.nama ?? 'Admin' }));
}

/** An entry became APPROVED or REJECTED: its dojang's coach hears it. */
export function kabarStatusPeserta(deps: Deps, id_kompetisi: number, id_peserta: number, status: string): void {
  if (status !== 'APPROVED' && status !== 'REJECTED') return;
  const asal = asalApp();
  diLatar(deps.log, `status peserta ${id_peserta}`, async () => {
    const p = await findPeserta(deps.db, id_kompetisi, id_peserta);
    const [k] = await deps.db.select({ nama_event: kompetisi.nama_event }).from(kompetisi).where(eq(kompetisi.id_kompetisi, id_kompetisi));
    if (!p || !k) return;
    const info = {
      id_kompetisi,
      nama_event: k.nama_event,
      nama_peserta: namaPeserta(p),
      kelas: namaKelas(p.kelas_kejuaraan),
      disetujui: status === 'APPROVED',
      alasan: p.alasan_ditolak,
    };
    const peristiwa = info.disetujui ? 'peserta_disetujui' : 'peserta_ditolak';
    await kirimKabar(deps, peristiwa, await pelatihDojang(deps.db, p.atlet.id_dojang), kabarPeserta(info, asal));
  });
}

/** A payment proof became DITERIMA or DITOLAK: the dojang's coach hears it, with the admin's note. */
export function kabarVerifikasiBukti(deps: Deps, id_bukti: number, status: string): void {
  if (status !== 'DITERIMA' && status !== 'DITOLAK') return;
  const asal = asalApp();
  diLatar(deps.log, `verifikasi bukti ${id_bukti}`, async () => {
    const [b] = await deps.db
      .select({
        id_kompetisi: buktiTransfer.id_kompetisi,
        id_dojang: buktiTransfer.id_dojang,
        catatan: buktiTransfer.catatan_verifikasi,
        nama_event: kompetisi.nama_event,
        nama_dojang: dojang.nama_dojang,
      })
      .from(buktiTransfer)
      .innerJoin(kompetisi, eq(kompetisi.id_kompetisi, buktiTransfer.id_kompetisi))
      .innerJoin(dojang, eq(dojang.id_dojang, buktiTransfer.id_dojang))
      .where(eq(buktiTransfer.id_bukti_transfer, id_bukti));
    if (!b) return;
    const info = { ...b, diterima: status === 'DITERIMA' };
    await kirimKabar(
      deps,
      info.diterima ? 'bukti_diterima' : 'bukti_ditolak',
      await pelatihDojang(deps.db, b.id_dojang),
      kabarBukti(info, asal),
    );
  });
}

/** A new dojang registered: every active ADMIN hears it. */
export function kabarDojangBaru(deps: Deps, id_dojang: number): void {
  const asal = asalApp();
  diLatar(deps.log, `dojang baru ${id_dojang}`, async () => {
    const [d] = await deps.db
      .select({
        nama_dojang: dojang.nama_dojang,
        kota: dojang.kota,
        provinsi: dojang.provinsi,
        email: dojang.email,
        no_telp: dojang.no_telp,
      })
      .from(dojang)
      .where(eq(dojang.id_dojang, id_dojang));
    if (!d) return;
    await kirimKabar(deps, 'dojang_baru', await adminAktif(deps.db), kabarDojang(d, asal));
  });
}
