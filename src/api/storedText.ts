import { useState } from 'react';
import type { StorageKey } from '../domain/storage';
import { readEntry, writeEntry } from './client/storage';

// Apart from client/storage.ts: that one goes into index.html's inline script, which must not carry React.

const isText = (value: unknown): value is string => typeof value === 'string';

/** A text the person is typing, kept in one entry of a stored record until it is emptied (e.g. once used). */
export function useStoredText(key: StorageKey, id: string): [string, (text: string) => void] {
  const [text, setText] = useState(() => readEntry(key, id, isText) ?? '');
  const change = (next: string) => {
    setText(next);
    writeEntry(key, id, next.trim() === '' ? null : next);
  };
  return [text, change];
}
