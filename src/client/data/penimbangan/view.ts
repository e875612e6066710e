import {
  nilaiBerat,
  teksVonis,
  PENGATURAN_TIMBANG_BAWAAN,
  type PengaturanDasarTimbang,
  type BatasKelas,
  type Vonis,
} from '../../../domain/penimbangan/vonis';
import {
  alasanTidakDitimbang,
  bolehDiputuskan,
  hasilTimbang,
  jumlahPercobaan,
  percobaanTerakhir,
  urutkanPercobaan,
  type HasilTimbang,
  type KodeTidakTimbang,
  type Percobaan as PercobaanDomain,
} from '../../../domain/penimbangan/percobaan';
import type { Tolak } from '../../../domain/tolak';
import { kelasPindah, type KelasTimbang as KelasDomain } from '../../../domain/penimbangan/pindah';
import type { OutboxEntry, OutboxStatus } from '../db';
import { isKonflikVersi } from '../sync/kode';
import { isKeputusan, isPercobaan } from './keys';
import type { EntriTimbang, JenisKeputusan, JenisTimbang, KelasTimbang, PengaturanTimbang } from './schema';
import { entriOf } from './store';
import { terapkanBatal, type BatalTertunda } from './view-batal';

/**
 * An entry as the desk shows it: the server's copy with this device's queued attempts and decision on top,
 * judged by the domain's verdict (the one the server runs again) against the cached class limits and settings.
 */

export type StatusTulis = 'tersimpan' | 'menunggu' | 'ditolak';

export interface PercobaanTampil extends PercobaanDomain {
  status: StatusTulis;
  outboxId?: string;
  pesan?: string | null;
  kode?: string;
  /** A void of it queued on this device (pending: already struck here; refused: still counting). */
  batal?: BatalTertunda;
}

export interface KeputusanTertunda {
  outboxId: string;
  jenis: JenisKeputusan;
  id_kelas_tujuan: number | null;
  alasan: string | null;
  status: OutboxStatus;
  pesan: string | null;
  kode?: string;
  /** 409: the entry as the server holds it, to choose from. */
  konflik: EntriTimbang | null;
}

export interface KelasPenuh extends KelasDomain {
  label: string;
}

export interface EntriTampil {
  entri: EntriTimbang;
  /** The competition's weigh-in settings the desk judged by (plausibility and the void window too). */
  pengaturan: PengaturanDasarTimbang;
  kelas: BatasKelas;
  percobaan: PercobaanTampil[];
  hasil: HasilTimbang;
  dipakai: number;
  maks: number;
  /** Why the desk may not weigh it now, per kind of attempt (the domain's rule the server runs again), or null. */
  tidakDitimbang: Record<JenisTimbang, Tolak<KodeTidakTimbang> | null>;
  terakhir: PercobaanTampil | null;
  vonis: Vonis | null;
  /** 'LOLOS' / 'GAGAL — 0,6 kg di atas batas Under 45 kg' of the latest attempt, null before one. */
  teks: string | null;
  /** The latest attempt was made in another class: the entry has been moved since (on the server or queued here). */
  dipindah: boolean;
  keputusan: KeputusanTertunda | null;
  bolehPindah: boolean;
  bolehDiskualifikasi: boolean;
  opsiPindah: KelasPenuh[];
}

/** The cached settings (a copy kept before a setting existed: its default). */
export const pengaturanDari = (atur: PengaturanTimbang | null): PengaturanDasarTimbang => {
  if (!atur) return PENGATURAN_TIMBANG_BAWAAN;
  const d = PENGATURAN_TIMBANG_BAWAAN;
  return {
    toleransi_gram: atur.toleransi_gram,
    percobaan_maks: atur.percobaan_maks,
    boleh_pindah: atur.boleh_pindah,
    acak_toleransi_persen: atur.acak_toleransi_persen,
    berat_min_gram: atur.berat_min_gram ?? d.berat_min_gram,
    berat_maks_gram: atur.berat_maks_gram ?? d.berat_maks_gram,
    jauh_bawah_persen: atur.jauh_bawah_persen ?? d.jauh_bawah_persen,
    jauh_atas_gram: atur.jauh_atas_gram ?? d.jauh_atas_gram,
    batal_menit: atur.batal_menit ?? d.batal_menit,
  };
};

const namaDariLabel = (label: string) => label.split(' - ').pop()?.trim() || label;

/** The competition's classes as the domain reads them (the settings list the Kyorugi individual classes). */
export function kelasKompetisi(id_kompetisi: number, atur: PengaturanTimbang | null): KelasPenuh[] {
  return (atur?.kelas ?? []).map((k: KelasTimbang) => ({
    id_kelas_kejuaraan: k.id_kelas_kejuaraan,
    id_kompetisi,
    cabang: 'KYORUGI',
    label: k.label,
    id_kategori_event: k.id_kategori_event ?? 0,
    id_kelompok: k.id_kelompok ?? 0,
    jenis_kelamin: k.jenis_kelamin ?? null,
    nama_kelas: k.nama_kelas ?? namaDariLabel(k.label),
    batas_min: k.batas_min,
    batas_max: k.batas_max ?? null,
  }));
}

function batasEntri(e: EntriTimbang, kelas: ReadonlyMap<number, KelasPenuh>): BatasKelas {
  return {
    nama_kelas: e.nama_kelas ?? kelas.get(e.id_kelas_kejuaraan)?.nama_kelas ?? namaDariLabel(e.kelas_label),
    batas_min: e.batas_min,
    batas_max: e.batas_max ?? null,
  };
}

interface BodyPercobaan {
  kunci: string;
  berat_gram: number;
  meja: string;
  ditimbang_pada: string;
  jenis: JenisTimbang;
}
interface BodyKeputusan {
  jenis: JenisKeputusan;
  id_kelas_tujuan?: number | null;
  alasan?: string | null;
}

const statusDari = (e: OutboxEntry): StatusTulis => (e.status === 'rejected' ? 'ditolak' : 'menunggu');

/** The decision queued on this device laid over the entry: a move shows the new class, a disqualification the status. */
function terapkanKeputusan(e: EntriTimbang, k: KeputusanTertunda | null, kelas: ReadonlyMap<number, KelasPenuh>): EntriTimbang {
  if (!k || k.status === 'rejected') return e;
  if (k.jenis === 'DISKUALIFIKASI') return { ...e, status: 'DISKUALIFIKASI' };
  const tujuan = k.id_kelas_tujuan === null ? undefined : kelas.get(k.id_kelas_tujuan);
  if (!tujuan) return e;
  return {
    ...e,
    id_kelas_kejuaraan: tujuan.id_kelas_kejuaraan,
    kelas_label: tujuan.label,
    nama_kelas: tujuan.nama_kelas,
    batas_min: tujuan.batas_min,
    batas_max: tujuan.batas_max,
  };
}

/** One entry with the outbox entries of its chain (oldest first). */
export function tampilkanEntri(
  server: EntriTimbang,
  antre: readonly OutboxEntry[],
  pengaturan: PengaturanDasarTimbang,
  kelas: ReadonlyMap<number, KelasPenuh>,
): EntriTampil {
  const putusan = antre.filter(isKeputusan).pop();
  const keputusan: KeputusanTertunda | null = putusan
    ? {
        outboxId: putusan.id,
        jenis: (putusan.body as BodyKeputusan).jenis,
        id_kelas_tujuan: (putusan.body as BodyKeputusan).id_kelas_tujuan ?? null,
        alasan: (putusan.body as BodyKeputusan).alasan ?? null,
        status: putusan.status,
        pesan: putusan.lastError,
        kode: putusan.lastKode,
        konflik: putusan.status === 'rejected' && isKonflikVersi(putusan) ? entriOf(putusan.lastData) : null,
      }
    : null;
  const entri = terapkanKeputusan(server, keputusan, kelas);
  const batas = batasEntri(entri, kelas);
  const kelasServer = batasEntri(server, kelas);
  const ada = new Set(server.percobaan.map((p) => p.kunci));
  const tersimpan: PercobaanTampil[] = server.percobaan.map((p) => ({
    ...p,
    petugas: p.petugas ?? null,
    id_kelas_kejuaraan: p.id_kelas_kejuaraan ?? server.id_kelas_kejuaraan,
    status: 'tersimpan',
  }));
  const lokal: PercobaanTampil[] = antre.filter(isPercobaan).flatMap((o) => {
    const b = o.body as BodyPercobaan;
    if (ada.has(b.kunci)) return [];
    // Judged against the class the entry was in when it was weighed: the server's, before any queued move.
    const lolos = nilaiBerat(b.berat_gram, kelasServer, pengaturan, b.jenis).lolos;
    return [
      {
        ...b,
        lolos,
        petugas: null,
        id_kelas_kejuaraan: server.id_kelas_kejuaraan,
        status: statusDari(o),
        outboxId: o.id,
        pesan: o.lastError,
        kode: o.lastKode,
      },
    ];
  });
  const percobaan = terapkanBatal(urutkanPercobaan([...tersimpan, ...lokal]), antre);
  const berlaku = percobaan.filter((p) => p.status !== 'ditolak');
  const lolosDiKelasKini = (p: PercobaanDomain) => nilaiBerat(p.berat_gram, batas, pengaturan, p.jenis).lolos;
  const terakhir = percobaanTerakhir(berlaku) ?? percobaanTerakhir(berlaku, 'ACAK');
  // A moved entry is judged against the class it is in now (as hasilTimbang does), so the big answer matches its status.
  const vonis = terakhir ? nilaiBerat(terakhir.berat_gram, batas, pengaturan, terakhir.jenis) : null;
  const dipindah = terakhir !== null && terakhir.id_kelas_kejuaraan !== entri.id_kelas_kejuaraan;
  const teks =
    vonis && terakhir ? `${teksVonis(vonis, batas, terakhir.jenis)}${dipindah ? ` — dipindah ke ${batas.nama_kelas}` : ''}` : null;
  const kelasAsal = kelas.get(entri.id_kelas_kejuaraan);
  const gagalBerat = percobaanTerakhir(berlaku)?.berat_gram;
  const bebas = !keputusan || keputusan.status === 'rejected';
  return {
    entri,
    pengaturan,
    kelas: batas,
    percobaan,
    terakhir,
    vonis,
    hasil: hasilTimbang(berlaku, entri, lolosDiKelasKini),
    dipakai: jumlahPercobaan(berlaku),
    maks: pengaturan.percobaan_maks,
    tidakDitimbang: {
      RESMI: alasanTidakDitimbang(entri, berlaku, pengaturan.percobaan_maks, 'RESMI'),
      ACAK: alasanTidakDitimbang(entri, berlaku, pengaturan.percobaan_maks, 'ACAK'),
    },
    teks,
    dipindah,
    keputusan,
    bolehPindah:
      bebas &&
      entri.status !== 'DISKUALIFIKASI' &&
      pengaturan.boleh_pindah &&
      bolehDiputuskan(berlaku, entri, pengaturan.percobaan_maks, 'PINDAH'),
    bolehDiskualifikasi:
      bebas && entri.status !== 'DISKUALIFIKASI' && bolehDiputuskan(berlaku, entri, pengaturan.percobaan_maks, 'DISKUALIFIKASI'),
    opsiPindah: kelasAsal && gagalBerat !== undefined ? kelasPindah(kelasAsal, [...kelas.values()], gagalBerat, pengaturan) : [],
  };
}
