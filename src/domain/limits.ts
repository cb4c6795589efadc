/**
 * Every length limit on text an owner or a visitor types, in one place: the app's counters, the zod schemas and
 * the demo backends read them from here, and docs/api.md lists them for the real backend (which must enforce the
 * same numbers). Lengths are in characters (UTF-16 code units, what `string.length` counts), counts are items.
 *
 * The numbers follow what form builders people know allow (Typeform, Tally): generous for anything a person
 * writes by hand, small enough that one value can never make a page, a CSV row or a store file huge.
 */
import { EXTRA_DATA_KEY_MAX_LENGTH, EXTRA_DATA_MAX_KEYS, EXTRA_DATA_VALUE_MAX_LENGTH } from './extraDataLimits';

// Each limit is a constant of its own, so a screen's chunk carries the one number it uses (inlined), not the
// table. The AI answer's limit (AI_ANSWER_LIMIT) lives in answerLimit.ts, not imported here: the markdown
// reader takes it without this table, and a screen's limit without the reader's.

// What the owner writes in the editor.
/** The form's private name (My Forms, the editor's title). */
export const FORM_NAME_LIMIT = 120;
/** The header and description visitors see above the form. */
export const FORM_HEADER_LIMIT = 200;
export const FORM_DESCRIPTION_LIMIT = 1_000;
/** A field's title (a question, a header, a button's text) and its description. */
export const FIELD_TITLE_LIMIT = 200;
export const FIELD_DESCRIPTION_LIMIT = 500;
/** One option of a choice field, and how many options one field may have. */
export const CHOICE_OPTION_LIMIT = 120;
export const CHOICE_OPTIONS_COUNT_LIMIT = 50;
/** The AI instruction with its #Field refs. */
export const AI_PROMPT_LIMIT = 8_000;
/** The text shown after the lead is sent, and the one shown instead of an AI answer (the editor's default result). */
export const THANK_YOU_TEXT_LIMIT = 2_000;
export const DEFAULT_RESULT_TEXT_LIMIT = 900;
/** The mini page's call to action above the form (markdown). */
export const CALL_TO_ACTION_LIMIT = 1_000;
/** The e-mailed AI answer's subject and body template. */
export const EMAIL_SUBJECT_LIMIT = 200;
export const EMAIL_BODY_LIMIT = 10_000;
/** Owner HTML and CSS (a form's custom parts and an HTML field). */
export const CUSTOM_HTML_LIMIT = 50_000;
export const CUSTOM_CSS_LIMIT = 50_000;
/** A chat's name (the chat editor). */
export const CHAT_NAME_LIMIT = 120;

// What a visitor sends.
/** One answer to one question (a multi-choice answer: each chosen option). */
export const VISITOR_VALUE_LIMIT = 2_000;
/** How many options one multi-choice answer may hold. */
export const VISITOR_CHOICES_LIMIT = 50;
/** How many answers one answer call may carry (the server keeps only the form's own questions). */
export const VISITOR_ANSWERS_COUNT_LIMIT = 100;
/** The lead's contact fields: e-mail as RFC 5321 allows, a phone with its punctuation. */
export const LEAD_NAME_LIMIT = 100;
export const LEAD_EMAIL_LIMIT = 254;
export const LEAD_PHONE_LIMIT = 32;
// Extra data sent with a lead (`utm_*` and the form's hidden parameters): in extraDataLimits.ts, for the widget.
/** What the visitor's widget says it runs on ("Chrome on macOS"). */
export const DEVICE_LIMIT = 200;
/** One message a visitor sends to a chat. */
export const CHAT_MESSAGE_LIMIT = 4_000;

/**
 * Every limit by name, for the schemas, the demo backends, their tests and docs/api.md; screens import the one they
 * need by its own name above.
 */
export const TEXT_LIMITS = {
  // What the owner writes in the editor.
  formName: FORM_NAME_LIMIT,
  formHeader: FORM_HEADER_LIMIT,
  formDescription: FORM_DESCRIPTION_LIMIT,
  fieldTitle: FIELD_TITLE_LIMIT,
  fieldDescription: FIELD_DESCRIPTION_LIMIT,
  choiceOption: CHOICE_OPTION_LIMIT,
  choiceOptionsCount: CHOICE_OPTIONS_COUNT_LIMIT,
  aiPrompt: AI_PROMPT_LIMIT,
  thankYouText: THANK_YOU_TEXT_LIMIT,
  defaultResultText: DEFAULT_RESULT_TEXT_LIMIT,
  callToAction: CALL_TO_ACTION_LIMIT,
  emailSubject: EMAIL_SUBJECT_LIMIT,
  emailBody: EMAIL_BODY_LIMIT,
  customHtml: CUSTOM_HTML_LIMIT,
  customCss: CUSTOM_CSS_LIMIT,
  chatName: CHAT_NAME_LIMIT,
  // What a visitor sends.
  visitorValue: VISITOR_VALUE_LIMIT,
  visitorChoices: VISITOR_CHOICES_LIMIT,
  visitorAnswersCount: VISITOR_ANSWERS_COUNT_LIMIT,
  leadName: LEAD_NAME_LIMIT,
  leadEmail: LEAD_EMAIL_LIMIT,
  leadPhone: LEAD_PHONE_LIMIT,
  extraDataCount: EXTRA_DATA_MAX_KEYS,
  extraDataKey: EXTRA_DATA_KEY_MAX_LENGTH,
  extraDataValue: EXTRA_DATA_VALUE_MAX_LENGTH,
  device: DEVICE_LIMIT,
  chatMessage: CHAT_MESSAGE_LIMIT,
  // What the AI sends back, one answer, is AI_ANSWER_LIMIT (src/domain/answerLimit.ts).
} as const;

export type TextLimit = keyof typeof TEXT_LIMITS;

/** The largest JSON body the server reads; uploads (the signed-in upload call only) have their own limit. */
export const JSON_BODY_MAX_BYTES = 1024 * 1024;
