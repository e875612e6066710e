import { createFileRoute } from '@tanstack/react-router';
import { BuktiPembayaranPage } from '../../features/admin/bukti/BuktiPembayaranPage';

export const Route = createFileRoute('/admin/bukti-pembayaran')({
  component: BuktiPembayaranPage,
});
