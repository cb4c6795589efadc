import { Radio, RadioGroup as AriakitRadioGroup, RadioProvider, useRadioStore } from '@ariakit/react';
import { useId, useImperativeHandle, useRef, type ReactNode, type Ref } from 'react';
import { FormField, splitFieldProps, type FieldTextProps } from '../FormField';
import * as styles from './RadioGroup.css';
import { cx } from '../../cx';

export const radioGroupOrientations = ['vertical', 'horizontal'] as const;
export type RadioGroupOrientation = (typeof radioGroupOrientations)[number];

export interface RadioOption {
  value: string;
  label: ReactNode;
  /** A line of help under the option's label. */
  hint?: ReactNode;
  disabled?: boolean;
}

/** What `ref` gives a form: focus() moves to the checked radio, else to the first enabled one. */
export interface RadioGroupHandle {
  focus: () => void;
}

export interface RadioGroupProps extends FieldTextProps {
  options: readonly RadioOption[];
  /** Controlled value (`null` for none). */
  value?: string | null;
  defaultValue?: string | null;
  onChange?: (value: string) => void;
  /** The name of the native radios, for a plain <form> submission. */
  name?: string;
  orientation?: RadioGroupOrientation;
  id?: string;
  className?: string;
  ref?: Ref<RadioGroupHandle>;
}

/**
 * A labelled group of radio buttons (Ariakit RadioGroup over native radios): Tab enters the group at the
 * checked radio, arrow keys move and check, the group carries aria-required, aria-invalid and the
 * description (hint, errors).
 */
export function RadioGroup(props: RadioGroupProps) {
  const [field, { options, value, defaultValue = null, onChange, name, orientation = 'vertical', ref }] =
    splitFieldProps(props);
  const { disabled } = field;
  const generatedName = useId();
  const store = useRadioStore({
    value,
    defaultValue,
    setValue: (next) => {
      if (next != null) onChange?.(String(next));
    },
    orientation: orientation === 'horizontal' ? 'horizontal' : 'vertical',
  });

  const groupRef = useRef<HTMLDivElement>(null);
  useImperativeHandle(
    ref,
    () => ({
      focus: () => {
        const radios = Array.from(groupRef.current?.querySelectorAll<HTMLInputElement>('input[type="radio"]') ?? []);
        const target = radios.find((radio) => radio.checked) ?? radios.find((radio) => !radio.disabled);
        target?.focus();
      },
    }),
    [],
  );

  return (
    <FormField {...field} kind="group">
      {({ labelId, invalid, disabled: _disabled, ...control }) => (
        <RadioProvider store={store}>
          <AriakitRadioGroup
            {...control}
            ref={groupRef}
            aria-labelledby={labelId}
            className={cx(styles.group, styles.orientation[orientation])}
          >
            {options.map((option) => {
              const optionDisabled = disabled || option.disabled;
              const labelTextId = `${control.id}-${option.value}-label`;
              const hintId = option.hint ? `${control.id}-${option.value}-hint` : undefined;
              return (
                <label key={option.value} className={styles.option} data-disabled={optionDisabled ?? false}>
                  <Radio
                    value={option.value}
                    name={name ?? generatedName}
                    disabled={optionDisabled}
                    // Named by its own text only; the option's hint is its description.
                    aria-labelledby={labelTextId}
                    aria-describedby={hintId}
                    data-invalid={invalid}
                    className={styles.input}
                  />
                  <span className={styles.optionText}>
                    <span id={labelTextId} className={styles.optionLabel}>
                      {option.label}
                    </span>
                    {option.hint && (
                      <span id={hintId} className={styles.optionHint}>
                        {option.hint}
                      </span>
                    )}
                  </span>
                </label>
              );
            })}
          </AriakitRadioGroup>
        </RadioProvider>
      )}
    </FormField>
  );
}
