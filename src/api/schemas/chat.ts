import { z } from 'zod';
import { chatSourceKinds } from '../../domain/formModel';
import { TEXT_LIMITS } from '../../domain/limits';
import { idSchema } from './common';
import { leadSchema } from './lead';

/** A colour the owner chose for the chat on their site: `#rrggbb`, or null for the widget's own. */
const chatColorSchema = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'Enter a colour as #rrggbb.').nullable().default(null);

/** Training states of one source (designed here): queued, then indexing its pages, then ready or failed. */
export const sourceStatuses = ['queued', 'indexing', 'ready', 'failed'] as const;

/** What the server reports about a source's training; absent on what the app sends. */
const trainingShape = {
  status: z.enum(sourceStatuses).optional(),
  pages_found: z.number().int().nonnegative().optional(),
  pages_indexed: z.number().int().nonnegative().optional(),
  /** Why a source failed, or a note on one that trained (link_limit_exceeded). */
  error: z.string().nullish(),
};

/** A knowledge source of a trained chat: an uploaded file, a web page, a sitemap or a text. */
export const chatSourceSchema = z.discriminatedUnion('kind', [
  z.object({ id: idSchema.optional(), kind: z.literal('file'), upload_id: idSchema, name: z.string().default(''), ...trainingShape }),
  z.object({ id: idSchema.optional(), kind: z.literal('webpage'), url: z.string(), ...trainingShape }),
  z.object({ id: idSchema.optional(), kind: z.literal('sitemap'), url: z.string(), ...trainingShape }),
  z.object({ id: idSchema.optional(), kind: z.literal('text'), title: z.string().default(''), text: z.string(), ...trainingShape }),
]);
export type ChatSource = z.infer<typeof chatSourceSchema>;
export type ChatSourceInput = z.input<typeof chatSourceSchema>;
export const chatSourceKindSchema = z.enum(chatSourceKinds);

/** A trained AI chat. Option names are designed here (docs/api.md). */
export const chatSchema = z
  .object({
    id: idSchema,
    name: z.string(),
    sources: z.array(chatSourceSchema).default([]),
    initial_questions: z.array(z.string()).default([]),
    docs_query_limit: z.number().int().nonnegative().nullable().default(null),
    model_name: z.string().nullable().default(null),
    vector_chunk_size: z.number().int().positive().nullable().default(null),
    vector_chunk_overlap: z.number().int().nonnegative().nullable().default(null),
    show_document_links: z.boolean().default(false),
    show_source_links_in_response: z.boolean().default(false),
    show_source_links_after_response: z.boolean().default(false),
    save_chat_history: z.boolean().default(false),
    /** Visitors may use the chat on the owner's site (designed here); off until the owner publishes it. */
    is_published: z.boolean().default(false),
    /** The chat's colours on the owner's site (designed here). */
    primary_color: chatColorSchema,
    bg_color: chatColorSchema,
    /** One of the product's example chats: anyone can open and ask it; only its owner changes it. */
    is_example: z.boolean().default(false),
    /** The chat on the owner's site asks visitors for an e-mail (designed here): after `lead_after_answers` answers, or when they ask for contact. */
    collect_leads: z.boolean().default(false),
    lead_after_answers: z.number().int().positive().nullable().default(null),
    /**
     * When a visitor's question was last refused because the owner's credits ran out (designed here, server-owned);
     * null again once a visitor's answer is paid for. The app shows the owner a banner while it is set.
     */
    credits_refused_at: z.string().nullable().default(null),
    /** How many pages of a sitemap are read at most (designed here). */
    link_limit: z.number().int().positive().nullable().default(null),
    pages_found: z.number().int().nonnegative().default(0),
    pages_indexed: z.number().int().nonnegative().default(0),
    created_at: z.string().nullable().default(null),
  })
  .loose();
export type Chat = z.infer<typeof chatSchema>;

/** POST /training/chat/ and PUT /training/chat/{id}/ send the chat without server-owned keys. */
export const chatWriteSchema = chatSchema
  .omit({ id: true, pages_found: true, pages_indexed: true, created_at: true, is_example: true, credits_refused_at: true })
  .partial()
  .extend({ name: z.string().max(TEXT_LIMITS.chatName) });
export type ChatWrite = z.input<typeof chatWriteSchema>;

/** One message of a saved chat conversation (designed here). */
export const chatMessageSchema = z.object({
  id: idSchema,
  role: z.enum(['user', 'assistant']),
  content: z.string(),
  created_at: z.string().nullable().default(null),
  conversation_id: idSchema.nullable().default(null),
  /** Pages the answer came from, when the chat shows source links. */
  sources: z.array(z.object({ title: z.string(), url: z.string() })).default([]),
  /** The owner pressed Stop before the answer was whole. */
  stopped: z.boolean().default(false),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

/** One saved conversation with a chat (designed here). */
export const chatConversationSchema = z.object({
  id: idSchema,
  started_at: z.string(),
  first_question: z.string(),
  message_count: z.number().int().nonnegative(),
  /** A visitor's conversation on the owner's site, not the owner's own in the app (designed here). */
  visitor: z.boolean().default(false),
  /** The e-mail the visitor left in it: a lead of the same shape as a form's (designed here). */
  lead: leadSchema.nullable().default(null),
});
export type ChatConversation = z.infer<typeof chatConversationSchema>;

/** Which conversations a list holds (designed here): every one, or the visitors' on the owner's site only. */
export type ChatConversationParams = { page?: number; page_size?: number; origin?: 'visitor'; has_lead?: boolean };

/** Which chats a list shows: every chat the owner can open (theirs and the product's examples), or theirs. */
export const chatScopes = ['all', 'mine'] as const;
export type ChatScope = (typeof chatScopes)[number];

/** POST /training/chat/{id}/ask/ (designed here). */
export const askChatBodySchema = z.object({
  question: z.string().trim().min(1).max(TEXT_LIMITS.chatMessage),
  conversation_id: idSchema.nullable().optional(),
});
export type AskChatBody = z.input<typeof askChatBodySchema>;


/** The source links an answer shows (the `sources` event and a saved message's `sources`). */
export const answerSourceSchema = z.object({ title: z.string(), url: z.string() });

/** One line of the answer stream (newline-delimited JSON, designed here). */
export const askChatEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('start'), conversation_id: idSchema.nullable() }),
  z.object({ type: z.literal('token'), text: z.string() }),
  z.object({ type: z.literal('sources'), sources: z.array(answerSourceSchema) }),
  z.object({ type: z.literal('end'), message_id: idSchema.nullable() }),
  z.object({ type: z.literal('error'), code: z.string(), detail: z.string() }),
]);
export type AskChatEvent = z.infer<typeof askChatEventSchema>;
