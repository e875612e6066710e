import { Link } from '@tanstack/react-router';
import { CalendarDays, ChevronRight, MapPin, Star, Users } from 'lucide-react';
import { STATUS_TAMPIL_LABEL, statusTampil } from '../../../../domain/kompetisi/status-tampil';
import { rentangTanggal } from '../../../../domain/kompetisi/tanggal-tampil';
import { formatTanggalId } from '../../../../domain/kompetisi/tanggal';
import type { Kompetisi } from '../../../data/online/kompetisi';
import { BADGE } from '../list/kompetisi-list-view';

/** One competition in the admin list: status, dates, place, entries against the quota, the featured star. */
export function KompetisiCard({ k }: { k: Kompetisi }) {
  const tampil = statusTampil(k);
  const tanggal =
    rentangTanggal(k.tanggal_mulai, k.tanggal_selesai) ?? `${formatTanggalId(k.tanggal_mulai)} – ${formatTanggalId(k.tanggal_selesai)}`;
  const isi = k.kuota ? Math.min(100, Math.round((k.jumlah_peserta / k.kuota) * 100)) : null;
  return (
    <Link
      to="/admin/kompetisi/$id_kompetisi"
      params={{ id_kompetisi: String(k.id_kompetisi) }}
      className="group flex h-full flex-col gap-3 rounded-box bg-base-100 p-4 shadow ring-1 ring-base-300 transition hover:shadow-md hover:ring-primary/40 focus-visible:outline-2 focus-visible:outline-primary active:bg-base-200 sm:p-5"
    >
      <div className="flex items-start gap-2">
        <span className={`badge badge-soft whitespace-nowrap ${BADGE[tampil]}`}>{STATUS_TAMPIL_LABEL[tampil]}</span>
        {k.is_featured && (
          <span className="badge badge-warning badge-soft gap-1 whitespace-nowrap">
            <Star className="size-3.5 fill-current" aria-hidden="true" /> Unggulan
          </span>
        )}
        <ChevronRight className="ml-auto size-5 shrink-0 text-base-content/50 transition group-hover:translate-x-0.5" aria-hidden="true" />
      </div>
      <h2 className="text-lg leading-snug font-bold break-words">{k.nama_event}</h2>
      <dl className="space-y-1.5 text-sm text-base-content/85">
        <div className="flex items-start gap-2">
          <dt className="sr-only">Tanggal</dt>
          <CalendarDays className="mt-0.5 size-4 shrink-0 text-base-content/60" aria-hidden="true" />
          <dd>{tanggal}</dd>
        </div>
        <div className="flex items-start gap-2">
          <dt className="sr-only">Lokasi</dt>
          <MapPin className="mt-0.5 size-4 shrink-0 text-base-content/60" aria-hidden="true" />
          <dd className="break-words">{k.lokasi || '-'}</dd>
        </div>
        <div className="flex items-start gap-2">
          <dt className="sr-only">Peserta</dt>
          <Users className="mt-0.5 size-4 shrink-0 text-base-content/60" aria-hidden="true" />
          <dd>
            {k.jumlah_peserta} peserta{k.kuota ? ` / kuota ${k.kuota}` : ''}
          </dd>
        </div>
      </dl>
      {isi !== null && (
        <progress
          className={`progress mt-auto h-1.5 ${isi >= 100 ? 'progress-error' : 'progress-primary'}`}
          value={isi}
          max={100}
          aria-label={`Kuota terisi ${isi}%`}
        />
      )}
    </Link>
  );
}
