import type { KompetisiHeader } from '../../../../domain/schemas/bagan';
import { formatTanggal } from '../../../ui/format';

interface Props {
  kompetisi: KompetisiHeader;
  judulKelas: string;
  jumlahPeserta: number;
  cabang: 'KYORUGI' | 'POOMSAE';
}

/**
 * The top of a printed bracket ('Cetak'), on paper only: the event (name, dates, place) and the class, like the
 * PDF's header. The screen's own header is app chrome and is not printed.
 */
export function KepalaCetak({ kompetisi, judulKelas, jumlahPeserta, cabang }: Props) {
  const tanggal = `${formatTanggal(kompetisi.tanggal_mulai)} – ${formatTanggal(kompetisi.tanggal_selesai)}`;
  return (
    <div className="bagan-kepala-cetak hidden border-b-2 border-black pb-1 text-black print:block">
      <div className="flex items-baseline justify-between gap-4">
        <p className="text-base font-bold">{kompetisi.nama_event}</p>
        <p className="shrink-0 text-xs">{kompetisi.lokasi ? `${tanggal} · ${kompetisi.lokasi}` : tanggal}</p>
      </div>
      <div className="flex items-baseline justify-between gap-4">
        <h2 className="text-lg font-black">{judulKelas}</h2>
        <p className="shrink-0 text-xs font-bold">
          {jumlahPeserta} peserta · {cabang === 'POOMSAE' ? 'Poomsae' : 'Kyorugi'}
        </p>
      </div>
    </div>
  );
}
