import { eq } from 'drizzle-orm';
import { alasanTolak } from '../../domain/akses';
import { namaPeserta } from '../../domain/kompetisi/label';
import { cekKuota } from '../../domain/kompetisi/registrasi';
import type { StatusPesertaInput } from '../../domain/schemas/peserta';
import type { PesertaKompetisi } from '../../domain/schemas/peserta-response';
import { tolak } from '../../domain/tolak';
import { logActivity } from '../activity/log';
import { pesertaKompetisi } from '../db/schema';
import { namaAkun } from '../db/sql-nama';
import type { DbOrTx } from '../db/types';
import { KOMPETISI_NOT_FOUND, lockKompetisi } from '../kompetisi/baris';
import { berhasil, sekarang, tolakTulis, type Aktor, type Deps, type HasilTulis } from '../tulis/types';
import { PESERTA_NOT_FOUND, STATUS_MSG } from './dasar';
import { findPeserta } from './list';
import { entriKompetisi } from './load';
import type { KodeTolakPeserta } from './tolak';

/** What a stale status change is told: the current status, who set it and when (null: never set by anyone). */
export interface KonflikStatus {
  id_peserta_kompetisi: number;
  status: string;
  id_kelas_kejuaraan: number;
  diubah_oleh: string | null;
  diubah_pada: string | null;
  alasan_ditolak: string | null;
}

async function pengubahTerakhir(
  tx: DbOrTx,
  id_peserta: number,
): Promise<Pick<KonflikStatus, 'diubah_oleh' | 'diubah_pada' | 'alasan_ditolak'>> {
  const [row] = await tx
    .select({
      oleh: namaAkun('peserta_kompetisi.status_diubah_oleh'),
      pada: pesertaKompetisi.status_diubah_pada,
      alasan: pesertaKompetisi.alasan_ditolak,
    })
    .from(pesertaKompetisi)
    .where(eq(pesertaKompetisi.id_peserta_kompetisi, id_peserta));
  return {
    diubah_oleh: (row?.oleh as string | null | undefined) ?? null,
    diubah_pada: row?.pada ? row.pada.toISOString() : null,
    alasan_ditolak: row?.alasan ?? null,
  };
}

export type UbahStatusInput = StatusPesertaInput & { id_kompetisi: number; id_peserta: number };

/**
 * PUT .../participants/{pid}/status: ADMIN any competition, ADMIN_KOMPETISI its own.
 * Setting the status it already has answers the entry with nothing written (a rejection with another reason
 * replaces the reason); a write made from a status the entry no longer has (status_sebelumnya) is refused
 * 'konflik_versi' carrying the current one. A rejection stores its reason, an approval clears it. Taking a
 * REJECTED entry back in needs a free place when the competition has a quota. The coach hears of a change
 * once it is committed.
 */
export async function ubahStatusPeserta(
  deps: Deps,
  aktor: Aktor,
  input: UbahStatusInput,
  tx: DbOrTx,
): Promise<HasilTulis<PesertaKompetisi, KodeTolakPeserta>> {
  const { id_kompetisi, id_peserta } = input;
  const akses = alasanTolak(aktor, 'peserta.setujui', { id_kompetisi });
  if (akses) return akses;
  const kompetisi = await lockKompetisi(tx, id_kompetisi);
  if (!kompetisi) return tolak('tidak_ditemukan', KOMPETISI_NOT_FOUND);
  const entri = await entriKompetisi(tx, id_kompetisi);
  const entry = entri.find((e) => e.id_peserta_kompetisi === id_peserta);
  if (!entry) return tolak('tidak_ditemukan', PESERTA_NOT_FOUND);
  const lama = await pengubahTerakhir(tx, id_peserta);
  const jawab = async (berubah: boolean) => {
    const data = await findPeserta(tx, id_kompetisi, id_peserta);
    if (!data) return tolak('tidak_ditemukan', PESERTA_NOT_FOUND);
    const kabar = { jenis: 'kabar_status_peserta', id_kompetisi, id_peserta, status: input.status } as const;
    return berhasil(data, STATUS_MSG.berhasil[input.status], berubah ? [kabar] : []);
  };
  if (entry.status === 'DISKUALIFIKASI') {
    return tolakTulis('sudah_diskualifikasi', STATUS_MSG.diskualifikasi, {
      data: { id_peserta_kompetisi: id_peserta, status: entry.status, id_kelas_kejuaraan: entry.id_kelas_kejuaraan, ...lama },
    });
  }
  if (entry.status === input.status && (input.status === 'APPROVED' || lama.alasan_ditolak === input.alasan_ditolak)) {
    return jawab(false);
  }
  if (input.status_sebelumnya !== undefined && input.status_sebelumnya !== entry.status) {
    const data: KonflikStatus = {
      id_peserta_kompetisi: id_peserta,
      status: entry.status,
      id_kelas_kejuaraan: entry.id_kelas_kejuaraan,
      ...lama,
    };
    return tolakTulis('konflik_versi', STATUS_MSG.konflik(data.status, data.diubah_oleh), { data });
  }
  if (entry.status === 'REJECTED' && input.status !== 'REJECTED') {
    const kuota = cekKuota(kompetisi, entri);
    if (!kuota.ok) return kuota;
  }
  await tx
    .update(pesertaKompetisi)
    .set({
      status: input.status,
      alasan_ditolak: input.alasan_ditolak,
      status_diubah_oleh: aktor.id_akun,
      status_diubah_pada: sekarang(deps),
    })
    .where(eq(pesertaKompetisi.id_peserta_kompetisi, id_peserta));
  const hasil = await jawab(true);
  if (hasil.ok) {
    await logActivity(tx, {
      action: 'UBAH_STATUS_PESERTA',
      actor: aktor.email,
      id_akun: aktor.id_akun,
      details:
        `Status ${namaPeserta(hasil.data)} diubah dari ${entry.status} ke ${input.status} (${kompetisi.nama_event})` +
        (input.alasan_ditolak ? `: ${input.alasan_ditolak}` : ''),
    });
  }
  return hasil;
}
