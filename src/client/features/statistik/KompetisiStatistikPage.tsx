import { STATISTIK_MSG } from '../../../domain/schemas/statistik';
import { useAuth } from '../../data/auth';
import { useTitle } from '../../ui/hooks/useTitle';
import { UnduhLaporanKompetisi } from './laporan/UnduhLaporanKompetisi';
import { KompetisiStatistikView } from './KompetisiStatistikView';

/** /admin-kompetisi/statistik: the competition admin's figures for its own competition. */
export function KompetisiStatistikPage() {
  useTitle('Statistik Kompetisi');
  const id_kompetisi = useAuth().user?.admin_kompetisi?.id_kompetisi ?? null;
  return (
    <div className="space-y-6">
      <header>
        <h1 className="text-2xl font-black tracking-tight sm:text-3xl">STATISTIK KOMPETISI</h1>
        <p className="text-sm text-base-content/80">Entri, pembayaran, bagan dan pertandingan — dihitung langsung dari database.</p>
      </header>
      {id_kompetisi === null ? (
        <p className="rounded-box bg-base-100 p-10 text-center font-semibold shadow ring-1 ring-base-300" role="alert">
          {STATISTIK_MSG.tanpaKompetisi}
        </p>
      ) : (
        <>
          <KompetisiStatistikView id_kompetisi={id_kompetisi} />
          <UnduhLaporanKompetisi id_kompetisi={id_kompetisi} />
        </>
      )}
    </div>
  );
}
