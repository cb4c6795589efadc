import { Dialog, DialogDescription, DialogDismiss, DialogHeading } from '@ariakit/react';
import { useCallback, useId, useLayoutEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../Button';
import { cutout, placePopover, type Box } from './placement';
import * as styles from './TourPopover.css';
import { cx } from '../../cx';

export interface TourStep {
  /** The element the step points at: a CSS selector or a ref. A missing element centres the popover. */
  target: string | RefObject<HTMLElement | null>;
  title: string;
  content: ReactNode;
}

export interface TourPopoverProps {
  open: boolean;
  step: TourStep;
  /** 0-based. */
  stepIndex: number;
  stepCount: number;
  /** Next; on the last step this is "Finish". */
  onNext: () => void;
  onBack: () => void;
  /** The close button, Escape, or a click on the mask. */
  onClose: () => void;
  className?: string;
}

function resolveTarget(target: TourStep['target']): HTMLElement | null {
  if (typeof target !== 'string') return target.current;
  try {
    return document.querySelector<HTMLElement>(target);
  } catch {
    return null; // An invalid selector behaves like a missing element.
  }
}

function boxOf(element: Element): Box {
  const { top, left, width, height } = element.getBoundingClientRect();
  return { top, left, width, height };
}

interface Layout {
  anchor: Box | null;
  top: number;
  left: number;
}

/** The mask: the whole viewport dimmed except a rounded hole around the anchor. */
function Mask({ hole }: { hole: Box | null }) {
  const maskId = useId();
  return (
    <svg className={styles.maskSvg} aria-hidden="true">
      <defs>
        <mask id={maskId}>
          <rect width="100%" height="100%" fill="white" />
          {hole && <rect x={hole.left} y={hole.top} width={hole.width} height={hole.height} rx={8} fill="black" />}
        </mask>
      </defs>
      <rect width="100%" height="100%" className={styles.maskFill} mask={`url(#${maskId})`} />
    </svg>
  );
}

/**
 * One step of a guided tour: a dialog (Ariakit: focus moves in and is kept there, Escape closes) placed next to
 * its anchor, over a mask with a cut-out around the anchor. A click on the mask closes it.
 */
export function TourPopover({ open, step, stepIndex, stepCount, onNext, onBack, onClose, className }: TourPopoverProps) {
  const { t } = useTranslation('designSystemParts');
  const [element, setElement] = useState<HTMLDivElement | null>(null);
  const [layout, setLayout] = useState<Layout | null>(null);
  const nextRef = useRef<HTMLButtonElement>(null);
  const isFirst = stepIndex === 0;
  const isLast = stepIndex === stepCount - 1;

  const measure = useCallback(() => {
    if (!element) return;
    const anchorElement = resolveTarget(step.target);
    const anchor = anchorElement ? boxOf(anchorElement) : null;
    const viewport = { width: window.innerWidth, height: window.innerHeight };
    const size = { width: element.offsetWidth, height: element.offsetHeight };
    setLayout({ anchor, ...placePopover(anchor, size, viewport, styles.viewportMargin) });
  }, [element, step.target]);

  // Bring the anchor into view, then place the popover before the browser paints.
  useLayoutEffect(() => {
    if (!open || !element) return;
    const anchorElement = resolveTarget(step.target);
    if (anchorElement) {
      const { top, bottom } = anchorElement.getBoundingClientRect();
      if (top < 0 || bottom > window.innerHeight) anchorElement.scrollIntoView({ block: 'center', behavior: 'instant' });
    }
    // Measuring the DOM before paint is what a layout effect is for; the second render is the placed one.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    measure();
    window.addEventListener('resize', measure);
    window.addEventListener('scroll', measure, true);
    // The anchor, the popover or the page can change size after opening (a font arrives, content loads above).
    const resizes = new ResizeObserver(measure);
    for (const observed of [anchorElement, element, document.body]) if (observed) resizes.observe(observed);
    return () => {
      window.removeEventListener('resize', measure);
      window.removeEventListener('scroll', measure, true);
      resizes.disconnect();
    };
  }, [open, element, step.target, stepIndex, measure]);

  return (
    <Dialog
      ref={setElement}
      open={open}
      onClose={onClose}
      modal
      backdrop={
        <div className={styles.backdrop} data-testid="tour-mask">
          <Mask hole={layout?.anchor ? cutout(layout.anchor) : null} />
        </div>
      }
      initialFocus={nextRef}
      className={cx(styles.popover, className)}
      // Computed from the anchor's position at run time; invisible until placed (still focusable).
      style={layout ? { top: layout.top, left: layout.left } : { top: 0, left: 0, opacity: 0 }}
    >
      <div className={styles.header}>
        <DialogHeading render={(props) => <h2 {...props}>{props.children}</h2>} className={styles.title}>
          {step.title}
        </DialogHeading>
        <DialogDismiss className={styles.close} aria-label={t('tour.close')}>
          <svg width="16" height="16" viewBox="0 0 16 16" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
            <path d="M4 4l8 8M12 4l-8 8" />
          </svg>
        </DialogDismiss>
      </div>
      <DialogDescription render={<div />} className={styles.text}>
        {step.content}
      </DialogDescription>
      <div className={styles.footer}>
        <span className={styles.counter} aria-live="polite">
          {t('tour.stepCounter', { current: stepIndex + 1, total: stepCount })}
        </span>
        <div className={styles.actions}>
          {!isFirst && (
            <Button variant="text" size="sm" onClick={onBack}>
              {t('tour.back')}
            </Button>
          )}
          <Button ref={nextRef} size="sm" onClick={onNext}>
            {isLast ? t('tour.finish') : t('tour.next')}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
