import { leadFormObjectSchema, readJson, writeJson } from '../../api';
import type { EditorForm } from './model';

/** An edit the server does not have yet, kept on this device until it does. */
export interface StoredDraft {
  form: EditorForm;
  /** `last_updated` of the server version the edit started from (null for a form never saved). */
  baseLastUpdated: string | null;
  /** When the draft was written (ISO), shown in the restored-draft notice. */
  savedAt: string;
}

type Drafts = Record<string, StoredDraft>;

function parseDrafts(raw: unknown): Drafts {
  if (typeof raw !== 'object' || raw === null) return {};
  const drafts: Drafts = {};
  for (const [key, value] of Object.entries(raw as Record<string, unknown>)) {
    const entry = value as Partial<StoredDraft> | null;
    const form = leadFormObjectSchema.safeParse(entry?.form);
    // A draft that no longer parses (an older app version wrote it) is dropped rather than crashing the editor.
    if (!form.success || typeof entry?.savedAt !== 'string') continue;
    drafts[key] = { form: form.data, baseLastUpdated: entry.baseLastUpdated ?? null, savedAt: entry.savedAt };
  }
  return drafts;
}

const allDrafts = () => readJson('formDrafts', parseDrafts) ?? {};

export function readDraft(formKey: string): StoredDraft | null {
  return allDrafts()[formKey] ?? null;
}

export function writeDraft(formKey: string, draft: StoredDraft): void {
  try {
    writeJson('formDrafts', { ...allDrafts(), [formKey]: draft });
  } catch {
    // Storage full or blocked: the draft still lives on screen, and the save status says it is not saved.
  }
}

export function clearDraft(formKey: string): void {
  const drafts = allDrafts();
  if (!(formKey in drafts)) return;
  delete drafts[formKey];
  writeJson('formDrafts', Object.keys(drafts).length > 0 ? drafts : null);
}
