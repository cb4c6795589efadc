import type { ComponentPropsWithRef } from 'react';
import * as styles from './Text.css';
import { cx } from '../../cx';

export const textTones = ['muted', 'error', 'success'] as const;
export type TextTone = (typeof textTones)[number];
export const textSizes = ['xs', 'sm', 'lg'] as const;
export type TextSize = (typeof textSizes)[number];
export const textWeights = ['medium', 'semibold'] as const;
export type TextWeight = (typeof textWeights)[number];

export interface TextProps extends ComponentPropsWithRef<'p'> {
  /** A paragraph by default; a span inside a line, a div around blocks. */
  as?: 'p' | 'span' | 'div';
  tone?: TextTone;
  size?: TextSize;
  weight?: TextWeight;
  /** Breaks long words (owner content, addresses) instead of overflowing. */
  breakable?: boolean;
  centered?: boolean;
}

/** A run of text without the browser's margins, in one of the design's tones, sizes and weights. */
export function Text({ as: Element = 'p', tone, size, weight, breakable = false, centered = false, className, ...rest }: TextProps) {
  return (
    <Element
      {...rest}
      className={cx(
        styles.text,
        tone && styles.tone[tone],
        size && styles.size[size],
        weight && styles.weight[weight],
        breakable && styles.breakable,
        centered && styles.centered,
        className,
      )}
    />
  );
}

export const headingLevels = [1, 2, 3, 4] as const;
export type HeadingLevel = (typeof headingLevels)[number];
export const headingSizes = ['page', 'section', 'item'] as const;
export type HeadingSize = (typeof headingSizes)[number];

export interface HeadingProps extends ComponentPropsWithRef<'h1'> {
  level: HeadingLevel;
  /** A screen's title, a section's, an item's; by default the level's usual one. */
  size?: HeadingSize;
  breakable?: boolean;
}

const sizeOfLevel: Record<HeadingLevel, HeadingSize> = { 1: 'page', 2: 'section', 3: 'item', 4: 'item' };

/** A heading at the outline's `level`, sized as its role on the screen asks. */
export function Heading({ level, size = sizeOfLevel[level], breakable = false, className, ...rest }: HeadingProps) {
  const Element = `h${level}` as const;
  return <Element {...rest} className={cx(styles.headingSize[size], breakable && styles.breakable, className)} />;
}

export const noteTones = ['info', 'warning'] as const;
export type NoteTone = (typeof noteTones)[number];

export interface NoteProps extends ComponentPropsWithRef<'p'> {
  tone: NoteTone;
  size?: TextSize;
}

/**
 * A short note in a tinted box that stays with the page (a demo's, a step still to take). Not announced: an error
 * that appears is an InlineAlert, which draws the same box in the error's tint when asked (`boxed`).
 */
export function Note({ tone, size, className, ...rest }: NoteProps) {
  return <p {...rest} className={cx(styles.note, styles.noteTone[tone], size && styles.size[size], className)} />;
}
