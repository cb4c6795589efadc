/**
 * Stands in for tldts, the public suffix list (about 70 KB gzip), wherever the demo backend is bundled: msw's cookie
 * jar (tough-cookie) asks it for the registrable part of a cookie's domain, and nothing here ever sets a cookie
 * (the app sends a bearer token). The last two labels of a name are that part for every host the demo runs on.
 */
export function getDomain(hostname: string): string | null {
  const name = hostname.replace(/\.$/, '').toLowerCase();
  // An address has no registrable domain.
  if (name === '' || name.includes(':') || /^[\d.]+$/.test(name)) return null;
  return name.split('.').slice(-2).join('.');
}
