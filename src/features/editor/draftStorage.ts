import { leadFormObjectSchema } from '../../api';
import { nullable, shape } from '../../lib/draftShapes';
import { createDraftStore, text } from '../../lib/draftStore';

/**
 * Edits the server does not have yet, by form id ('new' for a form not created yet), kept on this device until it
 * has them. A draft an older app version wrote that no longer parses is no draft, rather than a crashed editor.
 */
export const formDrafts = createDraftStore(
  'formDrafts',
  shape({
    form: leadFormObjectSchema,
    /** `last_updated` of the server version the edit started from (null for a form never saved). */
    baseLastUpdated: nullable(text),
    /** When the draft was written (ISO), shown in the restored-draft notice. */
    savedAt: text,
  }),
);

export type StoredDraft = NonNullable<ReturnType<typeof formDrafts.read>>;
