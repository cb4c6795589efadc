import { z } from 'zod';
import type { ChatEmbedConversation, ChatEmbedEvent, ChatEmbedLeadInput, PublicChat } from '../../domain/chatEmbed';
import { answerSourceSchema, askChatBodySchema, chatSchema, type AskChatEvent } from './chat';
import { idSchema } from './common';

/*
 * A chat on the owner's site (designed here, docs/api.md): the calls a visitor's page makes without sign-in.
 * The widget's chat reads the same shapes by hand (src/domain/chatEmbed.ts); the checks at the end keep both one.
 */

/** The published chat as a visitor's page gets it: nothing of its model, sources or their contents. */
export const publicChatSchema = chatSchema
  .pick({
    id: true,
    name: true,
    initial_questions: true,
    show_source_links_in_response: true,
    show_source_links_after_response: true,
    save_chat_history: true,
    primary_color: true,
    bg_color: true,
    lead_after_answers: true,
  })
  .extend({ show_branding: z.boolean().default(false) })
  .strip();

/** POST …/public/conversation/{uuid}/lead/ (designed here): the e-mail a visitor leaves when the chat asks. */
export const chatEmbedLeadBodySchema = z.object({ email: z.string().max(254) });
export const chatEmbedLeadSchema = z.object({ id: idSchema });

/** A visitor's conversation (start answers it with no messages). */
export const chatEmbedConversationSchema = z.object({
  uuid: z.string().min(8),
  messages: z
    .array(
      z.object({
        role: z.enum(['user', 'assistant']),
        content: z.string(),
        sources: z.array(answerSourceSchema).default([]),
        stopped: z.boolean().default(false),
      }),
    )
    .default([]),
});

/** What a visitor asks: one question; the conversation is named in the path. */
export const chatEmbedAskBodySchema = askChatBodySchema.pick({ question: true });

// Compile-time checks: the schemas and the widget's types describe the same shapes.
const _fits = (
  chat: z.infer<typeof publicChatSchema>,
  conversation: z.infer<typeof chatEmbedConversationSchema>,
  event: AskChatEvent,
  lead: z.infer<typeof chatEmbedLeadBodySchema>,
): [PublicChat, ChatEmbedConversation, ChatEmbedEvent, ChatEmbedLeadInput] => [chat, conversation, event, lead];
void _fits;
