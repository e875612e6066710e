import { useEffect, useRef, useState } from 'react';
import { Camera, X } from 'lucide-react';
import { buatPembaca } from './detektor';

/**
 * The camera view that reads an ID card's QR: the rear camera, a frame every ~150 ms, the first code read is
 * handed over and the camera stops. Errors (no camera, permission refused) say so; typing the number still works.
 * `petunjuk` and `ketik` name what is scanned and the field to type it in instead (another QR than a card's).
 */
export function PindaiQr({
  onKode,
  onTutup,
  petunjuk = 'Arahkan QR kartu peserta ke kamera',
  ketik = 'Ketik nomor kartu di kolom di atas.',
}: {
  onKode: (teks: string) => void;
  onTutup: () => void;
  petunjuk?: string;
  ketik?: string;
}) {
  const video = useRef<HTMLVideoElement>(null);
  const [pesan, setPesan] = useState('Menyiapkan kamera…');
  const selesai = useRef(onKode);
  selesai.current = onKode;
  const teks = useRef({ petunjuk, ketik });
  teks.current = { petunjuk, ketik };

  useEffect(() => {
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let hidup = true;
    (async () => {
      try {
        if (!navigator.mediaDevices?.getUserMedia) throw new Error('Perangkat ini tidak menyediakan kamera untuk browser');
        const [media, pembaca] = await Promise.all([
          navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' }, audio: false }),
          buatPembaca(),
        ]);
        stream = media;
        if (!hidup || !video.current) return;
        video.current.srcObject = media;
        await video.current.play().catch(() => undefined);
        setPesan(teks.current.petunjuk);
        const langkah = async () => {
          if (!hidup || !video.current) return;
          const teks = await pembaca.baca(video.current).catch(() => null);
          if (!hidup) return;
          if (teks) selesai.current(teks);
          else timer = setTimeout(() => void langkah(), 150);
        };
        void langkah();
      } catch (err) {
        if (hidup)
          setPesan(
            err instanceof Error && err.name === 'NotAllowedError'
              ? `Izin kamera ditolak. ${teks.current.ketik}`
              : `Kamera tidak dapat dipakai: ${err instanceof Error ? err.message : 'tidak diketahui'}. ${teks.current.ketik}`,
          );
      }
    })();
    return () => {
      hidup = false;
      clearTimeout(timer);
      stream?.getTracks().forEach((t) => t.stop());
    };
  }, []);

  return (
    <div className="relative overflow-hidden rounded-box bg-neutral text-neutral-content">
      <video ref={video} className="aspect-video w-full object-cover" muted playsInline aria-label="Kamera pemindai QR" />
      <div className="pointer-events-none absolute inset-8 rounded-lg border-4 border-white/70" aria-hidden="true" />
      <p className="flex items-center gap-2 bg-black/60 px-3 py-2 text-sm" role="status">
        <Camera className="size-4" aria-hidden="true" />
        {pesan}
      </p>
      <button type="button" className="btn btn-circle btn-sm absolute right-2 top-2" onClick={onTutup} aria-label="Tutup kamera">
        <X className="size-4" aria-hidden="true" />
      </button>
    </div>
  );
}
