import { Link } from '@tanstack/react-router';
import { pisahNamaKelas } from '../../../domain/jadwal/nama-kelas';
import { Clock, Gauge, Megaphone, Play, Trophy, UserX } from 'lucide-react';
import { labelPartai } from '../../../domain/jadwal/kode';
import { tandaTimbang } from '../../../domain/tanda-timbang';
import { bolehTidakHadir, sisaTunggu } from '../../../domain/jadwal/langkah';
import { partaiLengkap, type PartaiTampil } from '../../data/lapangan';
import { slipPartai } from '../../data/bagan';
import { TombolSlip } from '../../ui/hasil/TombolSlip';
import { jamWib, mmss, sisaWaktu } from '../../ui/jadwal/format';
import { Sudut } from '../../ui/jadwal/Sudut';
import { KonflikPartai } from './KonflikPartai';

export interface AksiKartu {
  panggil: (p: PartaiTampil) => void;
  mulai: (p: PartaiTampil) => void;
  bukaTidakHadir: (p: PartaiTampil) => void;
  bukaHasil: (p: PartaiTampil) => void;
}

/** A corner's weigh-in flag: 'Gagal timbang' in the error tone, 'Belum ditimbang' in the warning one. */
function tandaSudut(s: PartaiTampil['sudut_a']) {
  const teks = tandaTimbang(s?.timbang);
  return teks ? { teks, galat: s?.timbang === 'GAGAL' } : null;
}

/**
 * A bout in a stage of the desk: number, class, round, both corners, its time, and what can be done next. The
 * no-show wait and when 'Tidak hadir' is allowed are the domain's (the server refuses an early one the same way);
 * `tunggu_detik` is the competition's setting.
 */
/** The class on a narrow card: the weight class first and whole, the rest wrapping below it (never cut). */
function NamaKelas({ nama }: { nama: string }) {
  const { berat, sisa } = pisahNamaKelas(nama);
  return (
    <p className="leading-tight" title={nama}>
      {berat && <span className="block font-bold">{berat}</span>}
      <span className={berat ? 'block text-sm text-base-content/80' : 'font-semibold'}>{sisa}</span>
    </p>
  );
}

export function KartuPartai({
  p,
  eta,
  now,
  tunggu_detik,
  aksi,
  sorot,
  kode = '',
}: {
  p: PartaiTampil;
  /** The court's letter: bout 12 is 'A-12'. */
  kode?: string;
  eta: number | null;
  now: number;
  tunggu_detik: number;
  aksi: AksiKartu;
  sorot?: boolean;
}) {
  const sisa = sisaTunggu(p, tunggu_detik, now);
  const bisa = partaiLengkap(p);
  const absen = bolehTidakHadir({ ...p, lengkap: bisa }, tunggu_detik, now);
  // The weigh-in flags show until the bout is over; they never hold a button back (the organiser decides).
  const selesai = p.status === 'SELESAI';
  return (
    <article
      className={`space-y-3 rounded-box bg-base-100 p-4 shadow ring-1 ${sorot ? 'ring-4 ring-primary' : 'ring-base-300'}`}
      aria-label={`Partai ${p.nomor ?? ''}`}
      data-partai={p.nomor ?? ''}
      data-status={p.status}
    >
      <header className="flex items-start gap-3">
        <p
          className="grid min-w-14 place-items-center rounded-box bg-neutral px-2 py-1 text-3xl font-black text-neutral-content"
          aria-label={`Nomor partai ${labelPartai(kode, p.nomor)}`}
        >
          {labelPartai(kode, p.nomor)}
        </p>
        <div className="min-w-0 flex-1">
          <NamaKelas nama={p.nama_kelas} />
          <p className="text-sm text-base-content/75">{p.nama_ronde}</p>
        </div>
        {p.menunggu > 0 && (
          <span className="badge badge-warning gap-1 whitespace-nowrap" data-menunggu={p.menunggu}>
            <Clock className="size-3" aria-hidden="true" />
            Menunggu sinkron
          </span>
        )}
      </header>
      <div className="space-y-2">
        <Sudut
          sudut="B"
          isi={p.sudut_a}
          tanda={selesai ? null : tandaSudut(p.sudut_a)}
          menang={p.status === 'SELESAI' && p.id_pemenang !== null && p.id_pemenang === p.sudut_a?.id_peserta_kompetisi}
        />
        <Sudut
          sudut="R"
          isi={p.sudut_b}
          tanda={selesai ? null : tandaSudut(p.sudut_b)}
          menang={p.status === 'SELESAI' && p.id_pemenang !== null && p.id_pemenang === p.sudut_b?.id_peserta_kompetisi}
        />
      </div>
      <p className="text-sm text-base-content/75">
        {p.status === 'BERTANDING' && p.mulai_pada ? (
          <>
            Mulai {jamWib(p.mulai_pada)} · <span className="font-mono font-semibold">{mmss((now - Date.parse(p.mulai_pada)) / 1000)}</span>
          </>
        ) : p.status === 'SELESAI' ? (
          <>
            Selesai {jamWib(p.selesai_pada)}
            {p.keputusan ? ` · ${p.keputusan}` : ''} · {p.skor_a}–{p.skor_b}
          </>
        ) : eta !== null ? (
          <>
            Perkiraan {jamWib(eta)} ({sisaWaktu(eta, now)})
          </>
        ) : null}
      </p>
      {sisa !== null && (
        <p
          className={`rounded-box p-2 text-center text-2xl font-black ${sisa > 0 ? 'bg-warning/20' : 'bg-error text-error-content'}`}
          role="timer"
          aria-live="off"
        >
          {sisa > 0 ? <>Menunggu atlet {mmss(sisa)}</> : 'Waktu tunggu habis'}
        </p>
      )}
      <KonflikPartai p={p} />
      <div className="flex flex-wrap gap-2 *:flex-1 *:whitespace-nowrap">
        {p.status === 'MENUNGGU' && (
          <button type="button" className="btn btn-primary btn-lg" disabled={!bisa} onClick={() => aksi.panggil(p)}>
            <Megaphone className="size-5" aria-hidden="true" />
            Panggil
          </button>
        )}
        {p.status === 'DIPANGGIL' && (
          <button type="button" className="btn btn-success btn-lg" onClick={() => aksi.mulai(p)}>
            <Play className="size-5" aria-hidden="true" />
            Mulai
          </button>
        )}
        {absen && (
          <button type="button" className="btn btn-error btn-lg" onClick={() => aksi.bukaTidakHadir(p)}>
            <UserX className="size-5" aria-hidden="true" />
            Tidak hadir
          </button>
        )}
        {p.status === 'BERTANDING' && (
          <Link to="/admin-kompetisi/lapangan/konsol" search={{ partai: p.id_match }} className="btn btn-success btn-lg">
            <Gauge className="size-5" aria-hidden="true" />
            {p.cabang === 'POOMSAE' ? 'Panel Poomsae' : 'Konsol skor'}
          </Link>
        )}
        {p.status === 'BERTANDING' && (
          <button type="button" className="btn btn-primary btn-lg" onClick={() => aksi.bukaHasil(p)}>
            <Trophy className="size-5" aria-hidden="true" />
            Hasil
          </button>
        )}
        {p.status === 'SELESAI' && p.id_pemenang !== null && <TombolSlip muat={() => slipPartai(p)} className="btn btn-lg" />}
      </div>
    </article>
  );
}
