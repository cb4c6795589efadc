import type { ComponentPropsWithoutRef, Ref } from 'react';
import type { tokens } from '../../tokens/tokens';
import * as styles from './Layout.css';
import { cx } from '../../cx';

export type Space = keyof typeof tokens.space;
export const layoutAligns = ['start', 'center', 'end', 'baseline'] as const;
export type LayoutAlign = (typeof layoutAligns)[number];
export const layoutJustifies = ['center', 'end', 'between'] as const;
export type LayoutJustify = (typeof layoutJustifies)[number];
export const pageWidths = ['narrow', 'wide'] as const;
export type PageWidth = (typeof pageWidths)[number];

/** The elements a layout box can be: the one that says what its content is (a list, a form, a header). */
type LayoutElement = 'div' | 'main' | 'section' | 'article' | 'aside' | 'header' | 'ul' | 'ol' | 'li' | 'form' | 'fieldset' | 'dl' | 'nav';

interface LayoutProps extends ComponentPropsWithoutRef<'div'> {
  as?: LayoutElement;
  gap?: Space;
  /** Where the children sit across the flow (stretched when not said). */
  align?: LayoutAlign;
  justify?: LayoutJustify;
  /** A form's own: its fields check themselves (the app shows its own messages). */
  noValidate?: boolean;
  ref?: Ref<HTMLElement>;
}

export type StackProps = LayoutProps;
export type InlineProps = LayoutProps;

/** The box as the element asked for. Typed as a div: every element in LayoutElement takes a div's attributes. */
function LayoutBox({ as = 'div', base, gap, align, justify, className, ref, ...rest }: LayoutProps & { base: string }) {
  const Element = as as 'div';
  const layout = cx(base, gap && styles.gap[gap], align && styles.align[align], justify && styles.justify[justify]);
  return <Element {...rest} ref={ref as Ref<HTMLDivElement>} className={cx(layout, className)} />;
}

/** Children one under another, `gap` apart. */
export function Stack({ gap = 'md', ...rest }: StackProps) {
  return <LayoutBox base={styles.stack} gap={gap} {...rest} />;
}

/** Children side by side, `gap` apart, wrapping onto the next line when the row is full. */
export function Inline({ gap = 'sm', ...rest }: InlineProps) {
  return <LayoutBox base={styles.inline} gap={gap} {...rest} />;
}

export interface PageProps extends StackProps {
  width?: PageWidth;
  /** In the middle of the window rather than at its start. */
  centered?: boolean;
}

/** A screen's content below the top bar: its parts one under another, with the app's space above and below. */
export function Page({ gap = 'lg', width, centered = false, className, ...rest }: PageProps) {
  return (
    <Stack
      gap={gap}
      {...rest}
      className={cx(styles.page, width && styles.pageWidth[width], centered && styles.centered, className)}
    />
  );
}
