import { useMemo, useState } from 'react';
import { GitBranch, Layers, PlayCircle, Users } from 'lucide-react';
import { useKompetisiBagan } from '../../../data/bagan';
import { currentUser } from '../../../data/session';
import { useTitle } from '../../../ui/hooks/useTitle';
import { StatCard } from '../../../ui/StatCard';
import { BaganInfoKompetisi } from './BaganInfoKompetisi';
import { CetakSemuaButton } from './CetakSemuaButton';
import { DrawingFilterBar } from './DrawingFilterBar';
import { FILTER_KOSONG, ringkasDrawing, saringKelas, type DrawingFilter } from './drawing-filter';
import { KelasBaganCard } from './KelasBaganCard';

export const Note = ({ children, tone = '' }: { children: React.ReactNode; tone?: string }) => (
  <p className={`rounded-box bg-base-100 p-10 text-center shadow ring-1 ring-base-300 ${tone}`} role="status">
    {children}
  </p>
);

function DrawingBagan({ id_kompetisi }: { id_kompetisi: number }) {
  const read = useKompetisiBagan(id_kompetisi);
  const [filter, setFilter] = useState<DrawingFilter>(FILTER_KOSONG);
  const kelas = read.data?.kelas;
  const terlihat = useMemo(() => saringKelas(kelas ?? [], filter), [kelas, filter]);
  if (!read.data) return <Note tone={read.error ? 'text-error' : ''}>{read.error ? read.error.message : 'Memuat data...'}</Note>;
  const r = ringkasDrawing(read.data.kelas);
  return (
    <>
      <BaganInfoKompetisi kompetisi={read.data.kompetisi} fetchedAt={read.data.fetchedAt}>
        <CetakSemuaButton data={read.data} />
      </BaganInfoKompetisi>
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <StatCard label="Total Kelas" value={r.totalKelas} icon={Layers} tone="bg-primary/10 text-primary" />
        <StatCard label="Bracket Dibuat" value={r.dibuat} icon={GitBranch} tone="bg-info/15 text-info" />
        <StatCard label="Berlangsung" value={r.berlangsung} icon={PlayCircle} tone="bg-warning/15 text-warning-content" />
        <StatCard label="Total Peserta" value={r.totalPeserta} icon={Users} tone="bg-success/15 text-success" />
      </div>
      <DrawingFilterBar filter={filter} onChange={setFilter} />
      {terlihat.length === 0 ? (
        <Note>Tidak ada kelas kejuaraan ditemukan</Note>
      ) : (
        <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {terlihat.map((k) => (
            <KelasBaganCard key={k.kelas.id_kelas_kejuaraan} k={k} />
          ))}
        </div>
      )}
    </>
  );
}

/** /admin-kompetisi/drawing-bagan: DRAWING BAGAN TOURNAMENT of the account's competition. */
export function DrawingBaganPage() {
  useTitle('Drawing Bagan');
  const id = currentUser()?.admin_kompetisi?.id_kompetisi ?? null;
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-black tracking-tight sm:text-3xl">DRAWING BAGAN TOURNAMENT</h1>
      {id === null ? <Note>Tidak ada kompetisi terkait akun ini.</Note> : <DrawingBagan id_kompetisi={id} />}
    </div>
  );
}
