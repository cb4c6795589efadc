import { Suspense, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { isApiError, useChatSources, useCreateChat, useUpdateChat, useUploads, type Chat } from '../../api';
import { Banner, Button, Heading, Inline, lazyPart, Page, useSnackbar } from '../../design-system';
import { validateChat } from '../../domain/chatRules';
import { checkedChat, draftFromChat, emptyDraft, chatDrafts, loadDraft, moveUnaddedQuestion, toChatWrite, type ChatDraft } from './chatDraft';
import { ChatEditor } from './ChatEditor';
import { useChatFailureText } from './failureText';
import { WithChat } from './ChatLoadProblem';
import { chatPaths } from '../../domain/paths';
import { problemTexts, serverProblemTexts, type ProblemTexts } from './problems';
import { trainingPoll } from './useTrainingPoll';
import { useUnloadWarning } from '../../lib/useUnloadWarning';
import * as styles from './chats.css';

// The Publish section (share link, embed code, live preview) is code of its own: the chats chunk is at its budget.
const ChatPublish = lazyPart(() => import('./ChatPublish').then((module) => module.ChatPublish));

/** /chats/new and /chats/{id}/settings: the chat editor over the server's chat and the unsaved draft. */
export function ChatEditorScreen() {
  const { chatId } = useParams();
  const { t } = useTranslation('chats');
  if (chatId === undefined) return <LoadedEditor key="new" chat={null} />;
  return (
    <WithChat chatId={chatId} loadingTitle={t('editTitle')} title={t('editTitle')} skeletonHeight={320}>
      {(chat) => <LoadedEditor key={chatId} chat={chat} />}
    </WithChat>
  );
}

function LoadedEditor({ chat }: { chat: Chat | null }) {
  const { t } = useTranslation('chats');
  const failureText = useChatFailureText();
  const navigate = useNavigate();
  const { show } = useSnackbar();
  const draftKey = chat ? String(chat.id) : 'new';
  const saved = useMemo(() => (chat ? draftFromChat(chat) : emptyDraft()), [chat]);
  const [restored] = useState(() => loadDraft(draftKey, saved));
  const [draft, setDraft] = useState<ChatDraft>(restored ?? saved);
  const [showRestored, setShowRestored] = useState(restored !== null);
  const [submitted, setSubmitted] = useState(false);
  const [serverProblems, setServerProblems] = useState<ProblemTexts>({});
  // Said by Save too, until the next change: the snackbar is gone after 5 s.
  const [saveProblem, setSaveProblem] = useState<string | undefined>();
  const uploads = useUploads({ page: 1, page_size: 100 });
  const sources = useChatSources(chat?.id ?? '', { queryConfig: { enabled: chat !== null, ...trainingPoll } });
  const training = useMemo(() => new Map((sources.data ?? []).flatMap((s) => (s.id === undefined ? [] : [[s.id, s] as const]))), [sources.data]);
  const create = useCreateChat();
  const update = useUpdateChat();
  const dirty = JSON.stringify(draft) !== JSON.stringify(saved);
  // Unknown (undefined) until the sources are read: the Publish part says nothing about training before that.
  const trained = sources.data ? sources.data.some((source) => source.status === 'ready') : undefined;

  // Every keystroke is kept: a reload, a failed save or an expired session never loses the draft.
  useEffect(() => {
    if (dirty) chatDrafts.write(draftKey, draft);
    else chatDrafts.clear(draftKey);
  }, [draft, dirty, draftKey]);
  useUnloadWarning(dirty);

  const problems = submitted ? { ...problemTexts(validateChat(checkedChat(draft)), t), ...serverProblems } : serverProblems;

  const submit = async () => {
    setSubmitted(true);
    setServerProblems({});
    setSaveProblem(undefined);
    if (validateChat(checkedChat(draft)).length > 0) {
      requestAnimationFrame(() => document.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    try {
      const result = chat ? await update.mutateAsync({ id: chat.id, chat: toChatWrite(draft) }) : await create.mutateAsync(toChatWrite(draft));
      chatDrafts.clear(draftKey);
      if (!chat) moveUnaddedQuestion(String(result.id));
      show({ tone: 'success', message: t('saved', { name: result.name }) });
      navigate(chatPaths.chat(result.id));
    } catch (error) {
      const fields = isApiError(error) ? error.fieldErrors : {};
      if (Object.keys(fields).length > 0) {
        setServerProblems(serverProblemTexts(fields));
        return;
      }
      const message = t('saveFailed', { reason: failureText(error) });
      setSaveProblem(message);
      show({ tone: 'error', message });
    }
  };

  return (
    <Page>
      <Inline as="header" gap="md" align="center">
        <Heading level={1} breakable className={styles.heading}>{chat ? t('editTitleNamed', { name: chat.name }) : t('createTitle')}</Heading>
        {chat && (
          <Button variant="text" render={<Link to={chatPaths.chat(chat.id)} />}>
            {t('openChat')}
          </Button>
        )}
      </Inline>
      {showRestored && (
        <Banner
          tone="info"
          title={t('draftRestored')}
          onDismiss={() => setShowRestored(false)}
          actionLabel={t('discardDraft')}
          onAction={() => {
            setDraft(saved);
            setShowRestored(false);
          }}
        />
      )}
      <ChatEditor
        draftKey={draftKey}
        draft={draft}
        onChange={(next) => {
          setDraft(next);
          setSaveProblem(undefined);
        }}
        saveProblem={saveProblem}
        onSubmit={() => void submit()}
        saving={create.isPending || update.isPending}
        uploads={uploads.data?.results ?? []}
        training={training}
        problems={problems}
        publish={
          chat &&
          !chat.is_example && (
            <Suspense fallback={null}>
              <ChatPublish
                chat={chat}
                draft={draft}
                trained={trained}
                onPublishedChange={(published) => {
                  setDraft({ ...draft, is_published: published });
                  setSaveProblem(undefined);
                }}
              />
            </Suspense>
          )
        }
      />
    </Page>
  );
}

