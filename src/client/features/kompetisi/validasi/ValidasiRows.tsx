import { Check, RotateCcw, Users, X } from 'lucide-react';
import type { PesertaView } from '../../../data/kompetisi';
import { formatTanggal } from '../../../ui/format';
import { statusBadge, statusLabel } from '../peserta/peserta-list-view';
import { kolom } from './validasi-view';

export interface ValidasiAksi {
  busy: string | null;
  onOpen: (p: PesertaView) => void;
  onStatus: (p: PesertaView, status: 'APPROVED' | 'REJECTED') => void;
  onTerapkan: (p: PesertaView) => void;
  onTerbaru: (p: PesertaView) => void;
}

function Status({ p }: { p: PesertaView }) {
  return (
    <span className="flex flex-col gap-1">
      <span className="flex flex-wrap items-center gap-1">
        <span className={`badge badge-soft badge-sm whitespace-nowrap ${statusBadge(p.status)}`}>{statusLabel(p.status)}</span>
        {p.pending && <span className="badge badge-warning badge-sm whitespace-nowrap">Menunggu sinkron</span>}
        {p.is_team && (
          <span className="badge badge-ghost badge-sm">
            <Users className="size-3" aria-hidden="true" /> Tim
          </span>
        )}
      </span>
      {p.status === 'REJECTED' && p.alasan_ditolak && (
        <span className="line-clamp-3 text-xs break-words text-base-content/75" title={p.alasan_ditolak}>
          Alasan: {p.alasan_ditolak}
        </span>
      )}
    </span>
  );
}

/** Another organiser changed the entry first: say who and when, and let the user choose. */
function Konflik({ p, aksi }: { p: PesertaView; aksi: ValidasiAksi }) {
  if (!p.rejected) return null;
  const k = p.konflik;
  return (
    <div
      className="mt-1 flex flex-wrap items-center gap-2 rounded bg-error/10 p-2 text-xs text-error"
      role="alert"
      onClick={(e) => e.stopPropagation()}
    >
      <span className="min-w-0 flex-1 break-words">
        {k
          ? `Bentrok: sudah ${statusLabel(k.status)}${k.diubah_oleh ? ` oleh ${k.diubah_oleh}` : ''}${k.diubah_pada ? `, ${formatTanggal(k.diubah_pada)}` : ''}.`
          : `Ditolak server: ${p.rejected}`}
      </span>
      {k && (
        <button type="button" className="btn btn-xs btn-outline btn-error" onClick={() => aksi.onTerapkan(p)}>
          <RotateCcw className="size-3" aria-hidden="true" /> Terapkan punya saya
        </button>
      )}
      <button type="button" className="btn btn-xs btn-ghost" onClick={() => aksi.onTerbaru(p)}>
        <X className="size-3" aria-hidden="true" /> {k ? 'Pakai yang terbaru' : 'Buang'}
      </button>
    </div>
  );
}

/** 'Setujui' and 'Tolak' on every row whatever its status; the row's buttons wait while its action runs. */
function Tombol({ p, aksi, compact = false }: { p: PesertaView; aksi: ValidasiAksi; compact?: boolean }) {
  const busy = aksi.busy === p.key;
  const nama = kolom(p).nama;
  const spin = <span className="loading loading-spinner loading-xs" aria-hidden="true" />;
  return (
    <span className="flex justify-end gap-1" onClick={(e) => e.stopPropagation()}>
      <button
        type="button"
        className={`btn btn-success btn-xs ${compact ? 'btn-square' : ''}`}
        disabled={aksi.busy !== null}
        aria-label={`Setujui ${nama}`}
        title="Setujui"
        onClick={() => aksi.onStatus(p, 'APPROVED')}
      >
        {busy ? spin : <Check className="size-3.5" aria-hidden="true" />}
        {!compact && ' Setujui'}
      </button>
      <button
        type="button"
        className={`btn btn-error btn-outline btn-xs ${compact ? 'btn-square' : ''}`}
        disabled={aksi.busy !== null}
        aria-label={`Tolak ${nama}`}
        title="Tolak"
        onClick={() => aksi.onStatus(p, 'REJECTED')}
      >
        {busy ? spin : <X className="size-3.5" aria-hidden="true" />}
        {!compact && ' Tolak'}
      </button>
    </span>
  );
}

const HEAD = [
  'Nama Peserta',
  'Kategori',
  'Level',
  'Kelas Berat',
  'Kelas Poomsae',
  'Kelompok Usia',
  'Jenis Kelamin',
  'Dojang',
  'Status',
  'Aksi',
];

/** The action column stays in view when the table scrolls sideways (a narrow window, long names). */
const AKSI_STICKY = 'sticky right-0 z-[1] bg-base-100 text-right shadow-[-8px_0_8px_-8px_rgb(0_0_0/0.2)]';

/** One page: the ten columns from lg up (headers wrap, long names break, the table scrolls inside its box), cards below. */
export function ValidasiRows({ rows, aksi }: { rows: readonly PesertaView[]; aksi: ValidasiAksi }) {
  return (
    <>
      <div className="hidden max-w-full overflow-x-auto rounded-box bg-base-100 shadow ring-1 ring-base-300 lg:block">
        <table className="table table-xs xl:table-sm">
          <thead>
            <tr>
              {HEAD.map((h) => (
                <th key={h} className={h === 'Aksi' ? AKSI_STICKY : 'align-bottom whitespace-normal'}>
                  {h}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((p) => {
              const c = kolom(p);
              return (
                <tr key={p.key} className="group cursor-pointer hover:bg-base-200" onClick={() => aksi.onOpen(p)}>
                  <td className="max-w-48">
                    <p className="font-semibold break-words">{c.nama}</p>
                    <Konflik p={p} aksi={aksi} />
                  </td>
                  <td>{c.kategori}</td>
                  <td>{c.level}</td>
                  <td className="whitespace-nowrap">{c.kelasBerat}</td>
                  <td>{c.kelasPoomsae}</td>
                  <td>{c.kelompokUsia}</td>
                  <td>{c.jenisKelamin}</td>
                  <td className="max-w-40 break-words">{c.dojang}</td>
                  <td className="max-w-44">
                    <Status p={p} />
                  </td>
                  <td className={`${AKSI_STICKY} group-hover:bg-base-200`}>
                    <Tombol p={p} aksi={aksi} compact />
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <ul className="space-y-3 lg:hidden">
        {rows.map((p) => {
          const c = kolom(p);
          return (
            <li key={p.key} className="rounded-box bg-base-100 p-4 shadow ring-1 ring-base-300">
              <button type="button" className="w-full space-y-1 text-left" onClick={() => aksi.onOpen(p)}>
                <span className="block font-semibold break-words">{c.nama}</span>
                <span className="block text-sm text-base-content/80">
                  {c.kategori} {c.level} · {c.kelompokUsia} · {c.kelasBerat !== '-' ? c.kelasBerat : c.kelasPoomsae} · {c.jenisKelamin}
                </span>
                <span className="block text-sm text-base-content/70">{c.dojang}</span>
              </button>
              <div className="mt-2 flex flex-wrap items-center justify-between gap-2">
                <Status p={p} />
                <Tombol p={p} aksi={aksi} />
              </div>
              <Konflik p={p} aksi={aksi} />
            </li>
          );
        })}
      </ul>
    </>
  );
}
