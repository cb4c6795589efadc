import type { ComponentPropsWithoutRef, CSSProperties, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import * as styles from './Skeleton.css';
import { cx } from '../../cx';

export const skeletonVariants = ['text', 'block', 'circle'] as const;
export type SkeletonVariant = (typeof skeletonVariants)[number];

export interface SkeletonProps {
  variant?: SkeletonVariant;
  /** Number of text lines (text variant); the last of several lines is shorter, like a paragraph. */
  lines?: number;
  /** CSS width (block and text; defaults to 100%). */
  width?: number | string;
  /** CSS height of a block (defaults to 96px), or the diameter of a circle (defaults to 40px). */
  height?: number | string;
  className?: string;
}

/**
 * A placeholder shape while content loads. It is hidden from assistive technology: put skeletons inside a
 * `SkeletonGroup` (or any container with aria-busy="true" and a loading text) so that the wait is announced once.
 */
export function Skeleton({ variant = 'text', lines = 1, width, height, className }: SkeletonProps) {
  const classes = (extra?: string) => cx(styles.shape, styles.variant[variant], extra, className);
  if (variant === 'circle') {
    const size = height ?? width ?? 40;
    return <span aria-hidden="true" data-skeleton="circle" className={classes()} style={{ width: size, height: size }} />;
  }
  if (variant === 'block') {
    return (
      <span aria-hidden="true" data-skeleton="block" className={classes()} style={{ width: width ?? '100%', height: height ?? 96 }} />
    );
  }
  const count = Math.max(1, Math.floor(lines));
  return (
    <span aria-hidden="true" data-skeleton="text" className={styles.lines} style={{ width: width ?? '100%' }}>
      {Array.from({ length: count }, (_, index) => (
        <span key={index} className={classes(count > 1 && index === count - 1 ? styles.lastLine : undefined)} />
      ))}
    </span>
  );
}

export interface SkeletonGroupProps extends ComponentPropsWithoutRef<'div'> {
  /** What is loading, for screen readers; defaults to "Loading…". */
  label?: string;
  children: ReactNode;
  style?: CSSProperties;
}

/** The busy container for skeletons: aria-busy while loading, with one text that screen readers announce. */
export function SkeletonGroup({ label, children, className, ...rest }: SkeletonGroupProps) {
  const { t } = useTranslation('designSystem');
  return (
    <div aria-busy="true" {...rest} className={cx(styles.group, className)}>
      <span role="status" className={styles.visuallyHidden}>
        {label ?? t('loading')}
      </span>
      {children}
    </div>
  );
}
