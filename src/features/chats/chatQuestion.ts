import { createDraftStore, text } from '../../lib/draftStore';

/** The question in a chat's box (or sent and not yet answered), by chat id, kept across a reload and an expired session. */
export const chatQuestions = createDraftStore('chatQuestions', text);
