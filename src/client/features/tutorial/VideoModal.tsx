import { useEffect, useRef } from 'react';
import { X } from 'lucide-react';
import { useScrollLock } from '../../ui/hooks/useScrollLock';
import type { TutorialVideo } from './tutorials';

/** Full-screen player; the iframe exists only while the modal is open. */
export function VideoModal({ video, onClose }: { video: TutorialVideo | null; onClose: () => void }) {
  const ref = useRef<HTMLDialogElement>(null);
  useScrollLock(!!video);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (video && !dialog.open) dialog.showModal();
    if (!video && dialog.open) dialog.close();
  }, [video]);

  return (
    <dialog
      ref={ref}
      className="fixed inset-0 m-0 h-dvh max-h-none w-screen max-w-none bg-black/95 p-0 text-white backdrop:bg-black/80"
      aria-label={video ? `Video: ${video.title}` : 'Video tutorial'}
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
    >
      <div className="flex h-dvh w-full flex-col p-3 sm:p-6">
        <div className="flex items-center justify-between gap-4 pb-3 text-white">
          <h2 className="truncate text-lg font-bold">{video?.title}</h2>
          <button type="button" className="btn btn-circle btn-ghost text-white hover:bg-white/10" aria-label="Tutup video" onClick={onClose}>
            <X className="size-6" aria-hidden="true" />
          </button>
        </div>
        <div className="flex flex-1 items-center justify-center">
          {video && (
            <div className="aspect-video w-full max-w-6xl overflow-hidden rounded-box bg-black shadow-2xl">
              <iframe
                className="size-full"
                src={`https://www.youtube-nocookie.com/embed/${video.youtubeId}?autoplay=1&rel=0`}
                title={video.title}
                allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture"
                allowFullScreen
                referrerPolicy="strict-origin-when-cross-origin"
              />
            </div>
          )}
        </div>
      </div>
    </dialog>
  );
}
