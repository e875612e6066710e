import type { RekapRonde } from '../../../domain/skor/rekap-ronde';

const Sel = ({ skor, gam_jeom }: { skor: number; gam_jeom: number }) => (
  <>
    <span className="font-black tabular-nums">{skor}</span> <span className="text-xs text-base-content/70">GJ {gam_jeom}</span>
  </>
);

/** The round-by-round table of a Kyorugi bout: points, gam-jeoms, who won each round and how (the slip prints the same rows). */
export function TabelRonde({ rekap, className = '' }: { rekap: RekapRonde; className?: string }) {
  return (
    <div className={`overflow-x-auto rounded-box bg-base-100 text-base-content ${className}`}>
      <table className="table table-xs [&_td]:px-1.5 [&_th]:px-1.5" aria-label="Rekap per ronde">
        <thead>
          <tr>
            <th scope="col">Ronde</th>
            <th scope="col" className="text-blue-800">
              B
            </th>
            <th scope="col" className="text-red-800">
              R
            </th>
            <th scope="col">Menang</th>
          </tr>
        </thead>
        <tbody>
          {rekap.baris.map((b) => (
            <tr key={b.ronde} data-ronde={b.ronde}>
              <th scope="row">{b.ronde}</th>
              <td className="whitespace-nowrap" title={b.B.rincian || undefined}>
                <Sel {...b.B} />
              </td>
              <td className="whitespace-nowrap" title={b.R.rincian || undefined}>
                <Sel {...b.R} />
              </td>
              <td>
                <b className={b.pemenang === 'B' ? 'text-blue-800' : b.pemenang === 'R' ? 'text-red-800' : ''}>{b.pemenang ?? '–'}</b> ·{' '}
                {b.cara}
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">Total</th>
            <td className="tabular-nums">{rekap.total.B}</td>
            <td className="tabular-nums">{rekap.total.R}</td>
            <td className="tabular-nums">
              Ronde {rekap.menang_ronde.B}–{rekap.menang_ronde.R}
            </td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
