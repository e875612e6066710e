import { createFileRoute } from '@tanstack/react-router';
import { JadwalSayaPage } from '../../features/jadwal-saya/JadwalSayaPage';
import { Guard } from '../../ui/guard/Guard';
import { POLICY } from '../../ui/guard/policies';

export const Route = createFileRoute('/dashboard/jadwal')({
  component: () => (
    <Guard policy={POLICY.pelatih}>
      <JadwalSayaPage />
    </Guard>
  ),
});
