/** Room around the drawn area for what paints outside a box: focus rings, outlines, shadows. */
const margin = 8;

const notDrawn = new Set(['SCRIPT', 'STYLE', 'LINK', 'TEMPLATE', 'NOSCRIPT']);

/** The box (page coordinates) around everything the story draws: its root, open portals, their descendants. */
function drawnBox(root: HTMLElement) {
  const parts = [
    root,
    ...Array.from(document.body.children).filter(
      (el) => el !== root && !notDrawn.has(el.tagName) && !(el instanceof HTMLElement && 'screenshotFrame' in el.dataset),
    ),
  ];
  let top = Infinity;
  let left = Infinity;
  let bottom = -Infinity;
  let right = -Infinity;
  for (const part of parts) {
    for (const el of [part, ...Array.from(part.querySelectorAll('*'))]) {
      const box = el.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      top = Math.min(top, box.top);
      left = Math.min(left, box.left);
      bottom = Math.max(bottom, box.bottom);
      right = Math.max(right, box.right);
    }
  }
  // Nothing drawn at all: the whole visible page, so the (blank) screenshot still says so.
  if (top === Infinity) return { top: 0, left: 0, bottom: window.innerHeight, right: window.innerWidth };
  return {
    top: top + window.scrollY,
    left: left + window.scrollX,
    bottom: bottom + window.scrollY,
    right: right + window.scrollX,
  };
}

/**
 * How tall the viewport must be to show all the story draws (without the margin: a screen that fills the
 * viewport exactly must not make it grow).
 */
export function drawnBottom(root: HTMLElement): number {
  return Math.ceil(drawnBox(root).bottom);
}

/**
 * What a story's screenshot covers: the story's own root (the element it renders into) together with everything
 * the story draws outside it — open portals (dialogs, menus, popovers, toasts are children of <body>), fixed and
 * overflowing children — plus a small margin, within the viewport (the browser paints nothing outside it; the
 * caller grows the viewport first when the story is taller). Not the empty page under a small component, so a
 * screenshot shows the story and its size says how big it is.
 *
 * Returns a transparent, absolutely placed element over exactly that area; screenshotting it captures whatever
 * is painted there. The caller removes it afterwards.
 */
export function screenshotFrame(root: HTMLElement): HTMLElement {
  const box = drawnBox(root);
  const x = Math.max(0, Math.floor(box.left) - margin);
  const y = Math.max(0, Math.floor(box.top) - margin);
  const width = Math.min(window.innerWidth, Math.ceil(box.right) + margin) - x;
  const height = Math.min(window.innerHeight, Math.ceil(box.bottom) + margin) - y;

  const frame = document.createElement('div');
  frame.setAttribute('aria-hidden', 'true');
  frame.dataset.screenshotFrame = '';
  Object.assign(frame.style, {
    position: 'absolute',
    left: `${x}px`,
    top: `${y}px`,
    width: `${width}px`,
    height: `${height}px`,
    pointerEvents: 'none',
    background: 'transparent',
  });
  document.body.append(frame);
  return frame;
}
