import { HomeHero } from './HomeHero';
import { AboutSection } from './AboutSection';
import { FeaturedKompetisi } from './FeaturedKompetisi';
import { useTitle } from '../../ui/hooks/useTitle';

export function HomePage() {
  useTitle(undefined);
  return (
    <>
      <HomeHero />
      <AboutSection />
      <FeaturedKompetisi />
    </>
  );
}
