import { shape } from '../../lib/draftShapes';
import { createDraftStore, text } from '../../lib/draftStore';

/*
 * A lead's contact details as typed in the edit dialog, by lead id, kept until they are saved or the dialog is
 * cancelled: a reload or an expired session in between leaves them waiting for the next Edit of that lead.
 */
export const leadDrafts = createDraftStore('leadDrafts', shape({ name: text, email: text, phone: text }));

export type Contact = NonNullable<ReturnType<typeof leadDrafts.read>>;
