import { useState } from 'react';
import { Link } from '@tanstack/react-router';
import { RefreshCw, WifiOff } from 'lucide-react';
import { terhubung } from '../../../domain/venue/hadir';
import { useAuth } from '../../data/auth';
import { useJadwal } from '../../data/jadwal';
import { useVenue, type Venue } from '../../data/venue';
import { SeimbangkanPanel } from '../../ui/jadwal/SeimbangkanPanel';
import { useTitle } from '../../ui/hooks/useTitle';
import { namaHari } from '../../ui/jadwal/format';
import { useSekarang } from '../../ui/jadwal/useSekarang';
import { KartuLapangan } from './KartuLapangan';
import { ProgresTimbang } from './ProgresTimbang';
import { teksStatus } from './venue-view';

const Catatan = ({ children, tone = '' }: { children: React.ReactNode; tone?: string }) => (
  <div className={`rounded-box bg-base-100 p-8 text-center shadow ring-1 ring-base-300 ${tone}`} role="status">
    {children}
  </div>
);

/** The day's figures over every court: bouts left, courts behind, desks connected. */
/** The day's drift and 'Seimbangkan' (the schedule's day by its date: online, like the proposal itself). */
function SeimbangHari({ id_kompetisi, tanggal }: { id_kompetisi: number; tanggal: string }) {
  const h = useJadwal(id_kompetisi).data?.hari.find((x) => x.tanggal === tanggal);
  return h?.dimulai ? <SeimbangkanPanel id_kompetisi={id_kompetisi} id_hari={h.id_hari} /> : null;
}

function Ringkasan({ data, sekarang }: { data: Venue; sekarang: number }) {
  const sisa = data.lapangan.reduce((n, l) => n + l.sisa, 0);
  const telat = data.lapangan.filter((l) => (l.selisih_menit ?? 0) > 2).length;
  const meja = data.lapangan.filter((l) => l.perangkat.some((p) => p.jenis === 'meja' && terhubung(p, sekarang))).length;
  const kotak = [
    { label: 'Lapangan', nilai: `${data.lapangan.length}` },
    { label: 'Sisa partai', nilai: `${sisa}` },
    { label: 'Lapangan terlambat', nilai: `${telat}` },
    { label: 'Meja terhubung', nilai: `${meja} / ${data.lapangan.length}` },
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4" aria-label="Ringkasan hari">
      {kotak.map((k) => (
        <div key={k.label} className="rounded-box bg-base-100 p-3 shadow ring-1 ring-base-300">
          <dt className="text-xs font-semibold uppercase tracking-wide text-base-content/70">{k.label}</dt>
          <dd className="text-2xl font-black">{k.nilai}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * /admin-kompetisi/venue: the competition admin's one screen for a match day — every court's bout on the mat, the
 * called one and the next, bouts left, behind or ahead of plan, its staff and which of its devices are connected;
 * the weigh-in's progress. Follows the live stream; offline it shows the kept copy with its time.
 */
export function VenuePage() {
  useTitle('Pantau Venue');
  const { user } = useAuth();
  const id_kompetisi = user?.admin_kompetisi?.id_kompetisi ?? null;
  const [tanggal, setTanggal] = useState('');
  const read = useVenue(id_kompetisi, tanggal);
  const now = useSekarang(5_000);
  const data = read.data;
  // Connections are judged on the server's clock: this device's clock moved by how far it was off at the read.
  const sekarang = data ? now + (Date.parse(data.dibaca_pada) - read.fetchedAt) : now;
  return (
    <div className="space-y-5">
      <div className="min-w-0">
        <h1 className="text-2xl font-black tracking-tight sm:text-3xl">PANTAU VENUE</h1>
        {data && (
          <p className="text-base-content/80">
            {data.kompetisi.nama_event}
            {data.tanggal ? ` · ${namaHari(data.tanggal)}` : ''}
          </p>
        )}
      </div>
      <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
        {data ? (
          <p
            className={`flex items-center gap-2 text-sm ${read.keadaan === 'terkini' ? 'text-base-content/75' : 'font-semibold'}`}
            data-keadaan={read.keadaan}
            data-live={read.live}
          >
            {read.keadaan !== 'terkini' && <WifiOff className="size-4 shrink-0 text-warning" aria-hidden="true" />}
            {teksStatus(read.keadaan, read.live, read.fetchedAt, now)}
          </p>
        ) : (
          <span />
        )}
        <button type="button" className="btn btn-ghost btn-sm" onClick={read.refetch}>
          <RefreshCw className="size-4" aria-hidden="true" /> Muat ulang
        </button>
      </div>
      {data && data.hari.length > 1 && (
        <fieldset className="flex flex-wrap gap-2" aria-label="Hari pertandingan">
          {data.hari.map((h) => (
            <button
              key={h}
              type="button"
              className={`btn btn-sm ${h === data.tanggal ? 'btn-primary' : 'btn-outline'}`}
              aria-pressed={h === data.tanggal}
              onClick={() => setTanggal(h)}
            >
              {namaHari(h)}
            </button>
          ))}
        </fieldset>
      )}
      {id_kompetisi === null ? (
        <Catatan>Tidak ada kompetisi terkait akun ini.</Catatan>
      ) : read.isLoading ? (
        <Catatan>Memuat keadaan venue...</Catatan>
      ) : !data ? (
        <Catatan tone="text-error">{read.error?.message ?? 'Data venue belum ada di perangkat ini.'}</Catatan>
      ) : (
        <>
          <Ringkasan data={data} sekarang={sekarang} />
          <ProgresTimbang t={data.penimbangan} />
          {data.tanggal !== null && <SeimbangHari id_kompetisi={id_kompetisi} tanggal={data.tanggal} />}
          {data.tanggal === null ? (
            <Catatan>
              Belum ada hari pertandingan.{' '}
              <Link to="/admin-kompetisi/jadwal" className="link link-primary">
                Atur hari dan lapangan di Jadwal
              </Link>
            </Catatan>
          ) : data.lapangan.length === 0 ? (
            <Catatan>Belum ada lapangan pada hari ini.</Catatan>
          ) : (
            <div className="grid grid-cols-1 items-start gap-4 md:grid-cols-2 2xl:grid-cols-3">
              {data.lapangan.map((l) => (
                <KartuLapangan key={l.id_lapangan} l={l} sekarang={sekarang} />
              ))}
            </div>
          )}
        </>
      )}
    </div>
  );
}
