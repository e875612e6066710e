import { useState } from 'react';

const PLACEHOLDER = '/images/placeholder.svg';

/** Video thumbnail; falls back to the placeholder image when it cannot load. `muted` greys it out. */
export function VideoThumbnail({ src, title, muted = false }: { src: string; title: string; muted?: boolean }) {
  const [failed, setFailed] = useState(false);
  return (
    <img
      src={failed ? PLACEHOLDER : src}
      alt={`Thumbnail video ${title}`}
      width={640}
      height={360}
      loading="lazy"
      decoding="async"
      className={`size-full object-cover transition-transform duration-300 ${muted ? 'opacity-70 grayscale' : 'group-hover:scale-105'}`}
      onError={() => setFailed(true)}
    />
  );
}
