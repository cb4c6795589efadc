/**
 * Migration of a stored lead form to the current `fields` layout (version 3).
 *
 * Layouts (the older two are documented in docs/api.md, "Form layout versions"):
 * - unversioned: `fields.steps` (or `fields` itself) is a list of three steps, in order AI, LEADS,
 *   THANK-YOU: `{ fields, button, prompt, enableGenerateMoreBtn }`, `{ fields, button, enabled }`, `{ text }`;
 * - version 2: the v3 keys, but `aiPrompt` is an object `{ value }`;
 * - version 3: `aiPrompt` is plain text.
 * Preferences may carry a legacy `theme` (a hex text, or `{ primary, background }`), converted to
 * `primaryColor` / `bgColor`.
 *
 * The migration is idempotent (a v3 form comes back equal) and lossless: anything it does not map is kept,
 * either in place or under `fields.legacy`, so no stored data is dropped by a load-and-save round trip.
 * It works on plain JSON (no schema) because it runs before the schema parses the form.
 */
import { CURRENT_FORM_VERSION } from './constants';
import { hexToHsl, isHexColor, normalizeHex } from './color';

type Json = Record<string, unknown>;

function isRecord(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Splits `obj` into the picked keys and the rest (the rest is what must not be lost). */
function take(obj: Json, keys: readonly string[]): [Json, Json] {
  const picked: Json = {};
  const rest: Json = {};
  for (const [k, v] of Object.entries(obj)) (keys.includes(k) ? picked : rest)[k] = v;
  return [picked, rest];
}

function isEmpty(obj: Json): boolean {
  return Object.keys(obj).length === 0;
}

/** Adds `extra` under `fields.legacy[name]`, merging with anything already kept there. */
function keepLegacy(fields: Json, name: string, extra: Json): void {
  if (isEmpty(extra)) return;
  const legacy = isRecord(fields.legacy) ? { ...fields.legacy } : {};
  const previous = isRecord(legacy[name]) ? legacy[name] : {};
  legacy[name] = { ...previous, ...extra };
  fields.legacy = legacy;
}

/** v2 keeps the prompt as `{ value }`; v3 stores the text. Other keys of the object are kept as legacy. */
function flattenPrompt(fields: Json): void {
  const prompt = fields.aiPrompt;
  if (!isRecord(prompt)) return;
  const [{ value }, rest] = take(prompt, ['value']);
  fields.aiPrompt = typeof value === 'string' ? value : '';
  keepLegacy(fields, 'aiPrompt', rest);
}

function stepsOf(fields: unknown): unknown[] | null {
  if (Array.isArray(fields)) return fields;
  if (isRecord(fields) && fields.version === undefined && Array.isArray(fields.steps)) return fields.steps;
  return null;
}

/** Unversioned three-step layout → v3 keys. Returns the new fields and a thank-you text, if any. */
function fromSteps(original: unknown, steps: unknown[]): { fields: Json; thankYouText: string | undefined } {
  const [ai, leads, thankYou, ...more] = steps.map((s) => (isRecord(s) ? s : {}));
  const fields: Json = isRecord(original) ? take(original, ['steps'])[1] : {};

  const [aiKnown, aiRest] = take(ai ?? {}, ['fields', 'button', 'prompt', 'enableGenerateMoreBtn']);
  if (Array.isArray(aiKnown.fields)) fields.aiFields = aiKnown.fields;
  if (aiKnown.button !== undefined) fields.runAiBtn = aiKnown.button;
  if (aiKnown.prompt !== undefined) fields.aiPrompt = aiKnown.prompt;
  if (aiKnown.enableGenerateMoreBtn !== undefined) fields.enableGenerateMoreBtn = aiKnown.enableGenerateMoreBtn;
  keepLegacy(fields, 'aiStep', aiRest);

  const [leadsKnown, leadsRest] = take(leads ?? {}, ['fields', 'button', 'enabled']);
  if (Array.isArray(leadsKnown.fields)) fields.leadsFields = leadsKnown.fields;
  if (leadsKnown.button !== undefined) fields.submitFormBtn = leadsKnown.button;
  if (leadsKnown.enabled !== undefined) fields.enableLeads = leadsKnown.enabled;
  keepLegacy(fields, 'leadsStep', leadsRest);

  const [thanksKnown, thanksRest] = take(thankYou ?? {}, ['text']);
  keepLegacy(fields, 'thankYouStep', thanksRest);
  if (more.length > 0) keepLegacy(fields, 'extraSteps', { steps: more });

  const thankYouText = typeof thanksKnown.text === 'string' ? thanksKnown.text : undefined;
  return { fields, thankYouText };
}

/**
 * Migrates the `fields` object alone. Missing fields become an empty v3 layout; other non-objects are
 * returned unchanged for the schema to reject.
 */
export function migrateFormFields(raw: unknown): unknown {
  return migrate({ fields: raw }).fields;
}

function migrate(form: Json): Json {
  const out: Json = { ...form };
  const steps = stepsOf(form.fields);
  if (steps) {
    const { fields, thankYouText } = fromSteps(form.fields, steps);
    if (thankYouText !== undefined) {
      const current = form.thank_you_text;
      if (current === undefined || current === null || current === '') out.thank_you_text = thankYouText;
      else if (current !== thankYouText) keepLegacy(fields, 'thankYouStep', { text: thankYouText });
    }
    out.fields = fields;
  } else if (isRecord(form.fields)) {
    out.fields = { ...form.fields };
  } else if (form.fields === undefined || form.fields === null) {
    // A form saved before any field was added: an empty v3 layout (the schema fills the defaults).
    out.fields = {};
  }
  if (isRecord(out.fields)) {
    const fields = out.fields;
    flattenPrompt(fields);
    fields.version = CURRENT_FORM_VERSION;
  }
  if (isRecord(form.preferences)) out.preferences = migratePreferences(form.preferences);
  return out;
}

function toColor(hex: string) {
  return { hex: normalizeHex(hex), hsl: hexToHsl(hex) };
}

/** Legacy `theme` → `primaryColor` / `bgColor`; a colour already set wins, and nothing unmapped is lost. */
export function migratePreferences(preferences: Json): Json {
  if (!('theme' in preferences)) return preferences;
  const { theme, ...out } = preferences;
  const source: Json = isHexColor(theme) ? { primary: theme } : isRecord(theme) ? theme : {};
  const [known, rest] = take(source, ['primary', 'background']);
  const leftover: Json = { ...rest };
  const convert = (from: 'primary' | 'background', to: 'primaryColor' | 'bgColor') => {
    const value = known[from];
    if (value === undefined) return;
    if (out[to] === undefined && isHexColor(value)) out[to] = toColor(value);
    else if (!isHexColor(value) || normalizeHex(value) !== (out[to] as { hex?: unknown } | undefined)?.hex) {
      leftover[from] = value;
    }
  };
  convert('primary', 'primaryColor');
  convert('background', 'bgColor');
  // A theme that was neither a hex text nor an object is kept as it was.
  if (!isHexColor(theme) && !isRecord(theme)) out.theme = theme;
  else if (!isEmpty(leftover)) out.theme = leftover;
  return out;
}

/**
 * A stored form of any layout → the same form at version 3. Anything that is not a form object is
 * returned unchanged (the schema then reports it).
 */
export function migrateStoredForm(raw: unknown): unknown {
  return isRecord(raw) ? migrate(raw) : raw;
}

/** The layout version of a stored `fields` object: 1 for the unversioned three-step layout. */
export function formFieldsVersion(fields: unknown): number | null {
  if (stepsOf(fields)) return 1;
  if (isRecord(fields) && typeof fields.version === 'number') return fields.version;
  return null;
}
