import * as v from 'valibot';

/** The central server's refusal of a venue write while a venue hub holds the competition (kode 'dikelola_hub'). */
export const PESAN_DIKELOLA_HUB =
  'Kompetisi ini sedang dikelola hub venue. Hubungkan perangkat ke hub venue untuk mengubah data pertandingan.';

/** A venue hub's refusal of what stays with the central server (kode 'hanya_di_pusat'). */
export const PESAN_HANYA_DI_PUSAT = 'Pendaftaran, pembayaran, akun dan data kompetisi diubah di server pusat, bukan di hub venue.';

/** A hub that holds no competition (before a take-over, after the hand-back) takes no write but logins. */
export const PESAN_HUB_TIDAK_MENGELOLA = 'Hub venue ini tidak sedang mengelola kompetisi. Hubungkan perangkat ke server pusat.';

/** A pairing code as shown: 12 letters and digits in groups of four (no 0/O/1/I), dashes and case optional. */
export const KODE_PASANGAN = /^[A-HJ-NP-Z2-9]{4}-?[A-HJ-NP-Z2-9]{4}-?[A-HJ-NP-Z2-9]{4}$/;
export const rapikanKode = (kode: string) => kode.trim().toUpperCase().replace(/[\s-]/g, '');

export const ambilAlihSchema = v.object({
  kode: v.pipe(v.string(), v.transform(rapikanKode), v.regex(/^[A-HJ-NP-Z2-9]{12}$/, 'Kode pasangan tidak valid')),
  nama_hub: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(80, 'Nama hub maksimal 80 karakter')), 'Hub venue'),
});
export type AmbilAlihInput = v.InferOutput<typeof ambilAlihSchema>;

export const perubahanSchema = v.object({
  seq: v.pipe(v.number(), v.integer(), v.minValue(1)),
  tabel: v.pipe(v.string(), v.maxLength(40)),
  op: v.picklist(['I', 'U', 'D']),
  baris: v.record(v.string(), v.unknown()),
  kolom: v.optional(v.nullable(v.array(v.pipe(v.string(), v.maxLength(63))))),
});
export type Perubahan = v.InferOutput<typeof perubahanSchema>;

/** At most this many changes per batch the hub sends. */
export const KIRIM_MAKS = 500;

export const kirimSchema = v.object({
  /** The last change the hub knows the central server applied. */
  dari_seq: v.pipe(v.number(), v.integer(), v.minValue(0)),
  perubahan: v.pipe(v.array(perubahanSchema), v.maxLength(KIRIM_MAKS)),
});

export const kembalikanSchema = v.object({
  seq_terakhir: v.pipe(v.number(), v.integer(), v.minValue(0)),
});

/** A change the central server did not apply (outside the competition, a broken rule): kept and shown on both sides. */
export interface KirimanDitolak {
  seq: number;
  tabel: string;
  pesan: string;
}

/** The lease as the competition's admin sees it on the central server. */
export interface SewaHubInfo {
  id_sewa: number;
  status: 'menunggu' | 'aktif' | 'selesai' | 'dicabut';
  nama_hub: string | null;
  kode_berlaku_sampai: string;
  diambil_pada: string | null;
  kontak_terakhir: string | null;
  seq_diterima: number;
  ditolak: KirimanDitolak[];
  selesai_pada: string | null;
  selesai_cara: 'dikembalikan' | 'diakhiri' | null;
}

/** Which server a screen is talking to, and whether it reaches the central one (GET /api/server/keadaan). */
export type KeadaanServer =
  | {
      peran: 'pusat';
      /** Competitions a hub holds now, with when the central server last heard from it. */
      dikelola_hub: { id_kompetisi: number; nama_hub: string | null; kontak_terakhir: string | null }[];
    }
  | {
      peran: 'hub';
      pusat_url: string;
      /** null until a competition is taken over. */
      id_kompetisi: number | null;
      nama_kompetisi: string | null;
      status: 'belum' | 'aktif' | 'mengembalikan' | 'selesai';
      /** The last answer of the central server. */
      kontak_terakhir: string | null;
      /** The link is up: the last attempt reached the central server. */
      tersambung: boolean;
      /** Changes committed here the central server has not confirmed. */
      tertinggal: number;
      ditolak: KirimanDitolak[];
      galat_terakhir: string | null;
      /** This hub's addresses on the hall's network, for the devices' QR. */
      alamat_lokal: string[];
    };

const barisSchema = v.record(v.string(), v.unknown());
const tabelSalinanSchema = v.array(v.object({ nama: v.string(), baris: v.array(barisSchema) }));
const ditolakSchema = v.array(v.object({ seq: v.number(), tabel: v.string(), pesan: v.string() }));

/** The central server's answer to a take-over: the hub's token, its id blocks, the copy and the files it points at. */
export const jawabanAmbilSchema = v.object({
  token: v.string(),
  id_sewa: v.number(),
  id_kompetisi: v.number(),
  blok: v.array(v.object({ tabel: v.string(), kolom: v.string(), mulai: v.number() })),
  tabel: tabelSalinanSchema,
  berkas: v.array(v.string()),
});

export const jawabanKirimSchema = v.object({ seq_diterima: v.number(), ditolak: ditolakSchema });
export const jawabanSegarkanSchema = v.object({ tabel: tabelSalinanSchema });
export const jawabanKembalikanSchema = v.object({ seq_diterima: v.number() });
