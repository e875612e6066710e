import { createFileRoute } from '@tanstack/react-router';
import { BuatKompetisiPage, KompetisiEditPage } from '../../../features/kompetisi/kelola/KompetisiEditPage';
import { NotFound } from '../../../ui/NotFound';

export const Route = createFileRoute('/admin/(kelola)/kompetisi/$id_kompetisi')({
  component: KompetisiRoute,
});

/** 'baru' opens the form for a new competition; a number, that competition. */
function KompetisiRoute() {
  const { id_kompetisi } = Route.useParams();
  if (id_kompetisi === 'baru') return <BuatKompetisiPage />;
  const id = /^\d{1,9}$/.test(id_kompetisi) ? Number(id_kompetisi) : null;
  return id ? <KompetisiEditPage key={id} id_kompetisi={id} /> : <NotFound />;
}
