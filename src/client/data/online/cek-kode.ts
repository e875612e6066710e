import { useQuery } from '@tanstack/react-query';
import { kartuPublikSchema } from '../../../domain/schemas/kartu';
import { verifikasiSchema } from '../../../domain/schemas/piagam';
import { ApiError } from '../api-error';
import { requestData } from '../api';

/**
 * The public checks of a printed code (no login): what a card or certificate says as the server holds it now.
 * Nothing is kept — a check must ask the server, which alone can tell a forged code.
 */
const opsi = { retry: (n: number, e: unknown) => n < 2 && e instanceof ApiError && e.status === 0, staleTime: 0 } as const;

/** GET /public/kartu/{kode}. */
export function useCekKartu(kode: string) {
  return useQuery({
    queryKey: ['cek-kartu', kode],
    queryFn: () => requestData(`/public/kartu/${encodeURIComponent(kode)}`, kartuPublikSchema),
    ...opsi,
  });
}

/** GET /public/verifikasi/{kode}. */
export function useVerifikasiPiagam(kode: string) {
  return useQuery({
    queryKey: ['verifikasi', kode],
    queryFn: () => requestData(`/public/verifikasi/${encodeURIComponent(kode)}`, verifikasiSchema),
    ...opsi,
  });
}
