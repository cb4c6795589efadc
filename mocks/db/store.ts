import { z } from 'zod';
import type {
  Chat,
  ChatMessage,
  DemoEmail,
  CreditsPerAction,
  DesignImage,
  EmailSubscription,
  EmailTemplate,
  Lead,
  LeadForm,
  LeadSession,
  Tariff,
  Upload,
  User,
} from '../../src/api/schemas';
import { Collection, type CollectionState } from './collection';

/*
 * Rows are the entities exactly as the app's schemas describe them, plus private bookkeeping keys that start
 * with `_` (owner, parent, password). `toPublic` drops those before a row is sent, so the server's answer
 * never shows them.
 */
/**
 * `_verificationEmailSentAt`: run-time ms of the last verification e-mail (one per minute).
 * `_ideaRounds`: how many times the AI gave this user ideas, so that regenerating gives other ideas.
 */
export type UserRow = User & {
  _password: string | null;
  _verificationEmailSentAt?: number;
  _ideaRounds?: number;
  /** The token of the last verification e-mail's link (the demo inbox's link confirms the e-mail with it). */
  _verificationToken?: string;
  /** The language the owner last signed in with: the demo backend's e-mails to them are written in it. */
  _language?: 'en' | 'ru' | 'es';
};
/** `_legacyFields`: the stored `fields` of an old (v1 / v2) layout, sent as-is until the app saves the form. */
export type FormRow = LeadForm & { _ownerId: number; _legacyFields?: unknown };
/** `_uuid`: the unguessable id a visitor's widget names its session by (the owner's calls use `id`). */
export type SessionRow = LeadSession & { _formId: number; _uuid?: string };
/**
 * `_ownerId` 0 is the product's (example chats). `_trainingStartedAt`: source id → run-time ms its training
 * started; progress is computed from it on every read (mocks/handlers/chatTraining.ts).
 */
export type ChatRow = Chat & { _ownerId: number; _trainingStartedAt?: Record<string, number> };
export type ChatMessageRow = ChatMessage & { _chatId: number };
/**
 * A visitor's conversation with a chat on the owner's site: `id` is its conversation id (messages carry it when
 * the chat saves history), `_uuid` the unguessable name the visitor's page uses, `_answeredAt` the times (ms of
 * mockNow) of its answers within the rate window, `lead` the e-mail the visitor left when the chat asked (a lead of
 * the same shape as a form's; absent in stores saved before leads from chats).
 */
export type ChatVisitorRow = { id: number; _chatId: number; _uuid: string; created_at: string; _answeredAt: number[]; lead?: Lead | null };
export type UploadRow = Upload & { _ownerId: number };
export type TariffRow = Tariff;
export type SubscriptionRow = { id: number; _userId: number; status: string; customer_id: string | null; _tariffId: number };
export type CreditsRow = CreditsPerAction & { id: number };
/** One per user; `id` is the user's id. */
export type UsageRow = { id: number; used_credits: number };
export type EmailSubscriptionRow = EmailSubscription & { _ownerId: number };
/** A default e-mail text in one language (`_language`: en, ru, es). */
export type EmailTemplateRow = EmailTemplate & { id: number; _language: string };
export type DesignImageRow = DesignImage & { _formId: number };
/** Widget views of one form on one UTC day (YYYY-MM-DD): what the statistics count views from. */
export type FormViewsRow = { id: number; _formId: number; date: string; count: number };
/** A signed-in session: one access and one refresh token; logout or rotation revokes the refresh token. */
export type AuthSessionRow = { id: number; _userId: number; access: string; refresh: string; revoked: boolean };
/** An e-mail the demo backend "sent" for the account `_ownerId` (the demo inbox, mocks/outbox.ts). */
export type DemoEmailRow = DemoEmail & { _ownerId: number };
/** A checkout session on the demo backend's own payment page (designed call): open until paid or declined. */
export type CheckoutRow = {
  id: number;
  _userId: number;
  _tariffId: number;
  status: 'open' | 'paid' | 'declined';
  success_url: string;
  cancel_url: string;
};
/** Lifetime-deal codes the demo accepts (designed call). */
export type LtdCodeRow = { id: number; code: string; _tariffId: number; redeemedBy: number | null };

type Listener = () => void;
const listeners = new Set<Listener>();
let muted = 0;
function notify(): void {
  if (muted > 0) return;
  for (const listener of listeners) listener();
}

function tables() {
  return {
    users: new Collection<UserRow>(notify),
    authSessions: new Collection<AuthSessionRow>(notify),
    forms: new Collection<FormRow>(notify),
    sessions: new Collection<SessionRow>(notify),
    chats: new Collection<ChatRow>(notify),
    chatMessages: new Collection<ChatMessageRow>(notify),
    chatVisitors: new Collection<ChatVisitorRow>(notify),
    uploads: new Collection<UploadRow>(notify),
    tariffs: new Collection<TariffRow>(notify),
    subscriptions: new Collection<SubscriptionRow>(notify),
    creditsPerAction: new Collection<CreditsRow>(notify),
    usage: new Collection<UsageRow>(notify),
    emailSubscriptions: new Collection<EmailSubscriptionRow>(notify),
    emailTemplates: new Collection<EmailTemplateRow>(notify),
    designImages: new Collection<DesignImageRow>(notify),
    ltdCodes: new Collection<LtdCodeRow>(notify),
    checkouts: new Collection<CheckoutRow>(notify),
    formViews: new Collection<FormViewsRow>(notify),
    demoEmails: new Collection<DemoEmailRow>(notify),
  };
}

/** The one stateful store of the mock backend. Handlers read and write it; `resetDb()` puts the seed back. */
export const db = tables();
export type Db = typeof db;
export type TableName = keyof Db;
const tableNames = Object.keys(db) as TableName[];

/** Runs `change` as one write: listeners hear about it once, at the end (the seed writes hundreds of rows). */
export function batch(change: () => void): void {
  muted++;
  try {
    change();
  } finally {
    muted--;
  }
  notify();
}

/** Called after every write; the demo backend saves the store to local storage with it. */
export function onDbWrite(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Bump when the seed or a row shape changes, so a saved demo store from an older build is not loaded. */
export const DB_SNAPSHOT_VERSION = 5;

const snapshotSchema = z.object({
  version: z.literal(DB_SNAPSHOT_VERSION),
  tables: z.record(z.string(), z.object({ rows: z.array(z.record(z.string(), z.unknown())), nextId: z.number() })),
});
export type DbSnapshot = z.infer<typeof snapshotSchema>;

export function snapshotDb(): DbSnapshot {
  const out: DbSnapshot['tables'] = {};
  for (const name of tableNames) out[name] = db[name].save() as CollectionState<Record<string, unknown>>;
  return { version: DB_SNAPSHOT_VERSION, tables: out };
}

/** A saved snapshot, or null when it is missing, from another version, or not a snapshot at all. */
export function parseSnapshot(raw: unknown): DbSnapshot | null {
  const parsed = snapshotSchema.safeParse(raw);
  if (!parsed.success) return null;
  return tableNames.every((name) => parsed.data.tables[name] !== undefined) ? parsed.data : null;
}

export function restoreDb(snapshot: DbSnapshot): void {
  batch(() => {
    for (const name of tableNames) {
      const state = snapshot.tables[name];
      // The rows were written by this store (same version), so they are trusted as its row types.
      if (state) (db[name] as Collection<{ id: number }>).load(state as CollectionState<{ id: number }>);
    }
  });
}

export function clearDb(): void {
  batch(() => {
    for (const name of tableNames) (db[name] as Collection<{ id: number }>).load({ rows: [], nextId: 1 });
  });
}

/** A row without its private `_` keys: what the server would send. */
export type Public<T> = { [K in keyof T as K extends `_${string}` ? never : K]: T[K] };
export function toPublic<T extends object>(row: T): Public<T> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(row)) if (!key.startsWith('_')) out[key] = value;
  return out as Public<T>;
}

/** One more widget view of a form on a day. */
export function countViewOfDay(formId: number, date: string, by = 1): void {
  const row = db.formViews.find((r) => r._formId === formId && r.date === date);
  if (row) db.formViews.update(row.id, { count: row.count + by });
  else db.formViews.insert({ id: db.formViews.takeId(), _formId: formId, date, count: by });
}
