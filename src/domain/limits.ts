/**
 * Every length limit on text an owner or a visitor types, in one place: the app's counters, the zod schemas and
 * the demo backends read them from here, and docs/api.md lists them for the real backend (which must enforce the
 * same numbers). Lengths are in characters (UTF-16 code units, what `string.length` counts), counts are items.
 *
 * The numbers follow what form builders people know allow (Typeform, Tally): generous for anything a person
 * writes by hand, small enough that one value can never make a page, a CSV row or a store file huge.
 */
import { AI_ANSWER_LIMIT } from './answerLimit';
import { EXTRA_DATA_KEY_MAX_LENGTH, EXTRA_DATA_MAX_KEYS, EXTRA_DATA_VALUE_MAX_LENGTH } from './extraDataLimits';

export { AI_ANSWER_LIMIT };

export const TEXT_LIMITS = {
  // What the owner writes in the editor.
  /** The form's private name (My Forms, the editor's title). */
  formName: 120,
  /** The header and description visitors see above the form. */
  formHeader: 200,
  formDescription: 1_000,
  /** A field's title (a question, a header, a button's text) and its description. */
  fieldTitle: 200,
  fieldDescription: 500,
  /** One option of a choice field, and how many options one field may have. */
  choiceOption: 120,
  choiceOptionsCount: 50,
  /** The AI instruction with its #Field refs. */
  aiPrompt: 8_000,
  /** The text shown after the lead is sent. */
  thankYouText: 2_000,
  /** The e-mailed AI answer's subject and body template. */
  emailSubject: 200,
  emailBody: 10_000,
  /** Owner HTML and CSS (a form's custom parts and an HTML field). */
  customHtml: 50_000,
  customCss: 50_000,
  /** A chat's name (the chat editor). */
  chatName: 120,

  // What a visitor sends.
  /** One answer to one question (a multi-choice answer: each chosen option). */
  visitorValue: 2_000,
  /** How many options one multi-choice answer may hold. */
  visitorChoices: 50,
  /** How many answers one answer call may carry (the server keeps only the form's own questions). */
  visitorAnswersCount: 100,
  /** The lead's contact fields: e-mail as RFC 5321 allows, a phone with its punctuation. */
  leadName: 100,
  leadEmail: 254,
  leadPhone: 32,
  /** Extra data sent with a lead (`utm_*` and the form's hidden parameters): how many keys, and each key's and value's length. */
  extraDataCount: EXTRA_DATA_MAX_KEYS,
  extraDataKey: EXTRA_DATA_KEY_MAX_LENGTH,
  extraDataValue: EXTRA_DATA_VALUE_MAX_LENGTH,
  /** What the visitor's widget says it runs on ("Chrome on macOS"). */
  device: 200,
  /** One message a visitor sends to a chat. */
  chatMessage: 4_000,

  // What the AI sends back.
  /** One AI answer: generation stops here (the demo never echoes past it, the widget never renders more). */
  aiAnswer: AI_ANSWER_LIMIT,
} as const;

export type TextLimit = keyof typeof TEXT_LIMITS;

/** The largest JSON body the server reads; uploads (the signed-in upload call only) have their own limit. */
export const JSON_BODY_MAX_BYTES = 1024 * 1024;
