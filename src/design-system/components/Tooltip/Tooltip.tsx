import {
  Tooltip as AriakitTooltip,
  TooltipAnchor,
  useStoreState,
  useTooltipStore,
  type TooltipProps as AriakitTooltipProps,
} from '@ariakit/react';
import { useId, type ReactElement, type ReactNode } from 'react';
import * as styles from './Tooltip.css';
import { cx } from '../../cx';

export const tooltipPlacements = ['top', 'bottom', 'left', 'right'] as const;
export type TooltipPlacement = (typeof tooltipPlacements)[number];

export interface TooltipProps extends Omit<AriakitTooltipProps, 'children' | 'content'> {
  /** The hint. It describes the anchor (aria-describedby); it must not be the anchor's only name. */
  content: ReactNode;
  /** One focusable element (a button or a link) that shows the tooltip on hover and on keyboard focus. */
  children: ReactElement;
  placement?: TooltipPlacement;
  /** Delay before showing on hover, in ms (Ariakit's default is 500). Keyboard focus shows it at once. */
  showTimeout?: number;
}

/** A short hint shown on hover and focus (Ariakit Tooltip); Escape hides it. */
export function Tooltip({ content, children, placement = 'top', showTimeout, className, ...rest }: TooltipProps) {
  const store = useTooltipStore({ placement, showTimeout });
  const mounted = useStoreState(store, 'mounted');
  const id = useId();
  return (
    <>
      {/* While shown, the hint describes its anchor (Ariakit leaves description tooltips unreferenced). */}
      <TooltipAnchor store={store} render={children} aria-describedby={mounted ? id : undefined} />
      <AriakitTooltip
        gutter={6}
        {...rest}
        store={store}
        id={id}
        className={cx(styles.tooltip, className)}
      >
        {content}
      </AriakitTooltip>
    </>
  );
}
