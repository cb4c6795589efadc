/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Origin of the real backend; when unset the app runs on its in-browser demo backend. */
  readonly VITE_API_URL?: string;
  readonly VITE_GOOGLE_CLIENT_ID?: string;
  readonly VITE_SESSION_RECORDING_ID?: string;
}

declare const __APP_VERSION__: string;
