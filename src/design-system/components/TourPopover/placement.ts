/** Where the tour popover goes: a pure function of the anchor's box, the popover's size and the viewport. */

export interface Box {
  top: number;
  left: number;
  width: number;
  height: number;
}

export interface Size {
  width: number;
  height: number;
}

/** Space between the anchor and the popover. */
export const ANCHOR_GAP_PX = 12;
/** Space kept free around the anchor inside the mask's cut-out. */
export const CUTOUT_PADDING_PX = 6;

const clamp = (value: number, min: number, max: number) => Math.max(min, Math.min(value, Math.max(min, max)));

/**
 * Below the anchor when it fits, else above, else as close to the anchor as the viewport allows; aligned with
 * the anchor's left edge and kept `margin` px inside the viewport. Without an anchor: centred.
 */
export function placePopover(anchor: Box | null, popover: Size, viewport: Size, margin: number) {
  if (!anchor) {
    return {
      top: Math.max(margin, (viewport.height - popover.height) / 2),
      left: Math.max(margin, (viewport.width - popover.width) / 2),
    };
  }
  const bottom = anchor.top + anchor.height;
  const below = bottom + ANCHOR_GAP_PX;
  const above = anchor.top - ANCHOR_GAP_PX - popover.height;
  const maxTop = viewport.height - margin - popover.height;
  const top = below <= maxTop ? below : above >= margin ? above : clamp(below, margin, maxTop);
  const left = clamp(anchor.left, margin, viewport.width - margin - popover.width);
  return { top: Math.round(top), left: Math.round(left) };
}

/** The mask's hole: the anchor's box grown by the padding. */
export function cutout(anchor: Box): Box {
  return {
    top: anchor.top - CUTOUT_PADDING_PX,
    left: anchor.left - CUTOUT_PADDING_PX,
    width: anchor.width + 2 * CUTOUT_PADDING_PX,
    height: anchor.height + 2 * CUTOUT_PADDING_PX,
  };
}
