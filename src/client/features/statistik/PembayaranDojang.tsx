import { useMemo, useState } from 'react';
import { createColumnHelper, getCoreRowModel, useReactTable } from '@tanstack/react-table';
import type { DojangStatistik, KompetisiStatistik } from '../../../domain/schemas/statistik';
import { Pagination } from '../../ui/Pagination';
import { DataTable } from '../../ui/table/DataTable';
import { formatRupiah } from '../../ui/format';
import { BatangRuas } from './Batang';
import { Panel } from './Panel';
import { angka, persen } from './tampil';

const PER_HALAMAN = 10;
const col = createColumnHelper<DojangStatistik>();

function Bukti({ b }: { b: DojangStatistik['bukti'] }) {
  return (
    <span className="flex flex-wrap gap-1">
      {b.DITERIMA > 0 && <span className="badge badge-success badge-sm whitespace-nowrap">{b.DITERIMA} diterima</span>}
      {b.MENUNGGU > 0 && <span className="badge badge-warning badge-sm whitespace-nowrap">{b.MENUNGGU} menunggu</span>}
      {b.DITOLAK > 0 && <span className="badge badge-error badge-sm whitespace-nowrap">{b.DITOLAK} ditolak</span>}
      {b.DITERIMA + b.MENUNGGU + b.DITOLAK === 0 && <span className="text-sm text-base-content/70">Belum ada bukti transfer</span>}
    </span>
  );
}

const entriText = (d: DojangStatistik) => `${d.APPROVED} disetujui · ${d.PENDING} menunggu · ${d.REJECTED} ditolak`;

/** Invoice vs verified payments per dojang: a table on wide screens (xl), cards below (two columns on a tablet). */
function TabelDojang({ rows }: { rows: readonly DojangStatistik[] }) {
  const columns = useMemo(
    () => [
      col.accessor('nama_dojang', { header: 'Dojang', cell: (c) => <span className="font-semibold break-words">{c.getValue()}</span> }),
      col.accessor('total', {
        header: () => <span title="disetujui · menunggu · ditolak">Entri</span>,
        cell: (c) => {
          const d = c.row.original;
          return (
            <div className="whitespace-nowrap">
              <p className="font-semibold tabular-nums">{c.getValue()}</p>
              <p className="text-xs tabular-nums" title={entriText(d)}>
                <span className="text-success">{d.APPROVED}</span> · <span className="text-warning-content">{d.PENDING}</span> ·{' '}
                <span className="text-error">{d.REJECTED}</span>
              </p>
            </div>
          );
        },
      }),
      col.accessor('atlet', { header: 'Atlet Ditagih', cell: (c) => <span className="tabular-nums">{c.getValue()}</span> }),
      col.accessor('tagihan', {
        header: 'Tagihan',
        cell: (c) => <span className="whitespace-nowrap tabular-nums">{formatRupiah(c.getValue())}</span>,
      }),
      col.accessor('terverifikasi', {
        header: 'Terverifikasi',
        cell: (c) => <span className="whitespace-nowrap text-success tabular-nums">{formatRupiah(c.getValue())}</span>,
      }),
      col.accessor('belum', {
        header: 'Belum',
        cell: (c) => (
          <span className={`whitespace-nowrap tabular-nums ${c.getValue() > 0 ? 'text-error' : ''}`}>{formatRupiah(c.getValue())}</span>
        ),
      }),
      col.accessor('bukti', { header: 'Bukti Transfer', cell: (c) => <Bukti b={c.getValue()} /> }),
    ],
    [],
  );
  const table = useReactTable({ data: rows as DojangStatistik[], columns, getCoreRowModel: getCoreRowModel(), manualPagination: true });
  return (
    <>
      <div className="hidden xl:block">
        <DataTable
          table={table}
          tableClassName="table table-sm"
          headerClassName=""
          columnClass={(id) => (id === 'nama_dojang' ? 'max-w-56' : '')}
        />
      </div>
      <ul className="grid gap-3 sm:grid-cols-2 xl:hidden">
        {rows.map((d) => (
          <li key={d.id_dojang} className="space-y-2 rounded-box bg-base-100 p-4 shadow ring-1 ring-base-300">
            <div className="flex items-start justify-between gap-3">
              <p className="min-w-0 font-semibold break-words">{d.nama_dojang}</p>
              <p className="shrink-0 text-sm tabular-nums">{d.total} entri</p>
            </div>
            <p className="text-xs text-base-content/75">
              {entriText(d)} · {d.atlet} atlet ditagih
            </p>
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-0.5 text-sm">
              <dt className="text-base-content/75">Tagihan</dt>
              <dd className="text-right font-semibold tabular-nums">{formatRupiah(d.tagihan)}</dd>
              <dt className="text-base-content/75">Terverifikasi</dt>
              <dd className="text-right font-semibold text-success tabular-nums">{formatRupiah(d.terverifikasi)}</dd>
              <dt className="text-base-content/75">Belum</dt>
              <dd className={`text-right font-semibold tabular-nums ${d.belum > 0 ? 'text-error' : ''}`}>{formatRupiah(d.belum)}</dd>
            </dl>
            <Bukti b={d.bukti} />
          </li>
        ))}
      </ul>
    </>
  );
}

/** Payments of the competition: verified vs outstanding, and proofs per review status. */
export function PembayaranRingkas({ pembayaran: p }: { pembayaran: KompetisiStatistik['pembayaran'] }) {
  return (
    <Panel title="Pembayaran" subtitle={`${angka(p.dojang_lunas)} dari ${angka(p.dojang_tertagih)} dojang lunas terverifikasi`}>
      <div className="space-y-5">
        <div className="space-y-2">
          <div className="flex flex-wrap items-baseline justify-between gap-x-2">
            <p className="font-semibold">Terverifikasi vs tagihan</p>
            <p className="text-sm tabular-nums">{persen(p.terverifikasi, p.tagihan)}%</p>
          </div>
          <progress
            className="progress progress-success h-3 w-full"
            value={p.terverifikasi}
            max={Math.max(1, p.tagihan)}
            aria-label={`Pembayaran terverifikasi ${persen(p.terverifikasi, p.tagihan)} persen`}
          />
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-0.5 text-sm">
            <dt className="text-base-content/75">Tagihan</dt>
            <dd className="text-right font-semibold tabular-nums">{formatRupiah(p.tagihan)}</dd>
            <dt className="text-base-content/75">Terverifikasi</dt>
            <dd className="text-right font-semibold text-success tabular-nums">{formatRupiah(p.terverifikasi)}</dd>
            <dt className="text-base-content/75">Belum terverifikasi</dt>
            <dd className={`text-right font-semibold tabular-nums ${p.belum > 0 ? 'text-error' : ''}`}>{formatRupiah(p.belum)}</dd>
          </dl>
          <p className="text-xs text-base-content/70">
            Tagihan = atlet dari entri yang tidak ditolak × biaya pendaftaran (WNI/WNA). Terverifikasi = entri yang sudah ada sebelum bukti
            transfer dojangnya diterima admin.
          </p>
        </div>
        <BatangRuas
          title="Bukti transfer"
          ruas={[
            { label: 'Diterima', value: p.bukti.DITERIMA, tone: 'bg-success' },
            { label: 'Menunggu', value: p.bukti.MENUNGGU, tone: 'bg-warning' },
            { label: 'Ditolak', value: p.bukti.DITOLAK, tone: 'bg-error' },
          ]}
        />
      </div>
    </Panel>
  );
}

/** 'Pembayaran per Dojang': invoice vs verified and the proofs of each dojang, most entries first, 10 per page. */
export function PembayaranDojang({ rows: semua }: { rows: readonly DojangStatistik[] }) {
  const [page, setPage] = useState(1);
  const totalPages = Math.max(1, Math.ceil(semua.length / PER_HALAMAN));
  const halaman = Math.min(page, totalPages);
  const rows = semua.slice((halaman - 1) * PER_HALAMAN, halaman * PER_HALAMAN);
  return (
    <section className="space-y-4" aria-labelledby="pembayaran-dojang">
      <div>
        <h2 id="pembayaran-dojang" className="text-lg font-bold tracking-tight">
          Pembayaran per Dojang
        </h2>
        <p className="text-sm text-base-content/75">
          {angka(semua.length)} dojang dengan entri atau bukti transfer · entri: disetujui · menunggu · ditolak
        </p>
      </div>
      {semua.length === 0 ? (
        <p className="rounded-box bg-base-100 py-10 text-center text-sm shadow ring-1 ring-base-300">
          Belum ada dojang dengan entri atau bukti transfer
        </p>
      ) : (
        <>
          <TabelDojang rows={rows} />
          {totalPages > 1 && (
            <Pagination
              page={halaman}
              totalPages={totalPages}
              onPageChange={setPage}
              summary={`Menampilkan ${(halaman - 1) * PER_HALAMAN + 1}-${(halaman - 1) * PER_HALAMAN + rows.length} dari ${semua.length} dojang`}
            />
          )}
        </>
      )}
    </section>
  );
}
