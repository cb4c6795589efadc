/**
 * Stands in for tough-cookie (and with it the public suffix list) wherever the demo backend is bundled: msw keeps a
 * cookie jar for handlers that set cookies, and no handler here does (the app sends a bearer token). A jar that
 * keeps nothing is the same behaviour for about 9 KB gzip less.
 */
type CookieIndex = Record<string, unknown>;

export class Cookie {
  /** A stored cookie is never read back: there is none. */
  static fromJSON(): null {
    return null;
  }
}

export class MemoryCookieStore {
  idx: CookieIndex = {};
}

export class CookieJar {
  getCookiesSync(): never[] {
    return [];
  }

  async setCookie(): Promise<void> {}
}
