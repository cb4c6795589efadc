import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Chat } from '../../api';
import { Button, CopyField, Heading, Inline, InlineAlert, Note, Stack, Switch, Text } from '../../design-system';
import { WIDGET_PUSH_DELAY_MS } from '../../domain';
import { absoluteUrl, chatPaths } from '../../domain/paths';
import { chatPreviewEvent, chatPreviewReadyEvent, type PublicChat } from '../../domain/chatEmbed';
import { chatRootAttributes, loadWidget, type WidgetGlobalApi } from '../../widget/protocol';
import { DemoShareNote, EmbedCode } from '../embed';
import type { ChatDraft } from './chatDraft';
import * as styles from './chats.css';

export interface ChatPublishProps {
  /** The chat as saved: its id. */
  chat: Pick<Chat, 'id'>;
  /** The chat as the owner edits it: the preview shows it before it is saved. */
  draft: ChatDraft;
  onPublishedChange: (published: boolean) => void;
  /** Whether a source has finished training; undefined while that is not known yet. */
  trained: boolean | undefined;
  /** Loads the widget script for the preview (a story passes one that fails or never ends). */
  loadPreview?: () => Promise<WidgetGlobalApi>;
}

/** The chat's public page as a full address to copy and share. */
const chatShareUrl = (id: Chat['id']) => absoluteUrl(chatPaths.share(id));

/** What a visitor's page would get from the server, made from the draft (PublicChat, docs/api.md). */
function publicChatOf(chat: ChatPublishProps['chat'], draft: ChatDraft): PublicChat {
  return {
    id: Number(chat.id),
    name: draft.name,
    initial_questions: draft.initial_questions,
    show_source_links_in_response: draft.show_source_links_in_response,
    show_source_links_after_response: draft.show_source_links_after_response,
    save_chat_history: draft.save_chat_history,
    primary_color: draft.primary_color,
    bg_color: draft.bg_color,
    // A preview never answers, so it never gets to ask for an e-mail.
    lead_after_answers: null,
  };
}

/**
 * The chat editor's Publish section (a lazy part of its own: the chats chunk is at its budget): the chat's state, and
 * on demand the switch, the public page's link, the code for the owner's site in the page or as a floating button,
 * and a live preview of the embed. Closed at first: the widget script of the preview and the chat's public address
 * (which holds the host, which a picture of the editor must not) come only when the owner opens it.
 */
export function ChatPublish(props: ChatPublishProps) {
  const { t } = useTranslation('chats');
  const [open, setOpen] = useState(false);
  return (
    <Stack as="section" aria-labelledby="chat-publish">
      <Inline align="center">
        <Heading level={2} id="chat-publish">
          {t('sections.publish')}
        </Heading>
        <Text as="span" tone="muted">{t(props.draft.is_published ? 'publish.stateOn' : 'publish.stateOff')}</Text>
        <Button variant="text" aria-expanded={open} aria-controls="chat-publish-part" onClick={() => setOpen(!open)}>
          {t(open ? 'publish.close' : 'publish.open')}
        </Button>
      </Inline>
      {open && (
        <div id="chat-publish-part">
          <PublishParts {...props} />
        </div>
      )}
    </Stack>
  );
}

/** What the open section holds: publish, share, embed, preview. */
export function PublishParts({ chat, draft, onPublishedChange, trained, loadPreview = loadWidget }: ChatPublishProps) {
  const { t } = useTranslation('chats');
  const preview = useMemo(() => publicChatOf(chat, draft), [chat, draft]);
  return (
    <Stack>
      <Text tone="muted">{t('publish.intro')}</Text>
      <Switch
        label={t('publish.published')}
        hint={t(draft.is_published ? 'publish.publishedHint' : 'publish.unpublishedHint')}
        checked={draft.is_published}
        onChange={(event) => onPublishedChange(event.currentTarget.checked)}
      />
      {trained === false && (
        <Note tone="warning" role="note">
          {t('publish.notTrained')}
        </Note>
      )}
      <DemoShareNote>{t('publish.demoShare')}</DemoShareNote>
      <CopyField label={t('publish.pageLink')} value={chatShareUrl(chat.id)} />
      <Link className={styles.link} to={chatPaths.share(chat.id)} target="_blank">
        {t('publish.openPage')}
      </Link>
      <EmbedCode target={{ chatId: chat.id, launcher: false }} label={t('publish.inline')} hint={t('publish.inlineHint')} />
      <EmbedCode target={{ chatId: chat.id, launcher: true }} label={t('publish.launcher')} hint={t('publish.launcherHint')} />
      <ChatPreview chat={preview} load={loadPreview} />
    </Stack>
  );
}

type PreviewStatus = 'loading' | 'ready' | 'failed';

/**
 * The chat's side of the preview protocol (src/domain/chatEmbed.ts), here rather than in src/widget/protocol.ts so
 * that the first load, which holds the protocol for the share page, does not carry it.
 */
export function pushChatPreview(chatId: Chat['id'], chat: PublicChat): void {
  document.dispatchEvent(new CustomEvent(chatPreviewEvent(chatId), { detail: { data: chat } }));
}

/** Calls `listener` each time a preview root of the chat is ready for a push; returns the way to stop. */
function onChatPreviewReady(chatId: Chat['id'], listener: () => void): () => void {
  const name = chatPreviewReadyEvent(chatId);
  document.addEventListener(name, listener);
  return () => document.removeEventListener(name, listener);
}

/**
 * The real chat embed in preview mode: loaded once, then fed the draft 200 ms after the last edit. A preview root
 * makes no calls, so no visitor is counted and no credit spent.
 */
function ChatPreview({ chat, load }: { chat: PublicChat; load: () => Promise<WidgetGlobalApi> }) {
  const { t, i18n } = useTranslation('chats');
  const scope = useRef<HTMLDivElement>(null);
  const [widget, setWidget] = useState<WidgetGlobalApi | null>(null);
  const [failed, setFailed] = useState(false);
  const status: PreviewStatus = widget ? 'ready' : failed ? 'failed' : 'loading';

  useEffect(() => {
    let cancelled = false;
    load().then(
      (api) => !cancelled && setWidget(api),
      () => !cancelled && setFailed(true),
    );
    return () => {
      cancelled = true;
    };
  }, [load]);
  // The chat's root is drawn only once the script is here, so a page never holds a root nothing will mount.
  useEffect(() => {
    if (!widget || !scope.current) return;
    widget.mount(scope.current);
    return () => widget.destroy();
  }, [widget]);

  useEffect(() => {
    if (!widget) return;
    const push = () => pushChatPreview(chat.id, chat);
    const timer = setTimeout(push, WIDGET_PUSH_DELAY_MS);
    // The chat's code is a chunk of the widget's own: a root that starts listening after the push asks again.
    const stop = onChatPreviewReady(chat.id, push);
    return () => {
      clearTimeout(timer);
      stop();
    };
  }, [widget, chat]);

  return (
    <Stack aria-labelledby="chat-preview-title" role="region" aria-busy={status === 'loading'}>
      <Heading level={3} id="chat-preview-title">
        {t('publish.preview')}
      </Heading>
      {status === 'loading' && <Text tone="muted">{t('publish.previewLoading')}</Text>}
      {status === 'failed' && <InlineAlert>{t('publish.previewFailed')}</InlineAlert>}
      {widget && (
        <div ref={scope} className={styles.previewFrame}>
          {/* In the owner's language: the preview is read in the app. Mounted once, so a language switch shows on the next visit. */}
          <div {...chatRootAttributes(chat.id, { preview: true })} lang={i18n.language} />
        </div>
      )}
    </Stack>
  );
}
