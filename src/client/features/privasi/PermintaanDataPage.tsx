import { useState, type ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { Inbox, RefreshCw } from 'lucide-react';
import { formatSel } from '../../../domain/laporan/tabel';
import {
  JENIS_PERMINTAAN_LABEL,
  STATUS_PERMINTAAN,
  STATUS_PERMINTAAN_LABEL,
  type PermintaanData,
  type StatusPermintaan,
} from '../../../domain/privasi/permintaan';
import { usePermintaanData } from '../../data/privasi';
import { useTitle } from '../../ui/hooks/useTitle';
import { Pagination } from '../../ui/Pagination';

const BADGE: Record<StatusPermintaan, string> = {
  MENUNGGU: 'badge-warning',
  DIPROSES: 'badge-info',
  SELESAI: 'badge-success',
  DITOLAK: 'badge-neutral',
};

function Atlet({ p }: { p: PermintaanData }) {
  if (p.id_atlet === null) return <span className="text-base-content/70">Atlet sudah dihapus</span>;
  return (
    <div className="min-w-0">
      <Link to="/dashboard/atlit/$id_atlet" params={{ id_atlet: String(p.id_atlet) }} className="link font-semibold break-words">
        {p.nama_atlet}
      </Link>
      <p className="text-xs break-words text-base-content/70">{p.nama_dojang}</p>
    </div>
  );
}

function Kartu({ p, aksi }: { p: PermintaanData; aksi?: ReactNode }) {
  return (
    <li className="space-y-2 rounded-box border border-base-300 bg-base-100 p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <Atlet p={p} />
        <span className={`badge ${BADGE[p.status]}`}>{STATUS_PERMINTAAN_LABEL[p.status]}</span>
      </div>
      <p className="text-sm">
        <strong>{JENIS_PERMINTAAN_LABEL[p.jenis]}</strong> · diminta {formatSel(p.diminta_pada, 'waktu')} WIB oleh {p.diminta_oleh}
      </p>
      {p.alasan && <p className="text-sm text-base-content/80">Alasan: {p.alasan}</p>}
      {aksi}
    </li>
  );
}

/**
 * /admin/permintaan-data: what data subjects asked through their coach (an erasure after a withdrawn consent, …),
 * newest first, a server page at a time. Handling them is done elsewhere; this is the list the ADMIN works from.
 */
export function PermintaanDataPage({ aksi }: { aksi?: (p: PermintaanData) => ReactNode } = {}) {
  useTitle('Permintaan Data Pribadi');
  const [page, setPage] = useState(1);
  const [status, setStatus] = useState<StatusPermintaan | ''>('');
  const q = usePermintaanData(page, status);
  const rows = q.data?.data;
  const meta = q.data?.meta;

  return (
    <div className="space-y-6">
      <header>
        <h1 className="text-2xl font-black tracking-tight sm:text-3xl">Permintaan Data Pribadi</h1>
        <p className="text-sm text-base-content/80">
          Permintaan atlet atau orang tua/wali melalui pelatih: penghapusan data setelah persetujuan dicabut, salinan atau perbaikan data.
        </p>
      </header>
      <div className="flex flex-wrap items-center gap-3">
        <label htmlFor="permintaan-status" className="text-sm font-semibold">
          Status
        </label>
        <select
          id="permintaan-status"
          className="select select-sm w-48"
          value={status}
          onChange={(e) => {
            setStatus(e.target.value as StatusPermintaan | '');
            setPage(1);
          }}
        >
          <option value="">Semua</option>
          {STATUS_PERMINTAAN.map((s) => (
            <option key={s} value={s}>
              {STATUS_PERMINTAAN_LABEL[s]}
            </option>
          ))}
        </select>
        {meta && <span className="text-sm text-base-content/75">{meta.total} permintaan</span>}
      </div>
      {q.isError && (
        <div role="alert" className="alert alert-error alert-soft flex flex-wrap items-center gap-2">
          <span className="flex-1">{q.error.message || 'Daftar permintaan gagal dimuat.'}</span>
          <button type="button" className="link font-semibold" onClick={() => void q.refetch()}>
            <RefreshCw className="inline size-4" aria-hidden="true" /> Coba lagi
          </button>
        </div>
      )}
      {!rows && q.isLoading && <div className="skeleton h-32 w-full" role="status" aria-busy="true" aria-label="Memuat permintaan" />}
      {rows && rows.length === 0 && (
        <div className="flex flex-col items-center gap-2 rounded-box border border-base-300 bg-base-100 px-6 py-14 text-center">
          <Inbox className="size-10 text-base-content/40" aria-hidden="true" />
          <p className="font-semibold">Belum ada permintaan{status ? ` berstatus ${STATUS_PERMINTAAN_LABEL[status]}` : ''}.</p>
        </div>
      )}
      {rows && rows.length > 0 && (
        <>
          <ul className="grid gap-3 md:hidden">
            {rows.map((p) => (
              <Kartu key={p.id} p={p} aksi={aksi?.(p)} />
            ))}
          </ul>
          <div className="hidden overflow-x-auto rounded-box border border-base-300 bg-base-100 md:block">
            <table className="table">
              <thead>
                <tr>
                  <th>Diminta</th>
                  <th>Atlet</th>
                  <th>Permintaan</th>
                  <th>Oleh</th>
                  <th>Status</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((p) => (
                  <tr key={p.id}>
                    <td className="whitespace-nowrap tabular-nums">{formatSel(p.diminta_pada, 'waktu')} WIB</td>
                    <td>
                      <Atlet p={p} />
                    </td>
                    <td>
                      {JENIS_PERMINTAAN_LABEL[p.jenis]}
                      {p.alasan && <p className="text-xs text-base-content/70">Alasan: {p.alasan}</p>}
                    </td>
                    <td>{p.diminta_oleh}</td>
                    <td>
                      <span className={`badge whitespace-nowrap ${BADGE[p.status]}`}>{STATUS_PERMINTAAN_LABEL[p.status]}</span>
                      {aksi && <div className="mt-2">{aksi(p)}</div>}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {meta && meta.totalPages > 1 && <Pagination page={meta.page} totalPages={meta.totalPages} onPageChange={setPage} />}
        </>
      )}
    </div>
  );
}
