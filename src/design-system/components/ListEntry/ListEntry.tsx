import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../Button';
import { FormField } from '../FormField';
import * as fieldStyles from '../FormField/FormField.css';
import * as styles from './ListEntry.css';
import { cx } from '../../cx';

export const listEntryInputTypes = ['text', 'email', 'url'] as const;
export type ListEntryInputType = (typeof listEntryInputTypes)[number];

export interface ListEntryItem {
  id: string;
  value: string;
}

export interface ListEntryProps {
  /** Label of the input, e.g. "E-mail address". */
  label: string;
  /** The confirmed list: it changes only when the caller changes it (after the server confirmed). */
  items: readonly ListEntryItem[];
  /** Adds the trimmed value. Resolve once added (the input then clears); reject to keep it and show the error. */
  onAdd: (value: string) => void | Promise<void>;
  /** Deletes an item. Reject to keep the list as it was and show the error on the row. */
  onDelete: (item: ListEntryItem) => void | Promise<void>;
  /**
   * The translated text for a failed add or delete (the feature maps its error codes through its catalogue).
   * Without it, or when it returns nothing, the list shows its own generic text: never the error's raw message.
   */
  describeError?: (error: unknown) => string | null | undefined;
  /** Returns a message (already translated) when the value may not be added, e.g. bad format or duplicate. */
  validate?: (value: string, items: readonly ListEntryItem[]) => string | null | undefined;
  /** A line under the label, e.g. what the list is for. */
  description?: ReactNode;
  /** Shown instead of the list when it is empty, e.g. "Add at least one e-mail to receive leads". */
  emptyHint?: ReactNode;
  /** Accessible name of the list; defaults to the label. */
  listLabel?: string;
  placeholder?: string;
  inputType?: ListEntryInputType;
  addLabel?: string;
  disabled?: boolean;
  className?: string;
  /** The text typed and not added yet, when the caller keeps it (e.g. so that a reload does not lose it). */
  pending?: string;
  onPendingChange?: (value: string) => void;
}

const TrashIcon = () => (
  <svg width="16" height="16" viewBox="0 0 16 16" fill="none" stroke="currentColor" strokeWidth="1.5" aria-hidden="true">
    <path d="M2.5 4h11M6 4V2.5h4V4M4 4l.7 9.5h6.6L12 4M6.7 6.5v4.5M9.3 6.5v4.5" strokeLinejoin="round" />
  </svg>
);

/**
 * An input with the list it fills (trims the input, ignores empty input, Enter adds). Adding and deleting
 * may be asynchronous: the list is a controlled prop, so it changes only when the caller confirms; while a call
 * runs the Add button or the row is busy, and a failure leaves everything as it was with its message shown.
 */
export function ListEntry({
  label,
  items,
  onAdd,
  onDelete,
  validate,
  describeError,
  description,
  emptyHint,
  listLabel,
  placeholder,
  inputType = 'text',
  addLabel,
  disabled = false,
  className,
  pending,
  onPendingChange,
}: ListEntryProps) {
  const { t } = useTranslation('designSystemParts');
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [ownValue, setOwnValue] = useState('');
  const value = pending ?? ownValue;
  const setValue = (next: string) => {
    setOwnValue(next);
    onPendingChange?.(next);
  };
  const [error, setError] = useState<string | null>(null);
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<ReadonlySet<string>>(new Set());
  const [rowErrors, setRowErrors] = useState<Readonly<Record<string, string>>>({});

  const add = async () => {
    if (adding || disabled) return;
    const trimmed = value.trim();
    if (!trimmed) {
      setValue('');
      return;
    }
    const invalid = validate?.(trimmed, items);
    if (invalid) {
      setError(invalid);
      inputRef.current?.focus();
      return;
    }
    setError(null);
    setAdding(true);
    try {
      await onAdd(trimmed);
      setValue('');
    } catch (failure) {
      setError(describeError?.(failure) || t('listEntry.addFailed'));
    } finally {
      setAdding(false);
      inputRef.current?.focus();
    }
  };

  const remove = async (item: ListEntryItem) => {
    if (deleting.has(item.id) || disabled) return;
    setDeleting((current) => new Set(current).add(item.id));
    setRowErrors(({ [item.id]: _dropped, ...rest }) => rest);
    try {
      await onDelete(item);
      inputRef.current?.focus();
    } catch (failure) {
      setRowErrors((current) => ({
        ...current,
        [item.id]: describeError?.(failure) || t('listEntry.deleteFailed', { value: item.value }),
      }));
    } finally {
      setDeleting((current) => {
        const next = new Set(current);
        next.delete(item.id);
        return next;
      });
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
    event.preventDefault();
    void add();
  };

  const inputId = `${id}-input`;
  const errorId = error ? `${id}-error` : undefined;

  return (
    <div className={cx(styles.root, className)}>
      <FormField id={inputId} label={label} hint={description} disabled={disabled}>
        {({ labelId: _labelId, invalid: _invalid, ...control }) => (
          <div className={styles.entry}>
            <div className={cx(fieldStyles.control, styles.box)} data-invalid={Boolean(error)} data-disabled={disabled ?? false}>
              <input
                {...control}
                ref={inputRef}
                type={inputType}
                value={value}
                placeholder={placeholder}
                autoComplete="off"
                spellCheck={false}
                // The add error is an announcement under the row (role="alert"), linked here as well.
                aria-invalid={error ? true : undefined}
                aria-describedby={[errorId, control['aria-describedby']].filter(Boolean).join(' ') || undefined}
                className={fieldStyles.nativeInput}
                onChange={(event) => {
                  setValue(event.target.value);
                  if (error) setError(null);
                }}
                onKeyDown={onKeyDown}
              />
            </div>
            <Button variant="secondary" loading={adding} disabled={disabled} onClick={() => void add()}>
              {addLabel ?? t('listEntry.add')}
            </Button>
          </div>
        )}
      </FormField>
      {error ? (
        <p id={errorId} role="alert" className={styles.error}>
          {error}
        </p>
      ) : null}
      {items.length === 0 ? (
        <p className={styles.empty}>{emptyHint ?? t('listEntry.empty')}</p>
      ) : (
        <ul aria-label={listLabel ?? label} className={styles.list}>
          {items.map((item) => {
            const busy = deleting.has(item.id);
            const rowError = rowErrors[item.id];
            return (
              <li key={item.id} aria-busy={busy || undefined} className={styles.item}>
                <span className={styles.value}>{item.value}</span>
                <Button
                  variant="text"
                  size="sm"
                  loading={busy}
                  disabled={disabled}
                  aria-label={t('listEntry.delete', { value: item.value })}
                  onClick={() => void remove(item)}
                >
                  {busy ? null : <TrashIcon />}
                </Button>
                {rowError ? (
                  <p role="alert" className={styles.itemError}>
                    {rowError}
                  </p>
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
