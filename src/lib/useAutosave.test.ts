import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTOSAVE_DEBOUNCE_MS, DRAW_LATER_MS } from '../domain/constants';
import { createAutosaver, drawnAfterPauses, shownStatus, type AutosaveRules, type AutosaveState } from './useAutosave';

interface Note {
  id?: number;
  text: string;
}

/** A server call the test answers when it has looked at the state meanwhile. */
function later<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((ok, fail) => {
    resolve = ok;
    reject = fail;
  });
  return { promise, resolve, reject };
}

/** An autosave of a note, with its draft in memory and what it drew merged as the hook merges it. */
function setUp(start: { value: Note; dirty: boolean } = { value: { text: '' }, dirty: false }, own: Partial<AutosaveRules<Note, 'needsText' | 'conflict'>> = {}) {
  const drafts: (Note | null)[] = [];
  const draft = { current: null as Note | null };
  const calls: { value: Note; overwrite: boolean; answer: ReturnType<typeof later<'conflict' | void>> }[] = [];
  const rules: AutosaveRules<Note, 'needsText' | 'conflict'> = {
    draft: {
      write: (value) => {
        draft.current = value;
        drafts.push(value);
      },
      clear: () => {
        draft.current = null;
      },
    },
    send: (value, { overwrite }) => {
      const answer = later<'conflict' | void>();
      calls.push({ value, overwrite, answer });
      return answer.promise;
    },
    ...own,
  };
  const shown: AutosaveState<Note, 'needsText' | 'conflict'> = { value: start.value, status: 'idle', error: null, dirty: start.dirty };
  const saver = createAutosaver(start, rules, (change) => Object.assign(shown, change));
  const stop = saver.start();
  return { saver, stop, shown, draft, drafts, calls };
}

/** The answer to the n-th call (which must have been made). */
function answerOf<C extends { answer: unknown }>(calls: C[], n: number): C['answer'] {
  const call = calls[n];
  if (!call) throw new Error(`call ${n} was not made`);
  return call.answer;
}

const type = (saver: ReturnType<typeof setUp>['saver'], text: string) => saver.edit((note) => ({ ...note, text }));
/** Lets the answered call's promise chain run. */
const settle = () => vi.advanceTimersByTimeAsync(0);

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('window', new EventTarget());
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the autosave', () => {
  it('sends the last of quick edits once, AUTOSAVE_DEBOUNCE_MS after the last one', async () => {
    const { saver, calls, shown } = setUp();
    type(saver, 'H');
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DEBOUNCE_MS - 1);
    type(saver, 'Hi');
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DEBOUNCE_MS - 1);
    expect(calls).toHaveLength(0);
    expect(shown).toMatchObject({ value: { text: 'Hi' }, dirty: true, status: 'idle' });
    await vi.advanceTimersByTimeAsync(1);
    expect(calls.map((call) => call.value)).toEqual([{ text: 'Hi' }]);
    expect(shown.status).toBe('saving');
  });

  it('keeps the draft from before the call until the server has it; a failure keeps it and says why; retry sends it again', async () => {
    const { saver, calls, shown, draft } = setUp();
    type(saver, 'Hello');
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DEBOUNCE_MS);
    expect(draft.current).toEqual({ text: 'Hello' });
    const down = new Error('offline');
    answerOf(calls, 0).reject(down);
    await settle();
    expect(shown).toMatchObject({ status: 'failed', error: down, dirty: true });
    expect(draft.current).toEqual({ text: 'Hello' });

    saver.retry();
    expect(calls).toHaveLength(2);
    expect(shown.error).toBe(down); // still said while the retry is on its way
    answerOf(calls, 1).resolve();
    await settle();
    expect(shown).toMatchObject({ status: 'saved', error: null, dirty: false });
    expect(draft.current).toBeNull();
  });

  it('sends one save at a time: edits made while one is on its way go in the next, and the draft stays until then', async () => {
    const { saver, calls, shown, draft } = setUp();
    type(saver, 'One');
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DEBOUNCE_MS);
    type(saver, 'One two');
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DEBOUNCE_MS * 3);
    expect(calls).toHaveLength(1);
    answerOf(calls, 0).resolve();
    await settle();
    expect(shown).toMatchObject({ status: 'saving', dirty: true });
    expect(draft.current).toEqual({ text: 'One two' });
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DEBOUNCE_MS);
    expect(calls.map((call) => call.value.text)).toEqual(['One', 'One two']);
    answerOf(calls, 1).resolve();
    await settle();
    expect(shown).toMatchObject({ status: 'saved', dirty: false });
    expect(draft.current).toBeNull();
  });

  it('sends nothing when the server has every edit (a retry, the network coming back)', async () => {
    const { saver, calls } = setUp();
    type(saver, 'Done');
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DEBOUNCE_MS);
    answerOf(calls, 0).resolve();
    await settle();
    saver.retry();
    window.dispatchEvent(new Event('online'));
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DEBOUNCE_MS);
    expect(calls).toHaveLength(1);
  });

  it('saves what failed for want of a network when it comes back', async () => {
    const { saver, calls, shown } = setUp();
    type(saver, 'Offline text');
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DEBOUNCE_MS);
    answerOf(calls, 0).reject(new TypeError('Failed to fetch'));
    await settle();
    window.dispatchEvent(new Event('online'));
    expect(calls.map((call) => call.value.text)).toEqual(['Offline text', 'Offline text']);
    expect(shown.status).toBe('saving');
  });

  it('holds a value that cannot be sent yet: no call, the draft kept, the reason as the status', async () => {
    const { saver, calls, shown, draft } = setUp(undefined, { hold: (note) => (note.text.trim() === '' ? 'needsText' : null) });
    type(saver, '   ');
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DEBOUNCE_MS);
    expect(calls).toHaveLength(0);
    expect(shown).toMatchObject({ status: 'needsText', dirty: true });
    expect(draft.current).toEqual({ text: '   ' });
    type(saver, 'Now');
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DEBOUNCE_MS);
    expect(calls).toHaveLength(1);
  });

  it('waits for the person when the server answers a conflict; overwrite sends over it, settle takes the other version', async () => {
    const { saver, calls, shown, draft } = setUp();
    type(saver, 'Mine');
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DEBOUNCE_MS);
    answerOf(calls, 0).resolve('conflict');
    await settle();
    expect(shown).toMatchObject({ status: 'conflict', dirty: true });
    expect(draft.current).toEqual({ text: 'Mine' });
    saver.overwrite();
    expect(calls.map((call) => call.overwrite)).toEqual([false, true]);
    answerOf(calls, 1).resolve('conflict');
    await settle();

    saver.settle({ id: 4, text: 'Theirs' });
    expect(shown).toMatchObject({ value: { id: 4, text: 'Theirs' }, status: 'saved', dirty: false });
    expect(draft.current).toBeNull();
    saver.retry();
    expect(calls).toHaveLength(2);
  });

  it('sends what the server gave (a new item’s id) with the later saves, without it being an edit', async () => {
    const sent: Note[] = [];
    const { saver, shown, draft } = setUp(undefined, {
      send: async (value, { adopt }) => {
        sent.push(value);
        if (value.id === undefined) adopt((note) => ({ ...note, id: 9 }));
      },
    });
    type(saver, 'New');
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DEBOUNCE_MS);
    expect(shown).toMatchObject({ value: { id: 9, text: 'New' }, status: 'saved', dirty: false });
    expect(draft.current).toBeNull();
    type(saver, 'New name');
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DEBOUNCE_MS);
    expect(sent).toEqual([{ text: 'New' }, { id: 9, text: 'New name' }]);
  });

  it('sends a restored draft as soon as it starts', async () => {
    const { calls, shown } = setUp({ value: { text: 'From before the reload' }, dirty: true });
    expect(shown.dirty).toBe(true);
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DEBOUNCE_MS);
    expect(calls.map((call) => call.value.text)).toEqual(['From before the reload']);
  });

  it('keeps the last edits as a draft when the page goes or the screen closes within the debounce, and sends nothing after', async () => {
    const { saver, stop, calls, draft } = setUp();
    type(saver, 'Typed just before the reload');
    window.dispatchEvent(new Event('pagehide'));
    expect(draft.current).toEqual({ text: 'Typed just before the reload' });
    type(saver, 'And one more');
    stop();
    expect(draft.current).toEqual({ text: 'And one more' });
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DEBOUNCE_MS * 2);
    expect(calls).toHaveLength(0);
  });

  it('writes no draft at leaving when everything is saved', async () => {
    const { saver, stop, calls, drafts } = setUp();
    type(saver, 'Saved');
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DEBOUNCE_MS);
    answerOf(calls, 0).resolve();
    await settle();
    stop();
    expect(drafts).toHaveLength(1);
  });
});

describe('the status a person is told', () => {
  it('is "saving" while an edit waits for its save, and a failure or a held save as it is', () => {
    expect(shownStatus('saved', true)).toBe('saving');
    expect(shownStatus('idle', true)).toBe('saving');
    expect(shownStatus('saved', false)).toBe('saved');
    expect(shownStatus('idle', false)).toBe('idle');
    expect(shownStatus('failed', true)).toBe('failed');
    expect(shownStatus('conflict', true)).toBe('conflict');
  });
});

describe('drawing after pauses', () => {
  const setUpDrawing = () => {
    const draws: { change: { value?: string; status?: string }; later: boolean }[] = [];
    const draw = drawnAfterPauses<{ value?: string; status?: string }>((change, later) => draws.push({ change, later }));
    return { draw, draws };
  };

  it('draws a burst of keystrokes once, with the last value, when the typing pauses', async () => {
    const { draw, draws } = setUpDrawing();
    for (const value of ['H', 'He', 'Hel', 'Hell', 'Hello']) {
      draw({ value }, true);
      await vi.advanceTimersByTimeAsync(DRAW_LATER_MS - 60);
    }
    expect(draws).toEqual([]);
    await vi.advanceTimersByTimeAsync(60);
    expect(draws).toEqual([{ change: { value: 'Hello' }, later: true }]);
  });

  it('takes what waits along with a draw at once, so nothing older is drawn after it', async () => {
    const { draw, draws } = setUpDrawing();
    draw({ value: 'Hi' }, true);
    draw({ status: 'saving' });
    expect(draws).toEqual([{ change: { value: 'Hi', status: 'saving' }, later: false }]);
    await vi.advanceTimersByTimeAsync(DRAW_LATER_MS * 2);
    expect(draws).toHaveLength(1);
  });
});
