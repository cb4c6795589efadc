import { describe, expect, it } from 'vitest';
import { Cookie, CookieJar, MemoryCookieStore } from './noCookieJar';

describe('the cookie jar of the bundled demo backend', () => {
  it('keeps no cookie: a set cookie is never sent back', async () => {
    const jar = new CookieJar();
    await jar.setCookie();
    expect(jar.getCookiesSync()).toEqual([]);
    expect(new MemoryCookieStore().idx).toEqual({});
    expect(Cookie.fromJSON()).toBeNull();
  });
});
