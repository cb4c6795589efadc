/** Runtime configuration from the environment, read in one place. */
export const apiUrl: string = import.meta.env.VITE_API_URL ?? '';
/** Without a real backend the app runs on its embedded demo backend (the mock handlers). */
export const isDemoMode = !import.meta.env.VITE_API_URL;
export const appVersion: string = __APP_VERSION__;
/** The router base is the product's homepage setting, given to Vite as BASE_URL ('/app/'). */
export const routerBasename = import.meta.env.BASE_URL.replace(/\/+$/, '') || '/';

/** Storybook and Vitest builds: no third-party script may load there. */
const isToolingBuild = Boolean(import.meta.env.STORYBOOK) || import.meta.env.MODE === 'test' || Boolean(import.meta.env.VITEST);

/** Session recording runs only with an id, on a real backend, outside Storybook and tests. */
export const sessionRecordingId: string | undefined =
  !isDemoMode && !isToolingBuild ? import.meta.env.VITE_SESSION_RECORDING_ID || undefined : undefined;

/** Client id of the identity provider's code flow (third-party sign-in). */
export const googleClientId: string | undefined = import.meta.env.VITE_GOOGLE_CLIENT_ID || undefined;
