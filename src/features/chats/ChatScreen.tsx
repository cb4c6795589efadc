import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { useChatConversations, useChatHistory, useChatSources, type Chat, type Id } from '../../api';
import { WithChat } from './ChatLoadProblem';
import { chatQuestions } from './chatQuestion';
import { ChatView, type OpenedSavedConversation } from './ChatView';
import { useAskChat, type AskedMessage } from './useAskChat';
import { trainingPoll } from './useTrainingPoll';

/** /chats/{id}: ask the chat, watch it train, and read earlier conversations. */
export function ChatScreen() {
  const { chatId = '' } = useParams();
  const { t } = useTranslation('chats');
  return (
    <WithChat chatId={chatId} loadingTitle={t('loadingChat')} title={t('chat')} skeletonHeight={360}>
      {(chat) => <LoadedChat chat={chat} />}
    </WithChat>
  );
}

/** The chat's sources as they train, its saved conversations and the opened one, the conversation on this page. */
function LoadedChat({ chat }: { chat: Chat }) {
  const sources = useChatSources(chat.id, { queryConfig: trainingPoll });
  const conversations = useChatConversations(chat.id, { page: 1, page_size: 20 }, { queryConfig: { enabled: chat.save_chat_history } });
  const [openConversation, setOpenConversation] = useState<Id | null>(null);
  const history = useChatHistory(chat.id, { conversation_id: openConversation ?? undefined, page: 1, page_size: 100 }, { queryConfig: { enabled: openConversation !== null } });
  const conversation = useAskChat(chat.id, { messages: [], conversationId: null });
  const [keptQuestion] = useState(() => chatQuestions.read(chat.id) ?? '');

  const opened: OpenedSavedConversation | null =
    openConversation === null
      ? null
      : history.isPending
        ? { status: 'loading', messages: [] }
        : history.isError
          ? { status: 'error', messages: [], error: history.error }
          : {
              status: 'ready',
              messages: history.data.results.map((m): AskedMessage => ({ key: `h${m.id}`, role: m.role, content: m.content, sources: m.sources, stopped: m.stopped })),
            };

  return (
    <ChatView
      chat={chat}
      sources={sources.data ?? chat.sources}
      savedConversations={conversations.data?.results ?? []}
      openedId={openConversation}
      opened={opened}
      onOpen={setOpenConversation}
      onContinue={(messages) => {
        conversation.reset({ messages, conversationId: openConversation });
        setOpenConversation(null);
      }}
      conversation={conversation}
      onAsk={conversation.ask}
      onStop={conversation.stop}
      keptQuestion={keptQuestion}
      onKeepQuestion={(question) => chatQuestions.write(chat.id, question)}
    />
  );
}
