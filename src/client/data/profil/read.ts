import { pelatihFilesSchema, pelatihProfileSchema } from '../../../domain';
import { currentUser } from '../session';
import { useCachedRecord, withPending } from '../use-cached-record';
import { FILES_KEY, PROFILE_KEY } from './resource';

export function useProfile() {
  const isPelatih = currentUser()?.role === 'PELATIH';
  return withPending(useCachedRecord(isPelatih ? PROFILE_KEY : null, '/pelatih/profile', pelatihProfileSchema));
}

export function usePelatihFiles() {
  const isPelatih = currentUser()?.role === 'PELATIH';
  return useCachedRecord(isPelatih ? FILES_KEY : null, '/pelatih/files', pelatihFilesSchema);
}
