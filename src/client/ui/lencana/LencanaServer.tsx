import { Link } from '@tanstack/react-router';
import { Server } from 'lucide-react';
import { useAuth } from '../../data/auth';
import { useKeadaanServer } from '../../data/hub/keadaan';
import { useSekarang } from '../jadwal/useSekarang';
import { teksLencana, type Lencana } from './lencana-server';

const TITIK: Record<Lencana['nada'], string> = { baik: 'bg-success', peringatan: 'bg-warning', redup: 'bg-base-300' };

/**
 * Which server this page uses and whether it reaches the central one ('Server pusat', 'Hub venue · tersambung ke pusat
 * 2 menit lalu', 'Dikelola hub venue · data terakhir …'). In a header (`kepala`) it is a link to 'Hubungkan ke hub
 * venue', short on a phone; on a TV or a full-screen desk (`layar`) a quiet pill in the bottom corner; `teks` a plain line.
 */
export function LencanaServer({
  varian = 'kepala',
  nadaKepala = 'light',
  id_kompetisi,
}: {
  varian?: 'kepala' | 'layar' | 'teks';
  /** The header's colours: light text on the brand's dark bar, or dark text on a light one. */
  nadaKepala?: 'light' | 'dark';
  /** The page's competition; by default the signed-in staff's. */
  id_kompetisi?: number | null;
}) {
  const { user } = useAuth();
  const { keadaan, luring } = useKeadaanServer();
  const now = useSekarang(30_000);
  const k = id_kompetisi ?? user?.admin_kompetisi?.id_kompetisi ?? user?.petugas?.id_kompetisi ?? null;
  const l = teksLencana(keadaan, luring, k, now);
  if (!l) return null;
  const titik = <span className={`inline-block size-2 shrink-0 rounded-full ${TITIK[l.nada]}`} aria-hidden="true" />;
  if (varian === 'teks') {
    return (
      <p className="inline-flex items-center gap-1.5 text-sm" data-lencana-server>
        {titik}
        {l.teks}
      </p>
    );
  }
  if (varian === 'layar') {
    return (
      <p
        className="pointer-events-none fixed bottom-2 left-2 z-[110] flex items-center gap-1.5 rounded-full bg-black/55 px-3 py-1 text-xs text-white/90 sm:text-sm 2xl:text-lg"
        data-lencana-server
      >
        {titik}
        {l.teks}
      </p>
    );
  }
  return (
    <Link
      to="/hubungkan"
      className={`inline-flex h-8 items-center gap-1.5 rounded-field px-2 ${nadaKepala === 'light' ? 'text-white hover:bg-white/10' : 'hover:bg-base-200'}`}
      title={`${l.teks} — Hubungkan ke hub venue`}
      aria-label={`Server: ${l.teks}. Hubungkan ke hub venue`}
      data-lencana-server
    >
      <Server className="size-4 shrink-0" aria-hidden="true" />
      {titik}
      <span className="hidden max-w-64 truncate text-xs min-[400px]:inline xl:hidden">{l.pendek}</span>
      <span className="hidden max-w-96 truncate text-xs xl:inline">{l.teks}</span>
    </Link>
  );
}
