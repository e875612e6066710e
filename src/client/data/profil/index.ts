export { FILES_KEY, PROFILE_KEY } from './resource';
export { useProfile, usePelatihFiles } from './read';
export { saveProfile, useSaveProfile, UploadRejectedError, type SaveProfileInput } from './write';
