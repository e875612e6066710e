import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { usePrivateFileUrl } from '../../../data/files';
import { atletFileUrl, type AtletView } from '../../../data/atlet';
import { useObjectUrl } from '../../../ui/form/useObjectUrl';

type OnUrl = (key: string, url: string | undefined) => void;

/** Loads one athlete's pas_foto (a queued file from the device, else the private server file) and reports its URL. */
function FotoLoader({ atlet, onUrl }: { atlet: AtletView; onUrl: OnUrl }) {
  const local = atlet.localFiles.pas_foto;
  const localUrl = useObjectUrl(local);
  const storedUrl = usePrivateFileUrl(local ? undefined : atletFileUrl('pas_foto', atlet.pas_foto));
  const url = localUrl ?? storedUrl;
  useEffect(() => {
    onUrl(atlet.key, url);
    return () => onUrl(atlet.key, undefined);
  }, [atlet.key, url, onUrl]);
  return null;
}

/**
 * Photos of the rows on screen, loaded once per athlete although the table (desktop) and the cards
 * (mobile) both show them. Render `loaders` next to the rows; `fotoUrl` reads the loaded URL.
 */
export function useAtletFotoUrls(rows: readonly AtletView[]): { fotoUrl: (a: AtletView) => string | undefined; loaders: ReactNode } {
  const [urls, setUrls] = useState<Readonly<Record<string, string | undefined>>>({});
  const onUrl = useCallback<OnUrl>((key, url) => setUrls((u) => (u[key] === url ? u : { ...u, [key]: url })), []);
  const fotoUrl = useCallback((a: AtletView) => urls[a.key], [urls]);
  const loaders = rows.map((a) => <FotoLoader key={a.key} atlet={a} onUrl={onUrl} />);
  return { fotoUrl, loaders };
}
