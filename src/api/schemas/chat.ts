import { z } from 'zod';
import { chatSourceKinds } from '../../domain/formModel';
import { idSchema } from './common';

/** A knowledge source of a trained chat (SPEC §3): an uploaded file, a web page, a sitemap or a text. */
export const chatSourceSchema = z.discriminatedUnion('kind', [
  z.object({ id: idSchema.optional(), kind: z.literal('file'), upload_id: idSchema, name: z.string().default('') }),
  z.object({ id: idSchema.optional(), kind: z.literal('webpage'), url: z.string() }),
  z.object({ id: idSchema.optional(), kind: z.literal('sitemap'), url: z.string() }),
  z.object({ id: idSchema.optional(), kind: z.literal('text'), title: z.string().default(''), text: z.string() }),
]);
export type ChatSource = z.infer<typeof chatSourceSchema>;
export type ChatSourceInput = z.input<typeof chatSourceSchema>;
export const chatSourceKindSchema = z.enum(chatSourceKinds);

/** A trained AI chat (SPEC §3). Option names are designed here (docs/api.md). */
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
    pages_found: z.number().int().nonnegative().default(0),
    pages_indexed: z.number().int().nonnegative().default(0),
    created_at: z.string().nullable().default(null),
  })
  .loose();
export type Chat = z.infer<typeof chatSchema>;

/** POST /training/chat/ and PUT /training/chat/{id}/ send the chat without server-owned keys. */
export const chatWriteSchema = chatSchema
  .omit({ id: true, pages_found: true, pages_indexed: true, created_at: true })
  .partial()
  .extend({ name: z.string() });
export type ChatWrite = z.input<typeof chatWriteSchema>;

/** One message of a saved chat conversation (designed here). */
export const chatMessageSchema = z.object({
  id: idSchema,
  role: z.enum(['user', 'assistant']),
  content: z.string(),
  created_at: z.string().nullable().default(null),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;
