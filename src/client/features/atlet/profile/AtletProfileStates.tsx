import { RecordSkeleton } from '../../../ui/RecordSkeleton';
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
  return <RecordSkeleton label="Memuat data atlet" round fields={8} />;
}
