import { readJson, writeJson, type Id } from '../../api';

/** The question in a chat's box (or sent and not yet answered), kept across a reload and an expired session. */
const parseQuestions = (raw: unknown): Record<string, string> => (typeof raw === 'object' && raw !== null ? (raw as Record<string, string>) : {});

export function loadQuestion(chatId: Id | string): string {
  const question = readJson('chatQuestions', parseQuestions)?.[String(chatId)];
  return typeof question === 'string' ? question : '';
}

export function saveQuestion(chatId: Id | string, question: string): void {
  const questions = { ...(readJson('chatQuestions', parseQuestions) ?? {}) };
  if (question.trim() !== '') questions[String(chatId)] = question;
  else delete questions[String(chatId)];
  writeJson('chatQuestions', Object.keys(questions).length > 0 ? questions : null);
}
