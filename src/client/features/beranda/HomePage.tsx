import { lazyPart } from '../../ui/lazy-retry';
import { HomeHero } from './HomeHero';
import { AboutSection } from './AboutSection';
import { useTitle } from '../../ui/hooks/useTitle';
import { WhenNear } from '../../ui/WhenNear';

// Two screens down on a phone: its card (and the card's icons and formats) loads as the visitor scrolls toward it.
const FeaturedKompetisi = lazyPart(() => import('./FeaturedKompetisi').then((m) => m.FeaturedKompetisi));

export function HomePage() {
  useTitle(undefined);
  return (
    <>
      <HomeHero />
      <AboutSection />
      <WhenNear placeholder={<div className="min-h-[40rem]" />}>
        <FeaturedKompetisi />
      </WhenNear>
    </>
  );
}
