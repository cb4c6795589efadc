import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { askChat, chatKeys, type ChatMessage, type Id } from '../../api';

export type AskedMessage = Pick<ChatMessage, 'role' | 'content' | 'sources' | 'stopped'> & { key: string };

export interface AskState {
  messages: AskedMessage[];
  streaming: boolean;
  conversationId: Id | null;
  error: unknown;
}

/**
 * One conversation with a chat: each question streams its answer into the last message; Stop aborts the
 * request (the server stops writing) and keeps what arrived. A failed question is handed back so the owner
 * can send it again.
 */
export function useAskChat(chatId: Id | string, initial: { messages: AskedMessage[]; conversationId: Id | null }) {
  const queryClient = useQueryClient();
  const [state, setState] = useState<AskState>({ ...initial, streaming: false, error: null });
  const controller = useRef<AbortController | null>(null);
  useEffect(() => () => controller.current?.abort(), []);

  const ask = useCallback(
    async (question: string): Promise<boolean> => {
      const abort = new AbortController();
      controller.current = abort;
      const key = `${Date.now()}`;
      setState((s) => ({
        ...s,
        streaming: true,
        error: null,
        messages: [
          ...s.messages,
          { key: `q${key}`, role: 'user', content: question, sources: [], stopped: false },
          { key: `a${key}`, role: 'assistant', content: '', sources: [], stopped: false },
        ],
      }));
      const updateAnswer = (change: (answer: AskedMessage) => AskedMessage) =>
        setState((s) => ({ ...s, messages: [...s.messages.slice(0, -1), change(s.messages.at(-1)!)] }));
      try {
        await askChat(
          chatId,
          { question, conversation_id: state.conversationId },
          (event) => {
            if (event.type === 'start') setState((s) => ({ ...s, conversationId: event.conversation_id ?? s.conversationId }));
            if (event.type === 'token') updateAnswer((a) => ({ ...a, content: a.content + event.text }));
            if (event.type === 'sources') updateAnswer((a) => ({ ...a, sources: event.sources }));
          },
          { signal: abort.signal },
        );
        setState((s) => ({ ...s, streaming: false }));
        return true;
      } catch (error) {
        if (abort.signal.aborted) {
          updateAnswer((a) => ({ ...a, stopped: true }));
          setState((s) => ({ ...s, streaming: false }));
          return true;
        }
        // Nothing was answered: the question goes back to the composer, not into the conversation.
        setState((s) => ({ ...s, streaming: false, error, messages: s.messages.slice(0, -2) }));
        return false;
      } finally {
        void queryClient.invalidateQueries({ queryKey: chatKeys.detail(chatId) });
      }
    },
    [chatId, queryClient, state.conversationId],
  );

  const stop = useCallback(() => controller.current?.abort(), []);
  const reset = useCallback((next: { messages: AskedMessage[]; conversationId: Id | null }) => {
    controller.current?.abort();
    setState({ ...next, streaming: false, error: null });
  }, []);

  return { ...state, ask, stop, reset };
}
