/** The tabs of /admin/settings, in order (kept apart from the page so the route's search check stays tiny). */
export const SETTINGS_TABS = ['profil', 'keamanan', 'notifikasi', 'sistem', 'email'] as const;
export type SettingsTab = (typeof SETTINGS_TABS)[number];
