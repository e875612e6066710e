import { Building2, MousePointerClick } from 'lucide-react';

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
  return (
    <div className="space-y-4 rounded-box bg-base-100 p-6 shadow ring-1 ring-base-300" aria-busy="true" aria-label="Memuat data dojang">
      <div className="flex items-center gap-4">
        <div className="skeleton size-28 rounded-2xl" />
        <div className="flex-1 space-y-2">
          <div className="skeleton h-6 w-1/2" />
          <div className="skeleton h-4 w-1/3" />
        </div>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        {Array.from({ length: 6 }, (_, i) => <div key={i} className="skeleton h-10" />)}
      </div>
    </div>
  );
}
