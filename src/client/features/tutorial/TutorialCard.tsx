import type { ReactNode } from 'react';
import { Clock, Hourglass, Play } from 'lucide-react';
import { formatDuration, isPlayable, spokenDuration, type PlayableTutorial, type Tutorial } from './tutorials';
import { VideoThumbnail } from './VideoThumbnail';

const CARD = 'overflow-hidden rounded-box bg-base-100 text-left shadow-lg ring-1 ring-base-300';

function CardText({ step, tutorial, children }: { step: number; tutorial: Tutorial; children: ReactNode }) {
  return (
    <div className="p-5">
      <p className="text-xs font-bold tracking-wider text-primary uppercase">Langkah {step}</p>
      <h2 className="mt-1 text-lg font-bold">{tutorial.title}</h2>
      <p className="mt-2 text-sm text-base-content/80">{tutorial.description}</p>
      {children}
    </div>
  );
}

/** A tutorial card: opens the player, or says 'Segera hadir' while its feature is not released. */
export function TutorialCard({ step, tutorial, onPlay }: { step: number; tutorial: Tutorial; onPlay: (t: PlayableTutorial) => void }) {
  if (!isPlayable(tutorial)) {
    return (
      <article className={CARD} aria-label={`${tutorial.title} (segera hadir)`}>
        <div className="relative aspect-video overflow-hidden bg-neutral">
          <VideoThumbnail src={tutorial.thumbnail} title={tutorial.title} muted />
          <span className="absolute inset-0 grid place-items-center bg-black/45">
            <span className="badge badge-lg gap-1.5 border-0 bg-white/90 font-bold text-neutral shadow">
              <Hourglass className="size-4" aria-hidden="true" /> Segera hadir
            </span>
          </span>
        </div>
        <CardText step={step} tutorial={tutorial}>
          <p className="mt-4 text-xs font-medium text-base-content/70">Video tutorial akan tersedia saat fitur ini dirilis.</p>
        </CardText>
      </article>
    );
  }
  const duration = tutorial.video.durationSeconds;
  return (
    <article className={`group relative ${CARD} transition hover:-translate-y-1 hover:shadow-xl`}>
      <div className="relative aspect-video overflow-hidden bg-neutral">
        <VideoThumbnail src={tutorial.thumbnail} title={tutorial.title} />
        <span className="absolute inset-0 grid place-items-center bg-black/25 transition group-hover:bg-black/40">
          <span className="grid size-16 place-items-center rounded-full bg-primary text-white shadow-xl transition group-hover:scale-110">
            <Play className="ml-1 size-7 fill-current" aria-hidden="true" />
          </span>
        </span>
        <span
          className="absolute right-2 bottom-2 rounded bg-black/75 px-1.5 py-0.5 text-xs font-semibold text-white tabular-nums"
          aria-hidden="true"
        >
          {formatDuration(duration)}
        </span>
      </div>
      <CardText step={step} tutorial={tutorial}>
        <p className="mt-4 flex items-center gap-1.5 text-xs font-medium text-base-content/70">
          <Clock className="size-3.5" aria-hidden="true" /> {spokenDuration(duration)}
        </p>
      </CardText>
      {/* The whole card is the play button; headings stay outside it (a button holds phrasing content only). */}
      <button
        type="button"
        onClick={() => onPlay(tutorial)}
        className="absolute inset-0 cursor-pointer rounded-box focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-primary"
        aria-label={`Putar video: ${tutorial.title}`}
      />
    </article>
  );
}
