import { CABANG_LAPANGAN_LABEL } from '../../../domain/jadwal/types';
import { labelPartai } from '../../../domain/jadwal/kode';
import type { LapanganVenue, PartaiVenue } from '../../data/venue';
import { jamWib } from '../../ui/jadwal/format';
import { Sudut } from '../../ui/jadwal/Sudut';
import { Perangkat } from './Perangkat';
import { teksSelisih, type NadaSelisih } from './venue-view';

const NADA: Record<NadaSelisih, string> = {
  tepat: 'badge-success',
  telat: 'badge-error',
  cepat: 'badge-info',
  kosong: 'badge-ghost',
};

/** One stage of the court: the bout there, its number, class and round, both corners, and its time; empty: one quiet line. */
function Tahap({
  judul,
  p,
  kosong,
  waktu,
  kode,
}: {
  judul: string;
  p: PartaiVenue | null;
  kosong: string;
  waktu: (p: PartaiVenue) => string;
  kode: string;
}) {
  const label = <span className="shrink-0 text-xs font-black uppercase tracking-wide text-base-content/70">{judul}</span>;
  if (!p)
    return (
      <div className="flex items-baseline justify-between gap-3 px-2.5 py-1" data-tahap={judul}>
        {label}
        <span className="truncate text-sm text-base-content/60">{kosong}</span>
      </div>
    );
  return (
    <div className="@container rounded-box bg-base-200/60 p-2.5" data-tahap={judul}>
      <div className="flex items-baseline justify-between gap-2">
        {label}
        <span className="text-xs text-base-content/70">{waktu(p)}</span>
      </div>
      <p className="mt-1 truncate text-sm font-semibold">
        Partai {labelPartai(kode, p.nomor)} · {p.nama_kelas}
        {p.nama_ronde ? ` · ${p.nama_ronde}` : ''}
      </p>
      <div className="mt-1 grid gap-1 @lg:grid-cols-2">
        <Sudut sudut="B" isi={p.sudut_a} ukuran="sm" />
        <Sudut sudut="R" isi={p.sudut_b} ukuran="sm" />
      </div>
    </div>
  );
}

/** A court of the day at a glance: where it is, how far from its plan, its staff and devices. */
export function KartuLapangan({ l, sekarang }: { l: LapanganVenue; sekarang: number }) {
  const selisih = teksSelisih(l.selisih_menit);
  return (
    <article className="card bg-base-100 shadow ring-1 ring-base-300" aria-label={l.nama} data-lapangan={l.id_lapangan}>
      <div className="card-body gap-3 p-4">
        <header className="flex flex-wrap items-start justify-between gap-2">
          <div className="min-w-0">
            <h2 className="truncate text-lg font-black">{l.nama}</h2>
            <p className="text-sm text-base-content/70">
              {CABANG_LAPANGAN_LABEL[l.cabang]} · mulai {l.mulai.replace(':', '.')}
            </p>
          </div>
          <span className={`badge h-auto py-1 font-semibold ${NADA[selisih.nada]}`} data-selisih={l.selisih_menit ?? ''}>
            {selisih.teks}
          </span>
        </header>
        <div>
          {l.total > 0 && (
            <progress className="progress progress-primary w-full" value={l.selesai} max={l.total} aria-label={`Progres ${l.nama}`} />
          )}
          <p className="text-sm text-base-content/80" data-sisa={l.sisa}>
            {l.total === 0 ? 'Belum ada partai bernomor' : `${l.selesai} dari ${l.total} partai selesai · sisa ${l.sisa}`}
          </p>
        </div>
        <div className="space-y-1.5">
          <Tahap kode={l.kode} judul="Di matras" p={l.di_matras} kosong="Tidak ada partai" waktu={(p) => `mulai ${jamWib(p.mulai_pada)}`} />
          <Tahap
            kode={l.kode}
            judul="Dipanggil"
            p={l.dipanggil}
            kosong="Belum ada"
            waktu={(p) => `dipanggil ${jamWib(p.dipanggil_pada)}`}
          />
          <Tahap kode={l.kode} judul="Berikutnya" p={l.berikut} kosong="Tidak ada lagi" waktu={(p) => `perkiraan ${jamWib(p.eta)}`} />
        </div>
        <p className="text-sm">
          <span className="font-semibold">Petugas: </span>
          {l.petugas.length ? l.petugas.join(', ') : <span className="text-base-content/60">belum ada petugas lapangan</span>}
        </p>
        <Perangkat nama={l.nama} perangkat={l.perangkat} sekarang={sekarang} />
      </div>
    </article>
  );
}
