import { Checkbox as AriakitCheckbox, type CheckboxProps as AriakitCheckboxProps } from '@ariakit/react';
import type { Ref } from 'react';
import { FormField, splitFieldProps, type FieldTextProps } from '../FormField';
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
export function Switch(props: SwitchProps) {
  const [field, checkboxProps] = splitFieldProps(props);
  return (
    <FormField {...field} labelPosition="end">
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
