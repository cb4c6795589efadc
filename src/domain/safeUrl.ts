/**
 * The one gate for an address the app did not write itself (an owner's link, a server's invite link, an uploaded
 * picture's address, a chat source, a billing redirect) before it becomes an `href`, a `src` or a navigation.
 * Such an address is untrusted: `javascript:` would run in the page that holds the tokens, `data:text/html` opens a
 * page of the sender's making, a relative trick lands somewhere in the app.
 */

/** Links a person follows: web pages and e-mail. */
export const LINK_SCHEMES = ['http:', 'https:', 'mailto:'] as const;
/** Places the browser is sent to (a new tab, a redirect): web pages only. */
export const WEB_SCHEMES = ['http:', 'https:'] as const;

type Scheme = (typeof LINK_SCHEMES)[number];

/**
 * The absolute address when `raw` is one of `schemes`, written out in full (`http:` and `https:` with their `//`),
 * else null. Never a relative address: there is no base to resolve it against.
 */
export function safeHref(raw: unknown, schemes: readonly Scheme[] = LINK_SCHEMES): string | null {
  if (typeof raw !== 'string') return null;
  const value = raw.trim();
  const written = /^([a-z][a-z0-9+.-]*:)(\/\/)?/i.exec(value);
  if (!written?.[1]) return null;
  const scheme = written[1].toLowerCase();
  if (!schemes.some((allowed) => allowed === scheme)) return null;
  // `http:evil.example` would be read as `http://evil.example/`: a web address must say `//` itself.
  if (scheme !== 'mailto:' && written[2] === undefined) return null;
  try {
    const url = new URL(value);
    return schemes.some((allowed) => allowed === url.protocol) ? url.href : null;
  } catch {
    return null;
  }
}

/**
 * An address an `img` may load: a web address, or a picture inlined as data (the demo backend's uploads are);
 * no other `data:` type, no `blob:` or `javascript:`.
 */
export function safeImageSrc(raw: unknown): string | null {
  if (typeof raw === 'string' && /^data:image\/(png|jpeg|gif|webp|avif);base64,[a-z0-9+/=\s]*$/i.test(raw.trim())) {
    return raw.trim();
  }
  return safeHref(raw, WEB_SCHEMES);
}
