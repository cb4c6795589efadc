/**
 * Owner HTML (HTML fields, custom HTML): the one sanitiser of owner markup (the app shows owner HTML only through
 * the widget's preview). This module and DOMPurify are one chunk, loaded only when a form has HTML to show.
 * The policy (docs/security.md, "Owner HTML"):
 * - nothing runs: no scripts, handlers, `javascript:` URLs, forms and controls, frames, objects, styles, SVG, MathML;
 * - nothing loads but images: no audio, video, `source`, `track` (so no autoplay, posters or media streams), no
 *   `background` attribute; an image only from an `https:` address (or inlined as data), sent without the page's
 *   address as referrer. An https image still reaches the owner's host: that is what an image is;
 * - owner ids are prefixed (`user-content-`, as GitHub does), and so is every reference to them (`for`, `href="#…"`,
 *   `aria-labelledby` …), so owner markup can neither take nor point at the widget's own ids (`thanks`, `lt`, `f0`).
 */
import purify from 'dompurify';

const OWNER_ID_PREFIX = 'user-content-';
/** Attributes that name other elements by id: each of their ids gets the owner prefix, as the ids themselves do. */
const ID_REFERENCES = ['for', 'headers', 'list', 'popovertarget', 'commandfor', 'aria-activedescendant', 'aria-controls', 'aria-describedby', 'aria-details', 'aria-errormessage', 'aria-flowto', 'aria-labelledby', 'aria-owns'];
const ownerId = (id: string) => (id.startsWith(OWNER_ID_PREFIX) ? id : OWNER_ID_PREFIX + id);
const allowedImage = /^(https:\/\/|data:image\/(png|jpe?g|gif|webp)[;,])/i;

export function sanitizedHtml(markup: string): DocumentFragment {
  // The fragment belongs to DOMPurify's inert document until the widget inserts it: nothing in it loads before
  // the changes below are made.
  const fragment = purify.sanitize(markup, {
    RETURN_DOM_FRAGMENT: true,
    FORBID_TAGS: ['form', 'iframe', 'frame', 'object', 'embed', 'style', 'link', 'meta', 'base', 'input', 'button', 'textarea', 'select', 'svg', 'math', 'audio', 'video', 'source', 'track', 'picture'],
    FORBID_ATTR: ['style', 'srcset', 'action', 'formaction', 'background', 'poster', 'autoplay', 'ping'],
    SANITIZE_NAMED_PROPS: true,
  });
  for (const element of fragment.querySelectorAll('*')) {
    for (const name of ID_REFERENCES) {
      const ids = element.getAttribute(name);
      if (ids !== null) element.setAttribute(name, ids.trim().split(/\s+/).map(ownerId).join(' '));
    }
    for (const name of ['href', 'usemap']) {
      const target = element.getAttribute(name);
      if (target?.startsWith('#')) element.setAttribute(name, `#${ownerId(target.slice(1))}`);
    }
  }
  for (const link of fragment.querySelectorAll('a[href], area[href]')) {
    link.setAttribute('target', '_blank');
    link.setAttribute('rel', 'noopener noreferrer nofollow');
  }
  for (const image of fragment.querySelectorAll('img')) {
    if (!allowedImage.test(image.getAttribute('src') ?? '')) {
      image.remove();
      continue;
    }
    image.setAttribute('referrerpolicy', 'no-referrer');
    // An owner's image without a text alternative is decoration to a screen reader, not an unnamed image.
    if (!image.hasAttribute('alt')) image.setAttribute('alt', '');
  }
  return fragment;
}
