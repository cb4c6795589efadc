import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { isApiError, useChatSources, useCreateChat, useUpdateChat, useUploads, type Chat } from '../../api';
import { useSnackbar } from '../../design-system';
import { validateChat } from '../../domain/chatRules';
import { checkedChat, draftFromChat, emptyDraft, chatDrafts, loadDraft, moveUnaddedQuestion, toChatWrite, type ChatDraft } from './chatDraft';
import { ChatEditorView } from './ChatEditorView';
import { WithChat } from './ChatLoadProblem';
import { useChatFailureText } from './failureText';
import { chatPaths } from '../../domain/paths';
import { problemTexts, serverProblemTexts, type ProblemTexts } from './problems';
import { trainingPoll } from './useTrainingPoll';
import { useUnloadWarning } from '../../lib/useUnloadWarning';

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
    <ChatEditorView
      chat={chat}
      restored={showRestored}
      onDismissRestored={() => setShowRestored(false)}
      onDiscardDraft={() => {
        setDraft(saved);
        setShowRestored(false);
      }}
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
      trained={trained}
      problems={problems}
    />
  );
}
