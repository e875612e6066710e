import { Guard } from '../../ui/guard/Guard';
import { POLICY } from '../../ui/guard/policies';
import { NotFound } from '../../ui/NotFound';
import { PesertaPage } from '../../features/kompetisi/peserta/PesertaPage';
import { KartuPelatihPanel } from '../../features/kartu/KartuPelatihPanel';
import { createFileRoute, Link } from '@tanstack/react-router';
import { CalendarClock } from 'lucide-react';

export const Route = createFileRoute('/dashboard/dataKompetisi/$id_kompetisi')({
  component: PesertaRoute,
});

function PesertaRoute() {
  const { id_kompetisi } = Route.useParams();
  const id = /^\d{1,9}$/.test(id_kompetisi) ? Number(id_kompetisi) : null;
  return (
    <Guard policy={POLICY.kompetisiPelatih}>
      {id ? (
        <div className="space-y-6">
          <Link to="/dashboard/jadwal" search={{ kompetisi: id }} className="btn btn-outline btn-sm gap-2">
            <CalendarClock className="size-4" aria-hidden="true" />
            Jadwal atlet saya
          </Link>
          <PesertaPage id_kompetisi={id} />
          <KartuPelatihPanel id_kompetisi={id} />
        </div>
      ) : (
        <NotFound />
      )}
    </Guard>
  );
}
