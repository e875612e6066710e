import { useState } from 'react';
import { Clock, Play } from 'lucide-react';
import { PageHeader } from '../../ui/PageHeader';
import { TUTORIALS, type TutorialVideo } from './tutorials';
import { VideoThumbnail } from './VideoThumbnail';
import { VideoModal } from './VideoModal';
import { useTitle } from '../../ui/hooks/useTitle';

export function TutorialPage() {
  useTitle('Tutorial');
  const [playing, setPlaying] = useState<TutorialVideo | null>(null);
  return (
    <>
      <PageHeader eyebrow="Tutorial" title="Panduan Video Arena TKD">
        Tonton langkah demi langkah cara mendaftar dan mengikuti kompetisi.
      </PageHeader>
      <section className="mx-auto grid max-w-7xl gap-6 px-4 py-12 sm:grid-cols-2 sm:px-6 sm:py-16 lg:grid-cols-3" aria-label="Video tutorial">
        {TUTORIALS.map((video, i) => (
          <button
            key={video.id}
            type="button"
            onClick={() => setPlaying(video)}
            className="group overflow-hidden rounded-box bg-base-100 text-left shadow-lg ring-1 ring-base-300 transition hover:-translate-y-1 hover:shadow-xl"
          >
            <div className="relative aspect-video overflow-hidden bg-neutral">
              <VideoThumbnail src={video.thumbnail} title={video.title} />
              <span className="absolute inset-0 grid place-items-center bg-black/25 transition group-hover:bg-black/40">
                <span className="grid size-16 place-items-center rounded-full bg-primary text-white shadow-xl transition group-hover:scale-110">
                  <Play className="ml-1 size-7 fill-current" aria-hidden="true" />
                </span>
              </span>
            </div>
            <div className="p-5">
              <p className="text-xs font-bold tracking-wider text-primary uppercase">Langkah {i + 1}</p>
              <h2 className="mt-1 text-lg font-bold">{video.title}</h2>
              <p className="mt-2 text-sm text-base-content/80">{video.description}</p>
              <p className="mt-4 flex items-center gap-1.5 text-xs font-medium text-base-content/70">
                <Clock className="size-3.5" aria-hidden="true" /> {video.duration}
              </p>
            </div>
          </button>
        ))}
      </section>
      <VideoModal video={playing} onClose={() => setPlaying(null)} />
    </>
  );
}
