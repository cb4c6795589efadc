import type { LeadForm, LeadSession } from '../../api';

/** A column of filled values: a field of the form (by its title) or a value of a field since removed. */
export interface ValueColumn {
  ref: string;
  title: string;
  /** The form no longer has this field; older sessions still hold its value. */
  removed: boolean;
}

/** The values a visitor filled in, by fieldRef (the filling's, else those kept with the lead). */
export function valuesOf(session: Pick<LeadSession, 'filling' | 'lead'>): Record<string, unknown> {
  const fromFilling = session.filling?.values ?? {};
  return Object.keys(fromFilling).length > 0 ? fromFilling : (session.lead?.field_values ?? {});
}

/** The form's input fields in order, then any other ref found in the sessions shown (a field deleted later). */
export function valueColumns(form: LeadForm | undefined, sessions: readonly Pick<LeadSession, 'filling' | 'lead'>[]): ValueColumn[] {
  const columns: ValueColumn[] = [];
  for (const field of form?.fields.aiFields ?? []) {
    if (field.type === 'TextInputField' || field.type === 'SelectField') {
      columns.push({ ref: field.fieldRef, title: field.title || field.fieldRef, removed: false });
    }
  }
  const known = new Set(columns.map((c) => c.ref));
  const leadRefs = new Set(['#name', '#email', '#phone']);
  for (const session of sessions) {
    for (const ref of Object.keys(valuesOf(session))) {
      if (known.has(ref) || leadRefs.has(ref)) continue;
      known.add(ref);
      columns.push({ ref, title: ref, removed: true });
    }
  }
  return columns;
}

/** A filled value as text: a list joined, text as is, anything else as JSON (value shapes are not fixed). */
export function valueText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (Array.isArray(value)) return value.map(valueText).join(', ');
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}
