/**
 * The visitor's values checked before they leave (the product's messages, translated, so the visitor learns what to
 * fix before anything is sent), the server's refusals read back, and a failed call as the note the visitor reads.
 * Pure: tested in node (validation.test.ts).
 */
import { isValidEmail, isValidPhone } from '../domain/validators';
import type { WidgetField, WidgetFieldValue } from '../domain/widgetModel';
import { CallError } from './client';
import type { TextKey, Translate } from './i18n';
import type { Contact } from './state';

type Question = Extract<WidgetField, { type: 'TextInputField' | 'SelectField' }>;
/** A question the visitor answers (not a header, HTML, image or button, not switched off). */
export const isInput = (f: WidgetField) => (f.type === 'TextInputField' || f.type === 'SelectField') && f.enabled !== false;
export const asList = (v: WidgetFieldValue | undefined) => (Array.isArray(v) ? v : v ? [v] : []);

/** A message per field ref: required and empty, or a choice that is not one of the options. */
export function fieldErrors(fields: WidgetField[], values: Record<string, WidgetFieldValue>, t: Translate): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const field of fields.filter(isInput) as Question[]) {
    const chosen = asList(values[field.fieldRef]).filter((v) => v.trim() !== '');
    if (field.required && chosen.length === 0) errors[field.fieldRef] = t('required', field.title);
    else if (field.type === 'SelectField' && chosen.some((v) => !field.options.includes(v))) {
      errors[field.fieldRef] = t('oneOf', field.title, field.options.join(', '));
    }
  }
  return errors;
}

/** One contact of the lead form as it is asked: its title (the owner's, else ours) and whether it is required. */
export interface AskedContact {
  key: Contact;
  title: string;
  required: boolean;
}

/** A message per contact key: required and empty, or an e-mail or phone that is not one. */
export function contactErrors(asked: AskedContact[], contact: Record<Contact, string>, t: Translate): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const { key, title, required } of asked) {
    const value = contact[key].trim();
    if (!value) {
      if (required) errors[key] = t('required', title);
    } else if (key === 'email' && !isValidEmail(value)) errors[key] = t('emailInvalid');
    else if (key === 'phone' && !isValidPhone(value)) errors[key] = t('phoneInvalid');
  }
  return errors;
}

/** What the server said is wrong with one value (docs/api.md, "Validation messages"), in the visitor's language. */
export function refusal(said: unknown, title: string, t: Translate): string {
  const text = String([said].flat()[0]);
  const most = /no more than (\d+) c/.exec(text);
  if (most) return t('tooLong', title, most[1]!);
  if (/mail/i.test(text)) return t('emailInvalid');
  if (/phone/i.test(text)) return t('phoneInvalid');
  return t(/required|blank/.test(text) ? 'required' : 'refused', title);
}

/** Why a call failed, as the note the visitor reads. */
export function failureNote(error: unknown): TextKey {
  if (!(error instanceof CallError)) return 'generation_failed';
  if (error.code === 'openai_key_missing' || error.code === 'not_enough_credits') return error.code;
  if (error.status === 402) return 'not_enough_credits';
  return error.status === 0 ? 'network' : error.status === 404 ? 'unavailable' : 'failed';
}
