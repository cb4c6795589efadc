import { useState } from 'react';
import { createDraftStore, text, type DraftStore } from './draftStore';

/** Text typed into a list's input and not added yet, by list (an integration's e-mails, a chat's questions). */
export const unaddedEntries = createDraftStore('unaddedEntries', text);

/** A text the person is typing, kept as a draft until it is emptied (e.g. once used: a blank text is no draft). */
export function useDraftText(store: DraftStore<string>, id: string): [string, (text: string) => void] {
  const [value, setValue] = useState(() => store.read(id) ?? '');
  const change = (next: string) => {
    setValue(next);
    store.write(id, next);
  };
  return [value, change];
}
