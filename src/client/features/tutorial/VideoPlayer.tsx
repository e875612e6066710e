import { useEffect, useRef, useState } from 'react';
import { RotateCcw, WifiOff } from 'lucide-react';
import { probeServer } from '../../data/sync/probe';
import { useOnline } from '../../data/sync/use-online';
import type { PlayableTutorial } from './tutorials';

export const OFFLINE_VIDEO_MESSAGE = 'Video tidak dapat diputar saat offline. Coba lagi saat terhubung ke internet.';
const FAILED_VIDEO_MESSAGE = 'Video gagal dimuat. Silakan coba lagi.';

/**
 * The self-hosted tutorial video. Videos are not precached (too big for the offline shell),
 * so offline the load fails: say why, and retry by itself once the connection is back.
 */
export function VideoPlayer({ tutorial }: { tutorial: PlayableTutorial }) {
  const online = useOnline();
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);

  const retry = () => {
    setFailed(false);
    setAttempt((n) => n + 1);
  };

  // The server turned reachable again (not only the browser's network): try once more.
  const wasOnline = useRef(online);
  useEffect(() => {
    if (failed && online && !wasOnline.current) retry();
    wasOnline.current = online;
  }, [failed, online]);

  if (failed) {
    return (
      <div className="flex size-full flex-col items-center justify-center gap-4 p-6 text-center">
        <WifiOff className="size-12 text-white/70" aria-hidden="true" />
        <p role="alert" className="max-w-md text-base font-semibold sm:text-lg">
          {online ? FAILED_VIDEO_MESSAGE : OFFLINE_VIDEO_MESSAGE}
        </p>
        <button type="button" className="btn btn-outline btn-sm text-white hover:bg-white/10" onClick={retry}>
          <RotateCcw className="size-4" aria-hidden="true" /> Coba lagi
        </button>
      </div>
    );
  }

  return (
    <video
      key={attempt}
      className="size-full bg-black object-contain"
      src={tutorial.video.src}
      poster={tutorial.thumbnail}
      controls
      autoPlay
      playsInline
      preload="metadata"
      aria-label={`Video tutorial: ${tutorial.title}`}
      onError={() => {
        setFailed(true);
        // Whether it failed because the server is out of reach: the message then says so.
        void probeServer();
      }}
    >
      Browser Anda tidak dapat memutar video ini.
    </video>
  );
}
