interface ResponsiveImageProps {
  /** Base name under /images, e.g. 'hero' → /images/hero-480.webp, -960, -1440. */
  name: string;
  alt: string;
  sizes: string;
  width: number;
  height: number;
  className?: string;
  priority?: boolean;
}

const WIDTHS = [480, 960, 1440] as const;

/** WebP photo in three widths; the browser picks by viewport. */
export function ResponsiveImage({ name, alt, sizes, width, height, className, priority }: ResponsiveImageProps) {
  const srcSet = WIDTHS.map((w) => `/images/${name}-${w}.webp ${w}w`).join(', ');
  return (
    <picture>
      <source type="image/webp" srcSet={srcSet} sizes={sizes} />
      <img
        src={`/images/${name}-960.webp`}
        alt={alt}
        width={width}
        height={height}
        sizes={sizes}
        className={className}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : 'auto'}
        // The priority photo replaces the boot shell's copy of itself: decoded at once, so no frame goes without it.
        decoding={priority ? undefined : 'async'}
      />
    </picture>
  );
}
