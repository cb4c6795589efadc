import { useEffect, useId, useRef, useState, type ReactNode, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../Button';
import { FormField } from '../FormField';
import * as fieldStyles from '../FormField/FormField.css';
import * as styles from './CopyField.css';
import { cx } from '../../cx';

/** How long the "Copied" confirmation stays (a design-system timing, so it lives here and not among the product constants). */
export const copyConfirmationMs = 2000;

export interface CopyFieldProps {
  label: ReactNode;
  /** The read-only text to copy: a share link, or an embed snippet (use `multiline`). */
  value: string;
  /** Shows the value in a read-only text area (for snippets with line breaks). */
  multiline?: boolean;
  rows?: number;
  hint?: ReactNode;
  id?: string;
  className?: string;
  /** How long "Copied" stays, in ms; defaults to `copyConfirmationMs`. */
  confirmationMs?: number;
  /** Called after the value was written to the clipboard. */
  onCopy?: (value: string) => void;
  /** Reaches the read-only input or text area. */
  ref?: Ref<HTMLInputElement & HTMLTextAreaElement>;
}

type CopyState = 'idle' | 'copied' | 'unavailable';

const CheckIcon = () => (
  <svg width="14" height="14" viewBox="0 0 16 16" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
    <path d="M3 8.5l3 3 7-7" />
  </svg>
);

/**
 * A read-only value with a Copy button. Copies with navigator.clipboard.writeText and says "Copied" in a
 * polite live region for two seconds. Where the clipboard is unavailable (an insecure page, a denied
 * permission) it selects the text and says how to copy it by hand.
 */
export function CopyField({
  label,
  value,
  multiline = false,
  rows = 4,
  hint,
  id,
  className,
  confirmationMs = copyConfirmationMs,
  onCopy,
  ref,
}: CopyFieldProps) {
  const { t } = useTranslation('designSystem');
  const [state, setState] = useState<CopyState>('idle');
  const fieldRef = useRef<HTMLInputElement & HTMLTextAreaElement | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const buttonTextId = useId();

  useEffect(() => () => clearTimeout(timer.current), []);

  const setRefs = (element: (HTMLInputElement & HTMLTextAreaElement) | null) => {
    fieldRef.current = element;
    if (typeof ref === 'function') ref(element);
    else if (ref) ref.current = element;
  };

  const copy = async () => {
    clearTimeout(timer.current);
    try {
      if (!navigator.clipboard?.writeText) throw new Error('clipboard unavailable');
      await navigator.clipboard.writeText(value);
      setState('copied');
      onCopy?.(value);
      timer.current = setTimeout(() => setState('idle'), confirmationMs);
    } catch {
      // Leave the text selected, so Ctrl+C / Cmd+C is all that is left to do.
      fieldRef.current?.focus();
      fieldRef.current?.select();
      setState('unavailable');
    }
  };

  return (
    <FormField id={id} label={label} hint={hint} className={className}>
      {({ labelId, invalid: _invalid, disabled: _disabled, ...control }) => {
        const fieldProps = {
          ...control,
          ref: setRefs,
          value,
          readOnly: true,
          spellCheck: false,
          onFocus: (event: { currentTarget: HTMLInputElement | HTMLTextAreaElement }) => event.currentTarget.select(),
        };
        return (
          <>
            <div className={multiline ? styles.multilineRow : styles.row}>
              <div className={cx(fieldStyles.control, styles.box)}>
                {multiline ? (
                  <textarea {...fieldProps} rows={rows} className={cx(fieldStyles.nativeInput, styles.snippet)} />
                ) : (
                  <input {...fieldProps} type="text" className={cx(fieldStyles.nativeInput, styles.value)} />
                )}
              </div>
              <Button variant="secondary" onClick={copy} aria-labelledby={`${buttonTextId} ${labelId}`}>
                <span id={buttonTextId}>{t('actions.copy')}</span>
              </Button>
            </div>
            {/* Always in the document, so screen readers hear each change (a polite live region). */}
            <span role="status" className={cx(styles.status, state === 'copied' ? styles.copied : styles.unavailable)}>
              {state === 'copied' && (
                <>
                  <CheckIcon />
                  {t('actions.copied')}
                </>
              )}
              {state === 'unavailable' && t('actions.copyUnavailable')}
            </span>
          </>
        );
      }}
    </FormField>
  );
}
