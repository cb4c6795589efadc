/** Runtime configuration from the environment, read in one place. */
export const apiUrl: string = import.meta.env.VITE_API_URL ?? '';
/** Without a real backend the app runs on its embedded demo backend (the mock handlers). */
export const isDemoMode = !import.meta.env.VITE_API_URL;
export const appVersion: string = __APP_VERSION__;
