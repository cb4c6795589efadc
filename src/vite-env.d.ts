/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Origin of the real backend; when unset the app runs on its in-browser demo backend. */
  readonly VITE_API_URL?: string;
  /**
   * 'true' in a build against the demo backend over HTTP (`npm run api`): the demo's own pages (inbox, connector)
   * are built in, as in demo mode. Never set against a real backend.
   */
  readonly VITE_DEMO_BACKEND?: string;
  readonly VITE_GOOGLE_CLIENT_ID?: string;
  readonly VITE_SESSION_RECORDING_ID?: string;
}

declare const __APP_VERSION__: string;
