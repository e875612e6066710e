import { useQuery, useQueryClient } from '@tanstack/react-query';
import { profilAdminSchema, type ProfilAdmin, type ProfilAdminInput } from '../../../../domain/schemas/keamanan';
import { requestData } from '../../../data/api';

export const PROFIL_ADMIN_KEY = ['admin', 'profil'] as const;

/** GET /admin/profil: the ADMIN's own name and email, read online. */
export function useProfilAdmin() {
  return useQuery({
    queryKey: PROFIL_ADMIN_KEY,
    queryFn: (): Promise<ProfilAdmin> => requestData('/admin/profil', profilAdminSchema),
    networkMode: 'online',
    staleTime: 0,
  });
}

/** PUT /admin/profil with its own Idempotency-Key: a retried tap saves once. Answers the saved profile. */
export async function simpanProfilAdmin(input: ProfilAdminInput): Promise<ProfilAdmin> {
  return requestData('/admin/profil', profilAdminSchema, {
    method: 'PUT',
    json: input,
    headers: { 'Idempotency-Key': crypto.randomUUID() },
  });
}

export function useSetProfilAdmin() {
  const qc = useQueryClient();
  return (p: ProfilAdmin) => qc.setQueryData(PROFIL_ADMIN_KEY, p);
}
