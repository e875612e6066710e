export { registerServiceWorker } from './register-sw';
export { UpdatePrompt } from './UpdatePrompt';
export { InstallButton } from './InstallButton';
export { requestPersistentStorage } from './persistent-storage';
