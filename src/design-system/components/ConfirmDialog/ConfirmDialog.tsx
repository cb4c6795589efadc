import { useId, useRef, useState, type FormEvent, type ReactNode, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog, DialogFormActions, type DialogSize } from '../Dialog';
import { FormField } from '../FormField';
import * as fieldStyles from '../FormField/FormField.css';
import { InlineAlert } from '../InlineAlert';
import { useConfirmAction } from '../../useConfirmAction';
import * as styles from './ConfirmDialog.css';

export interface ConfirmDialogProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  /** What will happen, e.g. that all tools, leads and chats are deleted at once. */
  message?: ReactNode;
  /** The phrase to type, matched exactly (case and spaces), e.g. DELETE_ACCOUNT_PHRASE. */
  phrase: string;
  confirmLabel?: ReactNode;
  cancelLabel?: ReactNode;
  /**
   * Runs the action. While a returned promise is pending the confirm button shows a spinner; when it rejects
   * the dialog stays open and shows `describeError`'s text for it. The parent closes the dialog (or navigates) on
   * success.
   */
  onConfirm: () => void | Promise<unknown>;
  /**
   * The translated text for a failed `onConfirm` (the feature maps its error codes through its catalogue).
   * Without it, or when it returns nothing, the dialog shows its own generic text: never the error's raw message.
   */
  describeError?: (error: unknown) => ReactNode;
  /** An error to show from outside (e.g. a mutation's error text). */
  error?: ReactNode;
  size?: DialogSize;
}

/** A destructive confirmation that is enabled only once the user has typed the given phrase exactly. */
export function ConfirmDialog({ open, onClose, size = 'sm', title, ...rest }: ConfirmDialogProps) {
  // The phrase box takes the focus: the one thing to do here is to type, and Escape or Cancel is the way out.
  const phraseInput = useRef<HTMLInputElement>(null);
  return (
    <Dialog open={open} onClose={onClose} title={title} size={size} initialFocus={phraseInput}>
      {/* Mounted only while open (the dialog unmounts on hide), so the typed text starts empty each time. */}
      <ConfirmForm onClose={onClose} phraseInput={phraseInput} {...rest} />
    </Dialog>
  );
}

function ConfirmForm({
  onClose,
  message,
  phrase,
  confirmLabel,
  cancelLabel,
  onConfirm,
  describeError,
  error,
  phraseInput,
}: Omit<ConfirmDialogProps, 'open' | 'title' | 'size'> & { phraseInput: RefObject<HTMLInputElement | null> }) {
  const { t } = useTranslation('designSystem');
  const inputId = useId();
  const hintId = useId();
  const errorId = useId();
  const almostId = useId();
  const [typed, setTyped] = useState('');
  const { running: pending, failure, run } = useConfirmAction(onConfirm, describeError);
  const matches = typed === phrase;
  // Close but not exact (capitals, extra spaces): said at once, instead of a confirm button that stays grey.
  const almost = !matches && typed.trim().replace(/\s+/g, ' ').toLowerCase() === phrase.toLowerCase();
  const shownError = failure ?? error;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!matches || pending) return;
    void run();
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      {message !== undefined && <div className={styles.message}>{message}</div>}
      <div className={styles.field}>
        <p id={hintId} className={styles.phraseHint}>
          {t('overlay.typePhrase')}
          <br />
          <span className={styles.phrase}>{phrase}</span>
        </p>
        <FormField id={inputId} label={t('overlay.phraseLabel')}>
          {({ labelId: _labelId, invalid: _invalid, ...control }) => (
            <div className={fieldStyles.control} data-invalid={Boolean(shownError)}>
              <input
                {...control}
                ref={phraseInput}
                className={fieldStyles.nativeInput}
                value={typed}
                onChange={(event) => setTyped(event.target.value)}
                autoComplete="off"
                autoCapitalize="off"
                spellCheck={false}
                aria-describedby={[hintId, almost ? almostId : undefined, shownError ? errorId : undefined].filter(Boolean).join(' ')}
                aria-invalid={shownError ? true : undefined}
              />
            </div>
          )}
        </FormField>
      </div>
      {almost && (
        <p id={almostId} className={styles.phraseHint} role="status">
          {t('overlay.phraseExactly')}
        </p>
      )}
      {shownError && (
        <InlineAlert boxed id={errorId}>
          {shownError}
        </InlineAlert>
      )}
      <DialogFormActions
        onCancel={onClose}
        cancelLabel={cancelLabel ?? t('overlay.cancel')}
        submitLabel={confirmLabel ?? t('overlay.confirm')}
        pending={pending}
        danger
        submitDisabled={!matches}
      />
    </form>
  );
}
