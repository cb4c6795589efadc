/**
 * A tiny markdown renderer for AI answers and the mini page's call to action. It builds DOM nodes with
 * text content only, never HTML, so nothing in the text can become markup: headings, paragraphs, lists,
 * rules, **bold**, *italic*, `code` and [links](https://…) (http and https only).
 */
const INLINE = /\*\*(.+?)\*\*|\*(.+?)\*|`([^`]+)`|\[([^\]]+)\]\(([^)\s]+)\)/g;

export function safeHttpUrl(value: string): string | null {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

function inline(parent: Node, text: string): void {
  let last = 0;
  for (const m of text.matchAll(INLINE)) {
    parent.appendChild(document.createTextNode(text.slice(last, m.index)));
    last = m.index + m[0].length;
    const [, bold, italic, code, label, href] = m;
    let node: HTMLElement;
    if (bold !== undefined) node = document.createElement('strong');
    else if (italic !== undefined) node = document.createElement('em');
    else if (code !== undefined) node = document.createElement('code');
    else {
      const safe = safeHttpUrl(href ?? '');
      if (!safe) {
        parent.appendChild(document.createTextNode(label ?? ''));
        continue;
      }
      node = document.createElement('a');
      node.setAttribute('href', safe);
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer nofollow');
    }
    inline(node, bold ?? italic ?? code ?? label ?? '');
    parent.appendChild(node);
  }
  parent.appendChild(document.createTextNode(text.slice(last)));
}

export function renderMarkdown(text: string): DocumentFragment {
  const out = document.createDocumentFragment();
  let list: HTMLElement | null = null;
  let paragraph: HTMLElement | null = null;
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    const heading = /^(#{1,4})\s+(.*)$/.exec(line);
    const item = /^(?:([-*])|\d+[.)])\s+(.*)$/.exec(line);
    if (line === '' || heading || item || /^(-{3,}|\*{3,})$/.test(line)) paragraph = null;
    if (!item) list = null;
    if (line === '') continue;
    if (heading) {
      // Answer headings sit below the form's own heading (h2).
      const h = document.createElement(`h${Math.min(6, heading[1]!.length + 1)}`);
      inline(h, heading[2]!);
      out.appendChild(h);
    } else if (item) {
      const tag = item[1] ? 'ul' : 'ol';
      let current = list as HTMLElement | null;
      if (!current || current.tagName.toLowerCase() !== tag) {
        current = document.createElement(tag);
        out.appendChild(current);
      }
      list = current;
      const li = document.createElement('li');
      inline(li, item[2]!);
      current.appendChild(li);
    } else if (/^(-{3,}|\*{3,})$/.test(line)) {
      out.appendChild(document.createElement('hr'));
    } else {
      if (paragraph) paragraph.appendChild(document.createElement('br'));
      else out.appendChild((paragraph = document.createElement('p')));
      inline(paragraph, line);
    }
  }
  return out;
}
