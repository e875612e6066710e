import { createFileRoute } from '@tanstack/react-router';
import { BuktiPembayaranPage } from '../../features/bukti/BuktiPembayaranPage';

export const Route = createFileRoute('/admin/bukti-pembayaran')({
  component: BuktiPembayaranPage,
});
