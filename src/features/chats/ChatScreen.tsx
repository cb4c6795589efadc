import { useRef, useState, type FormEvent, type KeyboardEvent, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { useChatConversations, useChatHistory, useChatSources, type Chat, type Id } from '../../api';
import { Button, cx, Heading, Inline, InlineAlert, Markdown, Page, Panel, Skeleton, Stack, Text, TextArea, visuallyHidden } from '../../design-system';
import { chatLimits } from '../../domain/chatRules';
import { useChatFailureText } from './failureText';
import { WithChat } from './ChatLoadProblem';
import { ChatMessageItem } from './ChatMessageItem';
import { CreditsRefusedBanner } from './CreditsRefusedBanner';
import { chatQuestions } from './chatQuestion';
import { chatPaths } from '../../domain/paths';
import { TrainingBadge } from './TrainingBadge';
import { useAskChat, type AskedMessage } from './useAskChat';
import { useFollowNewest } from './useFollowNewest';
import { isTraining, trainingPoll } from './useTrainingPoll';
import * as styles from './chats.css';
import { dateTimeFormat } from '../../domain/intl';
import { CHAT_MESSAGE_LIMIT } from '../../domain/limits';

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

function LoadedChat({ chat }: { chat: Chat }) {
  const { t, i18n } = useTranslation('chats');
  const dateFormat = dateTimeFormat(i18n.language, { dateStyle: 'medium' });
  const sources = useChatSources(chat.id, { queryConfig: trainingPoll });
  const conversations = useChatConversations(chat.id, { page: 1, page_size: 20 }, { queryConfig: { enabled: chat.save_chat_history } });
  const [openConversation, setOpenConversation] = useState<Id | null>(null);
  const conversation = useAskChat(chat.id, { messages: [], conversationId: null });
  const list = sources.data ?? chat.sources;
  const ready = list.some((s) => s.status === 'ready');
  const found = list.reduce((sum, s) => sum + (s.pages_found ?? 0), 0);
  const indexed = list.reduce((sum, s) => sum + (s.pages_indexed ?? 0), 0);
  const linkLimit = chat.link_limit ?? chatLimits.linkLimit.default;

  return (
    <Page>
      <Inline as="header" gap="md" align="center">
        <Heading level={1} breakable className={styles.heading}>{chat.name}</Heading>
        <Button variant="text" render={<Link to={chatPaths.list()} />}>
          {t('backToChats')}
        </Button>
        {!chat.is_example && (
          <>
            <Button variant="secondary" render={<Link to={chatPaths.visitors(chat.id)} />}>
              {t('visitorsLink')}
            </Button>
            <Button variant="secondary" render={<Link to={chatPaths.results(chat.id)} />}>
              {t('resultsLink')}
            </Button>
            <Button variant="secondary" render={<Link to={chatPaths.settings(chat.id)} />}>
              {t('settings')}
            </Button>
          </>
        )}
      </Inline>
      <CreditsRefusedBanner chats={[chat]} />
      <Text tone="muted" role="status">
        {isTraining(list) ? t('summary.training', { indexed, found, count: found }) : t('summary.trained', { indexed, found, count: found })}
      </Text>
      <div className={styles.chatLayout}>
        <Conversation chat={chat} ready={ready} conversation={conversation} />
        <Stack as="aside" aria-label={t('aboutChat')}>
          <Stack as="section" aria-labelledby="chat-training">
            <Heading level={2} id="chat-training">
              {t('sections.training')}
            </Heading>
            <Stack as="ul" gap="xs" className={styles.list}>
              {list.map((source) => (
                <li key={source.id ?? JSON.stringify(source)}>
                  <strong>{source.kind === 'text' ? source.title || t('kinds.text') : source.kind === 'file' ? source.name : source.url}</strong>
                  <TrainingBadge source={source} linkLimit={linkLimit} />
                </li>
              ))}
            </Stack>
          </Stack>
          {chat.save_chat_history && (
            <Stack as="section" aria-labelledby="chat-history">
              <Heading level={2} id="chat-history">
                {t('sections.history')}
              </Heading>
              {conversations.data?.results.length ? (
                <Stack as="ul" gap="xs" className={styles.list}>
                  {conversations.data.results.map((c) => (
                    <li key={c.id}>
                      <button type="button" className={styles.textButton} aria-current={openConversation === c.id} onClick={() => setOpenConversation(c.id)}>
                        {c.first_question || t('untitledConversation')}
                        <Text as="span" tone="muted"> · <span className={styles.nowrap}>{dateFormat.format(new Date(c.started_at))}</span></Text>
                      </button>
                    </li>
                  ))}
                </Stack>
              ) : (
                <Text tone="muted">{t('noHistory')}</Text>
              )}
              {openConversation !== null && (
                <SavedConversation
                  chatId={chat.id}
                  conversationId={openConversation}
                  onContinue={(messages) => {
                    conversation.reset({ messages, conversationId: openConversation });
                    setOpenConversation(null);
                  }}
                />
              )}
            </Stack>
          )}
        </Stack>
      </div>
    </Page>
  );
}

function MessageList({
  messages,
  chat,
  streaming,
  listRef,
}: {
  messages: readonly AskedMessage[];
  chat: Chat;
  streaming: boolean;
  listRef: RefObject<HTMLOListElement | null>;
}) {
  const { t } = useTranslation('chats');
  const showSources = chat.show_source_links_in_response || chat.show_source_links_after_response;
  return (
    // It scrolls inside the conversation: a keyboard reaches it to scroll it.
    <Stack as="ol" ref={listRef} className={cx(styles.list, styles.scrollingMessages)} aria-label={t('messages')} tabIndex={0}>
      {messages.map((m, index) => (
        <ChatMessageItem
          key={m.key}
          who={t(m.role === 'user' ? 'you' : 'answer')}
          message={{ ...m, content: m.content || (streaming && index === messages.length - 1 ? '…' : ''), sources: showSources ? m.sources : [] }}
        />
      ))}
    </Stack>
  );
}

function Conversation({ chat, ready, conversation }: { chat: Chat; ready: boolean; conversation: ReturnType<typeof useAskChat> }) {
  const { t } = useTranslation('chats');
  const failureText = useChatFailureText();
  const [question, showQuestion] = useState(() => chatQuestions.read(chat.id) ?? '');
  const box = useRef(question);
  /** What the box shows, and what is kept for a reload: the box's text, or the question still being answered. */
  const setQuestion = (text: string, kept = text) => {
    box.current = text;
    showQuestion(text);
    chatQuestions.write(chat.id, kept);
  };
  const [asked, setAsked] = useState('');
  /** A question that got no answer and could not go back into the box, because the owner had typed another. */
  const [unanswered, setUnanswered] = useState<string | null>(null);
  const { listRef, followAgain } = useFollowNewest<HTMLOListElement>();
  const send = async (text: string) => {
    const trimmed = text.trim();
    // Enter too: a chat with no trained source cannot answer (Send is disabled then).
    if (!ready || trimmed === '' || conversation.streaming) return;
    followAgain();
    setAsked(trimmed);
    setUnanswered(null);
    setQuestion('', trimmed);
    const answered = await conversation.ask(trimmed);
    if (box.current.trim() === '') setQuestion(answered ? '' : trimmed);
    else if (!answered) setUnanswered(trimmed);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void send(question);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey) {
      event.preventDefault();
      void send(question);
    }
  };
  const last = conversation.messages.at(-1);
  return (
    <Panel as="section" padding="md" radius="lg" className={cx(styles.conversation, styles.askedConversation)} aria-label={t('conversation')}>
      {conversation.messages.length === 0 && chat.initial_questions.length > 0 && (
        <Inline align="center">
          {chat.initial_questions.map((q) => (
            <Button key={q} variant="secondary" size="sm" disabled={!ready || conversation.streaming} onClick={() => void send(q)}>
              {q}
            </Button>
          ))}
        </Inline>
      )}
      <MessageList messages={conversation.messages} chat={chat} streaming={conversation.streaming} listRef={listRef} />
      {/* Announced once, when the answer is whole: not word by word. Only for screen readers: the eye sees it. */}
      <p className={visuallyHidden} aria-live="polite">
        {asked !== '' && !conversation.streaming && last?.role === 'assistant' && last.content ? t('answered', { question: asked }) : ''}
      </p>
      {conversation.error !== null && (
        <InlineAlert>
          {unanswered === null
            ? t('askFailed', { reason: failureText(conversation.error) })
            : t('askFailedQuestion', { question: unanswered, reason: failureText(conversation.error) })}
        </InlineAlert>
      )}
      <Stack as="form" gap="sm" onSubmit={submit}>
        <TextArea
          label={t('question')}
          hint={ready ? t('questionHint') : t('notReadyHint')}
          value={question}
          maxLength={CHAT_MESSAGE_LIMIT}
          rows={2}
          onChange={(event) => setQuestion(event.currentTarget.value)}
          onKeyDown={onKeyDown}
        />
        <Inline align="center">
          {conversation.streaming ? (
            <Button variant="secondary" onClick={conversation.stop}>
              {t('stop')}
            </Button>
          ) : (
            <Button type="submit" disabled={!ready || question.trim() === ''}>
              {t('send')}
            </Button>
          )}
        </Inline>
      </Stack>
    </Panel>
  );
}

function SavedConversation({
  chatId,
  conversationId,
  onContinue,
}: {
  chatId: Id;
  conversationId: Id;
  onContinue: (messages: AskedMessage[]) => void;
}) {
  const { t } = useTranslation('chats');
  const failureText = useChatFailureText();
  const history = useChatHistory(chatId, { conversation_id: conversationId, page: 1, page_size: 100 });
  if (history.isPending) return <Skeleton lines={3} />;
  if (history.isError) return <InlineAlert>{failureText(history.error)}</InlineAlert>;
  const messages: AskedMessage[] = history.data.results.map((m) => ({ key: `h${m.id}`, role: m.role, content: m.content, sources: m.sources, stopped: m.stopped }));
  return (
    <Stack>
      <Stack as="ol" gap="xs" className={styles.list} aria-label={t('savedConversation')}>
        {messages.map((m) => (
          <li key={m.key}>
            <Text as="span" tone="muted">{t(m.role === 'user' ? 'you' : 'answer')}: </Text>
            <Markdown source={m.content} />
          </li>
        ))}
      </Stack>
      <Button variant="secondary" size="sm" onClick={() => onContinue(messages)}>
        {t('continueConversation')}
      </Button>
    </Stack>
  );
}
