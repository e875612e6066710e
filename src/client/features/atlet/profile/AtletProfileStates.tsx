import { UserX } from 'lucide-react';

export function AtletNotFound({ detail }: { detail?: string }) {
  return (
    <div className="flex flex-col items-center gap-2 rounded-box bg-base-100 px-6 py-16 text-center shadow ring-1 ring-base-300">
      <UserX className="size-12 text-base-content/40" aria-hidden="true" />
      <p className="text-lg font-bold">Data Atlit tidak ditemukan</p>
      {detail && <p className="text-sm text-base-content/75">{detail}</p>}
    </div>
  );
}

export function AtletProfileSkeleton() {
  return (
    <div className="space-y-4 rounded-box bg-base-100 p-6 shadow ring-1 ring-base-300" aria-busy="true">
      <p className="sr-only" role="status">Memuat data...</p>
      <div className="flex items-center gap-4">
        <div className="skeleton size-28 rounded-full" />
        <div className="flex-1 space-y-2">
          <div className="skeleton h-7 w-1/2" />
          <div className="skeleton h-4 w-1/3" />
        </div>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        {Array.from({ length: 8 }, (_, i) => <div key={i} className="skeleton h-10" />)}
      </div>
    </div>
  );
}
