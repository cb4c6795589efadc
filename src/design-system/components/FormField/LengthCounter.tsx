import { useLayoutEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { visuallyHidden } from '../../visuallyHidden.css';

/** The counter shows from this share of a text's limit on: earlier it would only be noise. */
export const LENGTH_COUNTER_FROM = 0.8;

export interface LengthCounterProps {
  /**
   * The text control's id: the counter reads its length, typed or set (controlled or not, the field needs nothing
   * more), and is `<controlId>-counter`, by which FormField describes the control while the counter shows.
   */
  controlId: string;
  /** The counter's look, from FormField's styles (this part then brings no style sheet of its own to fetch). */
  className: string;
  /** The limit, in characters as `string.length` counts them. */
  max: number;
  /** Told whether the counter shows (near, at or past the limit), once at first and on every change. */
  onShownChange: (shown: boolean) => void;
}

type Band = 'far' | 'near' | 'reached' | 'over';

function bandOf(used: number, max: number): Band {
  if (used > max) return 'over';
  if (used === max) return 'reached';
  return used >= max * LENGTH_COUNTER_FROM ? 'near' : 'far';
}

/**
 * The characters used of a text's limit, drawn near the limit. Screen readers hear it when they reach the control
 * (it describes it) and, politely, only when the text crosses into another band (near, at, past the limit): a count
 * read out on every keystroke would drown what the person types. Its code and texts load only for a field with a
 * limit, so FormField (in the login page's first load) carries almost nothing of it.
 */
export function LengthCounter({ controlId, className, max, onShownChange }: LengthCounterProps) {
  const id = `${controlId}-counter`;
  const { t } = useTranslation('designSystemParts');
  const [used, setUsed] = useState<number | null>(null);
  // Told once per band change, never for the first count (a form opened with a long name says nothing).
  const [told, setTold] = useState<{ band: Band; text: string } | null>(null);

  // After every render (a controlled value set by the screen) and on every input (an uncontrolled one typed).
  useLayoutEffect(() => {
    const control = document.getElementById(controlId) as HTMLInputElement | HTMLTextAreaElement | null;
    const count = () => setUsed(control?.value.length ?? 0);
    count();
    control?.addEventListener('input', count);
    return () => control?.removeEventListener('input', count);
  });

  const band = used === null ? 'far' : bandOf(used, max);
  const shown = band !== 'far';
  useLayoutEffect(() => onShownChange(shown), [onShownChange, shown]);

  if (used !== null && told?.band !== band) {
    const texts: Record<Band, string> = {
      far: '',
      near: t('lengthCounter.left', { count: max - used }),
      reached: t('lengthCounter.reached', { limit: max }),
      over: t('lengthCounter.over', { count: used - max }),
    };
    setTold({ band, text: told ? texts[band] : '' });
  }
  return (
    <>
      {/* Far from the limit the counter takes no room (a drawn empty line would add a gap under every field). */}
      {shown && (
        <p id={id} className={className} data-state={band}>
          <span aria-hidden="true">
            {used}/{max}
          </span>
          <span className={visuallyHidden}>{t('lengthCounter.used', { used, limit: max })}</span>
        </p>
      )}
      <span className={visuallyHidden} aria-live="polite">
        {told?.text}
      </span>
    </>
  );
}
