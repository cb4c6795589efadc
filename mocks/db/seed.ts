import type { FieldInput } from '../../src/api/schemas';
import { hexToHsl } from '../../src/domain/color';
import {
  buildChat,
  buildChatMessage,
  buildCreditsPerAction,
  buildDesignImage,
  buildEmailSubscription,
  buildEmailTemplate,
  buildFilling,
  buildForm,
  buildLead,
  buildLeadSession,
  buildLegacyFields,
  buildTariff,
  buildUpload,
  buildUser,
  SEED_NOW,
  seedDate,
} from './factories';
import { verificationLinkPath } from '../outbox';
import { DEMO_CONNECTOR_LINK, DEMO_VERIFICATION_TOKEN, LTD_DEMO_CODE, LTD_USED_CODE, seedForms, seedTariffs, seedTokens, seedUsers } from './seedIds';
import { batch, clearDb, db, restoreDb, snapshotDb, type Db } from './store';
import { trainingPicture } from './trainingPicture';

/*
 * The ONE seed of the mock backend (documented in docs/mock-backend.md). Everything is fixed: ids, dates
 * (relative to SEED_NOW), tokens, so that stories and tests look the same on every run. The live demo writes it
 * with `seedAsOf`, moved to the day it is written.
 */

const text = (n: number, title: string, description = ''): FieldInput => ({
  type: 'TextInputField',
  fieldRef: `#Field${n}`,
  title,
  description,
  required: true,
});
const leadFields = (withPhone = true): FieldInput[] => [
  { type: 'TextInputField', fieldRef: '#name', title: 'Your name', required: false },
  { type: 'TextInputField', fieldRef: '#email', title: 'E-mail', required: true },
  { type: 'TextInputField', fieldRef: '#phone', title: 'Phone', required: false, enabled: withPhone },
];
const color = (hex: string) => ({ hex, hsl: hexToHsl(hex) });
const teal = color('#0f766e');
const cream = color('#fdf6e3');

function seedTariffsAndCredits(t: Db) {
  // show_aii_ads_chat: the plan's published forms and chats show the product's branding; every paid plan removes it.
  t.tariffs.insert(buildTariff({ id: seedTariffs.free, name: 'free', price: 0, credits_per_month: 100, show_aii_ads_chat: true }));
  t.tariffs.insert(buildTariff({ id: seedTariffs.creator, name: 'Creator plan', price: 1900, credits_per_month: 1000 }));
  t.tariffs.insert(buildTariff({ id: seedTariffs.pro, name: 'Pro plan', price: 4900, credits_per_month: 5000 }));
  t.tariffs.insert(
    buildTariff({ id: seedTariffs.agency, name: 'Agency plan', price: null, credits_per_month: null, open_ai_key_source: 'user' }),
  );
  t.tariffs.insert(buildTariff({ id: seedTariffs.lifetime, name: 'Lifetime plan', price: null, credits_per_month: 2000 }));
  // Paid yearly: ten months' price for twelve.
  t.tariffs.insert(buildTariff({ id: seedTariffs.creatorYearly, name: 'Creator plan', price: 19000, credits_per_month: 1000, billing_period: 'year' }));
  t.tariffs.insert(
    buildTariff({ id: seedTariffs.proYearly, name: 'Pro plan', price: 49000, credits_per_month: 5000, billing_period: 'year' }),
  );
  t.creditsPerAction.insert({ id: 1, ...buildCreditsPerAction({ action: 'ai_reply_lead_form', credits: 1 }) });
  t.creditsPerAction.insert({ id: 2, ...buildCreditsPerAction({ action: 'ai_create_lead_form', credits: 5 }) });
  t.creditsPerAction.insert({ id: 3, ...buildCreditsPerAction({ action: 'ai_reply_chat', credits: 1 }) });
  t.ltdCodes.insert({ id: 1, code: LTD_DEMO_CODE, _tariffId: seedTariffs.lifetime, redeemedBy: null });
  t.ltdCodes.insert({ id: 2, code: LTD_USED_CODE, _tariffId: seedTariffs.lifetime, redeemedBy: seedUsers.proOwner.id });
}

function seedAccounts(t: Db) {
  const free = t.tariffs.get(seedTariffs.free) ?? null;
  const pro = t.tariffs.get(seedTariffs.pro) ?? null;
  t.users.insert({
    ...buildUser({
      id: seedUsers.demoOwner.id,
      email: seedUsers.demoOwner.email,
      is_email_verified: false,
      has_password: true,
      tariff: free,
      locale: 'en',
      daily_lead_alerts: true,
      weekly_updates: true,
      low_credit_alert: true,
      zapier_invite_link: DEMO_CONNECTOR_LINK,
    }),
    _password: seedUsers.demoOwner.password,
    _verificationToken: DEMO_VERIFICATION_TOKEN,
  });
  // The verification e-mail of the demo owner's sign-up, unopened (the verify banner shows): in the demo inbox.
  t.demoEmails.insert({
    id: 1,
    _ownerId: seedUsers.demoOwner.id,
    kind: 'verification',
    to: seedUsers.demoOwner.email,
    subject: 'Confirm your e-mail address',
    body: `Hello,\n\nOpen the link below to confirm ${seedUsers.demoOwner.email}. Then you can create forms with AI.\n\nIf you did not sign up, ignore this e-mail.`,
    link: verificationLinkPath(DEMO_VERIFICATION_TOKEN),
    sent_at: seedDate(-2),
  });
  t.users.insert({
    ...buildUser({
      id: seedUsers.proOwner.id,
      email: seedUsers.proOwner.email,
      tariff: pro,
      openai_key: 'sk-demo-0000000000000000',
      locale: 'en',
      zapier_invite_link: DEMO_CONNECTOR_LINK,
    }),
    _password: seedUsers.proOwner.password,
  });
  t.users.insert({
    ...buildUser({ id: seedUsers.googleOwner.id, email: seedUsers.googleOwner.email, has_password: false, tariff: free, zapier_invite_link: DEMO_CONNECTOR_LINK }),
    _password: null,
  });
  t.authSessions.insert({ id: 1, _userId: 1, access: seedTokens.demoOwner.access_token, refresh: seedTokens.demoOwner.refresh_token, revoked: false });
  t.authSessions.insert({ id: 2, _userId: 2, access: seedTokens.proOwner.access_token, refresh: seedTokens.proOwner.refresh_token, revoked: false });
  t.subscriptions.insert({ id: 1, _userId: 2, status: 'active', customer_id: 'cus_demo_pro_0001', _tariffId: seedTariffs.pro });
  t.usage.insert({ id: 1, used_credits: 37 });
  t.usage.insert({ id: 2, used_credits: 1204 });
  t.usage.insert({ id: 3, used_credits: 0 });
}

function seedFormRows(t: Db) {
  const owner = seedUsers.demoOwner.id;
  const v3 = (aiFields: FieldInput[], aiPrompt: string, extra: Record<string, unknown> = {}) => ({
    version: 3 as const,
    aiFields,
    aiPrompt,
    runAiBtn: { type: 'ButtonField' as const, fieldRef: '#generate', title: 'Generate' },
    submitFormBtn: { type: 'ButtonField' as const, fieldRef: '#submit', title: 'Send' },
    leadsFields: leadFields(),
    ...extra,
  });

  t.forms.insert({
    ...buildForm({
      id: seedForms.published,
      name: 'Marketing plan generator',
      header: 'Get a marketing plan in a minute',
      description: 'Tell us about your business and get a tailored one-page plan.',
      fields: v3(
        [
          { type: 'HeaderField', fieldRef: '#Field1', title: 'About your business', size: 'h2' },
          text(2, 'What do you sell?', 'A product or a service, in a sentence'),
          text(3, 'Who are your customers?'),
          { type: 'SelectField', fieldRef: '#Field4', title: 'Budget', options: ['< $1k', '$1k-$10k', '> $10k'], isMultiple: false, required: true },
        ],
        'Write a one-page marketing plan for a business that sells #Field2 to #Field3 with a budget of #Field4.',
      ),
      preferences: { primaryColor: teal, bgColor: cream },
      is_published: true,
      views: 412,
      leads_count: 8,
      last_updated: seedDate(-1),
      collect_lead_strategy: 'BEFORE',
      call_to_action: 'Get my plan',
      thank_you_text: 'Thank you! Your plan is on its way.',
    }),
    _ownerId: owner,
  });
  t.forms.insert({
    ...buildForm({
      id: seedForms.draftAfterAnswer,
      name: 'Wedding speech writer',
      header: 'A wedding speech in your words',
      fields: v3([text(1, 'Names of the couple'), text(2, 'How do you know them?'), { type: 'HtmlField', fieldRef: '#Field3', markup: '<p>Be kind!</p>' }], 'Write a warm wedding speech for #Field1; the speaker is #Field2.'),
      is_published: false,
      last_updated: seedDate(-3),
      collect_lead_strategy: 'AFTER',
    }),
    _ownerId: owner,
  });
  t.forms.insert({
    ...buildForm({
      id: seedForms.miniPageEmailAnswer,
      name: 'Fitness coach mini page',
      header: 'Your 4-week training plan',
      page_type: 'mini_page',
      fields: v3(
        [
          { type: 'ImageField', fieldRef: '#Field1', image: { id: 1, url: trainingPicture }, width: 100, align: 'stretch' },
          text(2, 'Your goal'),
          { type: 'SelectField', fieldRef: '#Field3', title: 'Days per week', options: ['2', '3', '4', '5'], isMultiple: false, required: true },
        ],
        'Make a 4-week training plan for the goal #Field2 with #Field3 training days a week.',
      ),
      is_published: true,
      views: 96,
      leads_count: 3,
      last_updated: seedDate(-7),
      collect_lead_strategy: 'EMAIL',
      email_ai_answer_enable: true,
      email_ai_answer_subject: 'Your training plan',
      email_ai_answer_body: 'Write a friendly e-mail with the plan for #Field2.',
    }),
    _ownerId: owner,
  });
  t.forms.insert({
    ...buildForm({
      id: seedForms.leadsDisabled,
      name: 'Recipe ideas',
      fields: v3([text(1, 'Ingredients you have')], 'Suggest three recipes with #Field1.', { enableLeads: false, leadsFields: [] }),
      is_published: true,
      views: 57,
      last_updated: seedDate(-10),
      collect_lead_strategy: 'DISABLED',
    }),
    _ownerId: owner,
  });

  // Old layouts, stored as the old server kept them: the app migrates them when it loads the form.
  const legacyV1 = buildLegacyFields({
    steps: [
      { fields: [text(1, 'Your website')], button: { type: 'ButtonField', fieldRef: '#generate', title: 'Analyse' }, prompt: 'Review the website #Field1.', enableGenerateMoreBtn: true },
      { fields: leadFields(false), button: { type: 'ButtonField', fieldRef: '#submit', title: 'Send' }, enabled: true },
      { text: 'Thanks, we will be in touch.' },
    ],
  });
  t.forms.insert({
    ...buildForm({ id: seedForms.legacyV1, name: 'Website review (old layout)', is_published: true, views: 20, last_updated: seedDate(-200) }),
    _ownerId: owner,
    _legacyFields: legacyV1,
  });
  const legacyV2 = buildLegacyFields({ ...v3([text(1, 'Topic')], ''), version: 2, aiPrompt: { value: 'Write a blog post outline about #Field1.' } });
  t.forms.insert({
    ...buildForm({ id: seedForms.legacyV2, name: 'Blog outline (version 2)', last_updated: seedDate(-120) }),
    _ownerId: owner,
    _legacyFields: legacyV2,
  });
  t.forms.insert({ ...buildForm({ id: seedForms.emptyDraft, name: 'Untitled form', last_updated: seedDate(0) }), _ownerId: owner });
  t.forms.insert({
    ...buildForm({ id: seedForms.proOwners, name: 'Agency lead magnet', fields: v3([text(1, 'Company')], 'Pitch for #Field1.'), is_published: true }),
    _ownerId: seedUsers.proOwner.id,
  });
}

const people = [
  ['Ada Lovelace', 'ada@example.com', '555 010 2001'],
  ['Grace Hopper', 'grace@example.com', '555 010 2002'],
  ['Alan Turing', 'alan@example.com', null],
  ['Katherine Johnson', 'katherine@example.com', '555 010 2004'],
  ['Linus Torvalds', 'linus@example.com', null],
  ['Margaret Hamilton', 'margaret@example.com', '555 010 2006'],
  ['Tim Berners-Lee', 'tim@example.com', null],
  ['Barbara Liskov', 'barbara@example.com', '555 010 2008'],
] as const;

const devices = ['Chrome on macOS', 'Safari on iPhone', 'Firefox on Windows', 'Chrome on Android'] as const;

/**
 * Widget views per day of the published forms over the two weeks before the seed's today: every seeded session
 * was a view, and more people looked than started (a few views a day more, varying by day).
 */
function seedViews(t: Db) {
  for (const formId of [seedForms.published, seedForms.miniPageEmailAnswer, seedForms.leadsDisabled]) {
    for (let day = -13; day <= 0; day++) {
      const date = seedDate(day).slice(0, 10);
      const sessions = t.sessions.where((s) => s._formId === formId && (s.created_at ?? '').startsWith(date)).length;
      const count = sessions * 3 + ((formId + day + 14) % 5) + 1;
      t.formViews.insert({ id: t.formViews.takeId(), _formId: formId, date, count });
    }
  }
}

function seedSessions(t: Db) {
  let sessionId = 1;
  let leadId = 1;
  const add = (formId: number, withLead: boolean, n: number, values: Record<string, unknown>) => {
    const person = people[n % people.length] ?? people[0];
    const when = seedDate(-n, -2);
    const lead = withLead
      ? buildLead({ id: leadId++, name: person[0], email: person[1], phone: person[2], field_values: values, ai_results: ['Here is your answer.'], activity: [{ action: 'submitted', created_at: when }], created_at: when })
      : null;
    const filling = buildFilling({ id: sessionId, values, ai_results: ['Here is your answer.'], created_at: when });
    const _uuid = `seed-session-${sessionId}`; // how a visitor's widget names the session (fixed, for tests)
    const device = devices[n % devices.length] ?? null;
    t.sessions.insert({ ...buildLeadSession({ id: sessionId, has_lead: withLead, lead, filling, created_at: when, device }), _formId: formId, _uuid });
    sessionId++;
  };
  // Form 1: 12 visits, 8 of them left a lead (enough for two pages of 5 or 10).
  for (let n = 0; n < 12; n++) {
    add(seedForms.published, n < 8, n, { '#Field2': 'Handmade candles', '#Field3': 'Gift shoppers', '#Field4': '$1k-$10k' });
  }
  // Form 2 (draft): visits from the preview, no leads.
  add(seedForms.draftAfterAnswer, false, 1, { '#Field1': 'Ann and Bob', '#Field2': 'College friend' });
  add(seedForms.draftAfterAnswer, false, 2, { '#Field1': 'Chris and Dana', '#Field2': 'Brother' });
  // Form 3 (e-mail answer): three leads.
  for (let n = 0; n < 3; n++) add(seedForms.miniPageEmailAnswer, true, n, { '#Field2': 'Run 10 km', '#Field3': '3' });
}

function seedChatsAndUploads(t: Db) {
  const owner = seedUsers.demoOwner.id;
  t.uploads.insert({ ...buildUpload({ id: 1, name: 'price-list.pdf', title: 'Price list 2026', size: 482_133, created_at: seedDate(-20) }), _ownerId: owner });
  t.uploads.insert({ ...buildUpload({ id: 2, name: 'faq.docx', title: 'FAQ', type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', status: 'processing', size: 20_480, created_at: seedDate(-1) }), _ownerId: owner });
  t.uploads.insert({ ...buildUpload({ id: 3, name: 'scan.png', title: 'Scanned contract', type: 'image/png', status: 'failed', size: 3_145_728, created_at: seedDate(-2) }), _ownerId: owner });

  t.chats.insert({
    ...buildChat({
      id: 1,
      name: 'Support assistant',
      sources: [
        { id: 1, kind: 'file', upload_id: 1, name: 'price-list.pdf' },
        { id: 2, kind: 'webpage', url: 'https://example.com/about' },
        { id: 3, kind: 'sitemap', url: 'https://example.com/sitemap.xml' },
        { id: 4, kind: 'text', title: 'Opening hours', text: 'We are open Monday to Friday, 9:00-18:00.' },
      ],
      initial_questions: ['What does it cost?', 'When are you open?'],
      docs_query_limit: 4,
      model_name: 'gpt-4o-mini',
      vector_chunk_size: 1000,
      vector_chunk_overlap: 200,
      show_source_links_after_response: true,
      save_chat_history: true,
      // On the owner's site (the chat embed), in the owner's colours.
      is_published: true,
      primary_color: '#6d28d9',
      // Asks a visitor for an e-mail after three answers, or when they ask for contact.
      collect_leads: true,
      lead_after_answers: 3,
      created_at: seedDate(-15),
    }),
    _ownerId: owner,
  });
  // Its only page cannot be reached: the failing source of the demo.
  t.chats.insert({
    ...buildChat({ id: 2, name: 'Docs bot', sources: [{ id: 5, kind: 'webpage', url: 'https://unreachable.docs.example.com/' }], created_at: seedDate(-2) }),
    _ownerId: owner,
  });
  // One of the product's example chats: in everyone's "All chats", read-only.
  t.chats.insert({
    ...buildChat({
      id: 3,
      name: 'Example: bakery assistant',
      is_example: true,
      sources: [{ id: 6, kind: 'text', title: 'Cakes', text: 'Birthday cakes are ordered two days ahead and cost from 25 dollars.' }],
      initial_questions: ['How much is a birthday cake?'],
      model_name: 'gpt-4o-mini',
      show_source_links_in_response: true,
      created_at: seedDate(-30),
    }),
    _ownerId: 0,
  });
  t.chatMessages.insert({ ...buildChatMessage({ id: 1, role: 'user', content: 'When are you open?', conversation_id: 1, created_at: seedDate(-1) }), _chatId: 1 });
  t.chatMessages.insert({
    ...buildChatMessage({
      id: 2,
      role: 'assistant',
      content: 'According to **Opening hours**: We are open Monday to Friday, 9:00-18:00.',
      conversation_id: 1,
      sources: [{ title: 'Opening hours', url: '' }],
      created_at: seedDate(-1),
    }),
    _chatId: 1,
  });
}

function seedIntegrations(t: Db) {
  const owner = seedUsers.demoOwner.id;
  t.emailSubscriptions.insert({ ...buildEmailSubscription({ id: 1, receiver_email: 'sales@example.com', tracking_entity_parent_id: seedForms.published }), _ownerId: owner });
  t.emailSubscriptions.insert({ ...buildEmailSubscription({ id: 2, receiver_email: 'owner@example.com', tracking_entity_parent_id: seedForms.published }), _ownerId: owner });
  t.emailSubscriptions.insert({ ...buildEmailSubscription({ id: 3, receiver_email: 'coach@example.com', tracking_entity_parent_id: seedForms.miniPageEmailAnswer }), _ownerId: owner });
  const templates = [
    ['en', 'Your personal answer is ready', 'Hello! Thank you for using our tool. Here is the full answer you asked for, written just for you.'],
    ['ru', 'Ваш персональный ответ готов', 'Здравствуйте! Спасибо, что воспользовались нашим инструментом. Вот полный ответ, который вы запросили, написанный специально для вас.'],
    ['es', 'Tu respuesta personal está lista', '¡Hola! Gracias por usar nuestra herramienta. Aquí tienes la respuesta completa que pediste, escrita solo para ti.'],
  ] as const;
  templates.forEach(([language, subject, body], index) =>
    t.emailTemplates.insert({ id: index + 1, _language: language, ...buildEmailTemplate({ subject, body }) }),
  );
  t.designImages.insert({ ...buildDesignImage({ id: 1 }), _formId: seedForms.miniPageEmailAnswer });
  t.designImages.insert({ ...buildDesignImage({ id: 2 }), _formId: seedForms.published });
}

/** Empties the store and writes the seed (one write for the listeners). */
export function resetDb(): void {
  batch(() => {
    clearDb();
    seedTariffsAndCredits(db);
    seedAccounts(db);
    seedFormRows(db);
    seedSessions(db);
    seedViews(db);
    seedChatsAndUploads(db);
    seedIntegrations(db);
  });
}

const DAY_MS = 86_400_000;
const isoDate = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}:\d{2}(\.\d+)?Z)?$/;

/**
 * The seed as the live demo writes it: every date moved by whole days so that the seed's "now" is the last
 * 10:00 UTC before `now`. A newcomer then sees this week's views and leads in the statistics and recent dates in
 * the lists, instead of a store that looks months old. Stories and tests keep `resetDb()` and its fixed clock.
 */
export function seedAsOf(now: number): void {
  resetDb();
  const days = Math.floor((now - Date.parse(SEED_NOW)) / DAY_MS);
  if (days <= 0) return;
  const moved = JSON.parse(JSON.stringify(snapshotDb()), (_key, value: unknown) => {
    if (typeof value !== 'string' || !isoDate.test(value)) return value;
    const date = new Date(Date.parse(value) + days * DAY_MS).toISOString();
    return value.length === 10 ? date.slice(0, 10) : date;
  });
  restoreDb(moved);
}
