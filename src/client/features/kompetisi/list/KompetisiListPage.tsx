import { useMemo, useState } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { CalendarCheck, CalendarClock, ChevronRight, Flag, Trophy } from 'lucide-react';
import { STATUS_TAMPIL_LABEL } from '../../../../domain/kompetisi/status-tampil';
import { useKompetisiSaya } from '../../../data/kompetisi';
import { useMyDojang } from '../../../data/dojang';
import { DojangValidasiCard } from '../../../ui/DojangValidasiCard';
import { formatTanggal } from '../../../ui/format';
import { useTitle } from '../../../ui/hooks/useTitle';
import { StatCard } from '../../../ui/StatCard';
import { BADGE, filterKompetisi, statKompetisi, withTampil, type FilterStatus, type KompetisiBaris } from './kompetisi-list-view';
import { KompetisiFilterBar } from './KompetisiFilterBar';

const Empty = ({ text, tone = '' }: { text: string; tone?: string }) => (
  <p className={`rounded-box bg-base-100 p-10 text-center shadow ring-1 ring-base-300 ${tone}`} role="status">
    {text}
  </p>
);

/** /dashboard/dataKompetisi: renders from Dexie, also offline. */
export function KompetisiListPage() {
  useTitle('Data Kompetisi');
  const navigate = useNavigate();
  const query = useKompetisiSaya();
  const dojang = useMyDojang();
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<FilterStatus>('SEMUA');
  const all = useMemo(() => withTampil(query.data ?? []), [query.data]);
  const stat = useMemo(() => statKompetisi(all), [all]);
  const rows = useMemo(() => filterKompetisi(all, search, status), [all, search, status]);
  const open = (k: KompetisiBaris) =>
    void navigate({ to: '/dashboard/dataKompetisi/$id_kompetisi', params: { id_kompetisi: String(k.id_kompetisi) } });

  let body;
  if (!query.data && query.isLoading) body = <Empty text="Memuat data..." />;
  else if (!query.data && query.error) body = <Empty text="Gagal mengambil data kompetisi" tone="text-error" />;
  else if (rows.length === 0) body = <Empty text="Tidak ada kompetisi yang ditemukan" />;
  else
    body = (
      <>
        <div className="hidden overflow-x-auto rounded-box bg-base-100 shadow ring-1 ring-base-300 md:block">
          <table className="table">
            <thead>
              <tr>
                <th>NAMA KOMPETISI</th>
                <th>TANGGAL MULAI</th>
                <th>TANGGAL SELESAI</th>
                <th>LOKASI</th>
                <th>STATUS</th>
                <th />
              </tr>
            </thead>
            <tbody>
              {rows.map((k) => (
                <tr key={k.id_kompetisi} className="cursor-pointer hover:bg-base-200" onClick={() => open(k)}>
                  <td className="font-semibold">{k.nama_event}</td>
                  <td className="whitespace-nowrap">{formatTanggal(k.tanggal_mulai)}</td>
                  <td className="whitespace-nowrap">{formatTanggal(k.tanggal_selesai)}</td>
                  <td>{k.lokasi ?? '-'}</td>
                  <td>
                    <span className={`badge badge-soft whitespace-nowrap ${BADGE[k.tampil]}`}>{STATUS_TAMPIL_LABEL[k.tampil]}</span>
                  </td>
                  <td className="text-right">
                    <ChevronRight className="size-4" aria-hidden="true" />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <ul className="space-y-3 md:hidden">
          {rows.map((k) => (
            <li key={k.id_kompetisi}>
              <button
                type="button"
                onClick={() => open(k)}
                className="flex w-full items-center gap-3 rounded-box bg-base-100 p-4 text-left shadow ring-1 ring-base-300 active:bg-base-200"
              >
                <span className="min-w-0 flex-1 space-y-1">
                  <span className="block font-semibold break-words">{k.nama_event}</span>
                  <span className="block text-sm text-base-content/80">
                    {formatTanggal(k.tanggal_mulai)} – {formatTanggal(k.tanggal_selesai)}
                  </span>
                  <span className="block text-sm break-words text-base-content/80">{k.lokasi ?? '-'}</span>
                  <span className={`badge badge-soft badge-sm ${BADGE[k.tampil]}`}>{STATUS_TAMPIL_LABEL[k.tampil]}</span>
                </span>
                <ChevronRight className="size-5 shrink-0 text-base-content/50" aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      </>
    );

  return (
    <div className="space-y-6">
      <header>
        <h1 className="text-2xl font-black tracking-tight sm:text-3xl">DATA KOMPETISI</h1>
        <p className="text-sm text-base-content/80">Pilih kompetisi untuk mendaftarkan atlet dan mengupload bukti transfer.</p>
      </header>
      <DojangValidasiCard dojang={dojang.data} ringkas />
      <section className="grid grid-cols-2 gap-3 lg:grid-cols-4 lg:gap-4" aria-label="Ringkasan kompetisi">
        <StatCard label="Total Kompetisi" value={stat.total} icon={Trophy} tone="bg-primary/15 text-primary" />
        <StatCard label="Masa Pendaftaran" value={stat.pendaftaran} icon={CalendarClock} tone="bg-success/15 text-success" />
        <StatCard label="Sedang Berlangsung" value={stat.berlangsung} icon={Flag} tone="bg-info/15 text-info" />
        <StatCard label="Selesai" value={stat.selesai} icon={CalendarCheck} tone="bg-base-300 text-base-content" />
      </section>
      <KompetisiFilterBar search={search} status={status} onSearch={setSearch} onStatus={setStatus} />
      {body}
    </div>
  );
}
