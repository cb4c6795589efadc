import { readJson, writeJson, type Id } from '../../api';

export type Contact = { name: string; email: string; phone: string };

/*
 * A lead's contact details as typed in the edit dialog, kept until they are saved or the dialog is cancelled: a
 * reload or an expired session in between leaves them waiting for the next Edit of that lead.
 */
type Drafts = Record<string, Contact>;
const parseDrafts = (raw: unknown): Drafts => (typeof raw === 'object' && raw !== null ? (raw as Drafts) : {});
const isContact = (value: unknown): value is Contact =>
  typeof value === 'object' && value !== null && ['name', 'email', 'phone'].every((key) => typeof (value as Record<string, unknown>)[key] === 'string');

export function loadLeadDraft(leadId: Id): Contact | null {
  const draft = readJson('leadDrafts', parseDrafts)?.[String(leadId)];
  return isContact(draft) ? draft : null;
}

export function saveLeadDraft(leadId: Id, contact: Contact | null): void {
  const drafts = { ...(readJson('leadDrafts', parseDrafts) ?? {}) };
  if (contact) drafts[String(leadId)] = contact;
  else delete drafts[String(leadId)];
  writeJson('leadDrafts', Object.keys(drafts).length > 0 ? drafts : null);
}
