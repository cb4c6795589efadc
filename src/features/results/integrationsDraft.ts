import { flag, shape } from '../../lib/draftShapes';
import { createDraftStore, text } from '../../lib/draftStore';

/** The e-mail AI answer settings the owner typed and the server has not confirmed yet, by form id. */
export const integrationsDrafts = createDraftStore(
  'integrationsDrafts',
  shape({ email_ai_answer_enable: flag, email_ai_answer_subject: text, email_ai_answer_body: text }),
);

/** The part of a form the integrations screen edits (the e-mail AI answer). */
export type EmailAnswerSettings = NonNullable<ReturnType<typeof integrationsDrafts.read>>;
