import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { cutout, placePopover } from './placement';
import { createPageTourMemory, TourProvider, useTour } from './Tour';

describe('page tour memory', () => {
  it('remembers a shown tour by name until forgotten, and touches no storage', () => {
    const memory = createPageTourMemory();
    expect(memory.isDone('any')).toBe(false);
    memory.markDone('any');
    expect(memory.isDone('any')).toBe(true);
    expect(memory.isDone('other')).toBe(false);
    expect(localStorage.length).toBe(0);
    memory.forget();
    expect(memory.isDone('any')).toBe(false);
  });
});

describe('useTour', () => {
  function UsesTour() {
    const tour = useTour('app', []);
    return <span>{tour.isOpen ? 'open' : 'closed'}</span>;
  }

  it('throws a clear missing-context error outside its provider', () => {
    expect(() => renderToString(<UsesTour />)).toThrow("useTour('app') must be used inside a <TourProvider>.");
  });

  it('works inside its provider', () => {
    expect(
      renderToString(
        <TourProvider>
          <UsesTour />
        </TourProvider>,
      ),
    ).toContain('closed');
  });
});

describe('placePopover', () => {
  const viewport = { width: 1280, height: 800 };
  const size = { width: 353, height: 180 };

  it('goes below the anchor, aligned with its left edge', () => {
    expect(placePopover({ top: 100, left: 200, width: 120, height: 40 }, size, viewport, 8)).toEqual({ top: 152, left: 200 });
  });

  it('goes above when there is no room below', () => {
    expect(placePopover({ top: 700, left: 200, width: 120, height: 40 }, size, viewport, 8)).toEqual({ top: 508, left: 200 });
  });

  it('stays inside the viewport on the right and on a small screen', () => {
    expect(placePopover({ top: 100, left: 1200, width: 60, height: 40 }, size, viewport, 8).left).toBe(1280 - 8 - 353);
    const small = placePopover({ top: 20, left: 300, width: 60, height: 700 }, { width: 359, height: 200 }, { width: 375, height: 740 }, 8);
    expect(small.left).toBe(8);
    expect(small.top).toBeGreaterThanOrEqual(8);
    expect(small.top + 200).toBeLessThanOrEqual(740 - 8);
  });

  it('centres without an anchor', () => {
    expect(placePopover(null, size, viewport, 8)).toEqual({ top: 310, left: 463.5 });
  });

  it('cuts the mask a little larger than the anchor', () => {
    expect(cutout({ top: 10, left: 20, width: 100, height: 30 })).toEqual({ top: 4, left: 14, width: 112, height: 42 });
  });
});
