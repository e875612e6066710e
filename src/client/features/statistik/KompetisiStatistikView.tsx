import { useMemo } from 'react';
import { CheckCircle2, Clock, ListChecks, XCircle } from 'lucide-react';
import { rentangTanggal } from '../../../domain/kompetisi/tanggal-tampil';
import { errorMessage } from '../../data/api-error';
import { KOMPETISI_STATUS_LABEL } from '../../ui/format';
import { StatCard } from '../../ui/StatCard';
import { BaganProgres } from './BaganProgres';
import { DaftarBatang } from './Batang';
import { GrafikKelompok, GrafikStatus, perCabang, perKategori } from './EntriGrafik';
import { Panel } from './Panel';
import { angka } from './tampil';
import { PembayaranDojang, PembayaranRingkas } from './PembayaranDojang';
import { StatistikError, StatistikLoading } from './StatistikStates';
import { useKompetisiStatistik } from './data';

/** One competition's figures: entries, payments per dojang, brackets and matches. */
export function KompetisiStatistikView({ id_kompetisi }: { id_kompetisi: number }) {
  const query = useKompetisiStatistik(id_kompetisi);
  const s = query.data;
  const cabang = useMemo(() => (s ? perCabang(s.entri) : []), [s]);
  const kategori = useMemo(() => (s ? perKategori(s.entri) : []), [s]);
  if (!s && query.isError) {
    return <StatistikError reason={errorMessage(query.error, '')} onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  }
  if (!s) return <StatistikLoading />;
  const { entri, kompetisi: k } = s;
  const kelas = [
    ...entri.per_kelas.teratas.map((c) => ({
      label: c.nama_kelas,
      value: c.total,
      hint: `${c.APPROVED} disetujui · ${c.PENDING} menunggu · ${c.REJECTED} ditolak`,
    })),
    ...(entri.per_kelas.lainnya.jumlah_kelas > 0
      ? [
          {
            label: `Lainnya (${entri.per_kelas.lainnya.jumlah_kelas} kelas)`,
            value: entri.per_kelas.lainnya.total,
            hint: `${entri.per_kelas.lainnya.APPROVED} disetujui · ${entri.per_kelas.lainnya.PENDING} menunggu · ${entri.per_kelas.lainnya.REJECTED} ditolak`,
          },
        ]
      : []),
  ];
  return (
    <div className={`space-y-6 transition-opacity ${query.isPlaceholderData ? 'opacity-60' : ''}`} aria-busy={query.isFetching}>
      <p className="text-sm text-base-content/80">
        <span className="font-semibold text-base-content">{k.nama_event}</span> ·{' '}
        {rentangTanggal(k.tanggal_mulai, k.tanggal_selesai) ?? '-'} · {KOMPETISI_STATUS_LABEL[k.status] ?? k.status}
      </p>
      <section className="grid grid-cols-2 gap-3 md:grid-cols-4 lg:gap-4" aria-label="Ringkasan entri">
        <StatCard label="Total Entri" value={angka(entri.total)} icon={ListChecks} tone="bg-primary/15 text-primary" />
        <StatCard label="Disetujui" value={angka(entri.APPROVED)} icon={CheckCircle2} tone="bg-success/15 text-success" />
        <StatCard label="Menunggu" value={angka(entri.PENDING)} icon={Clock} tone="bg-warning/25 text-warning-content" />
        <StatCard label="Ditolak" value={angka(entri.REJECTED)} icon={XCircle} tone="bg-error/15 text-error" />
      </section>
      <div className="grid gap-6 md:grid-cols-2 xl:grid-cols-3">
        <GrafikStatus entri={entri} className="md:col-span-2 xl:col-span-1" />
        <GrafikKelompok title="Per Cabang" rows={cabang} />
        <GrafikKelompok title="Per Kategori" rows={kategori} />
      </div>
      <div className="grid items-start gap-6 lg:grid-cols-2">
        <Panel title="Entri per Kelas" subtitle={`${angka(entri.kelas_terisi)} dari ${angka(entri.jumlah_kelas)} kelas terisi`}>
          <DaftarBatang items={kelas} empty="Belum ada entri" />
        </Panel>
        <div className="space-y-6">
          <BaganProgres bagan={s.bagan} />
          <PembayaranRingkas pembayaran={s.pembayaran} />
        </div>
      </div>
      <PembayaranDojang key={k.id_kompetisi} rows={s.per_dojang} />
    </div>
  );
}
