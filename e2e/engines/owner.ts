import type { WidgetModel } from '../../src/domain/widgetModel';
import { origins } from './servers';

/*
 * The owner's side, through the API from node: forms made for one journey, and the leads they collect. Journeys
 * make their own forms, so no journey depends on what another left behind (in the store or the browser's).
 */

type Json = Record<string, unknown>;

async function call<T>(path: string, init: { method?: string; token?: string; body?: unknown } = {}): Promise<T> {
  const response = await fetch(`${origins.api}/api/v1${path}`, {
    method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
    headers: { 'Content-Type': 'application/json', ...(init.token ? { Authorization: `Bearer ${init.token}` } : {}) },
    body: init.body === undefined ? null : JSON.stringify(init.body),
  });
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

let token: string | null = null;
/** The demo owner's access token (every seed password is demo1234). */
async function ownerToken(): Promise<string> {
  token ??= (await call<{ access_token: string }>('/auth/login/', { body: { email: 'demo@example.com', password: 'demo1234' } })).access_token;
  return token;
}

let made = 0;
/** A tiny PNG (a teal square) for the image field: owner images may be data URLs. */
export const SQUARE_PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAABAAAAAQCAIAAACQkWg2AAAAFklEQVR4nGPgL8sjCTGMahjVMHw1AADRzfMB5Ye3vAAAAABJRU5ErkJggg==';

/** The fields of a form with one of each kind a visitor sees: heading, text (required and not), select, multiple choice, image, owner HTML. */
export const everyFieldType: WidgetModel['fields']['aiFields'] = [
  { type: 'HeaderField', fieldRef: '#Field1', title: 'About your trip', size: 'h3' },
  { type: 'TextInputField', fieldRef: '#Field2', title: 'Where to', description: 'A city or a country', required: true },
  { type: 'TextInputField', fieldRef: '#Field3', title: 'Anything else', description: '', required: false },
  { type: 'SelectField', fieldRef: '#Field4', title: 'Budget', description: '', options: ['Low', 'Middle', 'High'], isMultiple: false, required: true },
  { type: 'SelectField', fieldRef: '#Field5', title: 'Interests', description: '', options: ['Museums', 'Food', 'Hiking'], isMultiple: true, required: true },
  { type: 'ImageField', fieldRef: '#Field6', image: { url: SQUARE_PNG }, width: 20, align: 'center' },
  { type: 'HtmlField', fieldRef: '#Field7', markup: '<p class="owner-html">Prices <b>include</b> taxes.</p>' },
];

/**
 * A published form of the demo owner, based on the seed's first form with `changes` over it. Its name is unique
 * (names must be), and its id is new, so the visitor's browser has nothing saved for it.
 */
export async function publishForm(changes: Json & { fields?: Json }): Promise<{ id: number; name: string }> {
  const auth = await ownerToken();
  const base = await call<Json & { fields: Json }>('/lead_forms/1/', { token: auth });
  const { fields, ...rest } = changes;
  const body = {
    ...base,
    name: `Cross-engine ${Date.now()} ${(made += 1)}`,
    is_published: true,
    ...rest,
    fields: { ...base.fields, ...fields },
  };
  return call<{ id: number; name: string }>('/lead_forms/', { token: auth, body });
}

export interface Lead {
  email: string | null;
  phone: string | null;
  name: string | null;
  field_values: Record<string, unknown>;
  ai_results: string[];
}

/** The leads the owner sees among the form's sessions. */
export async function leadsOf(formId: number): Promise<Lead[]> {
  const { results } = await call<{ results: { lead: Lead | null }[] }>(`/lead_forms/${formId}/session/?has_lead=true&page_size=100`, { token: await ownerToken() });
  return results.flatMap((session) => (session.lead ? [session.lead] : []));
}

/** A visitor's lead on a published form, through the widget's public calls. */
export async function leaveLead(formId: number, email: string): Promise<void> {
  const { uuid } = await call<{ uuid: string }>(`/lead_forms/${formId}/session/`, { body: { device: 'desktop' } });
  await call(`/lead_forms/${formId}/session/${uuid}/lead/`, { body: { email, additional_lead_data: {} } });
}

/** The published form as a visitor's widget gets it. */
export const widgetModelOf = (formId: number): Promise<WidgetModel> => call<WidgetModel>(`/lead_forms/${formId}/widget/`);

/** A chat of the demo owner as the owner's calls send it (docs/api.md "Training chats"). */
export interface ChatChanges extends Json {
  sources: Json[];
  initial_questions?: string[];
}

/**
 * A published chat of the demo owner with these sources, once every source has trained (a text or a web page is
 * one page in the demo backend: a step in the queue, then a step to read it). Its name is unique, and its id new,
 * so the visitor's browser has no conversation saved for it.
 */
export async function publishChat(changes: ChatChanges): Promise<{ id: number; name: string }> {
  const auth = await ownerToken();
  const chat = await call<{ id: number; name: string }>('/training/chat/', {
    token: auth,
    body: { name: `Cross-engine chat ${Date.now()} ${(made += 1)}`, is_published: true, ...changes },
  });
  const started = Date.now();
  for (;;) {
    const sources = await call<{ status?: string; error?: string | null }[]>(`/training/chat/${chat.id}/sources/`, { token: auth });
    if (sources.every((source) => source.status === 'ready')) return chat;
    const failed = sources.find((source) => source.status === 'failed');
    if (failed) throw new Error(`a source of chat ${chat.id} failed to train: ${failed.error ?? ''}`);
    if (Date.now() - started > 20_000) throw new Error(`chat ${chat.id} did not train in 20 s: ${JSON.stringify(sources)}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
