/**
 * What a visitor's widget remembers per form (local storage `aii-cx-widget-{formId}`), so a reload keeps
 * their place. Versioned: an entry of another version, or one that does not parse, is ignored.
 */
import type { WidgetFieldValue } from '../domain/widgetModel';

export const STORAGE_VERSION = 1;

export interface Saved {
  session?: string;
  lead: boolean;
  values: Record<string, WidgetFieldValue>;
  answer: string;
  truncated: boolean;
  emailed: boolean;
}

export const storageKey = (formId: string) => `aii-cx-widget-${formId}`;

const isValue = (v: unknown) => typeof v === 'string' || (Array.isArray(v) && v.every((x) => typeof x === 'string'));

export function readSaved(formId: string): Saved | null {
  try {
    const raw = JSON.parse(localStorage.getItem(storageKey(formId)) ?? 'null') as Record<string, unknown> | null;
    if (!raw || raw.v !== STORAGE_VERSION) return null;
    const { session, lead, values, answer, truncated, emailed } = raw;
    if (session !== undefined && typeof session !== 'string') return null;
    if (typeof values !== 'object' || values === null || !Object.values(values).every(isValue)) return null;
    return {
      session,
      lead: lead === true,
      values: values as Saved['values'],
      answer: typeof answer === 'string' ? answer : '',
      truncated: truncated === true,
      emailed: emailed === true,
    };
  } catch {
    // Blocked storage or a corrupt entry: start afresh.
    return null;
  }
}

export function writeSaved(formId: string, saved: Saved): void {
  try {
    localStorage.setItem(storageKey(formId), JSON.stringify({ v: STORAGE_VERSION, ...saved }));
  } catch {
    // Full or blocked storage: the widget works, it only forgets on reload.
  }
}
