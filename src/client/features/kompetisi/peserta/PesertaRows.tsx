import { Pencil, RotateCcw, Trash2, Users, X } from 'lucide-react';
import { namaKelas, namaPeserta } from '../../../../domain/kompetisi/label';
import type { PesertaView } from '../../../data/kompetisi';
import { statusBadge, statusLabel, teksTimbang } from './peserta-list-view';

export interface PesertaAksi {
  onOpen: (p: PesertaView) => void;
  onEdit: (p: PesertaView) => void;
  onDelete: (p: PesertaView) => void;
  /** Why the class cannot be changed / the entry deleted (the button stays, dimmed, and explains on click). */
  alasanEdit: (p: PesertaView) => string | null;
  alasanHapus: (p: PesertaView) => string | null;
  onFix: (p: PesertaView) => void;
  onDismiss: (p: PesertaView) => void;
}

const TIMBANG_BADGE = { BELUM: 'badge-ghost', LOLOS: 'badge-success badge-outline', GAGAL: 'badge-error badge-outline' } as const;

function Badges({ p }: { p: PesertaView }) {
  const timbang = teksTimbang(p.penimbangan);
  return (
    <span className="flex flex-wrap items-center gap-1">
      <span className={`badge badge-soft badge-sm ${statusBadge(p.status)}`}>{statusLabel(p.status)}</span>
      {p.pending && <span className="badge badge-warning badge-sm">Menunggu sinkron</span>}
      {p.is_team && (
        <span className="badge badge-ghost badge-sm">
          <Users className="size-3" aria-hidden="true" /> Tim
        </span>
      )}
      {timbang && p.penimbangan && (
        <span className={`badge badge-sm ${TIMBANG_BADGE[p.penimbangan.hasil]}`} data-timbang={p.penimbangan.hasil}>
          {timbang}
        </span>
      )}
    </span>
  );
}

/** The organisers' reason for a rejection, for the coach. */
function AlasanDitolak({ p }: { p: PesertaView }) {
  if (p.status !== 'REJECTED' || !p.alasan_ditolak) return null;
  return <span className="mt-1 block text-xs break-words text-error">Alasan ditolak: {p.alasan_ditolak}</span>;
}

function Refused({ p, aksi }: { p: PesertaView; aksi: PesertaAksi }) {
  if (!p.rejected) return null;
  // Another class can help unless the code says no resend can (closed, past the deadline, approved, paid, not allowed).
  const perbaiki = p.aksiDitolak !== 'buang';
  return (
    <div
      className="mt-1 flex flex-wrap items-center gap-2 rounded bg-error/10 p-2 text-xs text-error"
      role="alert"
      onClick={(e) => e.stopPropagation()}
    >
      <span className="min-w-0 flex-1 break-words">Ditolak server: {p.rejected}</span>
      {perbaiki && (
        <button type="button" className="btn btn-xs btn-outline btn-error" onClick={() => aksi.onFix(p)}>
          <RotateCcw className="size-3" aria-hidden="true" /> Perbaiki
        </button>
      )}
      <button type="button" className="btn btn-xs btn-ghost" onClick={() => aksi.onDismiss(p)}>
        <X className="size-3" aria-hidden="true" /> Buang
      </button>
    </div>
  );
}

function Actions({ p, aksi }: { p: PesertaView; aksi: PesertaAksi }) {
  const nama = namaPeserta(p);
  const edit = aksi.alasanEdit(p);
  const hapus = aksi.alasanHapus(p);
  return (
    <span className="flex gap-1" onClick={(e) => e.stopPropagation()}>
      <button
        type="button"
        className={`btn btn-ghost btn-sm btn-square ${edit ? 'opacity-40' : ''}`}
        aria-label={`Ubah kelas ${nama}`}
        title={edit ?? 'Ubah kelas'}
        aria-disabled={edit ? true : undefined}
        onClick={() => aksi.onEdit(p)}
      >
        <Pencil className="size-4" aria-hidden="true" />
      </button>
      <button
        type="button"
        className={`btn btn-ghost btn-sm btn-square text-error ${hapus ? 'opacity-40' : ''}`}
        aria-label={`Hapus ${nama}`}
        title={hapus ?? 'Hapus'}
        aria-disabled={hapus ? true : undefined}
        onClick={() => aksi.onDelete(p)}
      >
        <Trash2 className="size-4" aria-hidden="true" />
      </button>
    </span>
  );
}

/** One page of participants: a table from md up, cards below. */
export function PesertaRows({ rows, aksi }: { rows: readonly PesertaView[]; aksi: PesertaAksi }) {
  return (
    <>
      <div className="hidden overflow-x-auto rounded-box bg-base-100 shadow ring-1 ring-base-300 md:block">
        <table className="table">
          <thead>
            <tr>
              <th>NAMA ATLET</th>
              <th>KELAS</th>
              <th>CABANG</th>
              <th>STATUS</th>
              <th className="text-right">AKSI</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((p) => (
              <tr key={p.key} className="cursor-pointer hover:bg-base-200" onClick={() => aksi.onOpen(p)}>
                <td className="max-w-xs">
                  <p className="font-semibold break-words">{namaPeserta(p)}</p>
                  <Refused p={p} aksi={aksi} />
                </td>
                <td className="max-w-xs break-words">{namaKelas(p.kelas_kejuaraan)}</td>
                <td>{p.kelas_kejuaraan.cabang === 'KYORUGI' ? 'Kyorugi' : 'Poomsae'}</td>
                <td className="max-w-xs">
                  <Badges p={p} />
                  <AlasanDitolak p={p} />
                </td>
                <td className="text-right">
                  <Actions p={p} aksi={aksi} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul className="space-y-3 md:hidden" aria-label="Peserta terdaftar">
        {rows.map((p) => (
          <li key={p.key} className="rounded-box bg-base-100 p-4 shadow ring-1 ring-base-300">
            <div className="flex items-start gap-2">
              <button type="button" className="min-w-0 flex-1 space-y-1 text-left" onClick={() => aksi.onOpen(p)}>
                <span className="block font-semibold break-words">{namaPeserta(p)}</span>
                <span className="block text-sm break-words text-base-content/80">{namaKelas(p.kelas_kejuaraan)}</span>
                <Badges p={p} />
                <AlasanDitolak p={p} />
              </button>
              <Actions p={p} aksi={aksi} />
            </div>
            <Refused p={p} aksi={aksi} />
          </li>
        ))}
      </ul>
    </>
  );
}
