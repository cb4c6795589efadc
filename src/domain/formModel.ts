/**
 * The vocabulary of a lead form: field kinds, sizes, alignments, page types and the lead
 * collection strategy. These lists are the single source for the zod schemas in src/api/schemas, the
 * editor and the mock backend, so a value is added in exactly one place.
 */

/** The six field kinds; the value is the `type` discriminator stored in the form JSON. */
export const fieldTypes = [
  'ButtonField',
  'HeaderField',
  'TextInputField',
  'HtmlField',
  'ImageField',
  'SelectField',
] as const;
export type FieldType = (typeof fieldTypes)[number];

export const headerSizes = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'] as const;
export type HeaderSize = (typeof headerSizes)[number];

export const imageAligns = ['left', 'center', 'right', 'stretch'] as const;
export type ImageAlign = (typeof imageAligns)[number];
export const IMAGE_DEFAULT_WIDTH = 100;
export const IMAGE_DEFAULT_ALIGN: ImageAlign = 'stretch';

/** Widget display types. */
export const pageTypes = ['plain_page', 'mini_page'] as const;
export type PageType = (typeof pageTypes)[number];

/**
 * Server values of `collect_lead_strategy` (SPEC names only EMAIL; the others are designed here and
 * documented in docs/api.md). DISABLED means no lead is collected.
 */
export const collectLeadStrategies = ['BEFORE', 'AFTER', 'EMAIL', 'DISABLED'] as const;
export type CollectLeadStrategy = (typeof collectLeadStrategies)[number];

/** The answer placement options the editor shows and the strategy each one stores. */
export const answerPlacements = ['before_ai_answer', 'after_ai_answer', 'email_ai_answer'] as const;
export type AnswerPlacement = (typeof answerPlacements)[number];
export const strategyOfPlacement: Record<AnswerPlacement, CollectLeadStrategy> = {
  before_ai_answer: 'BEFORE',
  after_ai_answer: 'AFTER',
  email_ai_answer: 'EMAIL',
};
/** The placement shown for a stored strategy; DISABLED has none (lead collection is off). */
export function placementOfStrategy(strategy: CollectLeadStrategy): AnswerPlacement | null {
  const found = answerPlacements.find((p) => strategyOfPlacement[p] === strategy);
  return found ?? null;
}

/** Refs of the special lead fields. */
export const leadFieldRefs = { email: '#email', phone: '#phone', name: '#name' } as const;

/** Actions that consume credits; the server may add more. */
export const creditActions = ['ai_reply_lead_form', 'ai_create_lead_form', 'ai_reply_chat'] as const;
export type CreditAction = (typeof creditActions)[number];

/** Kinds of knowledge source a trained chat is built from. */
export const chatSourceKinds = ['file', 'webpage', 'sitemap', 'text'] as const;
export type ChatSourceKind = (typeof chatSourceKinds)[number];

/** open_ai_key_source value meaning the user's own AI provider key is required. */
export const USER_KEY_SOURCE = 'user';
