import { Link } from '@tanstack/react-router';
import { ShieldX } from 'lucide-react';
import type { Role } from '../../../domain/roles';

interface AccessDeniedProps {
  required: readonly Role[];
  actual: string;
  /** Under the transparent public navbar the screen needs the dark page top. */
  dark?: boolean;
}

export function AccessDenied({ required, actual, dark }: AccessDeniedProps) {
  return (
    <section className={`flex items-center justify-center p-6 ${dark ? 'bg-arena-dark min-h-dvh pt-24' : 'min-h-[70dvh]'}`}>
      <div className="card w-full max-w-md bg-base-100 shadow-xl" role="alert">
        <div className="card-body items-center text-center">
          <ShieldX className="size-14 text-error" aria-hidden="true" />
          <h1 className="text-2xl font-bold">Access Denied</h1>
          <p>You don't have permission to access this page.</p>
          <dl className="mt-2 w-full space-y-2 rounded-box bg-base-200 p-4 text-left text-sm">
            <div className="flex flex-wrap justify-between gap-x-4">
              <dt className="font-semibold">Required role:</dt>
              <dd className="break-all">{required.join(' / ')}</dd>
            </div>
            <div className="flex flex-wrap justify-between gap-x-4">
              <dt className="font-semibold">Your role:</dt>
              <dd className="break-all">{actual || '-'}</dd>
            </div>
          </dl>
          <Link to="/" className="btn btn-primary mt-4">
            Kembali ke Beranda
          </Link>
        </div>
      </div>
    </section>
  );
}
