import type { AddressInfo } from 'node:net';
import { request as httpRequest } from 'node:http';
import { connect } from 'node:net';
import { mkdtempSync, readFileSync, readdirSync, writeFileSync, existsSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { http, HttpResponse } from 'msw';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { TEXT_LIMITS } from '../../src/domain/limits';
import { db, resetDb, seedUsers } from '../db';
import { allHandlers } from '../handlers';
import { loadFileStore, persistToFile } from './fileStore';
import { createApiServer } from './httpServer';
import { isPublicCall } from './publicCalls';

const appOrigin = 'http://app.test';
let generatedChunks = 0;
let streamCancelled = false;

/** A test stream: ten chunks 30 ms apart, counting what it generated and noticing a cancel. */
const slowStream = http.post('*/api/v1/test/stream/', () => {
  generatedChunks = 0;
  streamCancelled = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      return new Promise<void>((resolve) => {
        timer = setTimeout(() => {
          generatedChunks++;
          controller.enqueue(new TextEncoder().encode(`chunk ${generatedChunks}\n`));
          if (generatedChunks === 10) controller.close();
          resolve();
        }, 30);
      });
    },
    cancel() {
      streamCancelled = true;
      clearTimeout(timer);
    },
  });
  return new HttpResponse(stream, { headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
});

const server = createApiServer({ handlers: [slowStream, ...allHandlers()], appOrigins: [appOrigin], isPublicCall });
let base = '';

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  server.closeAllConnections();
  return new Promise<void>((resolve) => server.close(() => resolve()));
});
beforeEach(() => resetDb());

const login = () =>
  fetch(`${base}/api/v1/auth/login/`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: appOrigin },
    body: JSON.stringify({ email: seedUsers.demoOwner.email, password: seedUsers.demoOwner.password }),
  });

describe('the mock handlers over HTTP', () => {
  it('answers a real call from the store and allows the app origin', async () => {
    const response = await login();
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe(appOrigin);
    const body = (await response.json()) as { access_token: string };
    const user = await fetch(`${base}/api/v1/auth/user/`, { headers: { Authorization: `Bearer ${body.access_token}` } });
    expect(await user.json()).toMatchObject({ email: seedUsers.demoOwner.email });
  });

  it('answers a preflight from the app origin with the methods and headers the app sends', async () => {
    const response = await fetch(`${base}/api/v1/lead_forms/`, {
      method: 'OPTIONS',
      headers: { Origin: appOrigin, 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'authorization,content-type' },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe(appOrigin);
    expect(response.headers.get('access-control-allow-headers')).toMatch(/Authorization/);
    expect(response.headers.get('access-control-allow-methods')).toMatch(/PATCH/);
  });

  it('refuses owner calls from any other origin, and lets any origin make the widget public calls', async () => {
    const owner = await fetch(`${base}/api/v1/lead_forms/`, { headers: { Origin: 'https://evil.example' } });
    expect(owner.status).toBe(403);
    expect(owner.headers.get('access-control-allow-origin')).toBeNull();
    const preflight = await fetch(`${base}/api/v1/lead_forms/1/session/`, {
      method: 'OPTIONS',
      headers: { Origin: 'https://owner-site.example', 'Access-Control-Request-Method': 'POST' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('answers malformed JSON, a wrong content type, unknown paths and methods with the error shape, and keeps serving', async () => {
    const malformed = await fetch(`${base}/api/v1/auth/login/`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"email": ',
    });
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toMatchObject({ detail: expect.stringMatching(/^JSON parse error/) });

    const wrongType = await fetch(`${base}/api/v1/auth/login/`, { method: 'POST', headers: { 'Content-Type': 'text/plain' }, body: 'hi' });
    expect(wrongType.status).toBe(415);
    expect(await wrongType.json()).toEqual({ detail: 'Unsupported media type "text/plain" in request.' });

    const unknown = await fetch(`${base}/api/v1/no/such/thing/`);
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ detail: 'Not found.' });

    const wrongMethod = await fetch(`${base}/api/v1/auth/login/`, { method: 'PUT', headers: { 'Content-Type': 'application/json' }, body: '{}' });
    expect(wrongMethod.status).toBe(405);
    expect(wrongMethod.headers.get('allow')).toBe('POST');
    expect(await wrongMethod.json()).toEqual({ detail: 'Method "PUT" not allowed.' });

    expect((await login()).status).toBe(200);
  });

  it('refuses a body over the upload limit before reading it, and keeps serving', async () => {
    const status = await new Promise<number>((resolve, reject) => {
      const req = httpRequest(`${base}/api/v1/lead_forms/1/design_image/`, {
        method: 'POST',
        headers: { 'Content-Type': 'multipart/form-data; boundary=x', 'Content-Length': String(310 * 1024 * 1024) },
      });
      req.on('response', (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      });
      req.on('error', reject);
      req.write(Buffer.alloc(1024));
    });
    expect(status).toBe(413);
    expect((await login()).status).toBe(200);
  });

  it('limits JSON bodies to 1 MB, on public calls too, with a message that says the limit', async () => {
    const big = JSON.stringify({ device: 'x'.repeat(2 * 1024 * 1024) });
    const session = await fetch(`${base}/api/v1/lead_forms/1/session/`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: 'https://owner-site.example' },
      body: big,
    });
    expect(session.status).toBe(413);
    expect(await session.json()).toEqual({ code: 'body_too_large', detail: 'Request body is too large: this call takes at most 1 MB.' });
    // Under the limit, the same call is served.
    const small = await fetch(`${base}/api/v1/lead_forms/1/session/`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{"device":"test"}' });
    expect(small.status).toBe(201);
  });

  it('takes a big body only on the signed-in upload call', async () => {
    const token = ((await (await login()).json()) as { access_token: string }).access_token;
    const file = () => {
      const data = new FormData();
      data.append('file', new File([new Uint8Array(3 * 1024 * 1024)], 'big.pdf', { type: 'application/pdf' }));
      return data;
    };
    const signedIn = await fetch(`${base}/api/v1/training/upload/`, { method: 'POST', headers: { Authorization: `Bearer ${token}` }, body: file() });
    expect(signedIn.status).toBe(201);
    const anonymous = await fetch(`${base}/api/v1/training/upload/`, { method: 'POST', body: file() });
    expect(anonymous.status).toBe(413);
    const elsewhere = await fetch(`${base}/api/v1/lead_forms/1/session/`, { method: 'POST', headers: { Authorization: `Bearer ${token}` }, body: file() });
    expect(elsewhere.status).toBe(413);
  });

  it('streams: the first chunk arrives well before the last', async () => {
    const started = Date.now();
    const response = await fetch(`${base}/api/v1/test/stream/`, { method: 'POST' });
    const reader = response.body!.getReader();
    const arrivals: number[] = [];
    for (;;) {
      const { done } = await reader.read();
      if (done) break;
      arrivals.push(Date.now() - started);
    }
    expect(arrivals.length).toBeGreaterThanOrEqual(5);
    expect(arrivals.at(-1)! - arrivals[0]!).toBeGreaterThanOrEqual(150);
  });

  it('stops generating when the client goes away', async () => {
    const controller = new AbortController();
    const response = await fetch(`${base}/api/v1/test/stream/`, { method: 'POST', signal: controller.signal });
    const reader = response.body!.getReader();
    await reader.read();
    controller.abort();
    await expect.poll(() => streamCancelled).toBe(true);
    expect(generatedChunks).toBeLessThan(10);
  });
});

/** A raw connection: sends exactly these bytes, collects what comes back until the server closes it. */
function rawConnection(port: number, bytes: string) {
  const socket = connect(port, '127.0.0.1');
  let received = '';
  socket.on('data', (chunk: Buffer) => {
    received += chunk.toString('utf8');
  });
  socket.on('error', () => undefined);
  const closed = new Promise<string>((resolve) => socket.on('close', () => resolve(received)));
  socket.write(bytes);
  return { socket, closed, received: () => received };
}

describe('the server edge', () => {
  it('answers a bad Host header with 400 and the error shape, not a 500', async () => {
    const port = (server.address() as AddressInfo).port;
    for (const host of ['[', 'exa mple.test', 'evil.example/path?', 'a@b']) {
      const { closed } = rawConnection(port, `GET /api/v1/subscription/tariff/ HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`);
      const answer = await closed;
      expect(answer, host).toMatch(/^HTTP\/1\.1 400 /);
      expect(answer).toContain('{"code":"bad_request","detail":"Bad request: the Host header or the path is not valid."}');
    }
    expect((await login()).status).toBe(200);
  });

  it('says what is wrong with a value: missing, the wrong type, or over its limit with the limit', async () => {
    const session = (await (await fetch(`${base}/api/v1/lead_forms/1/session/`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{}' })).json()) as { uuid: string };
    const lead = async (body: unknown) => {
      const response = await fetch(`${base}/api/v1/lead_forms/1/session/${session.uuid}/lead/`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });
      return { status: response.status, body: (await response.json()) as unknown };
    };
    expect(await lead({ email: 'v@example.com', name: 'n'.repeat(TEXT_LIMITS.leadName + 1) })).toEqual({
      status: 400,
      body: { detail: { name: [`Ensure this field has no more than ${TEXT_LIMITS.leadName} characters.`] } },
    });
    expect(await lead({ email: 'v@example.com', name: 42 })).toEqual({ status: 400, body: { detail: { name: ['Not a valid string.'] } } });
    expect(await lead({ email: 'v@example.com', additional_lead_data: 'utm_source=x' })).toEqual({
      status: 400,
      body: { detail: { additional_lead_data: ['Expected a dictionary of items.'] } },
    });
    const login = await fetch(`${base}/api/v1/auth/login/`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{"email":"a@b.co"}' });
    expect(await login.json()).toEqual({ detail: { password: ['This field is required.'] } });
  });

  describe('with short limits', () => {
    const limits = { headersTimeoutMs: 300, requestTimeoutMs: 600, jsonBodyTimeoutMs: 200, checkIntervalMs: 50, maxConnections: 2 };
    const edge = createApiServer({ handlers: allHandlers(), appOrigins: [appOrigin], isPublicCall, limits });
    let port = 0;
    beforeAll(async () => {
      await new Promise<void>((resolve) => edge.listen(0, '127.0.0.1', resolve));
      port = (edge.address() as AddressInfo).port;
    });
    afterAll(() => {
      edge.closeAllConnections();
      return new Promise<void>((resolve) => edge.close(() => resolve()));
    });

    it('answers 408 and closes the connection when a JSON body stalls', async () => {
      const started = Date.now();
      const { closed } = rawConnection(
        port,
        'POST /api/v1/lead_forms/1/session/ HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"dev',
      );
      const answer = await closed;
      expect(answer).toMatch(/^HTTP\/1\.1 408 /);
      expect(answer).toContain('"code":"request_timeout"');
      expect(Date.now() - started).toBeLessThan(limits.requestTimeoutMs * 3);
    });

    it('closes a connection whose headers never end', async () => {
      const started = Date.now();
      const { closed } = rawConnection(port, 'GET /api/v1/subscription/tariff/ HTTP/1.1\r\nHost: localhost\r\nX-Slow: ');
      await closed;
      expect(Date.now() - started).toBeLessThan(limits.requestTimeoutMs * 5);
    });

    it('serves at most maxConnections connections at once', async () => {
      const held = [rawConnection(port, ''), rawConnection(port, '')];
      await expect.poll(() => new Promise<number>((resolve) => edge.getConnections((_, count) => resolve(count)))).toBe(2);
      const third = rawConnection(port, 'GET /api/v1/subscription/tariff/ HTTP/1.1\r\nHost: localhost\r\n\r\n');
      expect(await third.closed).toBe('');
      for (const connection of held) connection.socket.destroy();
      await Promise.all(held.map((connection) => connection.closed));
    });
  });
});

describe('the store file', () => {
  it('is written atomically after a change and read back on the next start', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'api-store-')), 'store.json');
    expect(loadFileStore(file)).toBe('seeded');
    const persistence = persistToFile(file, { debounceMs: 10 });
    db.users.update(seedUsers.demoOwner.id, { phone: '+1 555 0100' });
    await expect.poll(() => readFileSync(file, 'utf8')).toContain('+1 555 0100');
    await persistence.stop();
    resetDb();
    expect(loadFileStore(file)).toBe('restored');
    expect(db.users.get(seedUsers.demoOwner.id)?.phone).toBe('+1 555 0100');
  });

  it('is written off the request path: a burst of changes is one write, after the burst, and a flush can be awaited', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'api-store-')), 'store.json');
    loadFileStore(file);
    const seeded = statSync(file).mtimeMs;
    const persistence = persistToFile(file, { debounceMs: 60_000 });
    for (let n = 0; n < 200; n++) db.forms.update(1, { views: n });
    // Nothing is written while the calls run.
    expect(readFileSync(file, 'utf8')).not.toContain('"views":199');
    expect(statSync(file).mtimeMs).toBe(seeded);
    await persistence.flush();
    expect(readFileSync(file, 'utf8')).toContain('"views":199');
    // Nothing new: a flush writes nothing.
    const written = statSync(file).mtimeMs;
    await persistence.stop();
    expect(statSync(file).mtimeMs).toBe(written);
  });

  it('keeps a corrupt file aside, says where, and starts from the seed instead of crashing', () => {
    const folder = mkdtempSync(join(tmpdir(), 'api-store-'));
    const file = join(folder, 'store.json');
    const damaged = '{"version": 1, "tables": {"users": tru';
    writeFileSync(file, damaged);
    const reports: string[] = [];
    expect(loadFileStore(file, (message) => reports.push(message))).toBe('replaced-corrupt');
    expect(reports).toHaveLength(1);
    const kept = readdirSync(folder).filter((name) => /^store\.json\.corrupt-\d{4}-\d{2}-\d{2}T[\d-]+Z$/.test(name));
    expect(kept).toHaveLength(1);
    expect(readFileSync(join(folder, kept[0]!), 'utf8')).toBe(damaged);
    expect(reports[0]).toContain(join(folder, kept[0]!));
    expect(existsSync(file)).toBe(true);
    expect(() => JSON.parse(readFileSync(file, 'utf8')) as unknown).not.toThrow();
    expect(db.users.get(seedUsers.demoOwner.id)?.email).toBe(seedUsers.demoOwner.email);
  });
});

describe('which calls any origin may make', () => {
  it('is exactly the widget calls of the route table', () => {
    expect(isPublicCall('GET', '/api/v1/lead_forms/4/widget/')).toBe(true);
    expect(isPublicCall('POST', '/api/v1/lead_forms/4/widget/views/increment/')).toBe(true);
    expect(isPublicCall('POST', '/api/v1/lead_forms/4/session/')).toBe(true);
    expect(isPublicCall('POST', '/api/v1/lead_forms/4/session/abc-1/lead/')).toBe(true);
    expect(isPublicCall('POST', '/api/v1/lead_forms/4/session/abc-1/filling/')).toBe(true);
    expect(isPublicCall('GET', '/api/v1/lead_forms/4/session/')).toBe(false);
    expect(isPublicCall('DELETE', '/api/v1/lead_forms/4/session/')).toBe(false);
    expect(isPublicCall('GET', '/api/v1/lead_forms/4')).toBe(false);
    expect(isPublicCall('GET', '/api/v1/auth/user/')).toBe(false);
  });
});
