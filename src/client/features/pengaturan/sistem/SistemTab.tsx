import { CacheCard } from './CacheCard';
import { CadanganCard } from './CadanganCard';
import { EksporImporCard } from './EksporImporCard';
import { InsidenCard } from './InsidenCard';
import { PemeliharaanCard } from './PemeliharaanCard';
import { PulihkanDialog } from './PulihkanDialog';
import { RetensiCard } from './RetensiCard';
import { usePulihkan } from './usePulihkan';

/**
 * Settings › Sistem (› System): backup now and the kept daily backups, restore (typed
 * confirmation), export and import of data, maintenance mode, the retention of identity documents and clearing
 * the server's caches.
 */
export function SistemTab() {
  const pulihkan = usePulihkan();
  return (
    <div className="grid max-w-4xl gap-6">
      <CadanganCard onPulihkan={pulihkan.pilihCadangan} />
      <PemeliharaanCard />
      <RetensiCard />
      <InsidenCard />
      <EksporImporCard onPilihBerkas={pulihkan.pilihBerkas} />
      <CacheCard />
      <PulihkanDialog
        sumber={pulihkan.label}
        busy={pulihkan.busy}
        progress={pulihkan.progress}
        onCancel={pulihkan.batal}
        onConfirm={(k) => void pulihkan.konfirmasi(k)}
      />
    </div>
  );
}
