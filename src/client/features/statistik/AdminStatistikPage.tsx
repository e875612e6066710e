import { useRef, useState } from 'react';
import { Building2, ClipboardCheck, RefreshCw, Users, UserRound } from 'lucide-react';
import type { AdminStats } from '../../../domain/schemas/statistik';
import { rentangBawaan, teksRentang, type Rentang } from '../../../domain/statistik/rentang';
import { errorMessage } from '../../data/api-error';
import { StatCard } from '../../ui/StatCard';
import { useTitle } from '../../ui/hooks/useTitle';
import { AktivitasTerkini } from './AktivitasTerkini';
import { DaftarBatang } from './Batang';
import { KeputusanTerkini } from './KeputusanTerkini';
import { KompetisiPilih } from './KompetisiPilih';
import { Panel } from './Panel';
import { angka } from './tampil';
import { PertumbuhanUser } from './PertumbuhanUser';
import { RentangForm } from './RentangForm';
import { RingkasanValidasi } from './RingkasanValidasi';
import { StatistikError, StatistikLoading } from './StatistikStates';
import { useAdminStats } from './data';

function Ringkasan({ s }: { s: AdminStats }) {
  const p = s.pendingRincian;
  return (
    <>
      <section className="grid grid-cols-2 gap-3 lg:grid-cols-4 lg:gap-4" aria-label="Ringkasan sistem">
        <StatCard label="Total User" value={angka(s.totalUsers)} icon={Users} tone="bg-primary/15 text-primary" />
        <StatCard label="Total Atlet" value={angka(s.totalAtlets)} icon={UserRound} tone="bg-info/15 text-info" />
        <StatCard label="Total Dojang" value={angka(s.totalDojangs)} icon={Building2} tone="bg-success/15 text-success" />
        <StatCard
          label="Pending Validasi"
          value={angka(s.pendingValidations)}
          icon={ClipboardCheck}
          tone="bg-warning/25 text-warning-content"
        />
      </section>
      <p className="text-xs text-base-content/75">
        Pending Validasi: {angka(p.peserta)} peserta kompetisi berstatus PENDING, {angka(p.dojang)} dojang menunggu validasi dan{' '}
        {angka(p.bukti)} bukti transfer menunggu verifikasi (seluruh waktu).
      </p>
    </>
  );
}

/** /admin/statistik ("Statistics and validation overview"). */
export function AdminStatistikPage() {
  useTitle('Statistik');
  const [rentang, setRentang] = useState<Rentang>(() => rentangBawaan());
  const query = useAdminStats(rentang);
  // A range that failed to load keeps the last figures on screen (dimmed, with the error above them).
  const last = useRef<AdminStats | undefined>(undefined);
  if (query.data) last.current = query.data;
  const s = query.data ?? last.current;

  let body;
  if (!s && query.isError) {
    body = <StatistikError reason={errorMessage(query.error, '')} onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  } else if (!s) {
    body = <StatistikLoading />;
  } else {
    const stale = query.isPlaceholderData || s !== query.data;
    body = (
      <div className="space-y-6">
        <Ringkasan s={s} />
        <div className="grid gap-6 lg:grid-cols-2">
          <AktivitasTerkini items={s.recentActivity} />
          <Panel title="Atlet per Kategori" subtitle={`Kelompok usia menurut tahun lahir · ${angka(s.totalAtlets)} atlet`}>
            <DaftarBatang
              empty="Belum ada atlet"
              items={s.atletByCategory.map((k) => ({
                label: k.category,
                value: k.count,
                hint: k.usia ?? 'lahir di luar semua kelompok usia',
              }))}
            />
          </Panel>
        </div>

        <section className="space-y-4" aria-labelledby="ringkasan-rentang">
          <div>
            <h2 id="ringkasan-rentang" className="text-xl font-black tracking-tight">
              Ringkasan Validasi
            </h2>
            <p className="text-sm text-base-content/80">
              Rentang {teksRentang(s.rentang)} (WIB) untuk grafik, kartu, progres dan keputusan di bawah ini.
            </p>
          </div>
          <RentangForm value={rentang} onChange={setRentang} busy={query.isFetching} />
          {query.isError && (
            <StatistikError reason={errorMessage(query.error, '')} onRetry={() => void query.refetch()} retrying={query.isFetching} />
          )}
          <div className={`space-y-6 transition-opacity ${stale ? 'opacity-60' : ''}`} aria-busy={query.isFetching}>
            <PertumbuhanUser data={s} />
            <RingkasanValidasi data={s} />
            <KeputusanTerkini items={s.keputusanTerkini} />
          </div>
        </section>

        <KompetisiPilih />
      </div>
    );
  }

  return (
    <div className="space-y-6">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-black tracking-tight sm:text-3xl">STATISTIK</h1>
          <p className="text-sm text-base-content/80">Semua angka dihitung langsung dari database.</p>
        </div>
        {s && (
          <button type="button" className="btn btn-sm" onClick={() => void query.refetch()} disabled={query.isFetching}>
            <RefreshCw className={`size-4 ${query.isFetching ? 'animate-spin' : ''}`} aria-hidden="true" /> Muat ulang
          </button>
        )}
      </header>
      {body}
    </div>
  );
}
