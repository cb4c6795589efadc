import { Stack, type StackProps } from '../Layout';
import * as styles from './Panel.css';
import { cx } from '../../cx';

export const panelTones = ['plain', 'muted'] as const;
export type PanelTone = (typeof panelTones)[number];
export const panelPaddings = ['md', 'lg'] as const;
export type PanelPadding = (typeof panelPaddings)[number];
export const panelRadii = ['md', 'lg'] as const;
export type PanelRadius = (typeof panelRadii)[number];

export interface PanelProps extends StackProps {
  /** On the surface with a border (a step, a section), or tinted without one (a figure, a quoted answer). */
  tone?: PanelTone;
  padding?: PanelPadding;
  radius?: PanelRadius;
}

/**
 * A flat box that sets one group apart on a screen, its children one under another like a Stack. Unlike a Card it
 * has no header, footer or shadow: a screen's step, a figure, a cost summary.
 */
export function Panel({ tone = 'plain', padding = 'lg', radius = 'md', className, ...rest }: PanelProps) {
  return <Stack {...rest} className={cx(styles.root, styles.tone[tone], styles.padding[padding], styles.radius[radius], className)} />;
}
