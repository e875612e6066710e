import { useEffect, useRef } from 'react';
import { X } from 'lucide-react';
import { useScrollLock } from '../../ui/hooks/useScrollLock';
import type { PlayableTutorial } from './tutorials';
import { VideoPlayer } from './VideoPlayer';

/**
 * Full-screen player (a modal <dialog>: Escape closes it, focus stays inside). Focus starts on the
 * close button and returns to the card that opened it; the video exists only while open.
 */
export function VideoModal({ tutorial, onClose }: { tutorial: PlayableTutorial | null; onClose: () => void }) {
  const ref = useRef<HTMLDialogElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  useScrollLock(!!tutorial);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (tutorial && !dialog.open) {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      dialog.showModal();
      closeButton.current?.focus();
    }
    if (!tutorial && dialog.open) {
      dialog.close();
      opener.current?.focus();
      opener.current = null;
    }
  }, [tutorial]);

  return (
    <dialog
      ref={ref}
      className="fixed inset-0 m-0 h-dvh max-h-none w-screen max-w-none bg-black p-0 text-white backdrop:bg-black/80"
      aria-labelledby="video-modal-title"
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
    >
      <div className="flex h-dvh w-full flex-col p-3 sm:p-6">
        <div className="flex items-center justify-between gap-4 pb-3 text-white">
          <h2 id="video-modal-title" className="truncate text-lg font-bold">
            {tutorial?.title ?? 'Video tutorial'}
          </h2>
          <button
            ref={closeButton}
            type="button"
            className="btn btn-circle btn-ghost text-white hover:bg-white/10 focus-visible:bg-white/15"
            aria-label="Tutup video"
            onClick={onClose}
          >
            <X className="size-6" aria-hidden="true" />
          </button>
        </div>
        <div className="flex min-h-0 flex-1 items-center justify-center">
          {tutorial && (
            <div className="aspect-video max-h-full w-full max-w-6xl overflow-hidden rounded-box bg-black shadow-2xl">
              <VideoPlayer key={tutorial.id} tutorial={tutorial} />
            </div>
          )}
        </div>
      </div>
    </dialog>
  );
}
