import type { ComponentProps, ReactNode } from 'react';
import { FormField, splitFieldProps, type FieldTextProps } from '../FormField';
import * as fieldStyles from '../FormField/FormField.css';
import * as styles from './TextField.css';
import { cx } from '../../cx';

export const textFieldTypes = ['text', 'email', 'password', 'search', 'tel', 'url', 'number'] as const;
export type TextFieldType = (typeof textFieldTypes)[number];

export interface TextFieldProps
  extends FieldTextProps,
    Omit<ComponentProps<'input'>, 'type' | 'children' | 'className' | 'required' | 'disabled'> {
  type?: TextFieldType;
  /** Something shown inside the box after the text, e.g. a show/hide button. */
  endAdornment?: ReactNode;
  /** A class for the field's root (label, box and messages). */
  className?: string;
}

/**
 * A one-line text input with its label, hint, error and server error; a `maxLength` gets a counter near it. Works controlled (`value` +
 * `onChange`) or uncontrolled (`defaultValue`); `ref` reaches the <input>, so a form can focus it.
 */
export function TextField(props: TextFieldProps) {
  const [field, { endAdornment, type = 'text', ...inputProps }] = splitFieldProps(props);
  const { disabled } = field;
  return (
    <FormField {...field} maxLength={inputProps.maxLength}>
      {({ labelId: _labelId, invalid, ...control }) => (
        <div className={fieldStyles.control} data-invalid={invalid} data-disabled={disabled ?? false}>
          <input
            {...inputProps}
            {...control}
            type={type}
            className={cx(fieldStyles.nativeInput, styles.input)}
          />
          {endAdornment && <span className={fieldStyles.adornment}>{endAdornment}</span>}
        </div>
      )}
    </FormField>
  );
}
