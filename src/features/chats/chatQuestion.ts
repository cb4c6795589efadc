import { readEntry, writeEntry, type Id } from '../../api';

const isText = (value: unknown): value is string => typeof value === 'string';

/** The question in a chat's box (or sent and not yet answered), kept across a reload and an expired session. */
export function loadQuestion(chatId: Id | string): string {
  return readEntry('chatQuestions', String(chatId), isText) ?? '';
}

export function saveQuestion(chatId: Id | string, question: string): void {
  writeEntry('chatQuestions', String(chatId), question.trim() === '' ? null : question);
}
