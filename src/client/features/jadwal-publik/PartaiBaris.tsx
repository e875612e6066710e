import type { Eta } from '../../../domain/jadwal/eta';
import type { PartaiLapangan } from '../../data/lapangan';
import { jamWib, sisaWaktu } from '../../ui/jadwal/format';
import { Sudut } from '../../ui/jadwal/Sudut';

const NADA = { BERTANDING: 'bg-success text-success-content', DIPANGGIL: 'bg-warning text-warning-content', MENUNGGU: 'bg-base-200', SELESAI: 'bg-base-300' } as const;

/** One bout in a public list: its number, class and round, both corners, and its time (or result). */
export function PartaiBaris({ p, eta, now, label, lapangan }: { p: PartaiLapangan; eta: Eta | undefined; now: number; label?: string; lapangan?: string }) {
  return (
    <div className="flex gap-3 py-2" data-partai={p.nomor} data-status={p.status}>
      <div className={`grid w-14 shrink-0 place-content-center rounded-lg text-center ${NADA[p.status]}`}>
        <span className="text-[0.65rem] font-semibold uppercase leading-none">Partai</span>
        <span className="text-xl font-black leading-tight">{p.nomor}</span>
      </div>
      <div className="min-w-0 flex-1 space-y-1">
        <p className="truncate text-xs text-base-content/75">
          {label && <span className="font-bold uppercase text-base-content">{label} · </span>}{lapangan && `${lapangan} · `}{p.nama_kelas} · {p.nama_ronde}
        </p>
        <Sudut sudut="B" isi={p.sudut_a} ukuran="sm" menang={p.status === 'SELESAI' && p.id_pemenang === p.sudut_a?.id_peserta_kompetisi} />
        <Sudut sudut="R" isi={p.sudut_b} ukuran="sm" menang={p.status === 'SELESAI' && p.id_pemenang === p.sudut_b?.id_peserta_kompetisi} />
      </div>
      <p className="w-20 shrink-0 text-right text-sm">
        {p.status === 'SELESAI' ? <><span className="block font-mono font-bold">{p.skor_a}–{p.skor_b}</span><span className="text-xs">{p.keputusan ?? 'Selesai'}</span></>
          : p.status === 'BERTANDING' ? <span className="font-bold text-success">Bertanding</span>
            : eta ? <><span className="block font-mono font-bold">{jamWib(eta.eta)}</span><span className="text-xs text-base-content/70">{sisaWaktu(eta.eta, now)}</span></> : null}
      </p>
    </div>
  );
}
