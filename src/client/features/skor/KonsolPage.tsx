import { useState } from 'react';
import { Link, useNavigate } from '@tanstack/react-router';
import { ArrowLeft, ArrowLeftRight, Clock, MonitorUp } from 'lucide-react';
import { namaKelasBeratDulu } from '../../../domain/jadwal/nama-kelas';
import { labelKejadian, rondeBerjalan, type Sudut } from '../../../domain/skor';
import { useLabelPartai } from '../../data/lapangan';
import { currentUser } from '../../data/session';
import { useTitle } from '../../ui/hooks/useTitle';
import { SyncIndicator } from '../../ui/layout/SyncIndicator';
import { DaftarKejadian } from './DaftarKejadian';
import { HasilAkhir } from './HasilAkhir';
import { JuriDigital } from './JuriDigital';
import { KeputusanWasit } from './KeputusanWasit';
import { KoreksiRonde } from './KoreksiRonde';
import { PanelPoomsae } from './PanelPoomsae';
import { PanelSudut } from './PanelSudut';
import { PanelTimer } from './PanelTimer';
import { TinjauanVideo } from './TinjauanVideo';
import { useKonsol } from './useKonsol';

const KUNCI_TUKAR = 'arena-konsol-tukar-sisi';
const bacaTukar = () => {
  try {
    return localStorage.getItem(KUNCI_TUKAR) === '1';
  } catch {
    return false;
  }
};

const Catatan = ({ children }: { children: React.ReactNode }) => (
  <p className="m-4 rounded-box bg-base-100 p-10 text-center shadow ring-1 ring-base-300" role="status">
    {children}
  </p>
);

/**
 * The Kyorugi scoring console at the court tablet: corner B left and R right as seen from the table (mirrored by
 * 'Tukar sisi', remembered on the device), every tap one event of the bout's log kept on the tablet at once.
 */
export function KonsolPage({ id_match }: { id_match: string }) {
  useTitle('Konsol Skor');
  const user = currentUser();
  const id_kompetisi = user?.admin_kompetisi?.id_kompetisi ?? user?.petugas?.id_kompetisi ?? 0;
  const k = useKonsol(id_kompetisi, id_match);
  const label = useLabelPartai(k.data?.partai.id_lapangan, k.data?.partai.nomor ?? 0);
  const navigate = useNavigate();
  const [tukar, setTukar] = useState(bacaTukar);
  const gantiSisi = () => {
    setTukar(!tukar);
    try {
      localStorage.setItem(KUNCI_TUKAR, tukar ? '0' : '1');
    } catch {
      /* private mode: the choice lasts for the page */
    }
  };
  if (k.loading) return <Catatan>Memuat partai...</Catatan>;
  const { data, hasil, timer } = k;
  if (!data || !hasil || !timer)
    return <Catatan>Partai ini tidak ada di perangkat ini. Buka meja lapangannya sekali saat terhubung ke server.</Catatan>;
  const p = data.partai;
  if (p.cabang === 'POOMSAE')
    return <PanelPoomsae id_kompetisi={id_kompetisi} partai={p} menunggu={data.menunggu} ditolak={data.ditolak} />;
  const r = hasil.ronde.at(-1);
  // Taps and judges' presses count only while a round is in play: the domain's rule, which the server runs again
  // for a court's seat links.
  const bisaSkor = rondeBerjalan(data.aturan, data.log);
  const sudut = (s: Sudut) => (
    <PanelSudut
      sudut={s}
      isi={s === 'B' ? p.sudut_a : p.sudut_b}
      skor={r?.[s]}
      menang_ronde={hasil.menang_ronde[s]}
      aturan={data.aturan}
      aktif={bisaSkor}
      onPoin={(teknik) => k.tap({ jenis: 'poin', sudut: s, teknik })}
      onGamJeom={() => k.tap({ jenis: 'gam_jeom', sudut: s })}
    />
  );
  const [kiri, kanan]: [Sudut, Sudut] = tukar ? ['R', 'B'] : ['B', 'R'];
  // One board per court for the day: the same window again, never a new one per bout.
  const bukaPapan = () =>
    window.open(`/admin-kompetisi/lapangan/papan?lapangan=${p.id_lapangan}`, `papan-lapangan-${p.id_lapangan}`, 'popup');
  return (
    <div className="min-h-dvh space-y-2 bg-base-200 p-2 sm:p-3" data-konsol={id_match}>
      <header className="flex flex-wrap items-center gap-2">
        <Link to="/admin-kompetisi/lapangan" className="btn btn-ghost btn-sm">
          <ArrowLeft className="size-4" aria-hidden="true" />
          Meja lapangan
        </Link>
        <h1 className="min-w-0 flex-1 truncate text-lg font-black">
          Partai {label} · <span className="font-semibold">{namaKelasBeratDulu(p.nama_kelas)}</span> · {p.nama_ronde}
        </h1>
        {/* The site header's sync badge: 'Offline' when the server does not answer, the sync list with refusals. */}
        <SyncIndicator />
        {data.menunggu > 0 && (
          <span className="badge badge-warning gap-1" data-menunggu={data.menunggu}>
            <Clock className="size-3" aria-hidden="true" />
            Menunggu sinkron: {data.menunggu}
          </span>
        )}
        {data.ditolak > 0 && <span className="badge badge-error">Ditolak server: {data.ditolak}</span>}
        <button type="button" className="btn btn-sm" onClick={gantiSisi} aria-pressed={tukar}>
          <ArrowLeftRight className="size-4" aria-hidden="true" />
          Tukar sisi
        </button>
        <button type="button" className="btn btn-sm btn-primary" onClick={bukaPapan}>
          <MonitorUp className="size-4" aria-hidden="true" />
          Buka papan skor lapangan
        </button>
      </header>
      <div className="grid grid-cols-2 gap-2 lg:grid-cols-[1fr_minmax(15rem,19rem)_1fr] lg:gap-3">
        {sudut(kiri)}
        <div className="order-first col-span-2 flex flex-col gap-2 lg:order-none lg:col-span-1">
          <HasilAkhir
            hasil={hasil}
            partai={p}
            menyimpan={k.menyimpan}
            onSimpan={async () => {
              if (await k.simpan()) await navigate({ to: '/admin-kompetisi/lapangan' });
            }}
          />
          {hasil.status !== 'selesai' && (
            <PanelTimer timer={timer} hasil={hasil} aturan={data.aturan} terakhir={k.terakhir} tap={k.tap} batal={k.batal} />
          )}
          {hasil.status === 'selesai' && p.status !== 'SELESAI' && (
            <>
              <KoreksiRonde ronde={hasil.ronde_bisa_dibuka} tap={k.tap} />
              <button type="button" className="btn btn-outline" disabled={!k.terakhir} onClick={k.batal}>
                Batal terakhir{k.terakhir ? ` (${labelKejadian(k.terakhir, data.aturan)})` : ''}
              </button>
            </>
          )}
          <TinjauanVideo
            hasil={hasil}
            aturan={data.aturan}
            skor={k.skorBerlaku}
            aktif={hasil.status !== 'selesai' && hasil.status !== 'belum_mulai' && p.status !== 'SELESAI'}
            tap={k.tap}
          />
          <JuriDigital
            id_kompetisi={id_kompetisi}
            partai={p}
            aturan={data.aturan}
            aktif={bisaSkor}
            log={data.log}
            onPoin={k.terima}
            onBatal={k.tarik}
          />
          <KeputusanWasit aktif={hasil.status !== 'selesai' && hasil.status !== 'belum_mulai'} tap={k.tap} />
          <DaftarKejadian log={data.log} aturan={data.aturan} aktif={p.status !== 'SELESAI'} tap={k.tap} />
        </div>
        {sudut(kanan)}
      </div>
    </div>
  );
}
