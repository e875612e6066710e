import { createFileRoute } from '@tanstack/react-router';
import { Guard } from '../../ui/guard/Guard';
import { POLICY } from '../../ui/guard/policies';
import { NotFound } from '../../ui/NotFound';
import { PesertaPage } from '../../features/kompetisi/peserta/PesertaPage';
import { KartuPelatihPanel } from '../../features/kartu/KartuPelatihPanel';
import { JadwalSayaPanel } from '../../features/jadwal-saya/JadwalSayaPanel';

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
          <PesertaPage id_kompetisi={id} />
          <JadwalSayaPanel id_kompetisi={id} />
          <KartuPelatihPanel id_kompetisi={id} />
        </div>
      ) : (
        <NotFound />
      )}
    </Guard>
  );
}
