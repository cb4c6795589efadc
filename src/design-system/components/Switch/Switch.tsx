import type { ComponentPropsWithRef } from 'react';
import { FormField, splitFieldProps, type FieldTextProps } from '../FormField';
import * as styles from './Switch.css';

export interface SwitchProps
  extends FieldTextProps,
    Omit<ComponentPropsWithRef<'input'>, 'children' | 'className' | 'required' | 'disabled' | 'type' | 'role'> {
  /** A class for the field's root (switch, label and messages). */
  className?: string;
}

/**
 * An on/off switch: a native checkbox with role="switch", so Space toggles it and screen readers say "on"/"off"
 * (no headless library: the page that lists forms shows one per row and needs nothing more). Label after it;
 * hint, error and server error under the label.
 */
export function Switch(props: SwitchProps) {
  const [field, inputProps] = splitFieldProps(props);
  return (
    <FormField {...field} labelPosition="end">
      {({ labelId: _labelId, invalid: _invalid, ...control }) => (
        <span className={styles.root}>
          <input {...inputProps} {...control} type="checkbox" role="switch" className={styles.input} />
          <span className={styles.track} aria-hidden="true">
            <span className={styles.thumb} />
          </span>
        </span>
      )}
    </FormField>
  );
}
