import { Checkbox as AriakitCheckbox, type CheckboxProps as AriakitCheckboxProps } from '@ariakit/react';
import type { Ref } from 'react';
import { FormField, type FieldTextProps } from '../FormField';
import * as styles from './Switch.css';

export interface SwitchProps
  extends FieldTextProps,
    Omit<AriakitCheckboxProps<'input'>, 'children' | 'className' | 'required' | 'disabled' | 'ref' | 'store' | 'role'> {
  /** A class for the field's root (switch, label and messages). */
  className?: string;
  ref?: Ref<HTMLInputElement>;
}

/**
 * An on/off switch: a native checkbox with role="switch" (Ariakit's Checkbox), so Space toggles it and
 * screen readers say "on"/"off". Label after it; hint, error and server error under the label.
 */
export function Switch({
  id,
  label,
  hint,
  error,
  serverError,
  required,
  disabled,
  className,
  ...checkboxProps
}: SwitchProps) {
  return (
    <FormField
      id={id}
      label={label}
      hint={hint}
      error={error}
      serverError={serverError}
      required={required}
      disabled={disabled}
      labelPosition="end"
      className={className}
    >
      {({ labelId: _labelId, invalid: _invalid, ...control }) => (
        <span className={styles.root}>
          <AriakitCheckbox {...checkboxProps} {...control} role="switch" className={styles.input} />
          <span className={styles.track} aria-hidden="true">
            <span className={styles.thumb} />
          </span>
        </span>
      )}
    </FormField>
  );
}
