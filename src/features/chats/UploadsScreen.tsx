import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useDeleteUpload, useUploadFile, useUploads, type Upload } from '../../api';
import { Button, FileDrop, type FileDropItem, formatBytes, Heading, Inline, InlineAlert, Page, ProblemNotice, Table, type TableColumn } from '../../design-system';
import { UPLOAD_MAX_BYTES } from '../../domain/constants';
import { useChatFailureText } from './failureText';
import { chatPaths } from '../../domain/paths';
import * as styles from './chats.css';
import { dateTimeFormat } from '../../domain/intl';

type Sending = FileDropItem & { file: File };

/**
 * The kind of file as people name it: its extension ("DOCX", "PDF"), else the media type's last word; the full
 * media type ("application/vnd.openxmlformats-officedocument…") is its tooltip.
 */
function fileKind(upload: Pick<Upload, 'name' | 'type'>): string {
  const extension = /\.([a-z0-9]{1,8})$/i.exec(upload.name)?.[1];
  return (extension ?? upload.type.split(/[/+.]/).pop() ?? upload.type).toUpperCase();
}

/** /chats/uploads: the files chats learn from, and new ones with real progress, cancel and retry. */
export function UploadsScreen() {
  const { t, i18n } = useTranslation('chats');
  const failureText = useChatFailureText();
  const uploads = useUploads({ page: 1, page_size: 100 });
  const upload = useUploadFile();
  const remove = useDeleteUpload();
  const [sending, setSending] = useState<Sending[]>([]);
  const controllers = useRef(new Map<string, AbortController>());
  const dateFormat = dateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });

  const patch = (id: string, change: Partial<Sending>) => setSending((list) => list.map((item) => (item.id === id ? { ...item, ...change } : item)));

  const send = (item: Sending) => {
    const controller = new AbortController();
    controllers.current.set(item.id, controller);
    patch(item.id, { status: 'uploading', progress: 0, error: undefined });
    upload.mutate(
      {
        file: item.file,
        fileName: item.file.name,
        signal: controller.signal,
        onProgress: ({ loaded, total }) => patch(item.id, { progress: total > 0 ? loaded / total : 0 }),
      },
      {
        onSuccess: () => setSending((list) => list.filter((i) => i.id !== item.id)),
        onError: (error) => patch(item.id, { status: 'error', error: controller.signal.aborted ? t('uploadCancelled') : failureText(error) }),
        onSettled: () => controllers.current.delete(item.id),
      },
    );
  };

  const columns: TableColumn<Upload>[] = [
    { id: 'name', header: t('uploadColumns.name'), cell: (u) => u.name },
    { id: 'title', header: t('uploadColumns.title'), cell: (u) => u.title || '—' },
    { id: 'type', header: t('uploadColumns.type'), cell: (u) => <abbr title={u.type}>{fileKind(u)}</abbr> },
    { id: 'status', header: t('uploadColumns.status'), cell: (u) => t(`uploadStatus.${u.status}` as 'uploadStatus.ready', { defaultValue: u.status }) },
    { id: 'created', header: t('uploadColumns.created'), cell: (u) => dateFormat.format(new Date(u.created_at)) },
    { id: 'size', header: t('uploadColumns.size'), align: 'end', cell: (u) => formatBytes(u.size, i18n.language) },
    {
      id: 'actions',
      header: t('columns.actions'),
      align: 'end',
      pinEnd: true,
      cell: (u) => (
        <Button variant="text" size="sm" loading={remove.isPending && remove.variables === u.id} onClick={() => remove.mutate(u.id)} aria-label={t('deleteNamed', { name: u.name })}>
          {t('delete')}
        </Button>
      ),
    },
  ];

  return (
    <Page>
      <Inline as="header" gap="md" align="center">
        <Heading level={1} breakable className={styles.heading}>{t('uploadsTitle')}</Heading>
        <Button variant="text" render={<Link to={chatPaths.list()} />}>
          {t('backToChats')}
        </Button>
      </Inline>
      <FileDrop
        multiple
        maxBytes={UPLOAD_MAX_BYTES}
        hint={t('uploadHint', { size: formatBytes(UPLOAD_MAX_BYTES, i18n.language) })}
        files={sending}
        onFiles={(files) => {
          const items = files.map((file, index) => ({ id: `${Date.now()}-${index}-${file.name}`, name: file.name, size: file.size, status: 'uploading' as const, progress: 0, file }));
          setSending((list) => [...list, ...items]);
          items.forEach(send);
        }}
        onRemove={(item) => {
          const controller = controllers.current.get(item.id);
          if (controller) controller.abort();
          else setSending((list) => list.filter((i) => i.id !== item.id));
        }}
      />
      {sending.some((item) => item.status === 'error') && (
        <Inline align="center">
          {sending
            .filter((item) => item.status === 'error')
            .map((item) => (
              <Button key={item.id} variant="secondary" size="sm" onClick={() => send(item)}>
                {t('retryUpload', { name: item.name })}
              </Button>
            ))}
        </Inline>
      )}
      {remove.isError && (
        <InlineAlert>
          {t('deleteFailed', { reason: failureText(remove.error) })}
        </InlineAlert>
      )}
      {uploads.isError && !uploads.data ? (
        <ProblemNotice
          message={t('loadFailed', { reason: failureText(uploads.error) })}
          onRetry={() => void uploads.refetch()}
        />
      ) : (
        <Table
          label={t('uploadsTable')}
          columns={columns}
          rows={uploads.data?.results ?? []}
          getRowId={(u) => String(u.id)}
          getRowLabel={(u) => u.name}
          loading={uploads.isPending}
          emptyText={t('noUploads')}
        />
      )}
    </Page>
  );
}
