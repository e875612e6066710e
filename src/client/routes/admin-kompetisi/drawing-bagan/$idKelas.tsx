import { createFileRoute } from '@tanstack/react-router';
import { BaganViewPage } from '../../../features/bagan/undian/BaganViewPage';

function Page() {
  const { idKelas } = Route.useParams();
  const id = Number(idKelas);
  return <BaganViewPage key={id} id_kelas={Number.isInteger(id) && id > 0 ? id : 0} />;
}

export const Route = createFileRoute('/admin-kompetisi/drawing-bagan/$idKelas')({
  component: Page,
});
