import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { getResponse, matchRequestUrl, type RequestHandler } from 'msw';
import { UPLOAD_MAX_BYTES } from '../../src/domain/constants';
import { JSON_BODY_MAX_BYTES } from '../../src/domain/limits';

/*
 * The mock handlers served over real HTTP: what a backend on another origin does at its edge (CORS,
 * preflights, content types, body limits, unknown routes) happens here, and every answer is streamed to the
 * socket as the handler produces it. Handlers and store are the same ones the service worker uses.
 */

export interface ApiServerOptions {
  handlers: readonly RequestHandler[];
  /** Origins of the app, allowed on every call (the app sends a bearer token, never cookies). */
  appOrigins: readonly string[];
  /** Calls a visitor's browser makes from any site (the widget's public calls): any origin may make them. */
  isPublicCall: (method: string, pathname: string) => boolean;
  /** Time and connection limits, the defaults unless a test needs them short. */
  limits?: Partial<ServerLimits>;
}

/** Multipart uploads carry the file plus a little form framing; anything bigger than this is refused unread. */
export const MAX_UPLOAD_BODY_BYTES = UPLOAD_MAX_BYTES + 1024 * 1024;
/** A design image (a logo, a picture in the form) is an image, not a training file. */
export const MAX_DESIGN_IMAGE_BODY_BYTES = 10 * 1024 * 1024;

const uploadPath = /^\/api\/v1\/training\/upload\/?$/;
const designImagePath = /^\/api\/v1\/lead_forms\/\d+\/design_image\/?$/;

/**
 * How big a body this call may send. Every call takes JSON of at most 1 MB; only the signed-in multipart calls take
 * more (the upload call its 300 MB), so a visitor's public call can never make the server hold a huge body.
 */
export function bodyLimitFor(method: string, pathname: string, headers: IncomingMessage['headers']): number {
  const signedIn = /^Bearer \S+/.test(String(headers.authorization ?? ''));
  const multipart = String(headers['content-type'] ?? '').toLowerCase().startsWith('multipart/form-data');
  if (method === 'POST' && signedIn && multipart) {
    if (uploadPath.test(pathname)) return MAX_UPLOAD_BODY_BYTES;
    if (designImagePath.test(pathname)) return MAX_DESIGN_IMAGE_BODY_BYTES;
  }
  return JSON_BODY_MAX_BYTES;
}

const megabytes = (bytes: number) => `${Math.floor(bytes / (1024 * 1024))} MB`;

const API_PREFIXES = ['/api/v1/', '/llm_chain/'];
const ALLOWED_METHODS = 'GET, POST, PUT, PATCH, DELETE, OPTIONS';
const ALLOWED_HEADERS = 'Authorization, Content-Type, Accept';
/** The CSV download names its file; the browser hides the header from script unless it is exposed. */
const EXPOSED_HEADERS = 'Content-Disposition';

/** The error shape the app's error catalogue reads: `{ code?, detail }`. */
function sendError(res: ServerResponse, status: number, detail: string, code?: string, extra: Record<string, string> = {}) {
  if (res.headersSent) return void res.end();
  res.writeHead(status, { 'Content-Type': 'application/json', ...extra });
  res.end(JSON.stringify(code ? { code, detail } : { detail }));
}

function corsHeaders(origin: string | undefined, publicCall: boolean, appOrigins: readonly string[]): Record<string, string> | null {
  if (!origin) return {}; // same origin, curl, server to server
  const allowed = publicCall || appOrigins.includes(origin);
  if (!allowed) return null;
  return {
    'Access-Control-Allow-Origin': publicCall && !appOrigins.includes(origin) ? '*' : origin,
    'Access-Control-Allow-Methods': ALLOWED_METHODS,
    'Access-Control-Allow-Headers': ALLOWED_HEADERS,
    'Access-Control-Expose-Headers': EXPOSED_HEADERS,
    'Access-Control-Max-Age': '600',
    Vary: 'Origin',
  };
}

/**
 * Reads the body up to the size limit and within the time limit: 'too-large' when it is over (the caller answers
 * 413 without reading the rest), 'too-slow' when it did not arrive in time (408).
 */
async function readBody(req: IncomingMessage, limit: number, timeoutMs: number): Promise<Buffer | 'too-large' | 'too-slow'> {
  const declared = Number(req.headers['content-length'] ?? '0');
  if (declared > limit) return 'too-large';
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<'too-slow'>((resolve) => {
    timer = setTimeout(() => resolve('too-slow'), timeoutMs);
  });
  const read = (async () => {
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of req as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (size > limit) return 'too-large' as const;
      chunks.push(chunk);
    }
    return Buffer.concat(chunks);
  })();
  // A read given up on (too slow) ends with the closed connection; that end is expected, not an error.
  read.catch(() => undefined);
  try {
    return await Promise.race([read, late]);
  } finally {
    clearTimeout(timer);
  }
}

const hasBody = (method: string) => !['GET', 'HEAD', 'OPTIONS', 'DELETE'].includes(method);

/** What is wrong with a body before any handler sees it, as the real server's parser would say. */
function bodyProblem(method: string, contentType: string, body: Buffer): { status: number; detail: string } | null {
  if (body.length === 0) return null;
  const type = contentType.split(';')[0]!.trim().toLowerCase();
  if (type === 'application/json') {
    try {
      JSON.parse(body.toString('utf8'));
      return null;
    } catch (error) {
      return { status: 400, detail: `JSON parse error - ${(error as Error).message}` };
    }
  }
  if (type === 'multipart/form-data' || (method === 'DELETE' && type === '')) return null;
  return { status: 415, detail: `Unsupported media type "${type || 'none'}" in request.` };
}

/** A known path with another method is a 405, an unknown path a 404. */
function methodsFor(handlers: readonly RequestHandler[], url: URL): string[] {
  const methods = new Set<string>();
  for (const handler of handlers) {
    const info = handler.info as { method?: unknown; path?: unknown };
    if (typeof info.path !== 'string' || typeof info.method !== 'string') continue;
    if (matchRequestUrl(url, info.path).matches) methods.add(info.method);
  }
  return [...methods];
}

async function writeResponse(res: ServerResponse, response: Response, cors: Record<string, string>, signal: AbortSignal) {
  const headers: Record<string, string> = { ...cors };
  response.headers.forEach((value, key) => {
    headers[key] = value;
  });
  // Streams are sent as they are produced: no proxy buffering, no transform.
  headers['Cache-Control'] ??= 'no-store';
  headers['X-Accel-Buffering'] = 'no';
  res.writeHead(response.status, headers);
  res.flushHeaders();
  if (!response.body) return void res.end();
  const reader = response.body.getReader();
  try {
    for (;;) {
      if (signal.aborted) break;
      const { done, value } = await reader.read();
      if (done) break;
      res.write(value);
    }
  } finally {
    if (signal.aborted) await reader.cancel().catch(() => undefined);
    res.end();
  }
}

/** The request's URL, or null when its Host header or path makes none (a client's mistake: 400, not a crash). */
function requestUrl(req: IncomingMessage): URL | null {
  const host = req.headers.host ?? 'localhost';
  // A host is a name or an address with an optional port: nothing that could change the URL's meaning.
  if (!/^[A-Za-z0-9.-]+(:\d{1,5})?$|^\[[0-9A-Fa-f:.]+\](:\d{1,5})?$/.test(host)) return null;
  try {
    return new URL(req.url ?? '/', `http://${host}`);
  } catch {
    return null;
  }
}

/** The edge's own limits: a client that sends its headers or body too slowly, or too many at once, is cut off. */
export const defaultServerLimits = {
  /** All the request's headers must arrive within this. */
  headersTimeoutMs: 10_000,
  /** The whole request must arrive within this: the upload call's 300 MB on a slow line needs the time. */
  requestTimeoutMs: 300_000,
  /** A JSON body (every call but the uploads) must arrive within this, else 408 and the connection is closed. */
  jsonBodyTimeoutMs: 15_000,
  /** An idle kept-alive connection is closed after this. */
  keepAliveTimeoutMs: 5_000,
  /** How often the server looks for requests over their time. */
  checkIntervalMs: 1_000,
  /** Connections served at once; more are closed at once until some end. */
  maxConnections: 256,
};
export type ServerLimits = typeof defaultServerLimits;

export function createApiServer({ handlers, appOrigins, isPublicCall, limits: given }: ApiServerOptions): Server {
  const limits: ServerLimits = { ...defaultServerLimits, ...given };
  const server = createServer(
    {
      headersTimeout: limits.headersTimeoutMs,
      requestTimeout: limits.requestTimeoutMs,
      keepAliveTimeout: limits.keepAliveTimeoutMs,
      connectionsCheckingInterval: limits.checkIntervalMs,
    },
    (req, res) => {
      void handle(req, res).catch((error: unknown) => {
        console.error('[api] handler failed:', error);
        sendError(res, 500, 'A server error occurred.');
      });
    },
  );
  server.maxConnections = limits.maxConnections;
  return server;

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const method = (req.method ?? 'GET').toUpperCase();
    const url = requestUrl(req);
    if (!url) return sendError(res, 400, 'Bad request: the Host header or the path is not valid.', 'bad_request');
    if (!API_PREFIXES.some((prefix) => url.pathname.startsWith(prefix))) {
      return sendError(res, 404, 'Not found.');
    }
    const publicCall = isPublicCall(method === 'OPTIONS' ? String(req.headers['access-control-request-method'] ?? '') : method, url.pathname);
    const cors = corsHeaders(req.headers.origin, publicCall, appOrigins);
    if (!cors) return sendError(res, 403, 'Origin not allowed.', 'origin_not_allowed');
    if (method === 'OPTIONS') {
      res.writeHead(204, cors);
      return void res.end();
    }

    const allowedMethods = methodsFor(handlers, url);
    if (allowedMethods.length === 0) return sendError(res, 404, 'Not found.', undefined, cors);
    if (!allowedMethods.includes(method)) {
      return sendError(res, 405, `Method "${method}" not allowed.`, undefined, { ...cors, Allow: allowedMethods.join(', ') });
    }

    const limit = bodyLimitFor(method, url.pathname, req.headers);
    const bodyTimeout = limit > JSON_BODY_MAX_BYTES ? limits.requestTimeoutMs : limits.jsonBodyTimeoutMs;
    const body = hasBody(method) || method === 'DELETE' ? await readBody(req, limit, bodyTimeout) : Buffer.alloc(0);
    if (body === 'too-slow') {
      res.once('finish', () => req.socket.destroy());
      return sendError(res, 408, 'The request body did not arrive in time.', 'request_timeout', { ...cors, Connection: 'close' });
    }
    if (body === 'too-large') {
      req.resume();
      return sendError(res, 413, `Request body is too large: this call takes at most ${megabytes(limit)}.`, 'body_too_large', {
        ...cors,
        Connection: 'close',
      });
    }
    const problem = bodyProblem(method, String(req.headers['content-type'] ?? ''), body);
    if (problem) return sendError(res, problem.status, problem.detail, undefined, cors);

    // The handler sees the client going away (Stop in the widget) and stops generating.
    const gone = new AbortController();
    res.on('close', () => {
      if (!res.writableFinished) gone.abort();
    });
    const headers = new Headers();
    for (const [key, value] of Object.entries(req.headers)) {
      if (typeof value === 'string') headers.set(key, value);
      else if (Array.isArray(value)) headers.set(key, value.join(', '));
    }
    const request = new Request(url, {
      method,
      headers,
      body: body.length > 0 ? new Uint8Array(body) : undefined,
      signal: gone.signal,
    });
    const response = await getResponse([...handlers], request);
    if (!response) return sendError(res, 404, 'Not found.', undefined, cors);
    // A handler's network error (an upload that fails half-way) is a dropped connection, as in real life.
    if (response.type === 'error') return void res.destroy();
    await writeResponse(res, response, cors, gone.signal);
  }
}
