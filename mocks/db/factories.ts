import type { z } from 'zod';
import {
  chatMessageSchema,
  chatSchema,
  creditsPerActionSchema,
  designImageSchema,
  emailSubscriptionSchema,
  emailTemplateSchema,
  fillingSchema,
  leadFormObjectSchema,
  leadSchema,
  leadSessionSchema,
  storedLeadFormFieldsSchema,
  tariffSchema,
  uploadSchema,
  userSchema,
  type Chat,
  type ChatMessage,
  type CreditsPerAction,
  type DesignImage,
  type EmailSubscription,
  type EmailTemplate,
  type Filling,
  type Lead,
  type LeadForm,
  type LeadSession,
  type Tariff,
  type Upload,
  type User,
} from '../../src/api/schemas';

/*
 * `buildX(overrides)` factories: every entity the mock backend holds is made here and parsed with the same
 * zod schema the app parses the answer with, so mock data that drifts from the contract fails at build time
 * (in the seed, in a test), not as a puzzling screen. Defaults are plain and deterministic.
 */

/** Parses with the schema and names the entity in the error, so a broken seed row is easy to find. */
function build<S extends z.ZodType>(entity: string, schema: S, value: unknown): z.output<S> {
  const parsed = schema.safeParse(value);
  if (!parsed.success) {
    throw new Error(`Mock ${entity} does not fit its schema: ${parsed.error.message}`);
  }
  return parsed.data;
}

/** The fixed clock of the seed: screenshots must not change from one day to the next. */
export const SEED_NOW = '2026-01-15T10:00:00.000Z';
/** `SEED_NOW` moved by whole days (negative: earlier); deterministic, unlike Date.now(). */
export function seedDate(daysFromNow: number, hours = 0): string {
  const base = Date.parse(SEED_NOW);
  return new Date(base + (daysFromNow * 24 + hours) * 3_600_000).toISOString();
}

type Overrides<T> = Partial<T> & { id: number };

export const buildUser = (o: Overrides<z.input<typeof userSchema>>): User =>
  build('user', userSchema, { email: `user${o.id}@example.com`, is_email_verified: true, has_password: true, ...o });

export const buildTariff = (o: Overrides<z.input<typeof tariffSchema>>): Tariff =>
  build('tariff', tariffSchema, { name: `Plan ${o.id}`, credits_per_month: 100, ...o });

export const buildCreditsPerAction = (o: z.input<typeof creditsPerActionSchema>): CreditsPerAction =>
  build('credits per action', creditsPerActionSchema, o);

export const buildForm = (o: Overrides<z.input<typeof leadFormObjectSchema>>): LeadForm =>
  build('lead form', leadFormObjectSchema, {
    name: `Form ${o.id}`,
    fields: { version: 3 },
    last_updated: SEED_NOW,
    ...o,
  });

/**
 * Stored `fields` of an old layout (v1 three steps, or v2 with `aiPrompt: { value }`). Checked by migrating
 * and parsing it exactly as the app will, then returned unchanged: the seed must keep the old shape.
 */
export function buildLegacyFields<T>(fields: T): T {
  build('legacy form fields', storedLeadFormFieldsSchema, structuredClone(fields));
  return fields;
}

export const buildLead = (o: Overrides<z.input<typeof leadSchema>>): Lead =>
  build('lead', leadSchema, { created_at: SEED_NOW, ...o });

export const buildFilling = (o: z.input<typeof fillingSchema>): Filling =>
  build('filling', fillingSchema, { created_at: SEED_NOW, ...o });

export const buildLeadSession = (o: Overrides<z.input<typeof leadSessionSchema>>): LeadSession =>
  build('lead session', leadSessionSchema, { has_lead: o.lead != null, created_at: SEED_NOW, ...o });

export const buildChat = (o: Overrides<z.input<typeof chatSchema>>): Chat =>
  build('chat', chatSchema, { name: `Chat ${o.id}`, created_at: SEED_NOW, ...o });

export const buildChatMessage = (o: Overrides<z.input<typeof chatMessageSchema>>): ChatMessage =>
  build('chat message', chatMessageSchema, { role: 'user', content: '', created_at: SEED_NOW, ...o });

export const buildUpload = (o: Overrides<z.input<typeof uploadSchema>>): Upload =>
  build('upload', uploadSchema, {
    name: `file-${o.id}.pdf`,
    type: 'application/pdf',
    status: 'ready',
    created_at: SEED_NOW,
    size: 1024,
    ...o,
  });

export const buildEmailSubscription = (
  o: Overrides<Partial<z.input<typeof emailSubscriptionSchema>>> & { tracking_entity_parent_id: number },
): EmailSubscription =>
  build('e-mail subscription', emailSubscriptionSchema, {
    receiver: 'email',
    receiver_email: `leads${o.id}@example.com`,
    tracking_entity: 'lead',
    tracking_entity_parent: 'lead_form',
    tracking_action: 'post',
    is_active: true,
    ...o,
  });

export const buildEmailTemplate = (o: Partial<EmailTemplate> = {}): EmailTemplate =>
  build('e-mail template', emailTemplateSchema, { subject: '', body: '', ...o });

export const buildDesignImage = (o: Overrides<z.input<typeof designImageSchema>>): DesignImage =>
  build('design image', designImageSchema, { url: `https://cdn.example.com/design/${o.id}.png`, ...o });
