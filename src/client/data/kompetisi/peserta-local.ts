import type { Atlet } from '../../../domain/api-types';
import { isKelasTim } from '../../../domain/kompetisi/eligibility-tim';
import type { AtletPeserta, KelasKejuaraan, PesertaKompetisi } from '../../../domain/schemas/peserta-response';

/**
 * What registering needs of a cached athlete. An athlete still queued has a stand-in id (negative) and
 * its add's key (`kunciLokal`): its registration waits for that add and gets the server's id then.
 */
export type AtletDaftar = Pick<
  Atlet,
  | 'id_atlet'
  | 'nama_atlet'
  | 'jenis_kelamin'
  | 'tanggal_lahir'
  | 'berat_badan'
  | 'tinggi_badan'
  | 'belt'
  | 'provinsi'
  | 'kewarganegaraan'
  | 'id_dojang'
  | 'persetujuan'
> & { dojang: { nama_dojang: string } | null; kunciLokal?: string | null };

/** The register body's athlete fields, slot by slot. */
export const ATLET_FIELDS = ['atlitId', 'atlitId2', 'atlitId3'] as const;

/** A cached athlete in the shape a participant carries (Participant.atlet). */
export function toAtletPeserta(a: AtletDaftar): AtletPeserta {
  return {
    id_atlet: a.id_atlet,
    nama_atlet: a.nama_atlet,
    jenis_kelamin: a.jenis_kelamin,
    tanggal_lahir: a.tanggal_lahir,
    berat_badan: a.berat_badan,
    tinggi_badan: a.tinggi_badan,
    belt: a.belt,
    provinsi: a.provinsi,
    kewarganegaraan: a.kewarganegaraan ?? 'WNI',
    id_dojang: a.id_dojang,
    dojang: { id_dojang: a.id_dojang, nama_dojang: a.dojang?.nama_dojang ?? '' },
  };
}

/** How a registration looks until the server has it: PENDING, no id yet. */
export function localPeserta(kelas: KelasKejuaraan, atlet: readonly AtletDaftar[]): PesertaKompetisi {
  const members = atlet.map(toAtletPeserta);
  return {
    id_peserta_kompetisi: 0,
    id_atlet: members[0]!.id_atlet,
    id_kelas_kejuaraan: kelas.id_kelas_kejuaraan,
    status: 'PENDING',
    alasan_ditolak: null,
    penimbangan: null,
    is_team: isKelasTim(kelas),
    created_at: new Date().toISOString(),
    atlet: members[0]!,
    anggota_tim: isKelasTim(kelas) ? members.map((m) => ({ atlet: m })) : [],
    kelas_kejuaraan: kelas,
  };
}

/** The register body: atlitId, kelasKejuaraanId, atlitId2 (pair), atlitId3 (team of three). */
export function registerBody(kelas: KelasKejuaraan, atlet: readonly Pick<Atlet, 'id_atlet'>[]) {
  const [a1, a2, a3] = atlet;
  return {
    [ATLET_FIELDS[0]]: a1!.id_atlet,
    kelasKejuaraanId: kelas.id_kelas_kejuaraan,
    ...(a2 ? { [ATLET_FIELDS[1]]: a2.id_atlet } : {}),
    ...(a3 ? { [ATLET_FIELDS[2]]: a3.id_atlet } : {}),
  };
}
