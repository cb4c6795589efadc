import { startTransition, useEffect, useState } from 'react';
import { AUTOSAVE_DEBOUNCE_MS, DRAW_LATER_MS } from '../domain/constants';

export const autosaveStatuses = ['idle', 'saving', 'saved', 'failed'] as const;
export type AutosaveStatus = (typeof autosaveStatuses)[number];

/**
 * What a save status line says: an edit waiting for its save is not saved yet ('saving'), whatever the last save
 * said; a failure stays said until the next attempt starts.
 */
export function shownStatus<S extends string>(status: S, dirty: boolean): S | 'saving' {
  return dirty && (status === 'idle' || status === 'saved') ? 'saving' : status;
}

/** One attempt to save, as `send` gets it. */
export interface SaveAttempt<T> {
  /** The person chose to overwrite what the server has (after `send` held the save for a conflict). */
  overwrite: boolean;
  /** Changes the value without it being an edit (the server gave a new item its id): later saves send it. */
  adopt: (change: (value: T) => T) => void;
}

/** What one screen's autosave does with its value; each attempt follows those of the screen's latest render. */
export interface AutosaveRules<T, Held extends string> {
  /** The value's draft (src/lib/draftStore.ts): written before every attempt, cleared once the server has it. */
  draft: { write: (value: T) => void; clear: () => void };
  /**
   * Sends the value. Resolves once the server has it, or with a word of `Held` when the save waits for the person
   * (e.g. 'conflict': someone else saved meanwhile); rejects when it failed (the error is kept to say why).
   */
  send: (value: T, attempt: SaveAttempt<T>) => Promise<Held | void>;
  /** Why the value cannot be sent yet (e.g. 'needsName': a form without a name), or null. No call is made. */
  hold?: (value: T) => Held | null;
}

export interface AutosaveState<T, Held extends string> {
  value: T;
  status: AutosaveStatus | Held;
  /** Why the last attempt failed; null once a save went through. */
  error: unknown;
  /** There are edits the server does not have yet. */
  dirty: boolean;
}

export interface Start<T> {
  value: T;
  /** `value` holds edits the server does not have (a restored draft): they are saved as soon as the hook starts. */
  dirty: boolean;
}

type Draw<T, Held extends string> = (change: Partial<AutosaveState<T, Held>>, later?: boolean) => void;

/**
 * The rules of every autosave, without React: a save AUTOSAVE_DEBOUNCE_MS after the last edit; one save at a time,
 * edits made while it is on its way go in the next one; before every attempt the draft is written, so a failure of
 * any kind (a server error, no network, a timeout, an expired session that reloads the page) loses nothing, and it
 * is cleared only once the server has every edit; a retry or a return of the network sends what is not saved, and
 * nothing when all is; leaving (reload, close, another screen) within the debounce keeps the last edits as a draft.
 */
export function createAutosaver<T, Held extends string = never>(start: Start<T>, firstRules: AutosaveRules<T, Held>, draw: Draw<T, Held>) {
  let rules = firstRules;
  let value = start.value;
  let version = start.dirty ? 1 : 0;
  let saved = 0;
  let saving = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const unsaved = () => version !== saved;
  const schedule = () => {
    clearTimeout(timer);
    timer = setTimeout(() => void save(false), AUTOSAVE_DEBOUNCE_MS);
  };
  const adopt = (change: (value: T) => T) => {
    value = change(value);
    draw({ value });
  };
  const keep = () => {
    if (unsaved()) rules.draft.write(value);
  };

  async function save(overwrite: boolean) {
    if (!unsaved()) return;
    const { draft, send, hold } = rules;
    draft.write(value);
    // A save on its way: the draft has these edits, the next save sends them.
    if (saving) return;
    const held = hold?.(value) ?? null;
    if (held !== null) {
      draw({ status: held });
      return;
    }
    saving = true;
    const sending = version;
    draw({ status: 'saving' });
    try {
      const outcome = await send(value, { overwrite, adopt });
      if (outcome) {
        draw({ status: outcome });
        return;
      }
      saved = sending;
      if (version === sending) {
        rules.draft.clear();
        draw({ status: 'saved', dirty: false, error: null });
      } else {
        // Edits arrived while saving: they go in the next save.
        draw({ status: 'saving', error: null });
        schedule();
      }
    } catch (error) {
      draw({ status: 'failed', error });
    } finally {
      saving = false;
    }
  }

  return {
    /** The rules of the screen's latest render (its props): the next attempt follows them. */
    follow(next: AutosaveRules<T, Held>) {
      rules = next;
    },
    /** Changes the value (saved after the debounce) and returns it; `later`: drawn once the person pauses typing. */
    edit(change: (value: T) => T, later = false): T {
      value = change(value);
      version += 1;
      draw({ value, dirty: true }, later);
      schedule();
      return value;
    },
    /** The value with every edit so far, also those not drawn yet. */
    current: () => value,
    retry: () => void save(false),
    /** Saves over what the server has (the person chose their version in a conflict). */
    overwrite: () => void save(true),
    /** The server's value replaces the edits (the person took the other version): nothing is left to save. */
    settle(next: T) {
      value = next;
      saved = version;
      rules.draft.clear();
      draw({ value, dirty: false, status: 'saved', error: null });
    },
    /** Starts: a restored draft is saved at once, a return of the network saves; returns the stop. */
    start() {
      if (unsaved()) schedule();
      const online = () => void save(false);
      window.addEventListener('online', online);
      window.addEventListener('pagehide', keep);
      return () => {
        clearTimeout(timer);
        window.removeEventListener('online', online);
        window.removeEventListener('pagehide', keep);
        keep();
      };
    },
  };
}

export type Autosave<T, Held extends string = never> = AutosaveState<T, Held> &
  Pick<ReturnType<typeof createAutosaver<T, Held>>, 'edit' | 'current' | 'retry' | 'overwrite' | 'settle'>;

/**
 * Draws what changed: at once, or, for a change asked to be drawn later, once the person pauses for DRAW_LATER_MS,
 * so a burst of keystrokes costs one render of the screen instead of one each. A draw at once takes along what
 * waits, so no render shows an older value than one already drawn. `draw` gets every change waiting, merged.
 */
export function drawnAfterPauses<C extends object>(draw: (change: C, later: boolean) => void) {
  let waiting = {} as C;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const drawWaiting = (later: boolean) => {
    const all = waiting;
    waiting = {} as C;
    draw(all, later);
  };
  return (change: C, later = false) => {
    clearTimeout(timer);
    waiting = { ...waiting, ...change };
    if (later) timer = setTimeout(() => drawWaiting(true), DRAW_LATER_MS);
    else drawWaiting(false);
  };
}

/** A value the person edits, saved as they go by the rules of `createAutosaver` (one autosave for every screen). */
export function useAutosave<T, Held extends string = never>(start: Start<T>, rules: AutosaveRules<T, Held>): Autosave<T, Held> {
  const [state, setState] = useState<AutosaveState<T, Held>>({ value: start.value, status: 'idle', error: null, dirty: start.dirty });
  const [saver] = useState(() =>
    createAutosaver<T, Held>(
      start,
      rules,
      drawnAfterPauses<Partial<AutosaveState<T, Held>>>((change, later) => {
        const apply = () =>
          setState((current) => {
            const same = (Object.keys(change) as (keyof typeof change)[]).every((name) => Object.is(current[name], change[name]));
            return same ? current : { ...current, ...change };
          });
        if (later) startTransition(apply);
        else apply();
      }),
    ),
  );
  useEffect(() => saver.follow(rules));
  useEffect(() => saver.start(), [saver]);
  return { ...state, edit: saver.edit, current: saver.current, retry: saver.retry, overwrite: saver.overwrite, settle: saver.settle };
}
