import { useState } from 'react';
import { CheckCircle2, Clock, Users, XCircle } from 'lucide-react';
import type { EntriTampil } from '../../data/penimbangan';
import { StatCard } from '../../ui/StatCard';
import { hitungProgres, type BarisProgres } from './meja-view';

function Tabel({ rows, judul }: { rows: BarisProgres[]; judul: string }) {
  return (
    <div className="max-h-72 overflow-auto">
      <table className="table table-sm table-pin-rows" aria-label={`Progres per ${judul}`}>
        <thead>
          <tr>
            <th>{judul}</th>
            <th className="text-right">Ditimbang</th>
            <th className="text-right">Belum</th>
            <th className="text-right">Gagal</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.id}>
              <td>{r.nama}</td>
              <td className="text-right">
                {r.lolos + r.gagal}/{r.jumlah}
              </td>
              <td className="text-right">{r.belum}</td>
              <td className={`text-right ${r.gagal ? 'font-bold text-error' : ''}`}>{r.gagal}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Weighed / not yet / failed, on this device's figures (the queued attempts counted): overall, per class, per dojang. */
export function ProgresPanel({ entri }: { entri: readonly EntriTampil[] }) {
  const p = hitungProgres(entri);
  const [per, setPer] = useState<'kelas' | 'dojang' | null>(null);
  return (
    <section className="space-y-3" aria-label="Progres penimbangan">
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <StatCard label="Peserta" value={p.total.jumlah} icon={Users} tone="bg-primary/10 text-primary" />
        <StatCard label="Sudah ditimbang" value={p.total.lolos + p.total.gagal} icon={CheckCircle2} tone="bg-success/15 text-success" />
        <StatCard label="Belum ditimbang" value={p.total.belum} icon={Clock} tone="bg-info/15 text-info" />
        <StatCard label="Gagal" value={p.total.gagal} icon={XCircle} tone="bg-error/15 text-error" />
      </div>
      <div className="flex gap-2">
        <button
          type="button"
          className={`btn btn-sm ${per === 'kelas' ? 'btn-active' : 'btn-ghost'}`}
          onClick={() => setPer(per === 'kelas' ? null : 'kelas')}
          aria-pressed={per === 'kelas'}
        >
          Per kelas
        </button>
        <button
          type="button"
          className={`btn btn-sm ${per === 'dojang' ? 'btn-active' : 'btn-ghost'}`}
          onClick={() => setPer(per === 'dojang' ? null : 'dojang')}
          aria-pressed={per === 'dojang'}
        >
          Per dojang
        </button>
      </div>
      {per && (
        <div className="rounded-box bg-base-100 p-2 shadow ring-1 ring-base-300">
          <Tabel rows={per === 'kelas' ? p.perKelas : p.perDojang} judul={per === 'kelas' ? 'Kelas' : 'Dojang'} />
        </div>
      )}
    </section>
  );
}
