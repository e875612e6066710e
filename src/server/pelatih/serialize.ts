import { eq } from 'drizzle-orm';
import type { PelatihFiles, PelatihProfile } from '../../domain/api-types';
import { akun, pelatih } from '../db/schema';
import type { DbOrTx } from '../db/types';
import { uploadUrl } from '../uploads/store';

export async function findPelatihRow(db: DbOrTx, id_pelatih: number) {
  const [row] = await db
    .select({ pelatih, email: akun.email })
    .from(pelatih)
    .innerJoin(akun, eq(akun.id_akun, pelatih.id_akun))
    .where(eq(pelatih.id_pelatih, id_pelatih));
  return row ?? null;
}

export function toProfile(p: typeof pelatih.$inferSelect, email: string): PelatihProfile {
  return {
    id_pelatih: p.id_pelatih,
    nama_pelatih: p.nama_pelatih,
    no_telp: p.no_telp,
    nik: p.nik,
    tanggal_lahir: p.tanggal_lahir,
    kota: p.kota,
    provinsi: p.provinsi,
    alamat: p.alamat,
    jenis_kelamin: p.jenis_kelamin,
    id_dojang: p.id_dojang,
    akun: { email },
  };
}

export function toFiles(p: Pick<typeof pelatih.$inferSelect, 'foto_ktp' | 'sertifikat_sabuk'>): PelatihFiles {
  return { foto_ktp: uploadUrl('pelatih/ktp', p.foto_ktp), sertifikat_sabuk: uploadUrl('pelatih/sertifikat', p.sertifikat_sabuk) };
}
