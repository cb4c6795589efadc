/**
 * A trained chat on the owner's site (designed here, docs/api.md "A chat on the owner's site"): what a visitor's
 * page gets and sends. The widget's chat chunk reads these shapes by hand (no zod in the widget); the app's
 * schemas (src/api/schemas/chat.ts) parse the same shapes and are checked at compile time to fit these types.
 * The public chat holds no secret: no model settings, no sources nor their contents.
 */

/** Answers one visitor (one conversation) may get per window, and one chat per window for all its visitors. */
export const CHAT_VISITOR_ANSWERS_PER_WINDOW = 10;
export const CHAT_ANSWERS_PER_WINDOW = 60;
export const CHAT_RATE_WINDOW_MS = 60_000;

/** The public part of a chat: its name, questions to start with, how it shows sources, its colours. */
export interface PublicChat {
  id: number;
  name: string;
  initial_questions: string[];
  show_source_links_in_response: boolean;
  show_source_links_after_response: boolean;
  /** The conversation is kept, so a visitor who reloads the page finds it again. */
  save_chat_history: boolean;
  /** `#rrggbb` or null (the widget's own colours). */
  primary_color: string | null;
  bg_color: string | null;
  /** The owner's plan shows the product's branding (as a form's `show_branding`, designed here): a "Made with …" link. */
  show_branding?: boolean;
  /** Ask the visitor for an e-mail after this many answers (or when they ask for contact); null: never ask. */
  lead_after_answers: number | null;
}

/** What a visitor leaves when the chat asks (the form's lead rules: an e-mail is required and must be valid). */
export interface ChatEmbedLeadInput {
  email: string;
}

/**
 * A question that asks to be contacted, in the chat embed's languages: the chat then asks for an e-mail at once,
 * without waiting for its number of answers. Whole words only, so "contacts list" or "mailbox" alone do not count.
 */
export const CONTACT_REQUEST =
  /\b(contact|e-?mail|call me|reach (?:you|me)|get in touch|talk to (?:a|an|someone|somebody|a human|sales))\b|(?:^|[\s,.!?¿¡])(связаться|свяжитесь|контакт[а-яё]*|почт[а-яё]*|позвоните|перезвоните|contacto|contactar[a-záéíóúñ]*|correo|llamadme|llámame|llamarme)(?=$|[\s,.!?])/i;

export interface ChatEmbedSource {
  title: string;
  url: string;
}

export interface ChatEmbedMessage {
  role: 'user' | 'assistant';
  content: string;
  sources: ChatEmbedSource[];
  stopped: boolean;
}

/** A visitor's conversation: `uuid` names it in the paths; messages only when the chat saves history. */
export interface ChatEmbedConversation {
  uuid: string;
  messages: ChatEmbedMessage[];
}

/** One line of the answer stream: the same events as the owner's own chat (askChatEventSchema). */
export type ChatEmbedEvent =
  | { type: 'start'; conversation_id: number | null }
  | { type: 'token'; text: string }
  | { type: 'sources'; sources: ChatEmbedSource[] }
  | { type: 'end'; message_id: number | null }
  | { type: 'error'; code: string; detail: string };

/** Why an answer is refused or fails; each has its own text for the visitor. */
export const chatEmbedErrorCodes = [
  'not_enough_credits',
  'openai_key_missing',
  'rate_limited',
  'chat_busy',
  'chat_not_trained',
  'generation_failed',
] as const;
export type ChatEmbedErrorCode = (typeof chatEmbedErrorCodes)[number];

/**
 * Event carrying the chat as the owner edits it (`detail.data`, a PublicChat) to the chat's preview roots
 * (`data-chat-id` with `data-preview`): the chat editor's live preview. A preview root makes no calls.
 */
export const chatPreviewEvent = (chatId: number | string) => `aii-cx-chat-${chatId}-set-model-data`;
/** Event a chat's preview root sends once it listens (its code is a chunk that may arrive after the first push). */
export const chatPreviewReadyEvent = (chatId: number | string) => `aii-cx-chat-${chatId}-preview-ready`;
