import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as fieldStyles from '../FormField/FormField.css';
import * as styles from './DateRangePicker.css';
import { cx } from '../../cx';

/** An inclusive range of calendar days as ISO dates (YYYY-MM-DD); an open end is null. */
export interface DateRange {
  from: string | null;
  to: string | null;
}

export const defaultDateRangePresets = [7, 30, 90] as const;

export interface DateRangePickerProps {
  value: DateRange;
  /** Called with valid ranges only (from ≤ to); an invalid one is shown with its message instead. */
  onChange: (range: DateRange) => void;
  /** Today as an ISO date; presets end here and no later day can be chosen. Defaults to the local date. */
  today?: string;
  /** Preset lengths in days, ending today ("Last 7 days"). */
  presets?: readonly number[];
  /** The group's visible name; defaults to "Date range". */
  label?: string;
  disabled?: boolean;
  className?: string;
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The ISO date `days` after (or before, when negative) `iso`, in calendar days (no time-zone drift). */
export function addDays(iso: string, days: number): string {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** The range of the last `days` days including today. */
export function lastDays(today: string, days: number): DateRange {
  return { from: addDays(today, -(days - 1)), to: today };
}

function localToday(): string {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
}

/**
 * From and to dates (native, accessible date inputs) with presets of the last 7, 30 and 90 days. ISO dates compare
 * as text, so from ≤ to is a string comparison; an inverted range shows a message and is not emitted.
 */
export function DateRangePicker({
  value,
  onChange,
  today: todayProp,
  presets = defaultDateRangePresets,
  label,
  disabled = false,
  className,
}: DateRangePickerProps) {
  const { t } = useTranslation('designSystemParts');
  const id = useId();
  const [today] = useState(() => todayProp ?? localToday());
  const maxDay = todayProp ?? today;
  const [draft, setDraft] = useState<DateRange>(value);
  const [seen, setSeen] = useState<DateRange>(value);
  if (seen.from !== value.from || seen.to !== value.to) {
    // The caller changed the value: show it (derived state, no effect needed).
    setSeen(value);
    setDraft(value);
  }
  const inverted = Boolean(draft.from && draft.to && draft.from > draft.to);
  const errorId = `${id}-error`;

  const update = (next: DateRange) => {
    setDraft(next);
    const valid = !(next.from && next.to && next.from > next.to);
    const complete = (next.from === null || ISO_DATE.test(next.from)) && (next.to === null || ISO_DATE.test(next.to));
    if (valid && complete) {
      setSeen(next);
      onChange(next);
    }
  };

  return (
    <fieldset className={cx(styles.root, className)} disabled={disabled}>
      <legend className={styles.legend}>{label ?? t('dateRangePicker.label')}</legend>
      <div className={styles.presets}>
        {presets.map((days) => {
          const range = lastDays(maxDay, days);
          const pressed = draft.from === range.from && draft.to === range.to;
          return (
            <button key={days} type="button" className={styles.preset} aria-pressed={pressed} onClick={() => update(range)}>
              {t('dateRangePicker.lastDays', { days })}
            </button>
          );
        })}
      </div>
      <div className={styles.fields}>
        {(['from', 'to'] as const).map((end) => (
          <label key={end} className={styles.field}>
            {t(`dateRangePicker.${end}`)}
            <span className={fieldStyles.control} data-invalid={inverted}>
              <input
                type="date"
                className={cx(fieldStyles.nativeInput, styles.dateInput)}
                value={draft[end] ?? ''}
                max={maxDay}
                aria-invalid={inverted || undefined}
                aria-describedby={inverted ? errorId : undefined}
                onChange={(event) => update({ ...draft, [end]: event.target.value || null })}
              />
            </span>
          </label>
        ))}
      </div>
      {inverted ? (
        <p id={errorId} role="alert" className={styles.error}>
          {t('dateRangePicker.errorOrder')}
        </p>
      ) : null}
    </fieldset>
  );
}
