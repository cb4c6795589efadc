import { Suspense, useId, useState, type ReactNode } from 'react';
import * as styles from './FormField.css';
import { cx } from '../../cx';
import { LazyLengthCounter } from './LazyLengthCounter';

export const formFieldLabelPositions = ['top', 'end'] as const;
export type FormFieldLabelPosition = (typeof formFieldLabelPositions)[number];
export const formFieldKinds = ['control', 'group'] as const;
export type FormFieldKind = (typeof formFieldKinds)[number];

/** Props FormField hands to its control so that label, hint and errors are linked to it. */
export interface FormFieldControlProps {
  id: string;
  /** The label's id: for controls that are named by aria-labelledby (groups, listbox popovers). */
  labelId: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
  'aria-required'?: true;
  disabled?: boolean;
  /** Whether the field shows an error (client or server), for styling the control. */
  invalid: boolean;
}

/** The texts every input of the design system shares. */
export interface FieldTextProps {
  label: ReactNode;
  /** A short help text under the control. */
  hint?: ReactNode;
  /** The client-side validation message; marks the control invalid. */
  error?: ReactNode;
  /** A message the server returned for this field ("server errors shown per field"). */
  serverError?: ReactNode;
  /** Shows a visible marker and sets aria-required on the control. */
  required?: boolean;
  disabled?: boolean;
}

export interface FormFieldProps extends FieldTextProps {
  /** The control's id; generated when omitted. */
  id?: string;
  /**
   * `control`: the label is a <label for> of one control. `group`: the field is a group of controls
   * (radio buttons), named by the label through aria-labelledby.
   */
  kind?: FormFieldKind;
  /** `end` puts the label after the control on one row (checkbox, switch). */
  labelPosition?: FormFieldLabelPosition;
  /** The text control's limit (its `maxLength`): a counter shows near it. */
  maxLength?: number;
  className?: string;
  children: (control: FormFieldControlProps) => ReactNode;
}

/** The props a field component hands to FormField as they are, split from the ones for its own control. */
export type OwnFieldProps = FieldTextProps & { id?: string; className?: string };

export function splitFieldProps<P extends OwnFieldProps>(
  props: P,
): [OwnFieldProps, Omit<P, keyof OwnFieldProps>] {
  const { id, label, hint, error, serverError, required, disabled, className, ...rest } = props;
  return [{ id, label, hint, error, serverError, required, disabled, className }, rest];
}

const ErrorIcon = () => (
  <svg className={styles.messageIcon} width="14" height="14" viewBox="0 0 16 16" aria-hidden="true">
    <circle cx="8" cy="8" r="7" fill="currentColor" />
    <path d="M8 4.5v4.5M8 11.2v.3" stroke="#fff" strokeWidth="1.8" strokeLinecap="round" />
  </svg>
);

/**
 * A label, a control slot, a hint and error texts, linked together: the control gets aria-describedby
 * (hint, then errors), aria-invalid when an error or a server error is shown, and aria-required.
 */
export function FormField({
  id: idProp,
  label,
  hint,
  error,
  serverError,
  required = false,
  disabled = false,
  kind = 'control',
  labelPosition = 'top',
  maxLength,
  className,
  children,
}: FormFieldProps) {
  const generatedId = useId();
  // The counter is named in the description only while it shows: an empty one would end the description with a space.
  const [counterShown, setCounterShown] = useState(false);
  const id = idProp ?? `field-${generatedId}`;
  const labelId = `${id}-label`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const serverErrorId = `${id}-server-error`;
  const hasError = error != null && error !== false && error !== '';
  const hasServerError = serverError != null && serverError !== false && serverError !== '';
  const hasHint = hint != null && hint !== false && hint !== '';
  const invalid = hasError || hasServerError;

  const describedBy = [hasHint && hintId, hasError && errorId, hasServerError && serverErrorId, counterShown && `${id}-counter`]
    .filter(Boolean)
    .join(' ');

  const control = children({
    id,
    labelId,
    'aria-describedby': describedBy || undefined,
    'aria-invalid': invalid || undefined,
    'aria-required': required || undefined,
    disabled: disabled || undefined,
    invalid,
  });

  const marker = required ? (
    <span className={styles.requiredMarker} aria-hidden="true">
      *
    </span>
  ) : null;

  const messages = (
    <>
      {hasHint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      {hasError && (
        <p id={errorId} className={styles.error}>
          <ErrorIcon />
          <span>{error}</span>
        </p>
      )}
      {hasServerError && (
        <p id={serverErrorId} className={styles.error} data-server-error="">
          <ErrorIcon />
          <span>{serverError}</span>
        </p>
      )}
      {maxLength && (
        <Suspense fallback={null}>
          <LazyLengthCounter controlId={id} className={styles.counter} max={maxLength} onShownChange={setCounterShown} />
        </Suspense>
      )}
    </>
  );

  const rootClass = cx(styles.root, className);

  if (labelPosition === 'end') {
    return (
      <div className={rootClass}>
        <div className={styles.inlineRow}>
          {control}
          <div className={styles.inlineMessages}>
            <div className={cx(styles.inlineLabel, disabled && styles.disabledLabel)}>
              <label id={labelId} htmlFor={id} className={styles.labelText}>
                {label}
              </label>
              {marker}
            </div>
            {messages}
          </div>
        </div>
      </div>
    );
  }

  return (
    <div className={rootClass}>
      {/* The marker sits beside the label, not in it, so the accessible name is just the label. */}
      <div className={styles.label}>
        {kind === 'group' ? (
          <span id={labelId}>{label}</span>
        ) : (
          <label id={labelId} htmlFor={id} className={styles.labelText}>
            {label}
          </label>
        )}
        {marker}
      </div>
      {control}
      {messages}
    </div>
  );
}
