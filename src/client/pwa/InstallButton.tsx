import { useSyncExternalStore } from 'react';
import { Download } from 'lucide-react';
import { isInstallable, promptInstall, subscribeInstallPrompt } from './install-prompt-store';

interface InstallButtonProps {
  className?: string;
}

/** 'Pasang Aplikasi' while the browser offers installation; renders nothing otherwise. */
export function InstallButton({ className = 'btn btn-sm btn-outline' }: InstallButtonProps) {
  const installable = useSyncExternalStore(subscribeInstallPrompt, isInstallable, () => false);
  if (!installable) return null;
  return (
    <button type="button" className={className} onClick={() => void promptInstall()}>
      <Download className="size-4" aria-hidden="true" />
      Pasang Aplikasi
    </button>
  );
}
