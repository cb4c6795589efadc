/**
 * fieldRef numbering: user fields are '#Field1', '#Field2' …; a new field is marked new and
 * numbered after the highest existing '#FieldN' and after every '#FieldN' the prompt or the e-mail body still
 * mentions, so a ref is never re-bound to a new field while a text points at the deleted one.
 */
export const FIELD_REF_PREFIX = '#Field';

const FIELD_REF = /^#Field(\d+)$/;

type HasRef = { fieldRef: string };

/** '#Field12' → 12; special refs ('#email', '#generate') and anything else → null. */
export function fieldRefNumber(ref: string): number | null {
  const match = FIELD_REF.exec(ref);
  return match?.[1] ? Number(match[1]) : null;
}

/**
 * The ref a new field gets: one more than the highest '#FieldN' among `existing` and among the refs that
 * `mentionedIn` (the prompt, the e-mail body) still mention ('#Field1' when none). A deleted field's number
 * counts as long as a text mentions it, so the text never silently starts meaning the new field.
 */
export function nextFieldRef(existing: Iterable<HasRef>, mentionedIn: readonly string[] = []): string {
  let highest = 0;
  for (const field of existing) highest = Math.max(highest, fieldRefNumber(field.fieldRef) ?? 0);
  for (const text of mentionedIn) {
    for (const ref of mentionedFieldRefs(text)) highest = Math.max(highest, fieldRefNumber(ref) ?? 0);
  }
  return `${FIELD_REF_PREFIX}${highest + 1}`;
}

/**
 * Gives a new field its ref and the `isNew` mark. `existing` must hold every field of the form (AI and
 * lead fields alike), because refs are unique across the whole form.
 */
export function withNewFieldRef<T extends object>(
  field: T,
  existing: Iterable<HasRef>,
  mentionedIn: readonly string[] = [],
): T & { fieldRef: string; isNew: true } {
  return { ...field, fieldRef: nextFieldRef(existing, mentionedIn), isNew: true };
}

/** Every field of a v3 `fields` object whose refs share one numbering. */
export function allFormFields<F extends HasRef>(fields: { aiFields: readonly F[]; leadsFields: readonly F[] }): F[] {
  return [...fields.aiFields, ...fields.leadsFields];
}

/**
 * Every '#FieldN' a text mentions (the AI prompt, the e-mail body), in order of first appearance. Any number
 * of digits: '#Field12' is 12, never '#Field1' followed by '2'.
 */
export function mentionedFieldRefs(text: string): string[] {
  return [...new Set(text.match(/#Field\d+/g) ?? [])];
}

/** The '#FieldN' a text mentions that no field of `fields` has (a deleted field's), in order of first appearance. */
export function danglingFieldRefs(text: string, fields: Iterable<HasRef>): string[] {
  const known = new Set<string>();
  for (const field of fields) known.add(field.fieldRef);
  return mentionedFieldRefs(text).filter((ref) => !known.has(ref));
}
