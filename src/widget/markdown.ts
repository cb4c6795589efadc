/**
 * A tiny markdown renderer for AI answers and the mini page's call to action. It builds DOM nodes with
 * text content only, never HTML, so nothing in the text can become markup: headings, paragraphs, lists,
 * rules, **bold**, *italic*, `code` and [links](https://…) (http and https only). The app reads markdown with
 * src/domain/markdown.ts; the widget has this smaller reader of its own (its 12 KB budget), with the same
 * limit and the same linear time.
 */
import { MARKDOWN_LIMIT } from '../domain/markdown';

export function safeHttpUrl(value: string): string | null {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/** What each closer search looks for: strong, emphasis, code, a label's end, a link address's end. */
const CLOSERS: Record<string, RegExp> = { '**': /\*\*/g, '*': /\*/g, '`': /`/g, ']': /]/g, ')': /[)\s]/g };

/**
 * The spans of one line into `parent`, read left to right in one pass. Linear: each closer search remembers
 * its last answer and is asked at growing positions, so a line full of openers without a closer (`[[[[…`)
 * costs one pass per kind of closer, where the regular expression this replaces took quadratic time.
 */
function inline(parent: Node, text: string): void {
  const remembered: Record<string, number[]> = {};
  const find = (closer: string, from: number) => {
    const last = (remembered[closer] ??= [Infinity, -1]);
    if (from < last[0]! || (last[1]! >= 0 && last[1]! < from)) {
      const pattern = CLOSERS[closer]!;
      pattern.lastIndex = last[0] = from;
      last[1] = pattern.exec(text)?.index ?? -1;
    }
    return last[1]!;
  };
  let plain = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    // Each span holds at least one character: **strong**, then *emphasis*, `code`, [label](address).
    let open = 1;
    let close = -1;
    let end = -1;
    let tag = c === '`' ? 'code' : 'em';
    if (c === '*') {
      if (text[i + 1] === '*') close = find('**', i + 3);
      if (close < 0) close = find('*', i + 2);
      else [open, tag] = [2, 'strong'];
    } else if (c === '`' || c === '[') {
      // Nothing between the opener and the first closer: no span.
      close = find(c === '[' ? ']' : c, i + 1);
      if (close === i + 1) close = -1;
    }
    if (c === '[') {
      const stop = close > 0 && text[close + 1] === '(' ? find(')', close + 2) : -1;
      end = stop > close + 2 && text[stop] === ')' ? stop + 1 : -1;
      if (end < 0) close = -1;
      tag = 'a';
    }
    if (close < 0) continue;
    if (end < 0) end = close + open;
    parent.appendChild(document.createTextNode(text.slice(plain, i)));
    const inside = text.slice(i + open, close);
    const href = tag === 'a' && safeHttpUrl(text.slice(close + 2, end - 1));
    if (href === null) parent.appendChild(document.createTextNode(inside));
    else {
      const node = document.createElement(tag);
      if (href) {
        node.setAttribute('href', href);
        node.setAttribute('target', '_blank');
        node.setAttribute('rel', 'noopener noreferrer nofollow');
      }
      inline(node, inside);
      parent.appendChild(node);
    }
    plain = end;
    i = end - 1;
  }
  parent.appendChild(document.createTextNode(text.slice(plain)));
}

/** Markdown up to MARKDOWN_LIMIT (as the app reads it: src/domain/markdown.ts), the rest as one plain paragraph. */
export function renderMarkdown(text: string): DocumentFragment {
  const out = document.createDocumentFragment();
  let list: HTMLElement | null = null;
  let paragraph: HTMLElement | null = null;
  for (const raw of text.slice(0, MARKDOWN_LIMIT).split('\n')) {
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
  if (text.length > MARKDOWN_LIMIT) {
    out.appendChild((paragraph = document.createElement('p'))).textContent = text.slice(MARKDOWN_LIMIT);
  }
  return out;
}

/**
 * Paints a streamed answer into `box` as it grows, in time linear in the answer: what lies before the last
 * blank line renders the same whatever follows (a blank line ends paragraphs and lists), so it is appended
 * once; only the part after it is rebuilt. Returns the function to call with the whole answer so far.
 */
export function answerPainter(box: HTMLElement): (answer: string) => void {
  let settled = 0;
  let tail: ChildNode[] = [];
  return (whole) => {
    // Past MARKDOWN_LIMIT (the server stops there) the last render() shows the rest.
    const answer = whole.slice(0, MARKDOWN_LIMIT);
    for (const node of tail) node.remove();
    const cut = answer.lastIndexOf('\n\n');
    if (cut > settled) {
      box.append(renderMarkdown(answer.slice(settled, cut)));
      settled = cut;
    }
    const rest = renderMarkdown(answer.slice(settled));
    tail = [...rest.childNodes];
    box.append(rest);
  };
}
