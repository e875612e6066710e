import { Link } from '@tanstack/react-router';
import { CalendarCheck, CalendarDays, CalendarX2, ChevronLeft, ChevronRight, Download, MapPin, Trophy, Wallet } from 'lucide-react';
import { statusTampil } from '../../../domain/kompetisi/status-tampil';
import { tanggalPanjang } from '../../../domain/kompetisi/tanggal-tampil';
import type { Kompetisi } from '../../data/online/kompetisi';
import { formatRupiah, formatTanggal } from '../../ui/format';
import { PENDAFTARAN_TIDAK_DIBUKA, StatusBadge } from '../../ui/kompetisi/StatusBadge';
import { proposalUrl } from './links';

// The toast library loads with the first toast, not with Home.
function onlyOne() {
  void import('react-hot-toast').then(({ toast }) => toast.error('Hanya ada satu kompetisi untuk sekarang'));
}

/** The championship card of Home and /events: details, join button and proposal download. */
interface KompetisiCardProps {
  kompetisi: Kompetisi;
  withArrows?: boolean;
  /** h3 under a section heading (Home), h2 directly under the page title (/events). */
  headingLevel?: 2 | 3;
}

export function KompetisiCard({ kompetisi, withArrows = false, headingLevel = 3 }: KompetisiCardProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  // The dates decide: a competition past its deadline is closed whatever its stored status says.
  const status = statusTampil(kompetisi);
  const batas = tanggalPanjang(kompetisi.batas_pendaftaran);
  return (
    <div className="relative">
      {withArrows && (
        <>
          <button
            type="button"
            onClick={onlyOne}
            aria-label="Kompetisi sebelumnya"
            className="btn btn-circle btn-neutral absolute top-1/2 -left-3 z-10 -translate-y-1/2 shadow-lg sm:-left-6"
          >
            <ChevronLeft className="size-5" aria-hidden="true" />
          </button>
          <button
            type="button"
            onClick={onlyOne}
            aria-label="Kompetisi berikutnya"
            className="btn btn-circle btn-neutral absolute top-1/2 -right-3 z-10 -translate-y-1/2 shadow-lg sm:-right-6"
          >
            <ChevronRight className="size-5" aria-hidden="true" />
          </button>
        </>
      )}
      <article className="overflow-hidden rounded-box bg-base-100 shadow-xl ring-1 ring-base-300">
        <div className="bg-arena-dark relative px-6 py-8 text-white sm:px-10">
          <Trophy className="text-gold absolute top-6 right-6 size-16 opacity-30" aria-hidden="true" />
          <StatusBadge status={status} />
          <Heading className="mt-3 pr-16 text-2xl leading-tight font-black sm:text-3xl">{kompetisi.nama_event}</Heading>
          {kompetisi.deskripsi && <p className="mt-2 line-clamp-3 text-sm text-white/85">{kompetisi.deskripsi}</p>}
        </div>
        <dl className="grid gap-4 px-6 py-6 sm:grid-cols-3 sm:px-10">
          <div>
            <dt className="flex items-center gap-2 text-xs font-semibold tracking-wide text-base-content/75 uppercase">
              <CalendarDays className="size-5 shrink-0 text-primary" aria-hidden="true" /> Tanggal
            </dt>
            <dd className="pl-7 font-semibold">
              {formatTanggal(kompetisi.tanggal_mulai)} – {formatTanggal(kompetisi.tanggal_selesai)}
            </dd>
          </div>
          <div>
            <dt className="flex items-center gap-2 text-xs font-semibold tracking-wide text-base-content/75 uppercase">
              <MapPin className="size-5 shrink-0 text-primary" aria-hidden="true" /> Lokasi
            </dt>
            <dd className="pl-7 font-semibold">{kompetisi.lokasi || '-'}</dd>
          </div>
          <div>
            <dt className="flex items-center gap-2 text-xs font-semibold tracking-wide text-base-content/75 uppercase">
              <Wallet className="size-5 shrink-0 text-primary" aria-hidden="true" /> Biaya
            </dt>
            <dd className="pl-7 font-semibold">
              {formatRupiah(kompetisi.biaya_pendaftaran)} <span className="text-sm font-normal text-base-content/75">/ atlet</span>
            </dd>
          </div>
        </dl>
        {status === 'PENDAFTARAN' ? (
          batas && (
            <p className="flex items-center gap-2 border-t border-base-300 px-6 py-3 text-sm font-semibold sm:px-10">
              <CalendarCheck className="size-4 shrink-0 text-success" aria-hidden="true" /> Pendaftaran dibuka sampai {batas}
            </p>
          )
        ) : (
          <p className="flex items-center gap-2 border-t border-base-300 px-6 py-3 text-sm font-semibold sm:px-10">
            <CalendarX2 className="size-4 shrink-0 text-error" aria-hidden="true" /> {PENDAFTARAN_TIDAK_DIBUKA[status]}
          </p>
        )}
        <div className="flex flex-col gap-3 border-t border-base-300 px-6 py-5 sm:flex-row sm:px-10">
          {status === 'PENDAFTARAN' ? (
            <Link to="/event/home" className="btn btn-primary sm:flex-1">
              Ikuti Kompetisi
            </Link>
          ) : (
            <Link to="/event/home" className="btn btn-neutral sm:flex-1">
              Lihat Event
            </Link>
          )}
          <a href={proposalUrl(kompetisi.id_kompetisi)} download className="btn btn-outline sm:flex-1">
            <Download className="size-4" aria-hidden="true" /> Download Proposal
          </a>
        </div>
      </article>
    </div>
  );
}

export function KompetisiCardSkeleton() {
  return (
    <div className="overflow-hidden rounded-box bg-base-100 shadow-xl ring-1 ring-base-300" aria-hidden="true">
      <div className="skeleton h-40 rounded-none" />
      <div className="space-y-3 p-6">
        <div className="skeleton h-5 w-2/3" />
        <div className="skeleton h-5 w-1/2" />
        <div className="skeleton h-10 w-full" />
      </div>
    </div>
  );
}
