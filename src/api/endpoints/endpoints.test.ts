import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { readString, writeString } from '../client/storage';
import { configureApiClient, resetApiClientConfig } from '../client';
import { catalogue } from './catalogue';
import type { CatalogueContext } from './catalogue';
import { endSession, login, loginWithGoogle, logout, refreshTokens, register, saveSession } from './auth';
import { createLeadForm, exportLeadsCsv, leadsCsvFileName, saveBlobAsFile } from './forms';
import type { EndpointName } from './routes';
import type { EarlyCall } from './early';
import { getMySubscription } from './subscription';
import { FILE_TOO_LARGE, uploadFile } from './uploads';

const ORIGIN = 'http://api.test';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => configureApiClient({ apiUrl: ORIGIN }));
afterEach(() => {
  server.resetHandlers();
  resetApiClientConfig();
});

const ctx: CatalogueContext = {
  formId: 4,
  sessionId: 8,
  sessionUuid: 'visitor-uuid-1',
  leadId: 15,
  imageId: 16,
  chatId: 23,
  chatConversationUuid: 'chat-visitor-uuid-1',
  chatConversationId: 31,
  sourceId: 42,
  uploadId: 7,
  emailSubscriptionId: 9,
  adminClientId: 3,
  tariffId: 2,
  demoEmailToken: 'demo-token-1',
  checkoutId: 31,
  chainId: 'ideas',
  refreshToken: 'r',
  email: 'a@b.co',
  password: 'secret',
};

const tariff = { id: 2, name: 'Creator plan', price: 1900, credits_per_month: 1000 };
const user = { id: 1, email: 'a@b.co', is_email_verified: true, has_password: true };
const tokens = { access_token: 'a', refresh_token: 'r' };
const form = { id: 4, name: 'F', fields: { version: 3 } };
const session = { id: 8, has_lead: true, lead: { id: 15 }, filling: { values: { '#Field1': 'x' } } };
const chat = { id: 23, name: 'C' };
const upload = { id: 7, name: 'a.txt', type: 'text/plain', status: 'ready', created_at: '2026-01-01', size: 5 };
const emailSub = {
  id: 9,
  receiver: 'email',
  receiver_email: 'a@b.co',
  tracking_entity: 'lead',
  tracking_entity_parent: 'lead_form',
  tracking_entity_parent_id: 4,
  tracking_action: 'post',
  is_active: true,
};
const page = <T>(results: T[]) => ({ count: results.length, next: null, previous: null, results });
const none = () => new HttpResponse(null, { status: 204 });

/** The concrete method and path each call must hit (exactly as the backend serves them), and a valid answer. */
const expected: Record<EndpointName, [string, () => Response]> = {
  getCurrentUser: ['GET /api/v1/auth/user/', () => HttpResponse.json(user)],
  login: ['POST /api/v1/auth/login/', () => HttpResponse.json(tokens)],
  loginWithGoogle: ['POST /api/v1/auth/login/google/', () => HttpResponse.json(tokens)],
  refreshTokens: ['POST /api/v1/auth/token/refresh/', () => HttpResponse.json({ access: 'a', refresh: 'r' })],
  logout: ['POST /api/v1/auth/logout/', () => HttpResponse.json({})],
  register: ['POST /api/v1/auth/register/', () => HttpResponse.json(tokens, { status: 201 })],
  deleteAccount: ['DELETE /api/v1/auth/user', none],
  updateUser: ['PUT /api/v1/auth/user/', () => HttpResponse.json(user)],
  getCurrentCredits: ['GET /api/v1/auth/user/current_credits/', () => HttpResponse.json({ used_credits: 3, credits_per_month: 100 })],
  sendVerificationEmail: ['POST /api/v1/auth/verify-email/', () => HttpResponse.json({})],
  changePassword: ['POST /api/v1/auth/change-password/', () => HttpResponse.json({})],
  getAdminAccessToken: ['GET /api/v1/admin/access_client/get_token/3', () => HttpResponse.json(tokens)],
  getTariffs: ['GET /api/v1/subscription/tariff/', () => HttpResponse.json([tariff])],
  getMySubscription: ['GET /api/v1/subscription/my/', () => HttpResponse.json({ status: 'active', tariff })],
  getCreditsPerAction: [
    'GET /api/v1/subscription/credits_per_user_action/',
    () => HttpResponse.json(page([{ action: 'ai_reply_lead_form', credits: 1 }])),
  ],
  createCheckoutSession: [
    'POST /api/v1/subscription/create-checkout-session/stripe/',
    () => HttpResponse.json({ redirect_url: 'https://pay.test/s/1' }, { status: 201 }),
  ],
  getUsage: ['GET /api/v1/subscription/usage/', () => HttpResponse.json({ used_credits: 3 })],
  redeemLtdCode: ['POST /api/v1/subscription/ltd/redeem/', () => HttpResponse.json({ tariff })],
  openBillingPortal: ['POST /api/v1/subscription/billing-portal/', () => HttpResponse.json({ url: 'https://billing.test/p/1' })],
  getDemoCheckout: ['GET /api/v1/subscription/demo-checkout/31/', () => HttpResponse.json({ id: 31, status: 'open', tariff })],
  completeDemoCheckout: [
    'POST /api/v1/subscription/demo-checkout/31/',
    () => HttpResponse.json({ redirect_url: 'http://app.test/app/checkout/success' }),
  ],
  getLeadForm: ['GET /api/v1/lead_forms/4', () => HttpResponse.json(form)],
  getLeadForms: ['GET /api/v1/lead_forms/', () => HttpResponse.json(page([form]))],
  updateLeadForm: ['PUT /api/v1/lead_forms/4', () => HttpResponse.json(form)],
  createLeadForm: ['POST /api/v1/lead_forms/', () => HttpResponse.json(form, { status: 201 })],
  deleteLeadForm: ['DELETE /api/v1/lead_forms/4', none],
  downloadLeadsCsv: ['GET /api/v1/lead_forms/4/lead/csv/', () => new HttpResponse('email\na@b.co\n', { headers: { 'Content-Type': 'text/csv' } })],
  getFormStatistics: [
    'GET /api/v1/lead_forms/4/statistics/',
    () => HttpResponse.json({ date_from: '2026-01-01', date_to: '2026-01-07', days: [] }),
  ],
  getSessions: ['GET /api/v1/lead_forms/4/session/', () => HttpResponse.json(page([session]))],
  deleteSession: ['DELETE /api/v1/lead_forms/4/session/8', none],
  deleteSessions: ['DELETE /api/v1/lead_forms/4/session/', () => HttpResponse.json({ deleted: 1 })],
  updateLead: ['PATCH /api/v1/lead_forms/4/session/8/lead/15', () => HttpResponse.json({ id: 15, name: 'Renamed lead' })],
  getFilling: ['GET /api/v1/lead_forms/4/session/8/filling/', () => HttpResponse.json({ values: {}, session_id: 8 })],
  getWidgetForm: ['GET /api/v1/lead_forms/4/widget/', () => HttpResponse.json({ ...form, fields: { version: 3 } })],
  countWidgetView: ['POST /api/v1/lead_forms/4/widget/views/increment/', () => HttpResponse.json({ views: 3 })],
  startWidgetSession: ['POST /api/v1/lead_forms/4/session/', () => HttpResponse.json({ uuid: 'visitor-uuid-1' }, { status: 201 })],
  leaveWidgetLead: ['POST /api/v1/lead_forms/4/session/visitor-uuid-1/lead/', () => HttpResponse.json({ id: 15, emailed: false }, { status: 201 })],
  streamWidgetAnswer: [
    'POST /api/v1/lead_forms/4/session/visitor-uuid-1/filling/',
    () => new HttpResponse('{"type":"start","filling_id":8}\n{"type":"token","text":"Hi"}\n{"type":"end","truncated":false}\n'),
  ],
  uploadDesignImage: ['POST /api/v1/lead_forms/4/design_image/', () => HttpResponse.json({ id: 16, url: 'https://img.test/1.png' })],
  deleteDesignImage: ['DELETE /api/v1/lead_forms/4/design_image/16', none],
  getChats: ['GET /api/v1/training/chat/', () => HttpResponse.json(page([chat]))],
  getChat: ['GET /api/v1/training/chat/23/', () => HttpResponse.json(chat)],
  createChat: ['POST /api/v1/training/chat/', () => HttpResponse.json(chat, { status: 201 })],
  updateChat: ['PUT /api/v1/training/chat/23/', () => HttpResponse.json(chat)],
  deleteChat: ['DELETE /api/v1/training/chat/23/', none],
  getChatSources: ['GET /api/v1/training/chat/23/sources/', () => HttpResponse.json([{ id: 42, kind: 'text', text: 'Hi' }])],
  addChatSource: ['POST /api/v1/training/chat/23/sources/', () => HttpResponse.json({ id: 42, kind: 'webpage', url: 'https://example.com/' })],
  deleteChatSource: ['DELETE /api/v1/training/chat/23/sources/42/', none],
  getChatHistory: [
    'GET /api/v1/training/chat/23/history/',
    () => HttpResponse.json(page([{ id: 1, role: 'user', content: 'Hi' }])),
  ],
  getChatConversations: [
    'GET /api/v1/training/chat/23/conversations/',
    () => HttpResponse.json(page([{ id: 1, started_at: '2026-01-01', first_question: 'Hi', message_count: 2 }])),
  ],
  deleteChatConversation: ['DELETE /api/v1/training/chat/23/conversations/31/', none],
  downloadChatConversationsCsv: [
    'GET /api/v1/training/chat/23/conversations/csv/',
    () => new HttpResponse('Conversation,Question\n31,Hi\n', { headers: { 'Content-Type': 'text/csv' } }),
  ],
  updateChatLead: ['PATCH /api/v1/training/chat/23/conversations/31/lead/', () => HttpResponse.json({ id: 15, name: 'Renamed lead' })],
  downloadChatLeadsCsv: ['GET /api/v1/training/chat/23/leads/csv/', () => new HttpResponse('Name,E-mail\n,a@b.co\n', { headers: { 'Content-Type': 'text/csv' } })],
  deleteChatConversations: ['DELETE /api/v1/training/chat/23/conversations/', () => HttpResponse.json({ deleted: 1 })],
  getChatStatistics: [
    'GET /api/v1/training/chat/23/statistics/',
    () => HttpResponse.json({ date_from: '2026-01-01', date_to: '2026-01-01', days: [{ date: '2026-01-01', conversations: 2, leads: 1 }] }),
  ],
  askChat: [
    'POST /api/v1/training/chat/23/ask/',
    () => new HttpResponse('{"type":"start","conversation_id":null}\n{"type":"end","message_id":null}\n'),
  ],
  getPublicChat: ['GET /api/v1/training/chat/23/public/', () => HttpResponse.json({ id: 23, name: 'Support', initial_questions: ['Hi?'] })],
  startPublicChatConversation: [
    'POST /api/v1/training/chat/23/public/conversation/',
    () => HttpResponse.json({ uuid: 'chat-visitor-uuid-1', messages: [] }, { status: 201 }),
  ],
  getPublicChatConversation: [
    'GET /api/v1/training/chat/23/public/conversation/chat-visitor-uuid-1/',
    () => HttpResponse.json({ uuid: 'chat-visitor-uuid-1', messages: [{ role: 'user', content: 'Hi' }] }),
  ],
  askPublicChat: [
    'POST /api/v1/training/chat/23/public/conversation/chat-visitor-uuid-1/ask/',
    () => new HttpResponse('{"type":"start","conversation_id":null}\n{"type":"token","text":"Hi"}\n{"type":"end","message_id":null}\n'),
  ],
  leavePublicChatLead: ['POST /api/v1/training/chat/23/public/conversation/chat-visitor-uuid-1/lead/', () => HttpResponse.json({ id: 5 }, { status: 201 })],
  getUploads: ['GET /api/v1/training/upload/', () => HttpResponse.json(page([upload]))],
  uploadFile: ['POST /api/v1/training/upload/', () => HttpResponse.json(upload, { status: 201 })],
  deleteUpload: ['DELETE /api/v1/training/upload/7/', none],
  getEmailSubscriptions: ['GET /api/v1/events/subscription/', () => HttpResponse.json([emailSub])],
  createEmailSubscription: ['POST /api/v1/events/subscription/', () => HttpResponse.json(emailSub, { status: 201 })],
  deleteEmailSubscription: ['DELETE /api/v1/events/subscription/9', none],
  getEmailAiAnswerTemplate: ['GET /api/v1/email/template/email_ai_answer/', () => HttpResponse.json({ subject: 'S', body: 'B' })],
  getDemoInbox: [
    'GET /api/v1/demo/inbox/',
    () => HttpResponse.json([{ id: 1, kind: 'verification', to: 'a@b.co', subject: 'S', body: 'B', link: '/demo/verify-email/t', sent_at: '2026-01-01' }]),
  ],
  confirmDemoEmail: ['POST /api/v1/demo/verify-email/', () => HttpResponse.json({ detail: 'E-mail verified.' })],
  generateIdeas: ['POST /llm_chain/simple/chat/ideas', () => HttpResponse.text(JSON.stringify({ ideas: [{ title: 'T' }] }))],
  generateFormFromIdea: [
    'POST /llm_chain/simple/chat/ideas',
    () =>
      HttpResponse.text(
        JSON.stringify({ name: 'Cake', fields: [{ type: 'text', key: 'guests', title: 'Guests?' }], prompt: 'Cake for {guests} guests' }),
      ),
  ],
};

describe('endpoint catalogue', () => {
  it('lists every route once', () => {
    expect(catalogue.map((e) => e.name).sort()).toEqual(Object.keys(expected).sort());
  });

  it.each(catalogue.map((entry) => [entry.name, entry] as const))('%s hits its exact method and path and parses', async (name, entry) => {
    writeString('accessToken', 'acc');
    const [want, answer] = expected[name];
    const seen: string[] = [];
    server.use(
      http.all(`${ORIGIN}/*`, ({ request }) => {
        seen.push(`${request.method} ${new URL(request.url).pathname}`);
        return answer();
      }),
    );
    await expect(entry.call(ctx)).resolves.not.toBeInstanceOf(Error);
    expect(seen).toEqual([want]);
    expect(entry.method).toBe(want.split(' ')[0]);
  });

  it('sends the fixed query of the notification list', async () => {
    writeString('accessToken', 'acc');
    const requests: { url: URL; body: string }[] = [];
    server.use(
      http.all(`${ORIGIN}/*`, async ({ request }) => {
        requests.push({ url: new URL(request.url), body: await request.text() });
        return HttpResponse.json([emailSub]);
      }),
    );
    await catalogue.find((e) => e.name === 'getEmailSubscriptions')?.call(ctx);
    expect(Object.fromEntries(requests[0]?.url.searchParams ?? [])).toEqual({
      receiver: 'email',
      tracking_entity: 'lead',
      tracking_entity_parent: 'lead_form',
      tracking_entity_parent_id: '4',
    });
  });
});

describe('request bodies', () => {
  const bodies: Partial<Record<EndpointName, unknown>> = {
    login: { email: 'a@b.co', password: 'secret' },
    register: { email: 'a@b.co', password: 'secret' },
    loginWithGoogle: { code: 'contract-code' },
    refreshTokens: { refresh: 'r' },
    logout: { refresh: 'r' },
    updateUser: { openai_key: 'sk-contract-000000000000' },
    changePassword: { old_password: 'secret', new_password: 'secret-new' },
    createCheckoutSession: { tariff_id: 2, success_url: '/app/checkout/success', cancel_url: '/app/checkout/failure' },
    redeemLtdCode: { code: 'LTD-CONTRACT' },
    deleteSessions: { ids: [8] },
    updateLead: { name: 'Renamed lead' },
    updateChatLead: { name: 'Renamed lead' },
    deleteChatConversations: { ids: [31] },
    createEmailSubscription: { ...emailSub, id: undefined, receiver_email: 'contract@example.com' },
    confirmDemoEmail: { token: 'demo-token-1' },
    generateIdeas: { inputs: { post: 'A bakery in Lisbon' } },
    generateFormFromIdea: { inputs: { idea: 'Cake size calculator' } },
  };

  it.each(Object.entries(bodies))('%s sends the SPEC body', async (name, body) => {
    writeString('accessToken', 'acc');
    const entry = catalogue.find((e) => e.name === name);
    const [, answer] = expected[name as EndpointName];
    let sent: unknown = null;
    server.use(
      http.all(`${ORIGIN}/*`, async ({ request }) => {
        sent = await request.json();
        return answer();
      }),
    );
    await entry?.call(ctx);
    expect(sent).toEqual(JSON.parse(JSON.stringify(body)));
  });

  it('verify-email sends no payload; the form is sent without server-owned keys', async () => {
    writeString('accessToken', 'acc');
    const texts: string[] = [];
    server.use(
      http.all(`${ORIGIN}/*`, async ({ request }) => {
        texts.push(await request.text());
        return request.method === 'PUT' ? HttpResponse.json(form) : HttpResponse.json({});
      }),
    );
    await catalogue.find((e) => e.name === 'sendVerificationEmail')?.call(ctx);
    const { updateLeadForm } = await import('./forms');
    // A loaded form carries server-owned keys; saving it must not send them back.
    const loaded = { ...form, name: 'G', views: 3, fields: { version: 3 as const } };
    await updateLeadForm(4, loaded);
    expect(texts[0]).toBe('');
    const sentForm = JSON.parse(texts[1] ?? '{}') as Record<string, unknown>;
    expect(sentForm).toMatchObject({ name: 'G', fields: { version: 3, aiPrompt: '' } });
    expect(sentForm).not.toHaveProperty('id');
    expect(sentForm).not.toHaveProperty('views');
  });
});

describe('bearer token', () => {
  const withoutBearer: EndpointName[] = [
    'login',
    'register',
    'refreshTokens',
    'logout',
    'loginWithGoogle',
    // A visitor's widget calls: public, never the owner's token.
    'getWidgetForm',
    'countWidgetView',
    'startWidgetSession',
    'leaveWidgetLead',
    'streamWidgetAnswer',
    // A visitor's chat on the owner's site: the same.
    'getPublicChat',
    'startPublicChatConversation',
    'getPublicChatConversation',
    'askPublicChat',
    'leavePublicChatLead',
    // The demo inbox's verification link: the token says whose e-mail it confirms, as a real link works signed out.
    'confirmDemoEmail',
  ];

  it.each(catalogue.map((entry) => [entry.name, entry] as const))('%s: bearer only on calls that need the signed-in user', async (name, entry) => {
    writeString('accessToken', 'acc');
    const [, answer] = expected[name];
    let header: string | null = 'unset';
    server.use(
      http.all(`${ORIGIN}/*`, ({ request }) => {
        header = request.headers.get('Authorization');
        return answer();
      }),
    );
    await entry.call(ctx);
    expect(header).toBe(withoutBearer.includes(name) ? null : 'Bearer acc');
  });
});

describe('helpers around the calls', () => {
  it('getMySubscription: 404 means no subscription', async () => {
    server.use(http.get(`${ORIGIN}/api/v1/subscription/my/`, () => HttpResponse.json({ detail: 'Not found.' }, { status: 404 })));
    await expect(getMySubscription()).resolves.toBeNull();
  });

  it('exportLeadsCsv saves the blob as leads-<formId>-YYYY-MM-DD.csv', async () => {
    server.use(http.get(`${ORIGIN}/api/v1/lead_forms/4/lead/csv/`, () => new HttpResponse('email\na@b.co\n')));
    const save = vi.fn<(blob: Blob, name: string) => void>();
    const name = await exportLeadsCsv(4, { now: new Date(2026, 0, 5, 10), save });
    expect(name).toBe('leads-4-2026-01-05.csv');
    expect(save.mock.calls[0]?.[1]).toBe('leads-4-2026-01-05.csv');
    expect(await save.mock.calls[0]?.[0].text()).toBe('email\na@b.co\n');
    expect(leadsCsvFileName('abc', new Date(2026, 10, 21))).toBe('leads-abc-2026-11-21.csv');
  });

  it('saveBlobAsFile clicks a temporary a[download] carrying the file name (Node: a stand-in document)', () => {
    vi.useFakeTimers();
    const link = { href: '', download: '', style: { display: '' }, click: vi.fn(), remove: vi.fn() };
    const append = vi.fn();
    vi.stubGlobal('document', { createElement: vi.fn(() => link), body: { append } });
    const create = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:x');
    const revoke = vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    try {
      saveBlobAsFile(new Blob(['a']), 'leads-4-2026-01-05.csv');
      expect(append).toHaveBeenCalledWith(link);
      expect(link).toMatchObject({ href: 'blob:x', download: 'leads-4-2026-01-05.csv' });
      expect(link.click).toHaveBeenCalledTimes(1);
      expect(link.remove).toHaveBeenCalledTimes(1);
      vi.runAllTimers();
      expect(revoke).toHaveBeenCalledWith('blob:x');
    } finally {
      create.mockRestore();
      revoke.mockRestore();
      vi.unstubAllGlobals();
      vi.useRealTimers();
    }
  });

  it('uploadFile refuses a file over 300 MB before sending it', async () => {
    const big = { size: 300 * 1024 * 1024 + 1 } as Blob;
    await expect(uploadFile(big)).rejects.toMatchObject({ message: FILE_TOO_LARGE });
  });

  it('endSession removes the tokens and revokes the refresh token without a bearer', async () => {
    saveSession({ access_token: 'a', refresh_token: 'r' });
    let seen: { auth: string | null; body: unknown } | null = null;
    server.use(
      http.post(`${ORIGIN}/api/v1/auth/logout/`, async ({ request }) => {
        seen = { auth: request.headers.get('Authorization'), body: await request.json() };
        return HttpResponse.json({}, { status: 205 });
      }),
    );
    await endSession();
    expect(readString('accessToken')).toBeNull();
    expect(readString('refreshToken')).toBeNull();
    expect(seen).toEqual({ auth: null, body: { refresh: 'r' } });
  });

  it('a form that does not match the schema is not sent', async () => {
    // @ts-expect-error -- deliberately wrong: name must be a string
    await expect(createLeadForm({ name: 5, fields: { version: 3 } })).rejects.toMatchObject({ message: 'bad_request' });
  });
});

describe('sign-in calls', () => {
  const REFRESH = `${ORIGIN}/api/v1/auth/token/refresh/`;
  const signInCalls = [
    ['login', '/auth/login/', () => login({ email: 'a@b.co', password: 'wrong' })],
    ['register', '/auth/register/', () => register({ email: 'a@b.co', password: 'secret' })],
    ['loginWithGoogle', '/auth/login/google/', () => loginWithGoogle({ code: 'c' })],
    ['refreshTokens', '/auth/token/refresh/', () => refreshTokens({ refresh: 'stale-refresh' })],
    ['logout', '/auth/logout/', () => logout({ refresh: 'stale-refresh' })],
  ] as const;

  it.each(signInCalls)('%s answers its 401 as it is: no stored bearer, no refresh, the session kept', async (_, path, call) => {
    const reload = vi.fn();
    configureApiClient({ apiUrl: ORIGIN, reload });
    saveSession({ access_token: 'stale-access', refresh_token: 'stale-refresh' });
    const bearers: (string | null)[] = [];
    let refreshes = 0;
    server.use(
      http.post(`${ORIGIN}/api/v1${path}`, ({ request }) => {
        bearers.push(request.headers.get('Authorization'));
        return HttpResponse.json({ code: 'token_not_valid', detail: 'Token is invalid or expired' }, { status: 401 });
      }),
    );
    if (path !== '/auth/token/refresh/') {
      server.use(
        http.post(REFRESH, () => {
          refreshes += 1;
          return HttpResponse.json({ access: 'new-access', refresh: 'new-refresh' });
        }),
      );
    }
    await expect(call()).rejects.toMatchObject({ status: 401, message: 'token_not_valid' });
    expect(bearers).toEqual([null]); // sent once, without the stored token
    expect(refreshes).toBe(0);
    expect(reload).not.toHaveBeenCalled();
    expect(readString('accessToken')).toBe('stale-access');
    expect(readString('refreshToken')).toBe('stale-refresh');
  });
});

describe('calls sent early', () => {
  // The check is the type check (`npm run typecheck` runs over the tests): index.html's script carries this code, so
  // the rule is not written out at run time; an unused @ts-expect-error below fails the type check.
  it('are GETs of the main backend with the bearer: a POST, a call of the AI service or a visitor\'s does not compile', () => {
    const allowed: EarlyCall = { endpoint: 'getLeadForms' };
    // @ts-expect-error a POST may not leave early
    const post: EarlyCall = { endpoint: 'login' };
    // @ts-expect-error a call of the AI service may not leave early
    const ai: EarlyCall = { endpoint: 'generateIdeas' };
    // @ts-expect-error a visitor's call carries no bearer: the share page preloads it as the widget asks for it instead
    const visitor: EarlyCall = { endpoint: 'getWidgetForm' };
    expect([allowed, post, ai, visitor].map((call) => call.endpoint)).toEqual(['getLeadForms', 'login', 'generateIdeas', 'getWidgetForm']);
  });
});
