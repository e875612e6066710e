import { Clock, ShieldCheck, ShieldX } from 'lucide-react';
import type { PermintaanAtlet } from '../../../domain/hak-data/api';
import { lewatBatas } from '../../../domain/hak-data/batas';
import { JENIS_PERMINTAAN_LABEL, STATUS_PERMINTAAN_LABEL } from '../../../domain/privasi/permintaan';
import { waktuWib } from './waktu';

const BADGE = { MENUNGGU: 'badge-warning', DIPROSES: 'badge-info', SELESAI: 'badge-success', DITOLAK: 'badge-neutral' } as const;

/** One request of the athlete: what, when, by when, and how the ADMIN handled it. */
export function StatusPermintaan({ p, sekarang }: { p: PermintaanAtlet; sekarang: Date }) {
  const terbuka = p.status === 'MENUNGGU' || p.status === 'DIPROSES';
  const telat = terbuka && lewatBatas(p.diminta_pada, sekarang);
  return (
    <li className="space-y-1 rounded-box border border-base-300 p-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="font-semibold">{JENIS_PERMINTAAN_LABEL[p.jenis]}</span>
        <span className={`badge ${BADGE[p.status]}`}>{STATUS_PERMINTAAN_LABEL[p.status]}</span>
      </div>
      <p className="text-sm text-base-content/80">
        Diminta {waktuWib(p.diminta_pada)} oleh {p.diminta_oleh}
        {p.alasan ? ` · ${p.alasan}` : ''}
      </p>
      {terbuka && (
        <p className={`flex items-center gap-1.5 text-sm ${telat ? 'font-semibold text-error' : 'text-base-content/80'}`}>
          <Clock className="size-4 shrink-0" aria-hidden="true" />
          {telat ? 'Melewati batas proses' : 'Diproses paling lambat'} {waktuWib(p.batas)}
        </p>
      )}
      {p.status === 'SELESAI' && p.jenis === 'HAPUS' && (
        <p className="flex items-start gap-1.5 text-sm">
          <ShieldCheck className="mt-0.5 size-4 shrink-0 text-success" aria-hidden="true" />
          <span>
            Dihapus {waktuWib(p.ditangani_pada)} oleh {p.ditangani_oleh ?? '-'}. Alasan: {p.catatan_penanganan}
          </span>
        </p>
      )}
      {p.status === 'DITOLAK' && (
        <p className="flex items-start gap-1.5 text-sm">
          <ShieldX className="mt-0.5 size-4 shrink-0 text-base-content/70" aria-hidden="true" />
          <span>
            Ditolak {waktuWib(p.ditangani_pada)} oleh {p.ditangani_oleh ?? '-'}. Alasan: {p.catatan_penanganan}
          </span>
        </p>
      )}
    </li>
  );
}
