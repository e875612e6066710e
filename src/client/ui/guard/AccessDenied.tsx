import { Link } from '@tanstack/react-router';
import { ShieldX } from 'lucide-react';
import { roleLabel, type Role } from '../../../domain/roles';

interface AccessDeniedProps {
  required: readonly Role[];
  actual: string;
  /** The user's own area, offered as the way out. */
  home?: string | null;
  /** Under the transparent public navbar the screen needs the dark page top. */
  dark?: boolean;
}

export function AccessDenied({ required, actual, home, dark }: AccessDeniedProps) {
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
              <dd className="break-all">{required.map(roleLabel).join(' / ')}</dd>
            </div>
            <div className="flex flex-wrap justify-between gap-x-4">
              <dt className="font-semibold">Your role:</dt>
              <dd className="break-all">{roleLabel(actual)}</dd>
            </div>
          </dl>
          <div className="mt-4 flex flex-wrap justify-center gap-2">
            {home && (
              <Link to={home as '/'} className="btn btn-primary">
                Ke Dashboard Saya
              </Link>
            )}
            <Link to="/" className={`btn ${home ? 'btn-ghost' : 'btn-primary'}`}>
              Kembali ke Beranda
            </Link>
          </div>
        </div>
      </div>
    </section>
  );
}
