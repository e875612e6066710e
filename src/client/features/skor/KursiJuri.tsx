import { Gamepad2 } from 'lucide-react';
import type { Teknik } from '../../../domain/skor';
import { useSekarang } from '../../ui/jadwal/useSekarang';
import type { TekanTerakhir } from './useJuriDigital';

/** One judge's seat as the console shows it. */
export interface StatusKursi {
  nomor: number;
  /** A phone of the seat was heard in the last 10 s. */
  terhubung: boolean;
  /** Poomsae: the seat's sheet arrived; undefined where judges press. */
  terkirim?: boolean;
  /** Kyorugi: the seat's latest press (phone or controller) and how many this bout. */
  terakhir?: TekanTerakhir | null;
  jumlah?: number;
  poin?: Record<Teknik, number>;
  /** A controller or keyboard row of this device paired to the seat, and whether it is attached now. */
  stik?: { label: string; siap: boolean } | null;
}

const lalu = (ms: number) => (ms < 60_000 ? `${Math.max(0, Math.round(ms / 1000))} dtk lalu` : `${Math.round(ms / 60_000)} mnt lalu`);

/** A seat's line: Juri 1 ● · B +2 · 3 dtk lalu · 5 tekan · Stik 1, and 'Cabut tautan' while online. */
export function KursiJuri({ k, onCabut }: { k: StatusKursi; onCabut?: () => void }) {
  const kini = useSekarang(1000);
  const hadir = k.terhubung || (k.stik?.siap ?? false);
  return (
    <li
      className="flex flex-wrap items-center gap-x-2 gap-y-0.5 border-base-200 border-b py-1 text-sm"
      data-juri={k.nomor}
      data-terhubung={k.terhubung ? '1' : '0'}
      data-terkirim={k.terkirim ? '1' : '0'}
    >
      <span className="font-bold">Juri {k.nomor}</span>
      <span className={hadir ? 'text-success' : 'opacity-50'}>
        <span aria-hidden="true">{hadir ? '●' : '○'}</span>
        <span className="sr-only">{k.terhubung ? 'terhubung' : k.stik?.siap ? 'stik terpasang' : 'tidak terhubung'}</span>
      </span>
      {k.terkirim !== undefined && (
        <span className={k.terkirim ? 'font-bold text-success' : 'opacity-60'}>
          <span aria-hidden="true">{k.terkirim ? '✓' : '–'}</span>
          <span className="sr-only">{k.terkirim ? 'nilai terkirim' : 'belum mengirim'}</span>
        </span>
      )}
      {k.stik && (
        <span
          className={`badge badge-sm gap-1 ${k.stik.siap ? 'badge-neutral' : 'badge-ghost'}`}
          title={k.stik.siap ? undefined : 'Tidak terpasang'}
        >
          <Gamepad2 className="size-3" aria-hidden="true" />
          {k.stik.label}
        </span>
      )}
      {onCabut && (
        <button
          type="button"
          className="btn btn-ghost btn-xs ml-auto font-normal opacity-70 hover:text-error hover:opacity-100"
          onClick={onCabut}
          aria-label={`Cabut tautan Juri ${k.nomor}`}
        >
          Cabut tautan
        </button>
      )}
      {k.terakhir !== undefined && (
        <span className="w-full text-xs opacity-80" data-terakhir-juri={k.nomor}>
          {k.terakhir
            ? `Terakhir: ${k.terakhir.sudut} +${k.poin?.[k.terakhir.teknik] ?? ''} ${k.terakhir.dari === 'stik' ? '(stik) ' : ''}· ${lalu(kini - k.terakhir.waktu)}`
            : 'Belum menekan'}
          {` · ${k.jumlah ?? 0} tekan`}
        </span>
      )}
    </li>
  );
}
