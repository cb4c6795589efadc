/**
 * Rules of a trained chat's settings and sources, shared by the chat editor and the mock backend. Each
 * problem names where it belongs (a setting, or a source by its position) and a message key; the screen
 * turns the key into text.
 */
import { AI_MODELS } from './constants';
import type { ChatSourceKind } from './formModel';

/** Models a chat can answer with (the same list as a form's); the first is the default. */
export const chatModels = AI_MODELS;
export type ChatModel = (typeof chatModels)[number];

/** Defaults and bounds of the retrieval settings: what most sites need, and what the server accepts. */
export const chatLimits = {
  docsQueryLimit: { default: 4, min: 1, max: 20 },
  chunkSize: { default: 1000, min: 200, max: 4000 },
  chunkOverlap: { default: 200, min: 0, max: 1000 },
  linkLimit: { default: 50, min: 1, max: 500 },
  /** After how many answers the chat on the owner's site asks a visitor for an e-mail (when it collects leads). */
  leadAfterAnswers: { default: 3, min: 1, max: 20 },
} as const;
export type ChatLimit = keyof typeof chatLimits;

/** A sitemap is read only from a URL that ends like one. */
export const SITEMAP_URL_ENDING = '.xml';

/** A chat's colour on the owner's site, as the server keeps it (the chat schema's `primary_color`, `bg_color`). */
export const CHAT_COLOUR = /^#[0-9a-f]{6}$/i;

export type ChatProblemKey =
  | 'required'
  | 'atLeastOneSource'
  | 'urlRequired'
  | 'invalidUrl'
  | 'urlMustEnd'
  | 'duplicateUrl'
  | 'duplicateText'
  | 'duplicateUpload'
  | 'fileRequired'
  | 'range'
  | 'overlapTooLarge'
  | 'oneOf'
  | 'colour';

/** `where` is a setting's name, or `sources.<index>` for one source. */
export type ChatProblem = { where: string; key: ChatProblemKey; params?: Record<string, string | number> };

/** The structural view of a source these rules read (the zod-typed sources of src/api fit it). */
export type CheckedSource =
  | { kind: Extract<ChatSourceKind, 'webpage' | 'sitemap'>; url: string }
  | { kind: 'text'; text: string }
  | { kind: 'file'; upload_id: number | null };

export type CheckedChat = {
  name: string;
  model_name: string | null;
  docs_query_limit: number | null;
  vector_chunk_size: number | null;
  vector_chunk_overlap: number | null;
  link_limit: number | null;
  /** Absent where leads are not edited; null: the default. */
  lead_after_answers?: number | null;
  /** The chat's colours on the owner's site: `#rrggbb`, or null for the widget's own; absent where not edited. */
  primary_color?: string | null;
  bg_color?: string | null;
  sources: readonly CheckedSource[];
};

/** Only http(s) addresses with a host are sources; anything else (javascript:, data:, bare words) is not. */
export function isValidSourceUrl(value: string): boolean {
  try {
    const url = new URL(value.trim());
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.includes('.');
  } catch {
    return false;
  }
}

/** Two addresses are the same source when they differ only in case of the host, a trailing slash or a #hash. */
export function sameSourceUrl(a: string, b: string): boolean {
  const norm = (value: string) => {
    try {
      const url = new URL(value.trim());
      url.hash = '';
      return url.toString().replace(/\/$/, '');
    } catch {
      return value.trim();
    }
  };
  return norm(a) === norm(b);
}

export function validateSources(sources: readonly CheckedSource[]): ChatProblem[] {
  const problems: ChatProblem[] = [];
  if (sources.length === 0) problems.push({ where: 'sources', key: 'atLeastOneSource' });
  sources.forEach((source, index) => {
    const where = `sources.${index}`;
    const before = sources.slice(0, index);
    switch (source.kind) {
      case 'webpage':
      case 'sitemap': {
        const url = source.url.trim();
        if (url === '') problems.push({ where, key: 'urlRequired' });
        else if (!isValidSourceUrl(url)) problems.push({ where, key: 'invalidUrl' });
        else if (source.kind === 'sitemap' && !new URL(url).pathname.toLowerCase().endsWith(SITEMAP_URL_ENDING))
          problems.push({ where, key: 'urlMustEnd', params: { ending: SITEMAP_URL_ENDING } });
        else if (before.some((s) => (s.kind === 'webpage' || s.kind === 'sitemap') && sameSourceUrl(s.url, url)))
          problems.push({ where, key: 'duplicateUrl' });
        break;
      }
      case 'text':
        if (source.text.trim() === '') problems.push({ where, key: 'required' });
        else if (before.some((s) => s.kind === 'text' && s.text.trim() === source.text.trim()))
          problems.push({ where, key: 'duplicateText' });
        break;
      case 'file':
        if (source.upload_id === null) problems.push({ where, key: 'fileRequired' });
        else if (before.some((s) => s.kind === 'file' && s.upload_id === source.upload_id))
          problems.push({ where, key: 'duplicateUpload' });
        break;
    }
  });
  return problems;
}

function checkRange(problems: ChatProblem[], where: string, value: number | null, limit: ChatLimit) {
  if (value === null) return;
  const { min, max } = chatLimits[limit];
  if (!Number.isInteger(value) || value < min || value > max) problems.push({ where, key: 'range', params: { min, max } });
}

export function validateChat(chat: CheckedChat): ChatProblem[] {
  const problems: ChatProblem[] = [];
  if (chat.name.trim() === '') problems.push({ where: 'name', key: 'required' });
  if (chat.model_name !== null && !chatModels.some((m) => m === chat.model_name))
    problems.push({ where: 'model_name', key: 'oneOf', params: { options: chatModels.join(', ') } });
  checkRange(problems, 'docs_query_limit', chat.docs_query_limit, 'docsQueryLimit');
  checkRange(problems, 'vector_chunk_size', chat.vector_chunk_size, 'chunkSize');
  checkRange(problems, 'vector_chunk_overlap', chat.vector_chunk_overlap, 'chunkOverlap');
  checkRange(problems, 'link_limit', chat.link_limit, 'linkLimit');
  checkRange(problems, 'lead_after_answers', chat.lead_after_answers ?? null, 'leadAfterAnswers');
  for (const where of ['primary_color', 'bg_color'] as const) {
    const colour = chat[where];
    if (colour != null && !CHAT_COLOUR.test(colour)) problems.push({ where, key: 'colour' });
  }
  const size = chat.vector_chunk_size ?? chatLimits.chunkSize.default;
  const overlap = chat.vector_chunk_overlap ?? chatLimits.chunkOverlap.default;
  if (overlap >= size && !problems.some((p) => p.where === 'vector_chunk_overlap'))
    problems.push({ where: 'vector_chunk_overlap', key: 'overlapTooLarge' });
  return [...problems, ...validateSources(chat.sources)];
}
