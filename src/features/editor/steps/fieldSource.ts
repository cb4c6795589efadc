import type { Field } from '../../../api';

/**
 * The fields of the list, readable one by one: a card subscribes to its own field, so that an edit of one field
 * re-renders that card only, while the sortable list above the cards (and dnd-kit with it) does not re-render
 * at all. Written during the render of the step (so a card mounted in the same pass reads the new field) and
 * announced to the cards after the commit; a keystroke in a card writes and announces its change at once, before the
 * step is drawn again (see FieldsStep's `updateField`).
 */
export interface FieldSource {
  get: (ref: string) => Field | undefined;
  subscribe: (listener: () => void) => () => void;
  /** Takes newer fields (an older list is ignored); returns whether any changed (then `notify` after the commit). */
  set: (fields: readonly Field[]) => boolean;
  notify: () => void;
}

export function createFieldSource(initial: readonly Field[]): FieldSource {
  let list = initial;
  let byRef = new Map(initial.map((f) => [f.fieldRef, f]));
  const listeners = new Set<() => void>();
  // Lists this source has moved past. A render React began before the latest keystroke draws an older list: taking
  // it would put the card back to what it showed before, and the next keystroke would lose a character.
  const past = new WeakSet<readonly Field[]>();
  return {
    get: (ref) => byRef.get(ref),
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    set: (fields) => {
      if (fields === list || past.has(fields)) return false;
      past.add(list);
      list = fields;
      byRef = new Map(fields.map((f) => [f.fieldRef, f]));
      return true;
    },
    notify: () => listeners.forEach((listener) => listener()),
  };
}
