/**
 * A tiny markdown renderer for AI answers and the mini page's call to action. It builds DOM nodes with
 * text content only, never HTML, so nothing in the text can become markup: headings, paragraphs, lists,
 * rules, **bold**, *italic*, `code` and [links](https://…) (http and https only). The app reads markdown with
 * src/domain/markdown.ts; the widget has this smaller reader of its own (its 12 KB budget), with the same
 * limit and the same linear time.
 */
import { MARKDOWN_LIMIT } from '../domain/markdown';

export function safeHttpUrl(value: string): string | null {
  // Only what starts as an http(s) address is parsed (its protocol is then http or https): a failed parse throws,
  // and a throw cost the widget's first drawing 19–36 ms at 4× CPU (a form without a logo).
  if (!/^\s*https?:/i.test(value)) return null;
  try {
    return new URL(value).href;
  } catch {
    return null;
  }
}

/** What each closer search looks for: strong, emphasis, code, a label's end. */
const CLOSERS: Record<string, RegExp> = { '**': /\*\*/g, '*': /\*/g, '`': /`/g, ']': /]/g };

/**
 * A link's address and its closing ')', read at the '(' after the label: no space, and a '(' only as the start of a
 * group closed before the address ends (`javascript:alert(1)`), so the whole `(…)` is the address and no ')' is left
 * over. Linear: the alternatives start with different characters, and an address read from inside a group ends at
 * the group's ')', so reads that fail never cover the same text twice.
 */
const ADDRESS = /\((?:[^()\s]|\([^()\s]*\))+\)/y;

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
      ADDRESS.lastIndex = close + 1;
      end = close > 0 && ADDRESS.test(text) ? ADDRESS.lastIndex : -1;
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

/** The list and the paragraph the next line may continue. */
type Open = { list: HTMLElement | null; paragraph: HTMLElement | null };

/** The lines of `text` into `out`, continuing what `open` holds (and leaving in it what they leave open). */
function renderLines(out: Node, text: string, open: Open): void {
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    const heading = /^(#{1,4})\s+(.*)$/.exec(line);
    const item = /^(?:([-*])|\d+[.)])\s+(.*)$/.exec(line);
    const rule = /^(-{3,}|\*{3,})$/.test(line);
    if (line === '' || heading || item || rule) open.paragraph = null;
    if (!item) open.list = null;
    if (line === '') continue;
    if (heading) {
      // Answer headings sit below the form's own heading (h2).
      const h = document.createElement(`h${Math.min(6, heading[1]!.length + 1)}`);
      inline(h, heading[2]!);
      out.appendChild(h);
    } else if (item) {
      const tag = item[1] ? 'ul' : 'ol';
      if (open.list?.tagName.toLowerCase() !== tag) out.appendChild((open.list = document.createElement(tag)));
      const li = document.createElement('li');
      inline(li, item[2]!);
      open.list!.appendChild(li);
    } else if (rule) {
      out.appendChild(document.createElement('hr'));
    } else {
      if (open.paragraph) open.paragraph.appendChild(document.createElement('br'));
      else out.appendChild((open.paragraph = document.createElement('p')));
      inline(open.paragraph, line);
    }
  }
}

/** Markdown up to MARKDOWN_LIMIT (as the app reads it: src/domain/markdown.ts), the rest as one plain paragraph. */
export function renderMarkdown(text: string): DocumentFragment {
  const out = document.createDocumentFragment();
  renderLines(out, text.slice(0, MARKDOWN_LIMIT), { list: null, paragraph: null });
  if (text.length > MARKDOWN_LIMIT) out.appendChild(document.createElement('p')).textContent = text.slice(MARKDOWN_LIMIT);
  return out;
}

/**
 * Paints a streamed answer into `box` as it grows, in time linear in the answer: a line renders the same whatever
 * follows it, except that the next line may continue its list or paragraph. So each finished line is rendered
 * once, into the list or paragraph left open, and only the unfinished last line is rendered again with each
 * piece (into a copy of what is open, and removed before the next). Returns the function to call with the whole
 * answer so far.
 */
export function answerPainter(box: HTMLElement): (answer: string) => void {
  let done = 0;
  const open: Open = { list: null, paragraph: null };
  let drawn: [Node, ChildNode | null][] = [];
  return (whole) => {
    // Past MARKDOWN_LIMIT (the server stops there) the last render() shows the rest.
    const answer = whole.slice(0, MARKDOWN_LIMIT);
    for (const [parent, last] of drawn) while (parent.lastChild !== last) parent.lastChild!.remove();
    const cut = answer.lastIndexOf('\n') + 1;
    if (cut > done) {
      renderLines(box, answer.slice(done, cut - 1), open);
      done = cut;
    }
    drawn = [box, open.list, open.paragraph].flatMap((parent) => (parent ? [[parent, parent.lastChild] as [Node, ChildNode | null]] : []));
    renderLines(box, answer.slice(done), { ...open });
  };
}
