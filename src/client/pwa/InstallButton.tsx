import { useState, useSyncExternalStore } from 'react';
import { lazyPart } from '../ui/lazy-retry';
import { Download } from 'lucide-react';
import { isInstallable, promptInstall, subscribeInstallPrompt } from './install-prompt-store';
import { browserInfo, perluLangkahIos } from './ios-install';

// Only iPhone/iPad Safari shows the steps: other browsers never load them.
const IosInstallSteps = lazyPart(() => import('./IosInstallSteps').then((m) => m.IosInstallSteps));

interface InstallButtonProps {
  className?: string;
}

const tanpaLangganan = () => () => undefined;
const iosSafari = () => {
  const info = browserInfo();
  return info !== null && perluLangkahIos(info);
};

/**
 * 'Pasang Aplikasi' while the browser offers installation; on iPhone/iPad Safari, which never does, the same
 * button shows the 'Tambahkan ke Layar Utama' steps. Renders nothing otherwise (installed, or no way to install).
 */
export function InstallButton({ className = 'btn btn-sm btn-outline' }: InstallButtonProps) {
  const installable = useSyncExternalStore(subscribeInstallPrompt, isInstallable, () => false);
  const ios = useSyncExternalStore(tanpaLangganan, iosSafari, () => false);
  const [langkah, setLangkah] = useState(false);
  if (!installable && !ios) return null;
  return (
    <>
      <button type="button" className={className} onClick={() => (installable ? void promptInstall() : setLangkah(true))}>
        <Download className="size-4" aria-hidden="true" />
        Pasang Aplikasi
      </button>
      {ios && !installable && <IosInstallSteps open={langkah} onClose={() => setLangkah(false)} />}
    </>
  );
}
