import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Id, Upload } from '../../api';
import { Button, FileDrop, type FileDropItem, formatBytes, Inline, InlineAlert, Page, PageHeader, ProblemNotice, Table, type TableColumn } from '../../design-system';
import { UPLOAD_MAX_BYTES } from '../../domain/constants';
import { useChatFailureText } from './failureText';
import { chatPaths } from '../../domain/paths';
import { dateTimeFormat } from '../../domain/intl';

export const uploadsStatuses = ['loading', 'error', 'ready'] as const;
export type UploadsStatus = (typeof uploadsStatuses)[number];

export interface UploadsViewProps {
  status: UploadsStatus;
  /** Why the list could not be loaded (status 'error'). */
  loadError?: unknown;
  uploads: readonly Upload[];
  /** The files on their way (or failed, or cancelled) in this visit, with their progress. */
  sending: readonly FileDropItem[];
  /** The upload being deleted, if one is. */
  deleting: Id | string | null;
  /** Why the last delete was refused, if it was (undefined: it was not). */
  deleteError?: unknown;
  /** Files the owner chose or dropped, within the size limit. */
  onFiles: (files: File[]) => void;
  /** Remove on a file on its way (cancels it) or on one that failed (forgets it). */
  onRemoveSending: (item: FileDropItem) => void;
  /** Send a failed or cancelled file again. */
  onRetrySending: (item: FileDropItem) => void;
  onDelete: (upload: Upload) => void;
  onRetry: () => void;
}

/**
 * The kind of file as people name it: its extension ("DOCX", "PDF"), else the media type's last word; the full
 * media type ("application/vnd.openxmlformats-officedocument…") is its tooltip.
 */
function fileKind(upload: Pick<Upload, 'name' | 'type'>): string {
  const extension = /\.([a-z0-9]{1,8})$/i.exec(upload.name)?.[1];
  return (extension ?? upload.type.split(/[/+.]/).pop() ?? upload.type).toUpperCase();
}

/** The files chats learn from, and new ones with their progress, cancel and retry. */
export function UploadsView({ status, loadError, uploads, sending, deleting, deleteError, onFiles, onRemoveSending, onRetrySending, onDelete, onRetry }: UploadsViewProps) {
  const { t, i18n } = useTranslation('chats');
  const failureText = useChatFailureText();
  const dateFormat = dateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  const failed = sending.filter((item) => item.status === 'error');

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
        <Button variant="text" size="sm" loading={deleting === u.id} onClick={() => onDelete(u)} aria-label={t('deleteNamed', { name: u.name })}>
          {t('delete')}
        </Button>
      ),
    },
  ];

  return (
    <Page>
      <PageHeader
        title={t('uploadsTitle')}
        actions={
          <Button variant="text" render={<Link to={chatPaths.list()} />}>
            {t('backToChats')}
          </Button>
        }
      />
      <FileDrop
        multiple
        maxBytes={UPLOAD_MAX_BYTES}
        hint={t('uploadHint', { size: formatBytes(UPLOAD_MAX_BYTES, i18n.language) })}
        files={sending}
        onFiles={onFiles}
        onRemove={onRemoveSending}
      />
      {failed.length > 0 && (
        <Inline align="center">
          {failed.map((item) => (
            <Button key={item.id} variant="secondary" size="sm" onClick={() => onRetrySending(item)}>
              {t('retryUpload', { name: item.name })}
            </Button>
          ))}
        </Inline>
      )}
      {deleteError !== undefined && (
        <InlineAlert>
          {t('deleteFailed', { reason: failureText(deleteError) })}
        </InlineAlert>
      )}
      {status === 'error' ? (
        <ProblemNotice message={t('loadFailed', { reason: failureText(loadError) })} onRetry={onRetry} />
      ) : (
        <Table
          label={t('uploadsTable')}
          columns={columns}
          rows={uploads}
          getRowId={(u) => String(u.id)}
          getRowLabel={(u) => u.name}
          loading={status === 'loading'}
          emptyText={t('noUploads')}
        />
      )}
    </Page>
  );
}
