import { seedTokens } from './db';

/** Helpers for the mock backend's own tests: raw calls, to see statuses and bodies exactly as sent. */
export const TEST_ORIGIN = 'http://api.test';

export interface CallInit {
  body?: unknown;
  /** Bearer token; defaults to the demo owner's seeded session, `null` sends none. */
  token?: string | null;
  /** The `Accept-Language` header, as the app sends its language. */
  language?: string;
}

export async function call(method: string, path: string, init: CallInit = {}): Promise<{ status: number; body: unknown }> {
  const headers = new Headers();
  const token = init.token === undefined ? seedTokens.demoOwner.access_token : init.token;
  if (token !== null) headers.set('Authorization', `Bearer ${token}`);
  if (init.language) headers.set('Accept-Language', init.language);
  let body: BodyInit | undefined;
  if (init.body instanceof FormData) body = init.body;
  else if (init.body !== undefined) {
    headers.set('Content-Type', 'application/json');
    body = JSON.stringify(init.body);
  }
  const url = path.startsWith('/llm_chain') ? `${TEST_ORIGIN}${path}` : `${TEST_ORIGIN}/api/v1${path}`;
  const response = await fetch(url, { method, headers, body });
  const text = await response.text();
  let parsed: unknown = text;
  try {
    parsed = text === '' ? null : JSON.parse(text);
  } catch {
    // Not JSON (a CSV): the text itself.
  }
  return { status: response.status, body: parsed };
}
