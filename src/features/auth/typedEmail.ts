import { createDraft, text } from '../../lib/draftStore';

/**
 * The e-mail typed into the log-in or sign-up form survives a reload (and moving between the two forms); it is
 * forgotten once someone is signed in (AuthProvider: so the draft store is start-up code). A password is never kept.
 */
export const typedEmail = createDraft('authEmail', text);
