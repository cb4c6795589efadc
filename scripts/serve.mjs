// Serves the production build (dist/) the way a real host does: brotli or gzip as the browser asks, long caching
// for hashed assets, index.html for every in-app address under the base path, and with `tls`, HTTPS over HTTP/2.
// Used by `npm run size` and `npm run lighthouse`; `node scripts/serve.mjs [port]` runs it by hand.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { createSecureServer } from 'node:http2';
import { extname, join, normalize } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, gzipSync } from 'node:zlib';

const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.mp4': 'video/mp4',
  '.map': 'application/json',
};
// Source maps are left as they are: only a debugger (or Lighthouse's source-map audit) asks for them, and compressing
// one of several megabytes at the highest quality on its first request held Lighthouse's first run of a page up for
// about 20 s.
const compressible = new Set(['.html', '.js', '.css', '.json', '.svg']);

const brotli = promisify(brotliCompress);
const brotliOptions = { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } };

/** Every file under dir, recursively. */
const filesUnder = (dir) =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [join(dir, entry.name)],
  );

/**
 * Starts the server; resolves to its origin and a close(). Like a host that serves precompressed files, it
 * compresses the build (brotli, the highest quality) before it listens: compressing a large chunk on its first
 * request would hold that response up for up to a second and be measured as the page's own slowness.
 * `tls` ({ key, cert }) serves HTTPS with HTTP/2, as hosts do: the app's chunks then share one connection instead
 * of queueing six at a time, each behind a round trip.
 */
export async function serveDist({ dist = new URL('../dist/', import.meta.url).pathname, base = '/app/', port = 0, tls } = {}) {
  const compressed = new Map();
  await Promise.all(
    filesUnder(dist)
      .filter((file) => compressible.has(extname(file)))
      .map(async (file) => compressed.set(`${file}:br`, await brotli(readFileSync(file), brotliOptions))),
  );
  const encoded = (file, encoding) => {
    const key = `${file}:${encoding}`;
    if (!compressed.has(key)) compressed.set(key, encoding === 'br' ? brotliCompressSync(readFileSync(file), brotliOptions) : gzipSync(readFileSync(file), { level: 9 }));
    return compressed.get(key);
  };

  const handle = (request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    if (!url.pathname.startsWith(base)) {
      response.writeHead(302, { location: base }).end();
      return;
    }
    const relative = normalize(decodeURIComponent(url.pathname.slice(base.length))).replace(/^(\.\.[/\\])+/, '');
    let file = join(dist, relative);
    const isFile = existsSync(file) && statSync(file).isFile();
    // An in-app address (no file extension) is the single-page app itself: its prerendered page when the build
    // has one (login.html for /app/login, as nginx's `try_files $uri.html` or a host's "clean URLs" serve it),
    // else index.html.
    if (!isFile) {
      if (extname(relative)) {
        response.writeHead(404).end('Not found');
        return;
      }
      const prerendered = join(dist, `${relative.replace(/[/\\]+$/, '')}.html`);
      file = relative && existsSync(prerendered) ? prerendered : join(dist, 'index.html');
    }
    const type = extname(file);
    const headers = {
      'content-type': types[type] ?? 'application/octet-stream',
      'cache-control': relative.startsWith('assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
      vary: 'accept-encoding',
    };
    // The widget's script is an ES module that owners' sites load from here, with its chunks and fonts: a module,
    // and a font, from another origin load only with CORS.
    if (type !== '.html') headers['access-control-allow-origin'] = '*';
    const accepts = String(request.headers['accept-encoding'] ?? '');
    const encoding = !compressible.has(type) ? null : /\bbr\b/.test(accepts) ? 'br' : /\bgzip\b/.test(accepts) ? 'gzip' : null;
    const body = encoding ? encoded(file, encoding) : readFileSync(file);
    if (encoding) headers['content-encoding'] = encoding;
    response.writeHead(200, { ...headers, 'content-length': body.length });
    response.end(request.method === 'HEAD' ? undefined : body);
  };
  const server = tls ? createSecureServer({ ...tls, allowHTTP1: true }, handle) : createServer(handle);

  return new Promise((resolve) => {
    server.listen(port, '127.0.0.1', () => {
      const { port: bound } = server.address();
      resolve({ origin: `${tls ? 'https' : 'http'}://127.0.0.1:${bound}`, close: () => new Promise((done) => server.close(done)) });
    });
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { origin } = await serveDist({ port: Number(process.argv[2] ?? 4300) });
  console.log(`Serving dist/ at ${origin}/app/`);
}
