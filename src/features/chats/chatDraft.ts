import type { Chat, ChatSource, ChatWrite, Id } from '../../api';
import { chatLimits, type CheckedChat, type CheckedSource } from '../../domain/chatRules';
import { anyOf, flag, listOf, nullable, oneOf, optional, shape, wholeNumber } from '../../lib/draftShapes';
import { createDraftStore, text } from '../../lib/draftStore';
import { unaddedEntries } from '../../lib/useDraftText';

/** One source as the owner edits it; `key` tells rows apart before the server gives them ids. */
export type SourceDraft =
  | { key: string; id?: Id; kind: 'webpage' | 'sitemap'; url: string }
  | { key: string; id?: Id; kind: 'text'; title: string; text: string }
  | { key: string; id?: Id; kind: 'file'; upload_id: Id | null; name: string };

/** The editor's state: numbers stay the text the owner typed until they are saved. */
export interface ChatDraft {
  name: string;
  sources: SourceDraft[];
  initial_questions: string[];
  model_name: string;
  docs_query_limit: string;
  vector_chunk_size: string;
  vector_chunk_overlap: string;
  link_limit: string;
  show_document_links: boolean;
  show_source_links_in_response: boolean;
  show_source_links_after_response: boolean;
  save_chat_history: boolean;
  /** Visitors may ask it on the owner's site and its page (the Publish part). */
  is_published: boolean;
  /** Leads from the chat on the owner's site: ask for an e-mail after `lead_after_answers` answers. */
  collect_leads: boolean;
  lead_after_answers: string;
  /** The chat's colours on the owner's site (`#rrggbb`); null: the widget's own. */
  primary_color: string | null;
  bg_color: string | null;
}

let nextKey = 0;
/** Unique across reloads too: a restored draft keeps the keys it was saved with, and a new row must not reuse one. */
export const newSourceKey = () => `source-${Date.now().toString(36)}-${++nextKey}`;

const numberText = (value: number | null) => (value === null ? '' : String(value));

export function emptyDraft(): ChatDraft {
  return {
    name: '',
    sources: [],
    initial_questions: [],
    model_name: '',
    docs_query_limit: '',
    vector_chunk_size: '',
    vector_chunk_overlap: '',
    link_limit: '',
    show_document_links: false,
    show_source_links_in_response: false,
    show_source_links_after_response: true,
    save_chat_history: true,
    is_published: false,
    collect_leads: false,
    lead_after_answers: '',
    primary_color: null,
    bg_color: null,
  };
}

function sourceDraft(source: ChatSource): SourceDraft {
  const key = source.id === undefined ? newSourceKey() : `saved-${source.id}`;
  switch (source.kind) {
    case 'webpage':
    case 'sitemap':
      return { key, id: source.id, kind: source.kind, url: source.url };
    case 'text':
      return { key, id: source.id, kind: 'text', title: source.title, text: source.text };
    case 'file':
      return { key, id: source.id, kind: 'file', upload_id: source.upload_id, name: source.name };
  }
}

export function draftFromChat(chat: Chat): ChatDraft {
  return {
    name: chat.name,
    sources: chat.sources.map(sourceDraft),
    initial_questions: [...chat.initial_questions],
    model_name: chat.model_name ?? '',
    docs_query_limit: numberText(chat.docs_query_limit),
    vector_chunk_size: numberText(chat.vector_chunk_size),
    vector_chunk_overlap: numberText(chat.vector_chunk_overlap),
    link_limit: numberText(chat.link_limit),
    show_document_links: chat.show_document_links,
    show_source_links_in_response: chat.show_source_links_in_response,
    show_source_links_after_response: chat.show_source_links_after_response,
    save_chat_history: chat.save_chat_history,
    is_published: chat.is_published,
    collect_leads: chat.collect_leads,
    lead_after_answers: numberText(chat.lead_after_answers),
    primary_color: chat.primary_color,
    bg_color: chat.bg_color,
  };
}

/** Empty means "the default"; anything that is not a whole number is kept as NaN so the rules refuse it. */
function toNumber(text: string): number | null {
  if (text.trim() === '') return null;
  return /^\s*-?\d+\s*$/.test(text) ? Number(text) : Number.NaN;
}

function checkedSource(source: SourceDraft): CheckedSource {
  switch (source.kind) {
    case 'webpage':
    case 'sitemap':
      return { kind: source.kind, url: source.url };
    case 'text':
      return { kind: 'text', text: source.text };
    case 'file':
      return { kind: 'file', upload_id: source.upload_id };
  }
}

export function checkedChat(draft: ChatDraft): CheckedChat {
  return {
    name: draft.name,
    model_name: draft.model_name === '' ? null : draft.model_name,
    docs_query_limit: toNumber(draft.docs_query_limit),
    vector_chunk_size: toNumber(draft.vector_chunk_size),
    vector_chunk_overlap: toNumber(draft.vector_chunk_overlap),
    link_limit: toNumber(draft.link_limit),
    // Checked only while the chat asks for e-mails: a hidden field never blocks a save.
    lead_after_answers: draft.collect_leads ? toNumber(draft.lead_after_answers) : null,
    primary_color: draft.primary_color,
    bg_color: draft.bg_color,
    sources: draft.sources.map(checkedSource),
  };
}

/** What is sent: a draft that passed the rules, so every number is whole or the server's default. */
export function toChatWrite(draft: ChatDraft): ChatWrite {
  const checked = checkedChat(draft);
  return {
    name: draft.name.trim(),
    model_name: checked.model_name,
    docs_query_limit: checked.docs_query_limit,
    vector_chunk_size: checked.vector_chunk_size,
    vector_chunk_overlap: checked.vector_chunk_overlap,
    link_limit: checked.link_limit,
    initial_questions: draft.initial_questions,
    show_document_links: draft.show_document_links,
    show_source_links_in_response: draft.show_source_links_in_response,
    show_source_links_after_response: draft.show_source_links_after_response,
    save_chat_history: draft.save_chat_history,
    is_published: draft.is_published,
    collect_leads: draft.collect_leads,
    lead_after_answers: checked.lead_after_answers,
    primary_color: draft.primary_color,
    bg_color: draft.bg_color,
    sources: draft.sources.map((source) => {
      const id = source.id === undefined ? {} : { id: source.id };
      switch (source.kind) {
        case 'webpage':
        case 'sitemap':
          return { ...id, kind: source.kind, url: source.url.trim() };
        case 'text':
          return { ...id, kind: 'text', title: source.title.trim(), text: source.text };
        case 'file':
          return { ...id, kind: 'file', upload_id: source.upload_id ?? 0, name: source.name };
      }
    }),
  };
}

/** The defaults a blank number stands for, shown as placeholders. */
export const numberDefaults = {
  docs_query_limit: chatLimits.docsQueryLimit,
  vector_chunk_size: chatLimits.chunkSize,
  vector_chunk_overlap: chatLimits.chunkOverlap,
  link_limit: chatLimits.linkLimit,
  lead_after_answers: chatLimits.leadAfterAnswers,
} as const;

/** A source as kept in a draft: its `key`, and its id once the server has it. */
const keyed = { key: text, id: optional(wholeNumber) };
const storedSource = anyOf(
  shape({ ...keyed, kind: oneOf('webpage', 'sitemap'), url: text }),
  shape({ ...keyed, kind: oneOf('text'), title: text, text }),
  shape({ ...keyed, kind: oneOf('file'), upload_id: nullable(wholeNumber), name: text }),
);
const typedNumber = optional(text);
const setting = optional(flag);
const color = optional(nullable(text));

/*
 * Unsaved drafts survive a reload, a failed save and an expired session: one entry per chat ('new' for a chat not
 * created yet), removed once the server has the chat. Every field is checked; a setting added after a draft was kept
 * may be missing from it (loadDraft fills it in).
 */
export const chatDrafts = createDraftStore(
  'chatDrafts',
  shape({
    name: text,
    sources: listOf(storedSource),
    initial_questions: optional(listOf(text)),
    model_name: optional(text),
    docs_query_limit: typedNumber,
    vector_chunk_size: typedNumber,
    vector_chunk_overlap: typedNumber,
    link_limit: typedNumber,
    show_document_links: setting,
    show_source_links_in_response: setting,
    show_source_links_after_response: setting,
    save_chat_history: setting,
    is_published: setting,
    collect_leads: setting,
    lead_after_answers: typedNumber,
    primary_color: color,
    bg_color: color,
  }),
);

/** A draft kept before a setting existed takes that setting from `base` (the chat as saved), not from a new chat's. */
export function loadDraft(chatKey: string, base: ChatDraft = emptyDraft()): ChatDraft | null {
  const draft = chatDrafts.read(chatKey);
  return draft ? { ...base, ...draft } : null;
}

/** Where a suggested question typed and not added yet is kept (unaddedEntries), by chat id or 'new'. */
export const unaddedQuestionKey = (chatKey: string) => `chat.questions.${chatKey}`;

/** A new chat once created: the question typed and not added goes with it, and the next new chat starts empty. */
export function moveUnaddedQuestion(toChatKey: string): void {
  const text = unaddedEntries.read(unaddedQuestionKey('new'));
  unaddedEntries.clear(unaddedQuestionKey('new'));
  if (text !== null) unaddedEntries.write(unaddedQuestionKey(toChatKey), text);
}
