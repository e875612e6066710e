import { ImageOff } from 'lucide-react';
import { usePrivateFileUrl } from '../../data/files';

/** The proof image, fetched with the admin's token (private upload), kept in Dexie once fetched. */
export function BuktiThumb({ url, alt, className = '' }: { url: string; alt: string; className?: string }) {
  const src = usePrivateFileUrl(url || null);
  if (!url) {
    return (
      <span className={`grid place-items-center bg-base-200 text-base-content/50 ${className}`}>
        <ImageOff className="size-8" aria-hidden="true" />
      </span>
    );
  }
  return src ? (
    <img src={src} alt={alt} className={`bg-base-200 object-contain ${className}`} />
  ) : (
    <span className={`skeleton block rounded-none ${className}`} role="img" aria-label={`Memuat ${alt}`} />
  );
}
