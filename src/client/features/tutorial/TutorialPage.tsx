import { useState } from 'react';
import { PageHeader } from '../../ui/PageHeader';
import { TUTORIALS, type PlayableTutorial } from './tutorials';
import { TutorialCard } from './TutorialCard';
import { VideoModal } from './VideoModal';
import { useTitle } from '../../ui/hooks/useTitle';

export function TutorialPage() {
  useTitle('Tutorial');
  const [playing, setPlaying] = useState<PlayableTutorial | null>(null);
  return (
    <>
      <PageHeader eyebrow="Tutorial" title="Panduan Video Arena TKD">
        Tonton langkah demi langkah cara mendaftar dan mengikuti kompetisi.
      </PageHeader>
      <section
        className="mx-auto grid max-w-7xl gap-6 px-4 py-12 sm:grid-cols-2 sm:px-6 sm:py-16 lg:grid-cols-3"
        aria-label="Video tutorial"
      >
        {TUTORIALS.map((tutorial, i) => (
          <TutorialCard key={tutorial.id} step={i + 1} tutorial={tutorial} onPlay={setPlaying} />
        ))}
      </section>
      <VideoModal tutorial={playing} onClose={() => setPlaying(null)} />
    </>
  );
}
