import { readJson, writeJson, type GeneratedForm, type Idea } from '../../api';

/** The owner's texts in the flow, kept on this device so that a failure, a reload or a Back loses nothing. */
export interface AiCreateDraft {
  /** The business description or pasted post. */
  post: string;
  /** The ideas of the last answer (null before any). */
  ideas: Idea[] | null;
  /** The index of the chosen idea, 'own' for the owner's own idea, null before a choice. */
  choice: number | 'own' | null;
  ownIdea: string;
  /** A form the AI made that the server did not save: saved again without asking the AI (or paying) again. */
  unsaved: { form: GeneratedForm; idea: string } | null;
}

export const emptyDraft: AiCreateDraft = { post: '', ideas: null, choice: null, ownIdea: '', unsaved: null };

/** Written by this code: a shape check is enough (saving it again parses nothing the server has not checked). */
function parseUnsaved(raw: unknown): AiCreateDraft['unsaved'] {
  if (typeof raw !== 'object' || raw === null) return null;
  const { form, idea } = raw as { form?: unknown; idea?: unknown };
  return isText(idea) && typeof form === 'object' && form !== null && Array.isArray((form as GeneratedForm).fields) ? { form: form as GeneratedForm, idea } : null;
}

const isText = (value: unknown): value is string => typeof value === 'string';

function parseDraft(raw: unknown): AiCreateDraft {
  if (typeof raw !== 'object' || raw === null) return emptyDraft;
  const value = raw as Record<string, unknown>;
  const ideas = Array.isArray(value.ideas)
    ? value.ideas.filter((idea): idea is Idea => typeof idea === 'object' && idea !== null && isText((idea as Idea).title) && isText((idea as Idea).description))
    : null;
  const choice = value.choice === 'own' || (typeof value.choice === 'number' && ideas && value.choice < ideas.length) ? value.choice : null;
  return {
    post: isText(value.post) ? value.post : '',
    ideas,
    choice,
    ownIdea: isText(value.ownIdea) ? value.ownIdea : '',
    unsaved: parseUnsaved(value.unsaved),
  };
}

export function readAiCreateDraft(): AiCreateDraft {
  return readJson('aiCreateDraft', parseDraft) ?? emptyDraft;
}

export function writeAiCreateDraft(draft: AiCreateDraft | null): void {
  try {
    writeJson('aiCreateDraft', draft);
  } catch {
    // Storage full or blocked: the texts stay on screen; only a reload would lose them.
  }
}
