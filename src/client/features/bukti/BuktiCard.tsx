import { Check, Download, Maximize2, X } from 'lucide-react';
import { formatRupiah } from '../../../domain/kompetisi/biaya';
import type { BuktiAdmin } from '../../../domain/schemas/bukti-verifikasi';
import { formatTanggal } from '../../ui/format';
import { BuktiStatusBadge } from './BuktiStatusBadge';
import { BuktiThumb } from './BuktiThumb';
import { rincianText } from './bukti-view';

export interface BuktiAksi {
  onLihat: (b: BuktiAdmin) => void;
  onUnduh: (b: BuktiAdmin) => void;
  onTerima: (b: BuktiAdmin) => void;
  onTolak: (b: BuktiAdmin) => void;
}

/** One proof of the review queue: the image, who sent it and when, the dojang's invoice, the review. */
export function BuktiCard({ b, aksi }: { b: BuktiAdmin; aksi: BuktiAksi }) {
  const alt = `Bukti transfer ${b.tb_dojang.nama_dojang}`;
  return (
    <article className="flex flex-col overflow-hidden rounded-box bg-base-100 shadow ring-1 ring-base-300" aria-label={alt}>
      <button type="button" className="group relative block" onClick={() => aksi.onLihat(b)} aria-label={`Lihat ${alt}`}>
        <BuktiThumb url={b.url} alt={alt} className="aspect-[4/3] w-full" />
        <BuktiStatusBadge status={b.status_verifikasi} className="absolute top-2 left-2 shadow" />
        <span className="absolute right-2 bottom-2 grid size-8 place-items-center rounded-full bg-base-100/90 shadow opacity-80 group-hover:opacity-100">
          <Maximize2 className="size-4" aria-hidden="true" />
        </span>
      </button>
      <div className="flex flex-1 flex-col gap-3 p-4">
        <div className="min-w-0">
          <h3 className="font-bold break-words">{b.tb_dojang.nama_dojang}</h3>
          <p className="text-xs break-words text-base-content/70">
            {b.tb_pelatih ? `Pelatih: ${b.tb_pelatih.nama_pelatih}` : 'Pelatih tidak tercatat'}
            {b.tb_dojang.kota ? ` · ${b.tb_dojang.kota}` : ''}
          </p>
          <p className="text-xs text-base-content/70">Diupload {formatTanggal(b.created_at)}</p>
        </div>
        <div className="rounded-box bg-base-200/70 px-3 py-2 text-sm">
          <p className="flex items-baseline justify-between gap-2">
            <span className="text-base-content/75">Tagihan ({b.tagihan.jumlah_peserta} peserta)</span>
            <span className="font-black text-primary tabular-nums">{formatRupiah(b.tagihan.total)}</span>
          </p>
          <p className="text-xs text-base-content/70">{rincianText(b)}</p>
        </div>
        {b.catatan_verifikasi && (
          <p className="rounded-box border border-base-300 px-3 py-2 text-xs break-words">
            <span className="font-semibold">Catatan: </span>
            {b.catatan_verifikasi}
          </p>
        )}
        <div className="mt-auto flex flex-wrap gap-2">
          {b.status_verifikasi !== 'DITERIMA' && (
            <button type="button" className="btn btn-success btn-sm flex-1" onClick={() => aksi.onTerima(b)}>
              <Check className="size-4" aria-hidden="true" /> Terima
            </button>
          )}
          {b.status_verifikasi !== 'DITOLAK' && (
            <button type="button" className="btn btn-outline btn-error btn-sm flex-1" onClick={() => aksi.onTolak(b)}>
              <X className="size-4" aria-hidden="true" /> Tolak
            </button>
          )}
          <button type="button" className="btn btn-ghost btn-sm" onClick={() => aksi.onUnduh(b)} aria-label={`Unduh ${alt}`}>
            <Download className="size-4" aria-hidden="true" /> Unduh
          </button>
        </div>
      </div>
    </article>
  );
}
