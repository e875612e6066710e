import { pelatihFilesSchema, pelatihProfileSchema } from '../../../domain';
import { bolehPeran } from '../../../domain/akses';
import { currentUser } from '../session';
import { useCachedRecord, withPending } from '../use-cached-record';
import { FILES_KEY, PROFILE_KEY } from './resource';

/** The coach's own profile: read only by an account the policy gives one (pelatih.profil). */
const punyaProfil = () => bolehPeran(currentUser(), 'pelatih.profil');

export function useProfile() {
  return withPending(useCachedRecord(punyaProfil() ? PROFILE_KEY : null, '/pelatih/profile', pelatihProfileSchema));
}

export function usePelatihFiles() {
  return useCachedRecord(punyaProfil() ? FILES_KEY : null, '/pelatih/files', pelatihFilesSchema);
}
