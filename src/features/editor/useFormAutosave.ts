import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { ApiError, formKeys, leadFormCalls, type LeadForm } from '../../api';
import { useAutosave, type AutosaveStatus } from '../../lib/useAutosave';
import { formDrafts } from './draftStorage';
import type { EditorForm } from './model';

/** Where a form's save waits for the owner: a name to give it, or which version to keep. */
type Held = 'needsName' | 'conflict';
export type SaveStatus = AutosaveStatus | Held;

export interface AutosaveStart {
  form: EditorForm;
  /** `last_updated` of the server version `form` starts from; null for a form never saved. */
  baseLastUpdated: string | null;
  /** The form holds edits the server does not have (a restored draft): save them as soon as possible. */
  dirty: boolean;
}

export interface FormAutosave {
  form: EditorForm;
  status: SaveStatus;
  /** The server refused the name (e.g. taken); shown next to the name field. */
  nameError: string | null;
  /** The newer version another tab or device saved, while the owner decides. */
  conflict: LeadForm | null;
  /** There are edits the server does not have yet. */
  dirty: boolean;
  /**
   * Changes the form (kept and saved at once) and returns it. `drawLater`: the editor is drawn again with it once the
   * owner pauses typing, in a render React may set aside; for an input that shows its new value itself.
   */
  edit: (change: (form: EditorForm) => EditorForm, drawLater?: boolean) => EditorForm;
  /** The form with every edit so far, also those the editor has not been drawn with yet. */
  current: () => EditorForm;
  retry: () => void;
  keepMine: () => void;
  takeTheirs: () => void;
}

/**
 * The form being edited, saved by the one autosave (src/lib/useAutosave.ts: its debounce, its draft before every
 * attempt, one save at a time). What is the form's own: a form without a name waits for one; an existing form is
 * first compared with the server's copy, and if someone saved since (another tab), the owner is asked instead of
 * the newer version being overwritten; a new form's first save creates it, and later saves update it.
 */
export function useFormAutosave(formKey: string, start: AutosaveStart, onCreated: (form: LeadForm) => void): FormAutosave {
  const queryClient = useQueryClient();
  const [conflict, setConflict] = useState<LeadForm | null>(null);
  // The draft's id ('new' until the server gives one) and the server version the edits start from.
  const session = useRef({ key: formKey, base: start.baseLastUpdated });
  const autosave = useAutosave<EditorForm, Held>(
    { value: start.form, dirty: start.dirty },
    {
      draft: {
        write: (form) => formDrafts.write(session.current.key, { form, baseLastUpdated: session.current.base, savedAt: new Date().toISOString() }),
        clear: () => formDrafts.clear(session.current.key),
      },
      hold: (form) => (form.name.trim() === '' ? 'needsName' : null),
      send: async (sent, { overwrite, adopt }) => {
        let saved: LeadForm;
        if (sent.id) {
          if (!overwrite) {
            const onServer = await leadFormCalls.getLeadForm(sent.id);
            if (onServer.last_updated !== session.current.base) {
              setConflict(onServer);
              return 'conflict';
            }
          }
          saved = await leadFormCalls.updateLeadForm(sent.id, sent);
        } else {
          saved = await leadFormCalls.createLeadForm(sent);
          formDrafts.clear(session.current.key);
          session.current.key = String(saved.id);
          // The server gave the id: later saves update this form instead of creating another.
          adopt((form) => ({ ...form, id: saved.id }));
          onCreated(saved);
        }
        session.current.base = saved.last_updated;
        queryClient.setQueryData(formKeys.detail(saved.id), saved);
        void queryClient.invalidateQueries({ queryKey: formKeys.lists() });
      },
    },
  );
  const { error } = autosave;
  return {
    form: autosave.value,
    status: autosave.status,
    nameError: (error instanceof ApiError ? error.fieldErrors.name : undefined) ?? null,
    conflict,
    dirty: autosave.dirty,
    edit: autosave.edit,
    current: autosave.current,
    retry: autosave.retry,
    keepMine: () => {
      setConflict(null);
      autosave.overwrite();
    },
    takeTheirs: () => {
      if (conflict) {
        session.current.base = conflict.last_updated;
        autosave.settle(conflict);
      }
      setConflict(null);
    },
  };
}
