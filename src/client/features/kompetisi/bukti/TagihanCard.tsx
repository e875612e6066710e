import { BadgeCheck, ChevronDown, Clock, ReceiptText } from 'lucide-react';
import { formatRupiah } from '../../../../domain/kompetisi/biaya';
import { STATUS_BAYAR_LABEL, type StatusBayar } from '../../../../domain/kompetisi/pembayaran';
import type { Kompetisi } from '../../../data/online/kompetisi';
import { CopyButton } from '../../../ui/CopyButton';
import { formatTanggal } from '../../../ui/format';
import { usePembayaranSaya } from './usePembayaran';

const Row = ({ label, children }: { label: string; children: React.ReactNode }) => (
  <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-0.5 py-1.5">
    <dt className="text-base-content/75">{label}</dt>
    <dd className="font-semibold break-words">{children}</dd>
  </div>
);

const TONE: Readonly<Record<StatusBayar, string>> = {
  TIDAK_ADA_TAGIHAN: 'badge-ghost',
  LUNAS: 'badge-success',
  MENUNGGU_VERIFIKASI: 'badge-info',
  KURANG_BAYAR: 'badge-warning',
  BELUM_BAYAR: 'badge-ghost',
};

/** Where to send the money: the invoice code as the transfer note, the committee's account, the deadline. */
function CaraBayar({ kompetisi, kode, batas }: { kompetisi: Kompetisi; kode: string; batas: string }) {
  return (
    <dl className="divide-y divide-base-200 text-sm">
      <Row label="Berita transfer">
        <span className="inline-flex items-center gap-1">
          <span className="font-mono" data-testid="kode-tagihan">
            {kode}
          </span>
          <CopyButton text={kode} label="berita transfer" />
        </span>
      </Row>
      {kompetisi.bank_nama && (
        <Row label="Rekening">
          <span className="inline-flex flex-wrap items-center justify-end gap-1">
            <span>
              {kompetisi.bank_nama} <span className="font-mono">{kompetisi.bank_nomor_rekening}</span> a.n. {kompetisi.bank_atas_nama}
            </span>
            {kompetisi.bank_nomor_rekening && (
              <CopyButton text={kompetisi.bank_nomor_rekening.replace(/[\s.-]/g, '')} label="nomor rekening" />
            )}
          </span>
        </Row>
      )}
      <Row label="Batas pembayaran">{batas} atau saat kuota penuh</Row>
    </dl>
  );
}

/**
 * The invoice of the coach's dojang for this competition: every entry not rejected × the fee
 * per athlete (WNI / WNA), and where the payment stands. Once an accepted proof covers every entry the card
 * says 'Lunas' with the amount and the day, and folds the account away; entries added after that are owed
 * on their own ('Kurang bayar' with the rest to transfer).
 */
export function TagihanCard({ kompetisi }: { kompetisi: Kompetisi }) {
  const { tagihan, bayar } = usePembayaranSaya(kompetisi);
  const lunas = bayar.status === 'LUNAS';
  const diterima = bayar.diterima_pada ? formatTanggal(bayar.diterima_pada) : null;
  const cara = <CaraBayar kompetisi={kompetisi} kode={tagihan.berita_transfer} batas={tagihan.batas_pendaftaran_tampil} />;
  return (
    <section className="rounded-box bg-base-100 p-4 shadow ring-1 ring-base-300 sm:p-5" aria-labelledby="tagihan-title">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="tagihan-title" className="flex items-center gap-2 font-bold">
          <ReceiptText className="size-5 text-primary" aria-hidden="true" /> Tagihan Pendaftaran
        </h2>
        <span className={`badge ${TONE[bayar.status]}`} data-testid="status-bayar">
          {STATUS_BAYAR_LABEL[bayar.status]}
        </span>
      </div>
      {lunas && (
        <p className="mt-3 flex items-start gap-2 rounded-box bg-success/10 p-3 text-sm" role="status">
          <BadgeCheck className="size-5 shrink-0 text-success" aria-hidden="true" />
          <span>
            Lunas: pembayaran {formatRupiah(bayar.terverifikasi)} diterima panitia{diterima && ` pada ${diterima}`}. Slot peserta Anda
            terkunci.
          </span>
        </p>
      )}
      {bayar.status === 'KURANG_BAYAR' && (
        <p className="mt-3 rounded-box bg-warning/15 p-3 text-sm" role="status">
          Pembayaran {formatRupiah(bayar.terverifikasi)} sudah diterima{diterima && ` pada ${diterima}`}. {bayar.peserta_sisa} peserta
          didaftarkan setelahnya: transfer sisa <strong>{formatRupiah(bayar.sisa)}</strong> lalu upload bukti transfer baru.
        </p>
      )}
      {bayar.status === 'MENUNGGU_VERIFIKASI' && (
        <p className="mt-3 flex items-start gap-2 rounded-box bg-info/10 p-3 text-sm" role="status">
          <Clock className="size-5 shrink-0 text-info" aria-hidden="true" /> Bukti transfer Anda sedang diperiksa admin.
        </p>
      )}
      <dl className="mt-2 divide-y divide-base-200 text-sm">
        {tagihan.rincian.length === 0 && <Row label="Peserta">Belum ada peserta</Row>}
        {tagihan.rincian.map((r) => (
          <Row key={r.kewarganegaraan} label={`${r.jumlah} atlet ${r.kewarganegaraan} × ${formatRupiah(r.tarif)}`}>
            {formatRupiah(r.subtotal)}
          </Row>
        ))}
        <Row label="Total">
          <span className={`text-lg font-black ${lunas ? 'text-success' : 'text-primary'}`} data-testid="tagihan-total">
            {formatRupiah(tagihan.total)}
          </span>
        </Row>
        {bayar.terverifikasi > 0 && !lunas && (
          <>
            <Row label="Sudah diterima">{formatRupiah(bayar.terverifikasi)}</Row>
            <Row label="Sisa tagihan">
              <span className="text-lg font-black text-warning-content" data-testid="tagihan-sisa">
                {formatRupiah(bayar.sisa)}
              </span>
            </Row>
          </>
        )}
      </dl>
      {lunas ? (
        <details className="group mt-1 text-sm">
          <summary className="flex cursor-pointer list-none items-center gap-1 py-1.5 text-base-content/75">
            <ChevronDown className="size-4 transition-transform group-open:rotate-180" aria-hidden="true" /> Rekening &amp; berita transfer
          </summary>
          {cara}
        </details>
      ) : (
        <div className="border-t border-base-200">{cara}</div>
      )}
    </section>
  );
}
