import { REQUEST_TIMEOUT_MS } from '../../domain/constants';

/**
 * Settings of the one HTTP client. The environment is read here (the api layer may not import src/app);
 * tests and the demo backend override parts with configureApiClient.
 */
export type ApiClientConfig = {
  /** Origin of the backend; '' means the page's own origin. */
  apiUrl: string;
  timeoutMs: number;
  /** Called after a refresh failed with token_not_valid and the tokens were removed (SPEC §4). */
  reload: () => void;
};

const defaults: ApiClientConfig = {
  apiUrl: import.meta.env.VITE_API_URL ?? '',
  timeoutMs: REQUEST_TIMEOUT_MS,
  reload: () => globalThis.location?.reload(),
};

let current: ApiClientConfig = { ...defaults };

export function configureApiClient(overrides: Partial<ApiClientConfig>): void {
  current = { ...current, ...overrides };
}

export function resetApiClientConfig(): void {
  current = { ...defaults };
}

export function apiClientConfig(): Readonly<ApiClientConfig> {
  return current;
}

/** Base of the main backend: `${apiUrl}/api/v1` (SPEC §7). */
export function apiBaseUrl(): string {
  return `${current.apiUrl}/api/v1`;
}

/** Base of the AI chat service: `${apiUrl}/llm_chain` (SPEC §7). */
export function llmBaseUrl(): string {
  return `${current.apiUrl}/llm_chain`;
}
