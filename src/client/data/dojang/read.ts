import { dojangSchema } from '../../../domain';
import { currentUser } from '../session';
import { useCachedRecord, withPending } from '../use-cached-record';
import { dojangKey } from '../profil/resource';

export const myDojangKey = dojangKey;

/** The coach's own dojang, cached for offline use under its id. */
export function useMyDojang() {
  const id = currentUser()?.pelatih?.id_dojang;
  return withPending(useCachedRecord(id ? myDojangKey(id) : null, '/dojang/my-dojang', dojangSchema));
}

/** Any dojang by id (ADMIN, read-only). */
export function useDojangById(id: number | undefined) {
  return withPending(useCachedRecord(id ? myDojangKey(id) : null, `/dojang/${id}`, dojangSchema));
}
