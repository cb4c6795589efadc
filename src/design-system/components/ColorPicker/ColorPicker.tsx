import { useId, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { hexToHsl, isHexColor, normalizeHex, type HslParts } from '../../../domain/color';
import * as fieldStyles from '../FormField/FormField.css';
import * as styles from './ColorPicker.css';
import { cx } from '../../cx';

/** A colour as the form preferences store it: hex text plus HSL parts (h in degrees, s and l in 0..1). */
export interface PickedColor {
  hex: string;
  hsl: HslParts;
}

/** Brand teal first, then a spread of common brand colours. */
export const defaultColorPresets = [
  '#0d7c74',
  '#1f5fa8',
  '#6d28d9',
  '#c026d3',
  '#b42318',
  '#d97706',
  '#15803d',
  '#1d2624',
] as const;

export interface ColorPickerProps {
  value: PickedColor;
  onChange: (color: PickedColor) => void;
  /** Names the picker group, e.g. "Primary colour". */
  label: string;
  presets?: readonly string[];
  disabled?: boolean;
  className?: string;
}

interface Hsv {
  h: number;
  s: number;
  v: number;
}

const clamp = (n: number, min: number, max: number) => Math.min(max, Math.max(min, n));

function hexToHsv(hex: string): Hsv {
  const digits = normalizeHex(hex).slice(1);
  const full = digits.length === 3 ? [...digits].map((c) => c + c).join('') : digits.slice(0, 6);
  const [r, g, b] = [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16) / 255) as [number, number, number];
  const max = Math.max(r, g, b);
  const d = max - Math.min(r, g, b);
  let h = 0;
  if (d !== 0) {
    if (max === r) h = 60 * (((g - b) / d) % 6);
    else if (max === g) h = 60 * ((b - r) / d + 2);
    else h = 60 * ((r - g) / d + 4);
  }
  return { h: (h + 360) % 360, s: max === 0 ? 0 : d / max, v: max };
}

function hsvToHex({ h, s, v }: Hsv): string {
  const f = (n: number) => {
    const k = (n + h / 60) % 6;
    const channel = v - v * s * Math.max(0, Math.min(k, 4 - k, 1));
    return Math.round(channel * 255).toString(16).padStart(2, '0');
  };
  return `#${f(5)}${f(3)}${f(1)}`;
}

/** Six-digit lower-case hex of a valid 3- or 6-digit hex text. */
function fullHex(hex: string): string {
  const digits = normalizeHex(hex).slice(1);
  return `#${digits.length === 3 ? [...digits].map((c) => c + c).join('') : digits.slice(0, 6)}`;
}

const SIX_OR_THREE = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i;

/**
 * Edits a colour stored as hex and HSL: a saturation/brightness area (pointer or arrow keys), a hue slider, a hex
 * field with a validation message, and preset swatches. Every change emits both forms, with HSL computed the way
 * the form model does (domain `hexToHsl`).
 */
export function ColorPicker({ value, onChange, label, presets = defaultColorPresets, disabled = false, className }: ColorPickerProps) {
  const { t } = useTranslation('designSystemParts');
  const id = useId();
  const current = isHexColor(value.hex) ? fullHex(value.hex) : '#000000';
  const [hsv, setHsv] = useState<Hsv>(() => hexToHsv(current));
  const [shown, setShown] = useState(current);
  const [text, setText] = useState(current);
  const [invalid, setInvalid] = useState(false);
  if (shown !== current) {
    // A new value from outside (or our own, echoed back): follow it, keeping the hue of greys.
    const next = hexToHsv(current);
    setShown(current);
    if (hsvToHex(hsv) !== current) setHsv(next.s === 0 || next.v === 0 ? { ...next, h: hsv.h } : next);
    setText(current);
    setInvalid(false);
  }

  const emit = (hex: string, nextHsv?: Hsv) => {
    const normal = fullHex(hex);
    const parsed = hexToHsv(normal);
    setHsv(nextHsv ?? (parsed.s === 0 || parsed.v === 0 ? { ...parsed, h: hsv.h } : parsed));
    setShown(normal);
    setText(normal);
    setInvalid(false);
    onChange({ hex: normal, hsl: hexToHsl(normal) });
  };
  const emitHsv = (next: Hsv) => emit(hsvToHex(next), next);

  const fromPointer = (event: PointerEvent<HTMLDivElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    emitHsv({
      h: hsv.h,
      s: clamp((event.clientX - box.left) / box.width, 0, 1),
      v: clamp(1 - (event.clientY - box.top) / box.height, 0, 1),
    });
  };

  const onAreaKey = (event: KeyboardEvent<HTMLDivElement>) => {
    if (disabled) return;
    const step = event.shiftKey ? 0.1 : 0.01;
    const moves: Record<string, [number, number]> = {
      ArrowLeft: [-step, 0],
      ArrowRight: [step, 0],
      ArrowUp: [0, step],
      ArrowDown: [0, -step],
    };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    emitHsv({ h: hsv.h, s: clamp(hsv.s + move[0], 0, 1), v: clamp(hsv.v + move[1], 0, 1) });
  };

  const commitText = () => {
    if (SIX_OR_THREE.test(text.trim())) emit(text.trim());
    else setInvalid(true);
  };

  const percent = (n: number) => Math.round(n * 100);
  const errorId = `${id}-error`;

  return (
    <div role="group" aria-label={label} className={cx(styles.root, className)}>
      <div
        role="slider"
        tabIndex={disabled ? -1 : 0}
        aria-label={t('colorPicker.area')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent(hsv.s)}
        aria-valuetext={t('colorPicker.areaValue', { saturation: percent(hsv.s), brightness: percent(hsv.v) })}
        aria-disabled={disabled || undefined}
        className={styles.area}
        style={{ backgroundColor: hsvToHex({ h: hsv.h, s: 1, v: 1 }) }}
        onPointerDown={(event) => {
          if (disabled) return;
          event.currentTarget.setPointerCapture?.(event.pointerId);
          fromPointer(event);
        }}
        onPointerMove={(event) => {
          if (!disabled && event.buttons === 1) fromPointer(event);
        }}
        onKeyDown={onAreaKey}
      >
        <span
          className={styles.thumb}
          style={{ left: `${hsv.s * 100}%`, top: `${(1 - hsv.v) * 100}%`, backgroundColor: current }}
        />
      </div>
      <input
        type="range"
        min={0}
        max={359}
        step={1}
        value={Math.round(hsv.h)}
        disabled={disabled}
        aria-label={t('colorPicker.hue')}
        aria-valuetext={t('colorPicker.hueValue', { degrees: Math.round(hsv.h) })}
        className={styles.hue}
        onChange={(event) => emitHsv({ ...hsv, h: Number(event.target.value) })}
      />
      <div className={styles.row}>
        <span className={styles.preview} style={{ backgroundColor: current }} aria-hidden="true" />
        <label className={styles.field}>
          {t('colorPicker.hex')}
          <span className={fieldStyles.control} data-invalid={invalid} data-disabled={disabled ?? false}>
            <input
              className={cx(fieldStyles.nativeInput, styles.hex)}
              value={text}
              disabled={disabled}
              maxLength={7}
              spellCheck={false}
              autoComplete="off"
              aria-invalid={invalid || undefined}
              aria-describedby={invalid ? errorId : undefined}
              onChange={(event) => {
                const next = event.target.value;
                setText(next);
                if (/^#?[0-9a-f]{6}$/i.test(next.trim())) emit(next.trim());
                else if (invalid) setInvalid(false);
              }}
              onBlur={commitText}
              onKeyDown={(event) => {
                if (event.key === 'Enter') {
                  event.preventDefault();
                  commitText();
                }
              }}
            />
          </span>
        </label>
      </div>
      {invalid ? (
        <p id={errorId} role="alert" className={styles.error}>
          {t('colorPicker.errorHex')}
        </p>
      ) : null}
      <div role="group" aria-label={t('colorPicker.presets')} className={styles.swatches}>
        {presets.map((preset) => {
          const hex = fullHex(preset);
          return (
            <button
              key={hex}
              type="button"
              className={styles.swatch}
              style={{ backgroundColor: hex }}
              aria-label={hex}
              aria-pressed={hex === current}
              disabled={disabled}
              onClick={() => emit(hex, hexToHsv(hex))}
            />
          );
        })}
      </div>
    </div>
  );
}
