import { useRef, useState, type FormEvent, type KeyboardEvent, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Chat, ChatConversation, ChatSource, Id } from '../../api';
import { Button, cx, Inline, InlineAlert, Markdown, Page, PageHeader, Panel, Skeleton, Stack, Text, TextArea, visuallyHidden } from '../../design-system';
import { chatLimits } from '../../domain/chatRules';
import { useChatFailureText } from './failureText';
import { ChatMessageItem } from './ChatMessageItem';
import { CreditsRefusedBanner } from './CreditsRefusedBanner';
import { chatPaths } from '../../domain/paths';
import { TrainingBadge } from './TrainingBadge';
import type { AskedMessage } from './useAskChat';
import { useFollowNewest } from './useFollowNewest';
import { isTraining } from './useTrainingPoll';
import * as styles from './chats.css';
import { dateTimeFormat } from '../../domain/intl';
import { CHAT_MESSAGE_LIMIT } from '../../domain/limits';
import { Section } from './Section';

export const savedConversationStatuses = ['loading', 'error', 'ready'] as const;
export type SavedConversationStatus = (typeof savedConversationStatuses)[number];

/** The conversation with the chat on this page: its messages, whether an answer is being written, why the last failed. */
export interface AskedConversation {
  messages: readonly AskedMessage[];
  streaming: boolean;
  /** Why the last question got no answer (null: it got one). */
  error: unknown;
}

/** A saved conversation the owner opened from the history, as its messages load. */
export interface OpenedSavedConversation {
  status: SavedConversationStatus;
  messages: AskedMessage[];
  error?: unknown;
}

export interface ChatViewProps {
  chat: Chat;
  /** The chat's sources as training goes (the chat's own until the first poll). */
  sources: readonly ChatSource[];
  /** The saved conversations (when the chat saves them), newest first. */
  savedConversations: readonly ChatConversation[];
  /** The saved conversation opened from the history, and its messages. */
  openedId: Id | null;
  opened: OpenedSavedConversation | null;
  onOpen: (id: Id) => void;
  /** Carry on the opened saved conversation here. */
  onContinue: (messages: AskedMessage[]) => void;
  conversation: AskedConversation;
  /** Resolves true once the question was answered (or stopped), false when it got no answer. */
  onAsk: (question: string) => Promise<boolean>;
  onStop: () => void;
  /** The question kept from before (a reload), and where the box's question is kept. */
  keptQuestion: string;
  onKeepQuestion: (question: string) => void;
}

/** A chat's page: ask the chat, watch it train, and read earlier conversations. */
export function ChatView({ chat, sources: list, savedConversations, openedId, opened, onOpen, onContinue, conversation, onAsk, onStop, keptQuestion, onKeepQuestion }: ChatViewProps) {
  const { t, i18n } = useTranslation('chats');
  const dateFormat = dateTimeFormat(i18n.language, { dateStyle: 'medium' });
  const ready = list.some((s) => s.status === 'ready');
  const found = list.reduce((sum, s) => sum + (s.pages_found ?? 0), 0);
  const indexed = list.reduce((sum, s) => sum + (s.pages_indexed ?? 0), 0);
  const linkLimit = chat.link_limit ?? chatLimits.linkLimit.default;

  return (
    <Page>
      <PageHeader
        title={chat.name}
        actions={
          <>
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
          </>
        }
      />
      <CreditsRefusedBanner chats={[chat]} />
      <Text tone="muted" role="status">
        {isTraining(list) ? t('summary.training', { indexed, found, count: found }) : t('summary.trained', { indexed, found, count: found })}
      </Text>
      <div className={styles.chatLayout}>
        <Conversation chat={chat} ready={ready} conversation={conversation} onAsk={onAsk} onStop={onStop} keptQuestion={keptQuestion} onKeepQuestion={onKeepQuestion} />
        <Stack as="aside" aria-label={t('aboutChat')} className={styles.chatAside}>
          <Section id="chat-training" title={t('sections.training')}>
            <Stack as="ul" gap="xs" className={styles.list}>
              {list.map((source) => (
                <li key={source.id ?? JSON.stringify(source)}>
                  <strong>{source.kind === 'text' ? source.title || t('kinds.text') : source.kind === 'file' ? source.name : source.url}</strong>
                  <TrainingBadge source={source} linkLimit={linkLimit} />
                </li>
              ))}
            </Stack>
          </Section>
          {chat.save_chat_history && (
            <Section id="chat-history" title={t('sections.history')}>
              {savedConversations.length > 0 ? (
                <Stack as="ul" gap="xs" className={styles.list}>
                  {savedConversations.map((c) => (
                    <li key={c.id}>
                      <button type="button" className={styles.textButton} aria-current={openedId === c.id} onClick={() => onOpen(c.id)}>
                        {c.first_question || t('untitledConversation')}
                        <Text as="span" tone="muted"> · <span className={styles.nowrap}>{dateFormat.format(new Date(c.started_at))}</span></Text>
                      </button>
                    </li>
                  ))}
                </Stack>
              ) : (
                <Text tone="muted">{t('noHistory')}</Text>
              )}
              {opened && <SavedConversation opened={opened} onContinue={onContinue} />}
            </Section>
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

function Conversation({
  chat,
  ready,
  conversation,
  onAsk,
  onStop,
  keptQuestion,
  onKeepQuestion,
}: Pick<ChatViewProps, 'chat' | 'conversation' | 'onAsk' | 'onStop' | 'keptQuestion' | 'onKeepQuestion'> & { ready: boolean }) {
  const { t } = useTranslation('chats');
  const failureText = useChatFailureText();
  const [question, showQuestion] = useState(keptQuestion);
  const box = useRef(question);
  /** What the box shows, and what is kept for a reload: the box's text, or the question still being answered. */
  const setQuestion = (text: string, kept = text) => {
    box.current = text;
    showQuestion(text);
    onKeepQuestion(kept);
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
    const answered = await onAsk(trimmed);
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
            <Button variant="secondary" onClick={onStop}>
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

function SavedConversation({ opened, onContinue }: { opened: OpenedSavedConversation; onContinue: (messages: AskedMessage[]) => void }) {
  const { t } = useTranslation('chats');
  const failureText = useChatFailureText();
  if (opened.status === 'loading') return <Skeleton lines={3} />;
  if (opened.status === 'error') return <InlineAlert>{failureText(opened.error)}</InlineAlert>;
  const { messages } = opened;
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
