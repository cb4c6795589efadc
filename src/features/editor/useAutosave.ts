import { useQueryClient } from '@tanstack/react-query';
import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import { ApiError, formKeys, leadFormCalls, type LeadForm } from '../../api';
import { AUTOSAVE_DEBOUNCE_MS } from '../../domain';
import { formDrafts } from './draftStorage';
import type { EditorForm } from './model';

export const saveStatuses = ['idle', 'saving', 'saved', 'failed', 'needsName', 'conflict'] as const;
export type SaveStatus = (typeof saveStatuses)[number];

export interface AutosaveStart {
  form: EditorForm;
  /** `last_updated` of the server version `form` starts from; null for a form never saved. */
  baseLastUpdated: string | null;
  /** The form holds edits the server does not have (a restored draft): save them as soon as possible. */
  dirty: boolean;
}

export interface Autosave {
  form: EditorForm;
  status: SaveStatus;
  /** The server refused the name (e.g. taken); shown next to the name field. */
  nameError: string | null;
  /** The newer version another tab or device saved, while the owner decides. */
  conflict: LeadForm | null;
  /** There are edits the server does not have yet. */
  dirty: boolean;
  /**
   * Changes the form (kept and saved at once) and returns it. `drawLater`: the editor is drawn again with it in a
   * render React may set aside for the owner's next keystroke; for an input that shows its new value itself.
   */
  edit: (change: (form: EditorForm) => EditorForm, drawLater?: boolean) => EditorForm;
  /** The form with every edit so far, also those the editor has not been drawn with yet. */
  current: () => EditorForm;
  retry: () => void;
  keepMine: () => void;
  takeTheirs: () => void;
}

/**
 * Holds the form being edited and saves it 300 ms after the last edit. Before every attempt the draft is
 * written to local storage, so a failure of any kind (5xx, network, timeout, an expired session that reloads
 * the page) loses nothing; the draft is removed only once the server has it. An existing form is first
 * compared with the server's copy: if someone saved since (another tab), the owner is asked instead of the
 * newer version being overwritten.
 */
export function useAutosave(formKey: string, start: AutosaveStart, onCreated: (form: LeadForm) => void): Autosave {
  const queryClient = useQueryClient();
  const [form, setForm] = useState(start.form);
  const [status, setStatus] = useState<SaveStatus>('idle');
  const [nameError, setNameError] = useState<string | null>(null);
  const [conflict, setConflict] = useState<LeadForm | null>(null);
  const [dirty, setDirty] = useState(start.dirty);

  const latest = useRef({ form: start.form, version: start.dirty ? 1 : 0, saved: 0, base: start.baseLastUpdated, key: formKey });
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const saving = useRef(false);
  const callbacks = useRef({ onCreated });
  useEffect(() => {
    callbacks.current.onCreated = onCreated;
  });
  // The save scheduled from inside a save (edits arrived meanwhile) calls the latest one.
  const saveAgain = useRef<() => void>(() => undefined);

  const keepDraft = useCallback(() => {
    const { form: current, base, key } = latest.current;
    formDrafts.write(key, { form: current, baseLastUpdated: base, savedAt: new Date().toISOString() });
  }, []);

  const save = useCallback(
    async ({ overwrite = false }: { overwrite?: boolean } = {}) => {
      const state = latest.current;
      if (state.version === state.saved || saving.current) return;
      keepDraft();
      if (state.form.name.trim() === '') {
        setStatus('needsName');
        return;
      }
      saving.current = true;
      const version = state.version;
      const sent = state.form;
      setStatus('saving');
      try {
        let saved: LeadForm;
        if (sent.id) {
          if (!overwrite) {
            const onServer = await leadFormCalls.getLeadForm(sent.id);
            if (onServer.last_updated !== state.base) {
              setConflict(onServer);
              setStatus('conflict');
              return;
            }
          }
          saved = await leadFormCalls.updateLeadForm(sent.id, sent);
        } else {
          saved = await leadFormCalls.createLeadForm(sent);
          formDrafts.clear(state.key);
          state.key = String(saved.id);
          // The server gave the id: later saves update this form instead of creating another.
          state.form = { ...state.form, id: saved.id };
          setForm((current) => ({ ...current, id: saved.id }));
          callbacks.current.onCreated(saved);
        }
        state.base = saved.last_updated;
        state.saved = version;
        queryClient.setQueryData(formKeys.detail(saved.id), saved);
        void queryClient.invalidateQueries({ queryKey: formKeys.lists() });
        setNameError(null);
        if (state.version === version) {
          formDrafts.clear(state.key);
          setDirty(false);
          setStatus('saved');
        } else {
          // Edits arrived while saving: they go in the next save.
          setStatus('saving');
          timer.current = setTimeout(() => saveAgain.current(), AUTOSAVE_DEBOUNCE_MS);
        }
      } catch (error) {
        const nameProblem = error instanceof ApiError ? error.fieldErrors.name : undefined;
        setNameError(nameProblem ?? null);
        setStatus('failed');
      } finally {
        saving.current = false;
      }
    },
    [keepDraft, queryClient],
  );

  useEffect(() => {
    saveAgain.current = () => void save();
  }, [save]);

  const edit = useCallback(
    (change: (form: EditorForm) => EditorForm, drawLater = false) => {
      const state = latest.current;
      const form = change(state.form);
      state.form = form;
      state.version += 1;
      // The draft and the save read `latest`: only the drawing waits (the save status's "unsaved" too).
      const draw = () => {
        setForm(form);
        setDirty(true);
      };
      if (drawLater) startTransition(draw);
      else draw();
      clearTimeout(timer.current);
      timer.current = setTimeout(() => void save(), AUTOSAVE_DEBOUNCE_MS);
      return form;
    },
    [save],
  );

  const retry = useCallback(() => void save(), [save]);

  const keepMine = useCallback(() => {
    setConflict(null);
    void save({ overwrite: true });
  }, [save]);

  const takeTheirs = useCallback(() => {
    const state = latest.current;
    setConflict((theirs) => {
      if (theirs) {
        state.form = theirs;
        state.base = theirs.last_updated;
        state.saved = state.version;
        setForm(theirs);
      }
      return null;
    });
    formDrafts.clear(state.key);
    setDirty(false);
    setStatus('saved');
  }, []);

  useEffect(() => {
    // A restored draft is saved as soon as the editor opens.
    if (latest.current.version !== latest.current.saved) timer.current = setTimeout(() => void save(), AUTOSAVE_DEBOUNCE_MS);
    // Back online: save what failed for want of a network.
    const online = () => void save();
    // Leaving the page (reload, close) within the debounce: the last keystrokes go to storage at once.
    const leave = () => {
      if (latest.current.version !== latest.current.saved) keepDraft();
    };
    window.addEventListener('online', online);
    window.addEventListener('pagehide', leave);
    return () => {
      clearTimeout(timer.current);
      window.removeEventListener('online', online);
      window.removeEventListener('pagehide', leave);
      leave();
    };
  }, [save, keepDraft]);

  return { form, status, nameError, conflict, dirty, edit, current: () => latest.current.form, retry, keepMine, takeTheirs };
}
