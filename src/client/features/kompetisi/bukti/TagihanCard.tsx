import { useMemo } from 'react';
import { ReceiptText } from 'lucide-react';
import { formatRupiah, tagihanDojang } from '../../../../domain/kompetisi/biaya';
import { usePesertaSaya } from '../../../data/kompetisi';
import { useMyDojang } from '../../../data/queries/dojang';
import type { Kompetisi } from '../../../data/queries/kompetisi';

const Row = ({ label, children }: { label: string; children: React.ReactNode }) => (
  <div className="flex flex-wrap justify-between gap-x-4 gap-y-0.5 py-1.5">
    <dt className="text-base-content/75">{label}</dt>
    <dd className="font-semibold break-words">{children}</dd>
  </div>
);

/**
 * The invoice of the coach's dojang for this competition (spec 001 §9): every entry not rejected ×
 * the fee per athlete (WNI / WNA), the transfer note, the committee's account and the deadline.
 */
export function TagihanCard({ kompetisi }: { kompetisi: Kompetisi }) {
  const peserta = usePesertaSaya(kompetisi.id_kompetisi);
  const dojang = useMyDojang();
  const nama = dojang.data?.nama_dojang ?? peserta.data?.[0]?.atlet.dojang.nama_dojang ?? 'Dojang';
  const tagihan = useMemo(
    () => tagihanDojang(kompetisi, { nama_dojang: nama }, (peserta.data ?? []).filter((p) => p.rejected === null)),
    [kompetisi, nama, peserta.data],
  );
  return (
    <section className="rounded-box bg-base-100 p-4 shadow ring-1 ring-base-300 sm:p-5" aria-labelledby="tagihan-title">
      <h2 id="tagihan-title" className="flex items-center gap-2 font-bold">
        <ReceiptText className="size-5 text-primary" aria-hidden="true" /> Tagihan Pendaftaran
      </h2>
      <dl className="mt-2 divide-y divide-base-200 text-sm">
        {tagihan.rincian.length === 0 && <Row label="Peserta">Belum ada peserta</Row>}
        {tagihan.rincian.map((r) => (
          <Row key={r.kewarganegaraan} label={`${r.jumlah} atlet ${r.kewarganegaraan} × ${formatRupiah(r.tarif)}`}>{formatRupiah(r.subtotal)}</Row>
        ))}
        <Row label="Total"><span className="text-lg font-black text-primary" data-testid="tagihan-total">{formatRupiah(tagihan.total)}</span></Row>
        <Row label="Berita transfer"><span className="font-mono">{tagihan.berita_transfer}</span></Row>
        {kompetisi.bank_nama && (
          <Row label="Rekening">{kompetisi.bank_nama} {kompetisi.bank_nomor_rekening} a.n. {kompetisi.bank_atas_nama}</Row>
        )}
        <Row label="Batas pembayaran">{tagihan.batas_pendaftaran_tampil} atau saat kuota penuh</Row>
      </dl>
    </section>
  );
}
