import type { ComponentProps } from 'react';
import { FormField, splitFieldProps, type FieldTextProps } from '../FormField';
import * as fieldStyles from '../FormField/FormField.css';
import * as styles from './TextArea.css';
import { cx } from '../../cx';

export interface TextAreaProps
  extends FieldTextProps,
    Omit<ComponentProps<'textarea'>, 'children' | 'className' | 'required' | 'disabled'> {
  /** A class for the field's root (label, box and messages). */
  className?: string;
}

/**
 * A multi-line text input with label, hint, error and server error (a `maxLength` gets a counter near it);
 * controlled or uncontrolled;
 * `ref` reaches the <textarea>. It grows only when the person drags its corner.
 */
export function TextArea(props: TextAreaProps) {
  const [field, { rows = 4, ...textareaProps }] = splitFieldProps(props);
  const { disabled } = field;
  return (
    <FormField {...field} maxLength={textareaProps.maxLength}>
      {({ labelId: _labelId, invalid, ...control }) => (
        <div className={cx(fieldStyles.control, styles.box)} data-invalid={invalid} data-disabled={disabled ?? false}>
          <textarea {...textareaProps} {...control} rows={rows} className={cx(fieldStyles.nativeInput, styles.textarea)} />
        </div>
      )}
    </FormField>
  );
}
