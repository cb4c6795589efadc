import {
  Select as AriakitSelect,
  SelectArrow,
  SelectItem,
  SelectItemCheck,
  SelectPopover,
  useSelectStore,
  useStoreState,
} from '@ariakit/react';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField, splitFieldProps, type FieldTextProps } from '../FormField';
import * as fieldStyles from '../FormField/FormField.css';
import * as styles from './Select.css';
import { cx } from '../../cx';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

interface SelectBaseProps extends FieldTextProps {
  options: readonly SelectOption[];
  /** Shown while nothing is chosen; defaults to "Choose…". */
  placeholder?: string;
  /** Renders a hidden native <select> with this name, for a plain <form> submission. */
  name?: string;
  id?: string;
  className?: string;
  /** Reaches the trigger button, so a form can focus it. */
  ref?: Ref<HTMLButtonElement>;
}

export interface SingleSelectProps extends SelectBaseProps {
  multiple?: false;
  /** Controlled value; '' means nothing chosen. */
  value?: string;
  defaultValue?: string;
  onChange?: (value: string) => void;
}

export interface MultipleSelectProps extends SelectBaseProps {
  multiple: true;
  value?: string[];
  defaultValue?: string[];
  onChange?: (value: string[]) => void;
}

export type SelectProps = SingleSelectProps | MultipleSelectProps;

/**
 * A drop-down list (Ariakit Select): a button with role combobox and a listbox popover. Arrow keys move,
 * Enter or Space chooses, typing jumps to a matching option, Escape closes. `multiple` keeps the list open
 * and toggles options. Controlled or uncontrolled; label, hint, error and server error as every field.
 */
export function Select(props: SelectProps) {
  const [field, { options, placeholder, name, ref }] = splitFieldProps(props);
  const { disabled } = field;
  const { t } = useTranslation('designSystem');
  const store = useSelectStore<string | string[]>({
    value: props.value,
    // '' (not undefined), so Ariakit does not pick the first option by itself.
    defaultValue: props.defaultValue ?? (props.multiple ? [] : ''),
    setValue: (next) => {
      if (props.multiple) props.onChange?.(Array.isArray(next) ? [...next] : [next]);
      else props.onChange?.(Array.isArray(next) ? (next[0] ?? '') : next);
    },
  });
  const value = useStoreState(store, 'value');
  const values: readonly string[] = Array.isArray(value) ? value : value ? [value] : [];
  // Chosen labels in the order of the list, not in the order they were picked.
  const chosen = options.filter((option) => values.includes(option.value)).map((option) => option.label);

  return (
    <FormField {...field}>
      {({ labelId, invalid, ...control }) => (
        <>
          <AriakitSelect
            {...control}
            ref={ref}
            store={store}
            name={name}
            accessibleWhenDisabled
            data-invalid={invalid}
            data-disabled={disabled ?? false}
            className={cx(fieldStyles.control, styles.trigger)}
          >
            <span className={cx(styles.value, chosen.length === 0 && styles.placeholder)}>
              {chosen.length > 0 ? chosen.join(', ') : (placeholder ?? t('inputs.selectPlaceholder'))}
            </span>
            <SelectArrow className={styles.arrow} />
          </AriakitSelect>
          <SelectPopover
            store={store}
            gutter={4}
            sameWidth
            unmountOnHide
            aria-labelledby={labelId}
            className={styles.popover}
          >
            {options.map((option) => (
              <SelectItem key={option.value} value={option.value} disabled={option.disabled} className={styles.item}>
                <SelectItemCheck className={styles.check} />
                <span>{option.label}</span>
              </SelectItem>
            ))}
          </SelectPopover>
        </>
      )}
    </FormField>
  );
}
