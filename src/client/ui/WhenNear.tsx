import { Suspense, useEffect, useRef, useState, type ReactNode } from 'react';

interface WhenNearProps {
  /** Usually a lazy component: its code loads when the spot comes near the screen, not with the page. */
  children: ReactNode;
  /** Stands in until then (and while the code loads): give it roughly the real height. */
  placeholder?: ReactNode;
  /** How far below the screen 'near' begins. */
  margin?: string;
}

/**
 * Renders `children` once its place on the page is within `margin` of the screen. For what sits far below
 * the first screen (a home page's lower sections, the footer): a visitor who never scrolls there never
 * downloads it, one who does gets it before it shows. Without IntersectionObserver it renders at once.
 */
export function WhenNear({ children, placeholder = null, margin = '800px' }: WhenNearProps) {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  const spot = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = spot.current;
    if (near || !el) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setNear(true);
      },
      { rootMargin: `${margin} 0px` },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [near, margin]);
  if (!near) return <div ref={spot}>{placeholder}</div>;
  return <Suspense fallback={placeholder}>{children}</Suspense>;
}
