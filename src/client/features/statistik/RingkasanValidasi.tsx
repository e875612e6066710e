import { Building2, ClipboardList, Trophy, UserPlus } from 'lucide-react';
import type { AdminStats } from '../../../domain/schemas/statistik';
import { StatCard } from '../../ui/StatCard';
import { BatangRuas } from './Batang';
import { Panel } from './Panel';
import { angka } from './tampil';

/** The overview of the range: new athletes and dojangs, what still needs validating, competitions, and the bars. */
export function RingkasanValidasi({ data }: { data: Pick<AdminStats, 'ringkasan' | 'validasi'> }) {
  const { ringkasan: r, validasi: v } = data;
  return (
    <>
      <section className="grid grid-cols-2 gap-3 lg:grid-cols-4 lg:gap-4" aria-label="Ringkasan rentang">
        <StatCard label="Atlet Baru" value={angka(r.atletBaru)} icon={UserPlus} tone="bg-primary/15 text-primary" />
        <StatCard label="Dojang Baru" value={angka(r.dojangBaru)} icon={Building2} tone="bg-info/15 text-info" />
        <StatCard
          label="Perlu Validasi"
          value={angka(r.perluValidasi.total)}
          icon={ClipboardList}
          tone="bg-warning/25 text-warning-content"
        />
        <StatCard label="Kompetisi" value={angka(r.kompetisi)} icon={Trophy} tone="bg-secondary/25 text-secondary-content" />
      </section>
      <p className="text-xs text-base-content/75">
        Perlu Validasi: {angka(r.perluValidasi.peserta)} peserta, {angka(r.perluValidasi.dojang)} dojang dan {angka(r.perluValidasi.bukti)}{' '}
        bukti transfer yang masuk dalam rentang ini dan masih menunggu. Kompetisi: yang hari pertandingannya jatuh dalam rentang ini.
      </p>
      <Panel title="Progres Validasi" subtitle="Status saat ini dari data yang masuk dalam rentang ini">
        <div className="space-y-5">
          <BatangRuas
            title="Peserta kompetisi"
            ruas={[
              { label: 'Disetujui', value: v.peserta.APPROVED, tone: 'bg-success' },
              { label: 'Menunggu', value: v.peserta.PENDING, tone: 'bg-warning' },
              { label: 'Ditolak', value: v.peserta.REJECTED, tone: 'bg-error' },
            ]}
          />
          <BatangRuas
            title="Dojang"
            ruas={[
              { label: 'Tervalidasi', value: v.dojang.APPROVED, tone: 'bg-success' },
              { label: 'Menunggu', value: v.dojang.PENDING, tone: 'bg-warning' },
              { label: 'Ditolak', value: v.dojang.REJECTED, tone: 'bg-error' },
            ]}
          />
          <BatangRuas
            title="Bukti transfer"
            ruas={[
              { label: 'Diterima', value: v.bukti.DITERIMA, tone: 'bg-success' },
              { label: 'Menunggu', value: v.bukti.MENUNGGU, tone: 'bg-warning' },
              { label: 'Ditolak', value: v.bukti.DITOLAK, tone: 'bg-error' },
            ]}
          />
        </div>
      </Panel>
    </>
  );
}
