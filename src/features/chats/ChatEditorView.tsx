import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Chat } from '../../api';
import { Banner, Button, lazyPart, Page, PageHeader } from '../../design-system';
import { ChatEditor, type ChatEditorProps } from './ChatEditor';
import { chatPaths } from '../../domain/paths';

// The Publish section (share link, embed code, live preview) is code of its own: the chats chunk is at its budget.
const ChatPublish = lazyPart(() => import('./ChatPublish').then((module) => module.ChatPublish));

/** The editor over the draft of a new chat (chat null) or of a saved one. */
export interface ChatEditorViewProps extends Omit<ChatEditorProps, 'draftKey' | 'publish'> {
  chat: Chat | null;
  /** A draft kept on this device (from a reload) was restored: said until dismissed or discarded. */
  restored: boolean;
  onDismissRestored: () => void;
  /** Drop the restored draft: back to the chat as saved. */
  onDiscardDraft: () => void;
  /** Whether a source of the saved chat has finished training; undefined until its sources are read. */
  trained: boolean | undefined;
}

/** /chats/new and /chats/{id}/settings as the owner sees them: the chat's settings, the restored draft, Publish, Save. */
export function ChatEditorView(props: ChatEditorViewProps) {
  const { t } = useTranslation('chats');
  const { chat, restored, onDismissRestored, onDiscardDraft, trained, ...editor } = props;
  return (
    <Page>
      <PageHeader
        title={chat ? t('editTitleNamed', { name: chat.name }) : t('createTitle')}
        actions={
          chat && (
            <Button variant="text" render={<Link to={chatPaths.chat(chat.id)} />}>
              {t('openChat')}
            </Button>
          )
        }
      />
      {restored && (
        <Banner tone="info" title={t('draftRestored')} onDismiss={onDismissRestored} actionLabel={t('discardDraft')} onAction={onDiscardDraft} />
      )}
      <ChatEditor
        {...editor}
        draftKey={chat ? String(chat.id) : 'new'}
        publish={
          chat &&
          !chat.is_example && (
            <Suspense fallback={null}>
              <ChatPublish
                chat={chat}
                draft={editor.draft}
                trained={trained}
                onPublishedChange={(published) => editor.onChange({ ...editor.draft, is_published: published })}
              />
            </Suspense>
          )
        }
      />
    </Page>
  );
}
