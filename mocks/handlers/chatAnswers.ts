import type { ChatSource } from '../../src/api/schemas';
import { db, type ChatRow } from '../db/store';

/*
 * The mock backend's answer to a question: it finds the trained source that shares most words with the
 * question and answers from it, naming the pages it used. Deterministic, so stories and journeys can assert
 * the text; different sources give different answers.
 */

type Document = { title: string; url: string; text: string };

function documentOf(source: ChatSource): Document | null {
  if (source.status !== 'ready') return null;
  switch (source.kind) {
    case 'text':
      return { title: source.title || source.text.slice(0, 40), url: '', text: source.text };
    case 'webpage':
    case 'sitemap': {
      const url = new URL(source.url);
      return { title: `${url.hostname}${url.pathname === '/' ? '' : url.pathname}`, url: source.url, text: `the page ${source.url}` };
    }
    case 'file': {
      const upload = db.uploads.get(source.upload_id);
      return { title: upload?.title || source.name, url: '', text: `the file ${upload?.name ?? source.name}` };
    }
  }
}

const words = (text: string) => new Set(text.toLowerCase().match(/[\p{L}\p{N}]{3,}/gu) ?? []);

function overlap(question: Set<string>, text: string): number {
  let count = 0;
  for (const word of words(text)) if (question.has(word)) count++;
  return count;
}

export interface ChatAnswer {
  text: string;
  sources: { title: string; url: string }[];
}

/**
 * `citeInText`: the answer names its source at its end, as a link when the source has an address (a visitor's
 * chat set to show source links in the response).
 */
export function answerFrom(chat: ChatRow, question: string, { citeInText = false } = {}): ChatAnswer {
  const documents = chat.sources.map(documentOf).filter((d): d is Document => d !== null);
  const asked = words(question);
  const ranked = documents
    .map((document) => ({ document, score: overlap(asked, `${document.title} ${document.text}`) }))
    .sort((a, b) => b.score - a.score);
  const best = ranked[0];
  if (!best || best.score === 0) {
    const hint = chat.initial_questions.length > 0 ? ` You could ask: ${chat.initial_questions.map((q) => `“${q}”`).join(', ')}.` : '';
    return { text: `I could not find that in what I was trained on.${hint}`, sources: [] };
  }
  const { document } = best;
  const text = document.url === '' && !document.text.startsWith('the file')
    ? `According to **${document.title}**: ${document.text}`
    : `You will find this in **${document.title}**.`;
  const cited = document.url ? `[${document.title}](${document.url})` : `**${document.title}**`;
  return { text: citeInText ? `${text}\n\nSource: ${cited}` : text, sources: [{ title: document.title, url: document.url }] };
}

/** The answer cut into the pieces it streams in: a word and the space after it. */
export function answerPieces(text: string): string[] {
  return text.match(/\S+\s*/g) ?? [];
}
