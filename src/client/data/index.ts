export { ApiError, errorMessage, NETWORK_MESSAGE } from './api-error';
export { AuthProvider, useAuth, type AuthState } from './auth';
export { useMyDojang, useDojangById, useDojangOptions, useSaveDojang, registerDojang, type SaveDojangInput } from './queries/dojang';
export { useProfile, usePelatihFiles, useSaveProfile, type SaveProfileInput } from './queries/pelatih';
export { registerCoach, requestResetCode, resetPassword } from './queries/account';
export { useKompetisiList, useFeaturedKompetisi, type Kompetisi } from './queries/kompetisi';
export { usePrivateFileUrl, downloadFile, uploadUrl, LOGO_DOWNLOAD_MESSAGES, FILE_DOWNLOAD_MESSAGES } from './files';
export { useSyncStatus, useOnline, type OutboxEntryView } from './sync/use-sync-status';
export { startSync, syncNow } from './sync/engine';
