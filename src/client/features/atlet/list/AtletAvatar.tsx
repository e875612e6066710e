import { useState } from 'react';
import { inisial } from './atlet-list-view';

interface AtletAvatarProps {
  nama: string;
  url: string | undefined;
  /** Tailwind size and text classes, e.g. 'size-10 text-base'. */
  className?: string;
}

/** The athlete's photo, or the first letter of the name when there is none or it does not load. */
export function AtletAvatar({ nama, url, className = 'size-10 text-base' }: AtletAvatarProps) {
  const [brokenUrl, setBrokenUrl] = useState<string>();
  const showPhoto = !!url && url !== brokenUrl;
  return (
    <span
      className={`grid shrink-0 place-items-center overflow-hidden rounded-full bg-secondary font-black text-secondary-content ${className}`}
    >
      {showPhoto ? (
        <img src={url} alt={`Foto ${nama}`} className="size-full object-cover" loading="lazy" onError={() => setBrokenUrl(url)} />
      ) : (
        <span aria-hidden="true">{inisial(nama)}</span>
      )}
    </span>
  );
}
