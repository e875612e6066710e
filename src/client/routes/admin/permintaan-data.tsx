import { createFileRoute } from '@tanstack/react-router';
import { TanganiPermintaan } from '../../features/hak-data/TanganiPermintaan';
import { PermintaanDataPage } from '../../features/privasi/PermintaanDataPage';

/** The ADMIN's list of personal-data requests, each with its handling ('Tangani'); the admin layout guards the role. */
export const Route = createFileRoute('/admin/permintaan-data')({
  component: () => <PermintaanDataPage aksi={(p) => <TanganiPermintaan p={p} />} />,
});
