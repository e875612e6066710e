import { useState } from 'react';
import { Clock } from 'lucide-react';
import { batasProses, lewatBatas } from '../../../domain/hak-data/batas';
import type { PermintaanData } from '../../../domain/privasi/permintaan';
import { TanganiDialog } from './TanganiDialog';
import { waktuSingkat, waktuWib } from './waktu';

/**
 * The ADMIN's action on a row of the request list: an open request shows its deadline (red once past) and 'Tangani'; a
 * handled one 'Rincian' (who handled it, when, why).
 */
export function TanganiPermintaan({ p }: { p: PermintaanData }) {
  const [buka, setBuka] = useState(false);
  const terbuka = p.status === 'MENUNGGU' || p.status === 'DIPROSES';
  const telat = terbuka && lewatBatas(p.diminta_pada, new Date());
  return (
    <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
      {terbuka && (
        <span
          className={`flex items-center gap-1 text-xs whitespace-nowrap ${telat ? 'font-semibold text-error' : 'text-base-content/75'}`}
          title={`Diproses paling lambat ${waktuWib(batasProses(p.diminta_pada))}`}
        >
          <Clock className="size-3.5 shrink-0" aria-hidden="true" />
          {telat ? 'Lewat batas' : 'Batas'} {waktuSingkat(batasProses(p.diminta_pada))}
        </span>
      )}
      <button type="button" className={terbuka ? 'btn btn-primary btn-xs' : 'btn btn-ghost btn-xs'} onClick={() => setBuka(true)}>
        {terbuka ? 'Tangani' : 'Rincian'}
      </button>
      {buka && <TanganiDialog id={p.id} onClose={() => setBuka(false)} />}
    </div>
  );
}
