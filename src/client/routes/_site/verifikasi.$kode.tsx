import { createFileRoute } from '@tanstack/react-router';
import { VerifikasiPage } from '../../features/piagam/publik/VerifikasiPage';

export const Route = createFileRoute('/_site/verifikasi/$kode')({
  component: function VerifikasiRoute() {
    const { kode } = Route.useParams();
    return <VerifikasiPage kode={kode} />;
  },
});
