import { Checkbox as AriakitCheckbox, type CheckboxProps as AriakitCheckboxProps } from '@ariakit/react';
import type { Ref } from 'react';
import { FormField, splitFieldProps, type FieldTextProps } from '../FormField';
import * as styles from './Checkbox.css';

export interface CheckboxProps
  extends FieldTextProps,
    Omit<AriakitCheckboxProps<'input'>, 'children' | 'className' | 'required' | 'disabled' | 'ref' | 'store'> {
  /** A class for the field's root (box, label and messages). */
  className?: string;
  ref?: Ref<HTMLInputElement>;
}

/**
 * A checkbox with its label after it, plus hint, error and server error under the label.
 * Ariakit's Checkbox over a native input: Space toggles it, a click on the label toggles it;
 * controlled (`checked` + `onChange`) or uncontrolled (`defaultChecked`).
 */
export function Checkbox(props: CheckboxProps) {
  const [field, checkboxProps] = splitFieldProps(props);
  return (
    <FormField {...field} labelPosition="end">
      {({ labelId: _labelId, invalid: _invalid, ...control }) => (
        <AriakitCheckbox {...checkboxProps} {...control} className={styles.input} />
      )}
    </FormField>
  );
}
