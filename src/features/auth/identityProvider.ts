/**
 * Third-party sign-in with the identity provider's code flow: its script is loaded into the page, a
 * code client is initialised with scope 'openid profile email' (plus any extra scope) and the configured client
 * id, and the code it hands back is exchanged by the backend (POST /auth/login/google/).
 */

/** Which provider the sign-in button uses: the real one, or the demo mode's stand-in. */
export type IdentityProviderConfig = { kind: 'google'; clientId: string } | { kind: 'demo' };

export const IDENTITY_SCRIPT_URL = 'https://accounts.google.com/gsi/client';
export const BASE_SCOPE = 'openid profile email';

interface CodeResponse {
  code?: string;
  error?: string;
  error_description?: string;
}

interface CodeClient {
  requestCode(): void;
}

interface GoogleIdentity {
  accounts: {
    oauth2: {
      initCodeClient(config: {
        client_id: string;
        scope: string;
        ux_mode: 'popup';
        callback: (response: CodeResponse) => void;
        error_callback?: (error: { type?: string; message?: string }) => void;
      }): CodeClient;
    };
  };
}

declare global {
  interface Window {
    google?: GoogleIdentity;
  }
}

let scriptPromise: Promise<GoogleIdentity> | null = null;

/** Loads the provider's script once; later calls share the same promise (a failed load may be retried). */
export function loadIdentityScript(doc: Document = document): Promise<GoogleIdentity> {
  if (window.google?.accounts?.oauth2) return Promise.resolve(window.google);
  scriptPromise ??= new Promise<GoogleIdentity>((resolve, reject) => {
    const script = doc.createElement('script');
    script.src = IDENTITY_SCRIPT_URL;
    script.async = true;
    script.defer = true;
    script.onload = () =>
      window.google?.accounts?.oauth2 ? resolve(window.google) : reject(new Error('The identity provider did not load.'));
    script.onerror = () => reject(new Error('The identity provider script could not be loaded.'));
    doc.head.append(script);
  }).catch((error: unknown) => {
    scriptPromise = null;
    throw error;
  });
  return scriptPromise;
}

/** The scope string: the base scope plus any extra ones, without duplicates. */
export function scopeWith(extra: readonly string[] = []): string {
  return [...new Set([...BASE_SCOPE.split(' '), ...extra.flatMap((s) => s.split(' ')).filter(Boolean)])].join(' ');
}

/** Opens the provider's popup and resolves with the authorization code. */
export async function requestAuthorizationCode(clientId: string, extraScopes: readonly string[] = []): Promise<string> {
  const google = await loadIdentityScript();
  return new Promise<string>((resolve, reject) => {
    const client = google.accounts.oauth2.initCodeClient({
      client_id: clientId,
      scope: scopeWith(extraScopes),
      ux_mode: 'popup',
      callback: (response) => {
        if (response.code) resolve(response.code);
        else reject(new Error(response.error_description ?? response.error ?? 'No authorization code.'));
      },
      error_callback: (error) => reject(new Error(error.message ?? error.type ?? 'The sign-in popup failed.')),
    });
    client.requestCode();
  });
}
