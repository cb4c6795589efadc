import { useId, useState, type DragEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { UPLOAD_MAX_BYTES } from '../../../domain/constants';
import { Button } from '../Button';
import * as styles from './FileDrop.css';
import { cx } from '../../cx';
import { visuallyHidden } from '../../visuallyHidden.css';
import { numberFormat } from '../../../domain/intl';

export const fileDropStatuses = ['uploading', 'done', 'error'] as const;
export type FileDropStatus = (typeof fileDropStatuses)[number];

/** A file the caller is uploading (or has uploaded), with its progress. */
export interface FileDropItem {
  id: string;
  name: string;
  size: number;
  status: FileDropStatus;
  /** 0–100 while uploading. */
  progress?: number;
  /** The message of a failed upload. */
  error?: string;
}

export interface FileDropRejection {
  file: File;
  reason: 'size' | 'type';
  message: string;
}

export interface FileDropProps {
  /** Accepted types: extensions (`.pdf`), MIME types (`application/pdf`) or groups (`image/*`). Any when empty. */
  accept?: readonly string[];
  multiple?: boolean;
  /** Largest accepted file; defaults to the upload limit (300 MB). */
  maxBytes?: number;
  /** Receives the accepted files of a drop or a choice. */
  onFiles: (files: File[]) => void;
  /** Told about refused files too (they are also shown). */
  onReject?: (rejections: FileDropRejection[]) => void;
  /** Files being uploaded or uploaded, with progress and state. */
  files?: readonly FileDropItem[];
  onRemove?: (item: FileDropItem) => void;
  /** A line under the prompt; defaults to the types and the size limit. */
  hint?: ReactNode;
  disabled?: boolean;
  className?: string;
}

/** Bytes as a short localised size: 300 MB, 1.5 GB, 12 KB (binary multiples, as the limit is defined). */
export function formatBytes(bytes: number, locale: string): string {
  const units = ['byte', 'kilobyte', 'megabyte', 'gigabyte'] as const;
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return numberFormat(locale, {
    style: 'unit',
    unit: units[unit],
    unitDisplay: unit === 0 ? 'long' : 'short',
    maximumFractionDigits: value < 10 && unit > 0 ? 1 : 0,
  }).format(value);
}

/** Whether a file matches one of the accepted types (extension, exact MIME type or MIME group). */
export function fileMatchesAccept(file: File, accept: readonly string[]): boolean {
  if (accept.length === 0) return true;
  const name = file.name.toLowerCase();
  const type = file.type.toLowerCase();
  return accept.some((raw) => {
    const rule = raw.trim().toLowerCase();
    if (rule.startsWith('.')) return name.endsWith(rule);
    if (rule.endsWith('/*')) return type.startsWith(rule.slice(0, -1));
    return type === rule;
  });
}

const UploadIcon = () => (
  <svg width="32" height="32" viewBox="0 0 32 32" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
    <path d="M16 21V6M10 12l6-6 6 6M6 20v5h20v-5" strokeLinecap="round" strokeLinejoin="round" />
  </svg>
);

const CheckIcon = () => (
  <svg width="16" height="16" viewBox="0 0 16 16" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
    <path d="m3 8.5 3 3 7-7" strokeLinecap="round" strokeLinejoin="round" />
  </svg>
);

const CloseIcon = () => (
  <svg width="14" height="14" viewBox="0 0 14 14" fill="none" stroke="currentColor" strokeWidth="1.8" aria-hidden="true">
    <path d="m3 3 8 8M11 3l-8 8" strokeLinecap="round" />
  </svg>
);

/**
 * Drop files here or browse: a real `<input type=file>` (reached by Tab, opened by Enter or Space) under a drop
 * zone. Files over the size limit or of another type are refused with a message ("File size exceeds the maximum
 * limit of 300 MB"); the caller uploads the rest and passes their progress back in `files`.
 */
export function FileDrop({
  accept = [],
  multiple = true,
  maxBytes = UPLOAD_MAX_BYTES,
  onFiles,
  onReject,
  files = [],
  onRemove,
  hint,
  disabled = false,
  className,
}: FileDropProps) {
  const { t, i18n } = useTranslation('designSystemParts');
  const id = useId();
  const [dragging, setDragging] = useState(false);
  const [rejections, setRejections] = useState<FileDropRejection[]>([]);
  const limit = formatBytes(maxBytes, i18n.language);

  const take = (list: ArrayLike<File> | null | undefined) => {
    if (disabled || !list) return;
    const chosen = Array.from(list).slice(0, multiple ? undefined : 1);
    const accepted: File[] = [];
    const refused: FileDropRejection[] = [];
    for (const file of chosen) {
      if (!fileMatchesAccept(file, accept)) refused.push({ file, reason: 'type', message: t('fileDrop.wrongType') });
      else if (file.size > maxBytes) refused.push({ file, reason: 'size', message: t('fileDrop.tooLarge', { size: limit }) });
      else accepted.push(file);
    }
    setRejections(refused);
    if (refused.length > 0) onReject?.(refused);
    if (accepted.length > 0) onFiles(accepted);
  };

  const onDragOver = (event: DragEvent) => {
    event.preventDefault();
    if (!disabled) setDragging(true);
  };

  const inputId = `${id}-input`;
  const hintId = `${id}-hint`;
  const types = accept.join(', ');

  return (
    <div className={cx(styles.root, className)}>
      <div
        className={styles.zone}
        data-dragging={dragging || undefined}
        data-disabled={disabled || undefined}
        onDragEnter={onDragOver}
        onDragOver={onDragOver}
        onDragLeave={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
        }}
        onDrop={(event) => {
          event.preventDefault();
          setDragging(false);
          take(event.dataTransfer?.files);
        }}
      >
        <span className={styles.zoneIcon}>
          <UploadIcon />
        </span>
        <p className={styles.prompt}>
          {t('fileDrop.dropHere')}{' '}
          <label htmlFor={inputId} className={styles.browse}>
            {t('fileDrop.browse')}
          </label>
        </p>
        <p id={hintId} className={styles.hint}>
          {hint ?? (types ? t('fileDrop.hintTypes', { types, size: limit }) : t('fileDrop.hint', { size: limit }))}
        </p>
        <input
          id={inputId}
          type="file"
          className={visuallyHidden}
          accept={types || undefined}
          multiple={multiple}
          disabled={disabled}
          aria-label={t('fileDrop.chooseFiles')}
          aria-describedby={hintId}
          onChange={(event) => {
            take(event.target.files);
            event.target.value = '';
          }}
        />
      </div>
      {rejections.length > 0 ? (
        <div role="alert">
          <ul className={styles.rejections}>
          {rejections.map((rejection, index) => (
            <li key={`${rejection.file.name}-${index}`}>
              {t('fileDrop.rejected', { name: rejection.file.name, message: rejection.message })}
            </li>
          ))}
          </ul>
        </div>
      ) : null}
      {files.length > 0 ? (
        <ul aria-label={t('fileDrop.files')} className={styles.files}>
          {files.map((item) => {
            const progress = Math.max(0, Math.min(100, Math.round(item.progress ?? 0)));
            return (
              <li key={item.id} className={styles.file} data-status={item.status}>
                <span className={styles.fileName}>
                  {item.name} <span className={styles.fileMeta}>{formatBytes(item.size, i18n.language)}</span>
                </span>
                {onRemove ? (
                  <Button variant="text" size="sm" aria-label={t('fileDrop.remove', { name: item.name })} onClick={() => onRemove(item)}>
                    <CloseIcon />
                  </Button>
                ) : (
                  <span />
                )}
                <span className={styles.fileStatus}>
                  {item.status === 'uploading' ? (
                    <>
                      <span
                        role="progressbar"
                        aria-label={t('fileDrop.uploading', { name: item.name })}
                        aria-valuemin={0}
                        aria-valuemax={100}
                        aria-valuenow={progress}
                        className={styles.track}
                      >
                        <span className={styles.bar} style={{ display: 'block', width: `${progress}%` }} />
                      </span>
                      <span className={styles.fileMeta}>{progress}%</span>
                    </>
                  ) : null}
                  {item.status === 'done' ? (
                    <span className={styles.done}>
                      <CheckIcon />
                      {t('fileDrop.done')}
                    </span>
                  ) : null}
                  {item.status === 'error' ? (
                    <span className={styles.failed}>{item.error ?? t('fileDrop.failed')}</span>
                  ) : null}
                </span>
              </li>
            );
          })}
        </ul>
      ) : null}
    </div>
  );
}
