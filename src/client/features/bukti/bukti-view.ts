import type { BuktiStatus } from '../../../domain/schemas/bukti-transfer';
import { BUKTI_STATUS_LABEL, type BuktiAdmin } from '../../../domain/schemas/bukti-verifikasi';
import { formatRupiah } from '../../../domain/kompetisi/biaya';

export const STATUS_TONE: Readonly<Record<BuktiStatus, string>> = {
  MENUNGGU: 'badge-warning',
  DITERIMA: 'badge-success',
  DITOLAK: 'badge-error',
};

export const STATUS_TABS: readonly { value: BuktiStatus | undefined; label: string }[] = [
  { value: undefined, label: 'Semua' },
  { value: 'MENUNGGU', label: BUKTI_STATUS_LABEL.MENUNGGU },
  { value: 'DITERIMA', label: BUKTI_STATUS_LABEL.DITERIMA },
  { value: 'DITOLAK', label: BUKTI_STATUS_LABEL.DITOLAK },
];

/** '4 WNI × Rp 500.000 · 1 WNA × Rp 1.000.000', or 'Belum ada peserta'. */
export function rincianText(b: BuktiAdmin): string {
  if (b.tagihan.rincian.length === 0) return 'Belum ada peserta';
  return b.tagihan.rincian.map((r) => `${r.jumlah} ${r.kewarganegaraan} × ${formatRupiah(r.tarif)}`).join(' · ');
}

/** A download name that says whose proof it is: 'bukti-transfer-garuda-tkd-12.png'. */
export function namaUnduhan(b: BuktiAdmin): string {
  const slug =
    b.tb_dojang.nama_dojang
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 40) || 'dojang';
  const ext = /\.[a-z0-9]{2,5}$/i.exec(b.bukti_transfer_path)?.[0] ?? '';
  return `bukti-transfer-${slug}-${b.id_bukti_transfer}${ext}`;
}

let waktuFormat: Intl.DateTimeFormat | undefined;

/** '12 Nov 2025 14.05' (id-ID, WIB). */
export function waktuText(iso: string | null | undefined): string {
  const d = new Date(iso ?? '');
  if (!iso || Number.isNaN(d.getTime())) return '-';
  waktuFormat ??= new Intl.DateTimeFormat('id-ID', {
    day: '2-digit',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'Asia/Jakarta',
  });
  return waktuFormat.format(d);
}

/** 'Menampilkan x-y dari n bukti transfer'. */
export function rangeText(page: number, limit: number, shown: number, total: number): string {
  if (total === 0 || shown === 0) return `Menampilkan 0 dari ${total} bukti transfer`;
  const from = (page - 1) * limit + 1;
  return `Menampilkan ${from}-${from + shown - 1} dari ${total} bukti transfer`;
}
