import { Button } from '@ariakit/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FIELD_TITLE_MAX_CHARS_IN_CHIP } from '../../../domain/constants';
import * as styles from './PromptEditor.css';
import type { PromptEditorProps } from './PromptEditor.types';
import { truncateTitle, type PromptField } from './promptText';
import { cx } from '../../cx';

/** What the frame draws of the editor's own props: the label, the box's height, the disabled look, its class. */
export type PromptEditorFrameLook = Pick<PromptEditorProps, 'label' | 'height' | 'disabled' | 'className'>;

interface PromptEditorFrameProps extends PromptEditorFrameLook {
  labelId: string;
  /** The chip row's fields; none when mentions are off. */
  fields: readonly PromptField[];
  /** Inserts a field at the caret; without it the chips are inert (the skeleton). */
  onInsert?: (field: PromptField) => void;
  /** The placeholder, shown over the box while the value is empty. */
  placeholder?: string;
  className?: string;
  children: ReactNode;
}

/**
 * The layout shared by the editor and its loading skeleton (label, box of the same size, chip row), so that
 * nothing moves when the lazily loaded editor replaces the skeleton. No Tiptap here.
 */
export function PromptEditorFrame({
  labelId,
  label,
  height,
  disabled,
  fields,
  onInsert,
  placeholder,
  className,
  children,
}: PromptEditorFrameProps) {
  const { t } = useTranslation('designSystemParts');
  return (
    <div className={cx(styles.root, className)}>
      {label && (
        <span id={labelId} className={styles.label}>
          {label}
        </span>
      )}
      <div
        className={cx(styles.box, height !== undefined && styles.fixedHeight, disabled && styles.disabled)}
        // The height is a prop, known only at run time.
        style={height !== undefined ? { height } : undefined}
      >
        {placeholder && (
          <div className={styles.placeholder} aria-hidden="true">
            {placeholder}
          </div>
        )}
        {children}
      </div>
      {fields.length > 0 && (
        <div role="group" aria-label={t('promptEditor.insertField')} className={styles.chipRow}>
          {fields.map((field) => (
            <Button
              key={field.ref}
              type="button"
              className={styles.chipButton}
              title={field.title}
              disabled={disabled || !onInsert}
              accessibleWhenDisabled
              onClick={() => onInsert?.(field)}
            >
              {truncateTitle(field.title || field.ref, FIELD_TITLE_MAX_CHARS_IN_CHIP)}
            </Button>
          ))}
        </div>
      )}
    </div>
  );
}
