import { Building2, MousePointerClick } from 'lucide-react';
import { RecordSkeleton } from '../../ui/RecordSkeleton';

export function DojangNotFound({ detail }: { detail?: string }) {
  return (
    <div className="flex flex-col items-center gap-2 rounded-box bg-base-100 px-6 py-16 text-center shadow ring-1 ring-base-300">
      <Building2 className="size-12 text-base-content/40" aria-hidden="true" />
      <p className="text-lg font-bold">Data dojang tidak ditemukan</p>
      <p className="text-sm text-base-content/80">Silakan refresh halaman atau hubungi admin</p>
      {detail && <p className="text-xs text-base-content/70">{detail}</p>}
    </div>
  );
}

export function PilihDojangHint() {
  return (
    <div className="flex flex-col items-center gap-2 rounded-box bg-base-100 px-6 py-16 text-center shadow ring-1 ring-base-300">
      <MousePointerClick className="size-12 text-primary" aria-hidden="true" />
      <p className="text-lg font-bold">Pilih dojang</p>
      <p className="max-w-sm text-sm text-base-content/80">
        Buka dojang dari daftar Validasi Dojang di panel admin untuk melihat datanya di sini.
      </p>
    </div>
  );
}

export function DojangSkeleton() {
  return <RecordSkeleton label="Memuat data dojang" round={false} fields={6} />;
}
