import { REQUEST_TIMEOUT_MS } from '../../domain/constants';

/**
 * Settings of the one HTTP client. The environment is read here (the api layer may not import src/app);
 * tests and the demo backend override parts with configureApiClient.
 */
export type ApiClientConfig = {
  /** Origin of the backend; '' means the page's own origin. */
  apiUrl: string;
  timeoutMs: number;
  /** Called after a refresh failed with token_not_valid and the tokens were removed. */
  reload: () => void;
  /**
   * Every request waits for this first. The app's in-browser demo backend starts when it is first called, so a
   * page that makes no request (a guest's login) never waits for it or even loads it.
   */
  ready: () => Promise<unknown>;
};

const defaults: ApiClientConfig = {
  apiUrl: import.meta.env.VITE_API_URL ?? '',
  timeoutMs: REQUEST_TIMEOUT_MS,
  reload: () => globalThis.location?.reload(),
  ready: () => Promise.resolve(),
};

let current: ApiClientConfig = { ...defaults };

export function configureApiClient(overrides: Partial<ApiClientConfig>): void {
  current = { ...current, ...overrides };
}

/** Resolves once the backend answers: code that calls it without this client (the widget script) waits for it. */
export function backendReady(): Promise<unknown> {
  return current.ready();
}

export function resetApiClientConfig(): void {
  current = { ...defaults };
}

export function apiClientConfig(): Readonly<ApiClientConfig> {
  return current;
}

/** Base of the main backend: `${apiUrl}/api/v1`. */
export function apiBaseUrl(): string {
  return `${current.apiUrl}/api/v1`;
}

/** Base of the AI chat service: `${apiUrl}/llm_chain`. */
export function llmBaseUrl(): string {
  return `${current.apiUrl}/llm_chain`;
}
