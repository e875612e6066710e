import { Clock } from 'lucide-react';
import type { Eta } from '../../../domain/jadwal/eta';
import { labelPartai } from '../../../domain/jadwal/kode';
import { tandaTimbang } from '../../../domain/tanda-timbang';
import type { PartaiTampil } from '../../data/lapangan';
import { jamWib } from '../../ui/jadwal/format';
import { STATUS_BADGE, STATUS_LABEL } from './meja-view';

const nama = (s: PartaiTampil['sudut_a']) => s?.nama ?? '—';

/** A corner's weigh-in flag in the list, until the bout is over. */
function TandaTimbang({ p, s }: { p: PartaiTampil; s: PartaiTampil['sudut_a'] }) {
  const tanda = p.status === 'SELESAI' ? null : tandaTimbang(s?.timbang);
  return tanda ? (
    <span className={`badge badge-xs whitespace-nowrap ${s?.timbang === 'GAGAL' ? 'badge-error' : 'badge-warning'}`}>{tanda}</span>
  ) : null;
}

/** Every bout of the court in play order; a row opens the bout above the list (to call one out of turn, or check it). */
export function DaftarPartai({
  partai,
  eta,
  dipilih,
  onPilih,
  kode = '',
}: {
  partai: readonly PartaiTampil[];
  /** The court's letter: bout 12 is 'A-12'. */
  kode?: string;
  eta: ReadonlyMap<string, Eta>;
  dipilih: string | null;
  onPilih: (id: string) => void;
}) {
  if (partai.length === 0)
    return (
      <p className="rounded-box bg-base-100 p-6 text-center text-base-content/70 shadow ring-1 ring-base-300">
        Belum ada partai bernomor di lapangan ini.
      </p>
    );
  return (
    <section className="overflow-x-auto rounded-box bg-base-100 shadow ring-1 ring-base-300" aria-label="Urutan partai">
      <table className="table table-sm">
        <thead>
          <tr>
            <th>No.</th>
            <th>Kelas · Babak</th>
            <th>B (biru)</th>
            <th>R (merah)</th>
            <th>Perkiraan</th>
            <th>Status</th>
          </tr>
        </thead>
        <tbody>
          {partai.map((p) => (
            <tr
              key={p.id_match}
              onClick={() => onPilih(p.id_match)}
              className={`cursor-pointer hover:bg-base-200 ${dipilih === p.id_match ? 'bg-primary/10' : ''}`}
              data-partai={p.nomor}
              aria-current={dipilih === p.id_match ? 'true' : undefined}
            >
              <td>
                <button type="button" className="link font-mono text-base font-black no-underline" onClick={() => onPilih(p.id_match)}>
                  {labelPartai(kode, p.nomor)}
                </button>
              </td>
              <td className="max-w-56">
                <span className="block truncate">{p.nama_kelas}</span>
                <span className="text-xs text-base-content/70">{p.nama_ronde}</span>
              </td>
              <td className="max-w-44">
                <span className="block truncate">{nama(p.sudut_a)}</span>
                <span className="block truncate text-xs text-base-content/70">{p.sudut_a?.nama_dojang}</span>
                <TandaTimbang p={p} s={p.sudut_a} />
              </td>
              <td className="max-w-44">
                <span className="block truncate">{nama(p.sudut_b)}</span>
                <span className="block truncate text-xs text-base-content/70">{p.sudut_b?.nama_dojang}</span>
                <TandaTimbang p={p} s={p.sudut_b} />
              </td>
              <td className="whitespace-nowrap font-mono">
                {p.status === 'SELESAI' ? `${p.skor_a}–${p.skor_b}` : jamWib(eta.get(p.id_match)?.eta)}
              </td>
              <td className="whitespace-nowrap">
                <span className={`badge badge-sm ${STATUS_BADGE[p.status]}`}>{STATUS_LABEL[p.status]}</span>
                {p.menunggu > 0 && <Clock className="ml-1 inline size-4 text-warning" aria-label="Menunggu sinkron" />}
                {p.ditolak && <span className="badge badge-sm badge-error ml-1">Ditolak</span>}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
