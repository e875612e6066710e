import { Link } from '@tanstack/react-router';
import { ArrowLeft } from 'lucide-react';
import type { PapanLapangan } from '../../../domain/skor';
import { useEventKompetisi } from '../../data/online/use-event-kompetisi';
import { usePapanPublik, type PapanPublikRead } from '../../data/papan-publik';
import { PageHeader } from '../../ui/PageHeader';
import { useTitle } from '../../ui/hooks/useTitle';
import { useSekarang } from '../../ui/jadwal/useSekarang';
import { jam } from './label';
import { PapanSkor } from './PapanSkor';
import { labelPartai } from '../../../domain/jadwal/kode';

const jamWib = (ms: number) => new Date(ms + 7 * 3600_000).toISOString().slice(11, 16);

function Keadaan({ r }: { r: PapanPublikRead }) {
  const putus = r.gagal || r.live === 'polling';
  if (!putus) return null;
  return (
    <p
      className="fixed bottom-2 right-2 z-[110] rounded bg-warning px-2 py-1 text-sm text-warning-content"
      role="status"
      data-papan-keadaan="putus"
    >
      {r.diterima ? `Koneksi ke server terputus — skor per ${jamWib(r.diterima)} WIB` : 'Menunggu koneksi ke server…'}
    </p>
  );
}

function Ringkas({ l, now }: { l: PapanLapangan; now: number }) {
  const p = l.papan;
  const ms = p ? (p.jam_jalan ? Math.max(0, p.jam_ms - (now - p.dibaca)) : p.jam_ms) : 0;
  return (
    <Link
      to="/event/papan"
      search={{ lapangan: l.id_lapangan }}
      className="block rounded-box bg-neutral-900 p-3 text-white shadow hover:ring-2 hover:ring-amber-300"
      data-lapangan-papan={l.id_lapangan}
    >
      <p className="flex items-baseline justify-between gap-2 text-sm">
        <span className="font-black text-amber-300">{l.nama_lapangan}</span>
        <span className="truncate opacity-80">Partai {labelPartai(l.kode_lapangan, l.nomor)}</span>
      </p>
      <p className="truncate text-xs opacity-70">{l.nama_kelas}</p>
      {p ? (
        <>
          {(['B', 'R'] as const).map((s) => (
            <p key={s} className={`mt-1 flex items-center gap-2 rounded px-2 py-1 ${s === 'B' ? 'bg-blue-800' : 'bg-red-800'}`}>
              <span className="grid size-7 shrink-0 place-items-center rounded bg-white font-black text-black">{s}</span>
              <span className="min-w-0 flex-1 truncate font-semibold">{p[s].nama}</span>
              <span className="text-xs">{'●'.repeat(p[s].menang_ronde)}</span>
              <span className="w-10 text-right text-2xl font-black tabular-nums" data-skor-ringkas={s}>
                {p[s].skor}
              </span>
            </p>
          ))}
          <p className="mt-1 flex justify-between text-sm">
            <span>
              Ronde {p.ronde}/{p.ronde_jumlah}
              {p.jam_label !== `Ronde ${p.ronde}` ? ` · ${p.jam_label}` : ''}
            </span>
            <span className="font-mono font-bold">{p.pemenang ? `${p.pemenang} menang` : jam(ms)}</span>
          </p>
        </>
      ) : (
        <p className="mt-2 text-sm opacity-80">Poomsae sedang berlangsung</p>
      )}
    </Link>
  );
}

/**
 * /event/papan: the scoreboards for any screen away from the mat (the hall, a phone), following the live stream.
 * Without `lapangan`: every court's bout on the mat, small; with it: that court's board over the whole window.
 */
export function PapanPublikPage({ id_lapangan }: { id_lapangan: number | null }) {
  useTitle('Papan Skor Langsung');
  const ev = useEventKompetisi();
  const r = usePapanPublik(ev.data?.id_kompetisi ?? null);
  const now = useSekarang(250);
  const pilih = id_lapangan === null ? null : (r.lapangan?.find((l) => l.id_lapangan === id_lapangan) ?? null);
  if (id_lapangan !== null) {
    return (
      <div className="fixed inset-0 z-[100] bg-black text-white" data-papan-publik={id_lapangan}>
        {pilih?.papan ? (
          <PapanSkor s={pilih.papan} now={now} id_match={pilih.id_match} label={labelPartai(pilih.kode_lapangan, pilih.nomor)} />
        ) : (
          <p className="grid h-dvh place-items-center p-[4vh] text-center text-[4vh]" role="status">
            {r.lapangan === null
              ? 'Memuat papan skor…'
              : pilih
                ? `Partai ${pilih.nomor} (Poomsae) sedang berlangsung`
                : 'Belum ada partai yang bertanding di lapangan ini.'}
          </p>
        )}
        <Link
          to="/event/papan"
          search={{}}
          className="btn btn-ghost btn-xs fixed left-1 top-1 z-[110] text-white/70 opacity-0 hover:opacity-100 focus-visible:opacity-100"
          aria-label="Semua lapangan"
        >
          <ArrowLeft className="size-4" aria-hidden="true" />
        </Link>
        <Keadaan r={r} />
      </div>
    );
  }
  return (
    <main aria-label="Papan skor langsung">
      <PageHeader eyebrow="Skor" title="Papan Skor Langsung">
        <p>{ev.data?.nama_event ?? 'Skor setiap lapangan yang sedang bertanding.'}</p>
        <p className="mt-1 text-sm text-white/80">Diperbarui langsung. Pilih lapangan untuk papan layar penuh.</p>
      </PageHeader>
      <div className="mx-auto max-w-6xl space-y-3 p-4">
        {r.lapangan === null ? (
          <p role="status">{ev.loading || !r.gagal ? 'Memuat papan skor…' : 'Menunggu koneksi ke server…'}</p>
        ) : r.lapangan.length === 0 ? (
          <p role="status" className="rounded-box bg-base-200 p-6 text-center">
            Belum ada partai yang bertanding.
          </p>
        ) : (
          <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {r.lapangan.map((l) => (
              <Ringkas key={l.id_lapangan} l={l} now={now} />
            ))}
          </div>
        )}
      </div>
      <Keadaan r={r} />
    </main>
  );
}
