/**
 * Owner HTML (HTML fields, custom HTML) is sanitised by DOMPurify, loaded as its own chunk only when a form
 * has HTML to show: scripts, handlers, `javascript:` URLs, forms, frames and styles never reach the page.
 */
export async function sanitizedHtml(markup: string): Promise<DocumentFragment> {
  const { default: purify } = await import('dompurify');
  const fragment = purify.sanitize(markup, {
    RETURN_DOM_FRAGMENT: true,
    FORBID_TAGS: ['form', 'iframe', 'frame', 'object', 'embed', 'style', 'link', 'meta', 'base', 'input', 'button', 'textarea', 'select', 'svg', 'math'],
    FORBID_ATTR: ['style', 'srcset', 'action', 'formaction'],
  });
  for (const link of fragment.querySelectorAll('a[href], area[href]')) {
    link.setAttribute('target', '_blank');
    link.setAttribute('rel', 'noopener noreferrer nofollow');
  }
  // An owner's image without a text alternative is decoration to a screen reader, not an unnamed image.
  for (const image of fragment.querySelectorAll('img:not([alt])')) image.setAttribute('alt', '');
  return fragment;
}
