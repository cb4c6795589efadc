import { readEntry, writeEntry, type Id } from '../../api';

export type Contact = { name: string; email: string; phone: string };

const isContact = (value: unknown): value is Contact =>
  typeof value === 'object' && value !== null && ['name', 'email', 'phone'].every((key) => typeof (value as Record<string, unknown>)[key] === 'string');

/*
 * A lead's contact details as typed in the edit dialog, kept until they are saved or the dialog is cancelled: a
 * reload or an expired session in between leaves them waiting for the next Edit of that lead.
 */
export function loadLeadDraft(leadId: Id): Contact | null {
  return readEntry('leadDrafts', String(leadId), isContact);
}

export function saveLeadDraft(leadId: Id, contact: Contact | null): void {
  writeEntry('leadDrafts', String(leadId), contact);
}
