import { Fragment } from 'react';
import { ArrowLeftRight, KeyRound, MapPin, Power, Trash2 } from 'lucide-react';
import { ROLE_LABEL } from '../../../domain/roles';
import type { Petugas } from '../../data/online/petugas';

export interface AksiPetugas {
  aktifkan: (p: Petugas) => void;
  reset: (p: Petugas) => void;
  pindah: (p: Petugas) => void;
  hapus: (p: Petugas) => void;
}

// Below xl (phones, tablets beside the menu) each row is a small card (no header, cells wrap); from xl a table.
const TD = 'max-xl:border-0 max-xl:p-0';

/**
 * One role's staff: name and email, role, court (court staff), status and the actions; a refused action shows its
 * message on the row's own line.
 */
export function TabelPetugas({
  judul,
  list,
  lapangan,
  namaLapangan,
  galat,
  aksi,
}: {
  judul: string;
  list: readonly Petugas[];
  lapangan: boolean;
  /** A court's name with its day ('Lapangan A · Sabtu, 2 Jan'): courts of different days share names. */
  namaLapangan: (p: Petugas) => string | null;
  galat: Readonly<Record<number, string>>;
  aksi: AksiPetugas;
}) {
  const kolom = lapangan ? 5 : 4;
  return (
    <table className="table max-xl:block" aria-label={`Daftar ${judul}`}>
      <thead className="max-xl:hidden">
        <tr>
          <th>Nama</th>
          <th>Peran</th>
          {lapangan && <th>Lapangan</th>}
          <th>Status</th>
          <th className="text-right">Aksi</th>
        </tr>
      </thead>
      <tbody className="max-xl:block">
        {list.length === 0 && (
          <tr className="max-xl:block">
            <td colSpan={kolom} className="text-center text-base-content/70 max-xl:block">
              Belum ada {judul.toLowerCase()}.
            </td>
          </tr>
        )}
        {list.map((p) => (
          <Fragment key={p.id_petugas}>
            <tr
              data-petugas={p.email}
              className="max-xl:flex max-xl:flex-wrap max-xl:items-center max-xl:gap-x-3 max-xl:gap-y-1 max-xl:px-4 max-xl:py-3"
            >
              <td className={`max-xl:w-full ${TD}`}>
                <span className="block font-semibold">{p.nama}</span>
                <span className="block text-xs text-base-content/70 [overflow-wrap:anywhere]">{p.email}</span>
              </td>
              <td className={`max-xl:text-sm ${TD}`}>{ROLE_LABEL[p.role]}</td>
              {lapangan && (
                <td className={`max-xl:text-sm ${TD}`} data-lapangan={p.id_lapangan ?? ''}>
                  <span className="inline-flex items-center gap-1">
                    <MapPin className="size-3.5 shrink-0 xl:hidden" aria-hidden="true" />
                    {namaLapangan(p) ?? <span className="text-error">Belum ada lapangan</span>}
                  </span>
                </td>
              )}
              <td className={TD}>
                <span className={`badge ${p.status === 'ACTIVE' ? 'badge-success' : 'badge-ghost'}`}>
                  {p.status === 'ACTIVE' ? 'Aktif' : 'Nonaktif'}
                </span>
              </td>
              <td className={`max-xl:w-full ${TD}`}>
                <div className="flex flex-wrap justify-end gap-1 max-xl:justify-start">
                  {lapangan && (
                    <button type="button" className="btn btn-ghost btn-xs" onClick={() => aksi.pindah(p)}>
                      <ArrowLeftRight className="size-3.5" aria-hidden="true" />
                      Pindah lapangan
                    </button>
                  )}
                  <button type="button" className="btn btn-ghost btn-xs" onClick={() => aksi.aktifkan(p)}>
                    <Power className="size-3.5" aria-hidden="true" />
                    {p.status === 'ACTIVE' ? 'Nonaktifkan' : 'Aktifkan'}
                  </button>
                  <button type="button" className="btn btn-ghost btn-xs" onClick={() => aksi.reset(p)}>
                    <KeyRound className="size-3.5" aria-hidden="true" />
                    Reset password
                  </button>
                  <button type="button" className="btn btn-ghost btn-xs text-error" onClick={() => aksi.hapus(p)}>
                    <Trash2 className="size-3.5" aria-hidden="true" />
                    Hapus
                  </button>
                </div>
              </td>
            </tr>
            {galat[p.id_petugas] && (
              <tr className="max-xl:block">
                <td colSpan={kolom} className="max-xl:block">
                  <p className="alert alert-error alert-soft py-2 text-sm" role="alert">
                    {galat[p.id_petugas]}
                  </p>
                </td>
              </tr>
            )}
          </Fragment>
        ))}
      </tbody>
    </table>
  );
}
