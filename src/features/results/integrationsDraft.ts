import { readJson, writeJson } from '../../api';

/** The part of a form the integrations screen edits (the e-mail AI answer). */
export interface EmailAnswerSettings {
  email_ai_answer_enable: boolean;
  email_ai_answer_subject: string;
  email_ai_answer_body: string;
}

function parseDrafts(raw: unknown): Record<string, EmailAnswerSettings> {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return {};
  const out: Record<string, EmailAnswerSettings> = {};
  for (const [key, value] of Object.entries(raw as Record<string, unknown>)) {
    if (typeof value !== 'object' || value === null) continue;
    const v = value as Record<string, unknown>;
    if (typeof v.email_ai_answer_enable === 'boolean' && typeof v.email_ai_answer_subject === 'string' && typeof v.email_ai_answer_body === 'string') {
      out[key] = {
        email_ai_answer_enable: v.email_ai_answer_enable,
        email_ai_answer_subject: v.email_ai_answer_subject,
        email_ai_answer_body: v.email_ai_answer_body,
      };
    }
  }
  return out;
}

/** What the owner typed and the server has not confirmed yet (survives a reload or an expired session). */
export function readIntegrationsDraft(formId: string): EmailAnswerSettings | null {
  return readJson('integrationsDrafts', parseDrafts)?.[formId] ?? null;
}

export function writeIntegrationsDraft(formId: string, draft: EmailAnswerSettings | null): void {
  const drafts = { ...(readJson('integrationsDrafts', parseDrafts) ?? {}) };
  if (draft) drafts[formId] = draft;
  else delete drafts[formId];
  writeJson('integrationsDrafts', Object.keys(drafts).length > 0 ? drafts : null);
}
