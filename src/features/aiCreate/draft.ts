import type { GeneratedForm } from '../../api';
import { anyOf, listOf, nullable, oneOf, optional, shape, trusted, wholeNumber } from '../../lib/draftShapes';
import { createDraft, text } from '../../lib/draftStore';

/** A form the AI made, as this app kept it: the server checks it again when it is saved. */
const isGeneratedForm = (value: unknown): value is GeneratedForm =>
  typeof value === 'object' && value !== null && Array.isArray((value as GeneratedForm).fields) && typeof (value as GeneratedForm).leads === 'object';

/** The owner's texts in the flow, kept on this device so that a failure, a reload or a Back loses nothing. */
const stored = createDraft(
  'aiCreateDraft',
  shape({
    /** The business description or pasted post. */
    post: text,
    /** The ideas of the last answer (null before any). */
    ideas: nullable(listOf(shape({ title: text, description: text }))),
    /** The index of the chosen idea, 'own' for the owner's own idea, null before a choice. */
    choice: nullable(anyOf(wholeNumber, oneOf('own'))),
    ownIdea: text,
    /** A form the AI made that the server did not save: saved again without asking the AI (or paying) again. */
    unsaved: optional(nullable(shape({ form: trusted(isGeneratedForm), idea: text }))),
  }),
);

type StoredDraft = NonNullable<ReturnType<typeof stored.read>>;
export type AiCreateDraft = Required<StoredDraft>;

export const emptyDraft: AiCreateDraft = { post: '', ideas: null, choice: null, ownIdea: '', unsaved: null };

export const aiCreateDraft = {
  /** The kept draft, or an empty one; a chosen idea the kept ideas do not have is no choice. */
  read(): AiCreateDraft {
    const draft = stored.read();
    if (!draft) return emptyDraft;
    const { ideas, choice } = draft;
    return { ...draft, unsaved: draft.unsaved ?? null, choice: typeof choice === 'number' && !(ideas && choice < ideas.length) ? null : choice };
  },
  write: (draft: AiCreateDraft) => stored.write(draft),
  clear: () => stored.clear(),
};
