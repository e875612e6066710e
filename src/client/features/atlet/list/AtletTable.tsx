import { ChevronRight, Eye } from 'lucide-react';
import { JENIS_KELAMIN_LABEL } from '../../../../domain/roles';
import type { AtletView } from '../../../data/atlet';
import { PersetujuanBadge } from '../../../ui/privasi/PersetujuanBadge';
import { AtletAvatar } from './AtletAvatar';
import { AtletSyncBadge } from './AtletSyncBadge';
import { orDash, umurText } from './atlet-list-view';

export interface AtletTableProps {
  rows: readonly AtletView[];
  fotoUrl: (a: AtletView) => string | undefined;
  onOpen: (a: AtletView) => void;
}

const genderBadge = (a: AtletView) => (a.jenis_kelamin === 'LAKI_LAKI' ? 'badge-info' : 'badge-secondary');

/** One page of athletes: a table from md up, cards below (DATA ATLIT). */
export function AtletTable({ rows, fotoUrl, onOpen }: AtletTableProps) {
  return (
    <>
      <div className="hidden overflow-x-auto rounded-box bg-base-100 shadow ring-1 ring-base-300 md:block">
        <table className="table">
          <thead>
            <tr>
              <th>NAMA</th>
              <th>PROVINSI</th>
              <th>GENDER</th>
              <th>UMUR</th>
              <th className="text-right">AKSI</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((a) => (
              <tr key={a.key} className="cursor-pointer hover:bg-base-200" onClick={() => onOpen(a)}>
                <td>
                  <div className="flex items-center gap-3">
                    <AtletAvatar nama={a.nama_atlet} url={fotoUrl(a)} />
                    <div className="min-w-0">
                      <p className="font-semibold break-words">{a.nama_atlet}</p>
                      <AtletSyncBadge pending={a.pending} rejected={a.rejected} withMessage />
                      <PersetujuanBadge persetujuan={a.persetujuan} />
                    </div>
                  </div>
                </td>
                <td>{orDash(a.provinsi)}</td>
                <td>
                  <span className={`badge badge-soft ${genderBadge(a)}`}>{JENIS_KELAMIN_LABEL[a.jenis_kelamin]}</span>
                </td>
                <td className="whitespace-nowrap">{umurText(a.umur)}</td>
                <td className="text-right">
                  <button
                    type="button"
                    className="btn btn-ghost btn-sm"
                    onClick={(e) => {
                      e.stopPropagation();
                      onOpen(a);
                    }}
                    aria-label={`Lihat detail ${a.nama_atlet}`}
                  >
                    <Eye className="size-4" aria-hidden="true" /> Detail
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul className="space-y-3 md:hidden">
        {rows.map((a) => (
          <li key={a.key}>
            <button
              type="button"
              className="flex w-full items-center gap-3 rounded-box bg-base-100 p-4 text-left shadow ring-1 ring-base-300 active:bg-base-200"
              onClick={() => onOpen(a)}
            >
              <AtletAvatar nama={a.nama_atlet} url={fotoUrl(a)} className="size-12 text-lg" />
              <span className="min-w-0 flex-1 space-y-1">
                <span className="block font-semibold break-words">{a.nama_atlet}</span>
                <span className="block text-sm text-base-content/80">
                  {orDash(a.provinsi)} · {umurText(a.umur)}
                </span>
                <span className="flex flex-wrap items-center gap-1">
                  <span className={`badge badge-soft badge-sm ${genderBadge(a)}`}>{JENIS_KELAMIN_LABEL[a.jenis_kelamin]}</span>
                  <AtletSyncBadge pending={a.pending} rejected={a.rejected} withMessage />
                  <PersetujuanBadge persetujuan={a.persetujuan} />
                </span>
              </span>
              <ChevronRight className="size-5 shrink-0 text-base-content/50" aria-hidden="true" />
            </button>
          </li>
        ))}
      </ul>
    </>
  );
}
