import { tandaTimbang } from '../../../../domain/tanda-timbang';
import type { KelasBaganView } from '../../../data/bagan';
import { pesertaUndian } from '../../../data/bagan';

/** The approved entries the engine draws, in list order (what 'Generate' keeps), with their dojang and weigh-in flag. */
export function PesertaUndianList({ k }: { k: KelasBaganView }) {
  const peserta = pesertaUndian(k);
  return (
    <details className="rounded-box bg-base-100 p-4 shadow ring-1 ring-base-300 cetak-sembunyi">
      <summary className="cursor-pointer font-semibold">Peserta disetujui ({peserta.length})</summary>
      <ol className="mt-3 grid list-decimal gap-x-6 gap-y-1 pl-6 text-sm sm:grid-cols-2">
        {peserta.map((p) => (
          <li key={p.id_peserta_kompetisi}>
            <span className="font-medium">{p.nama}</span> <span className="text-base-content/70">· {p.nama_dojang}</span>
            {tandaTimbang(p.timbang) && (
              <span className={`badge badge-sm ml-2 ${p.timbang === 'GAGAL' ? 'badge-error' : 'badge-warning'}`}>
                {tandaTimbang(p.timbang)}
              </span>
            )}
          </li>
        ))}
      </ol>
    </details>
  );
}
