/**
 * A small markdown reader for AI answers and owners' texts, which are untrusted: it produces a tree of a few
 * known kinds (paragraphs, headings, lists, code, bold, italic, links), never HTML, so a renderer can only
 * create those elements with text inside. Raw HTML in the input stays visible text. Links keep only http(s)
 * and mailto addresses; anything else (javascript:, data:, relative tricks) becomes plain text.
 */
import { AI_ANSWER_LIMIT } from './answerLimit';
import { safeHref } from './safeUrl';

export type Inline =
  | { kind: 'text'; text: string }
  | { kind: 'strong' | 'em'; children: Inline[] }
  | { kind: 'code'; text: string }
  | { kind: 'link'; href: string; children: Inline[] }
  | { kind: 'break' };

export type Block =
  | { kind: 'paragraph'; children: Inline[] }
  | { kind: 'heading'; level: 1 | 2 | 3 | 4 | 5 | 6; children: Inline[] }
  | { kind: 'list'; ordered: boolean; items: Inline[][] }
  | { kind: 'codeBlock'; text: string };

// Links keep only what the app's one address gate allows (src/domain/safeUrl.ts); named here for the readers of markdown.
export { safeHref };

/** The characters something may start with. */
const OPENERS = '*_`[h';
/** The spans an opener may start, in the order they are tried. */
const [STRONG_OR_EM, EM, UNDERSCORE_STRONG, CODE, NONE] = [['**', '*'], ['*'], ['__'], ['`'], []];
/** What each search below looks for: a span's closer, a label's end, a link address's end, a bare URL's end. */
const SEARCHES: Record<string, RegExp> = { '**': /\*\*/g, __: /__/g, '*': /\*/g, '`': /`/g, ']': /]/g, href: /[)\s]/g, url: /[\s<>()]/g };

/**
 * Strong (** or __), emphasis (* only: an underscore inside a word is not emphasis), code, [label](href) and
 * bare http(s) URLs, read left to right in one pass; at each position the first of them that fits wins, in
 * that order. Linear time: each search below remembers its last answer and is asked with growing positions,
 * so a text full of openers without a closer (`[[[[…`, `****…`) costs one pass per kind of closer, not one per
 * opener (the regular expression this replaces took quadratic time on them); insides are read in place.
 */
export function parseInline(text: string): Inline[] {
  const remembered: Record<string, { from: number; at: number }> = {};
  /** The first index at or after `from` where `SEARCHES[name]` matches, or -1. */
  const find = (name: string, from: number): number => {
    const last = (remembered[name] ??= { from: Infinity, at: -1 });
    if (from < last.from || (last.at !== -1 && last.at < from)) {
      const pattern = SEARCHES[name]!;
      pattern.lastIndex = from;
      last.from = from;
      last.at = pattern.exec(text)?.index ?? -1;
    }
    return last.at;
  };

  /** The nodes of text[start, end). */
  const scan = (start: number, end: number): Inline[] => {
    const out: Inline[] = [];
    let plain = start;
    let i = start;
    for (;;) {
      while (i < end && !OPENERS.includes(text[i]!)) i++;
      if (i >= end) break;
      const c = text[i];
      let node: Inline | null = null;
      let after = i;
      const marks = c === '*' ? (text[i + 1] === c ? STRONG_OR_EM : EM) : c === '_' ? (text[i + 1] === c ? UNDERSCORE_STRONG : NONE) : c === '`' ? CODE : NONE;
      for (const mark of marks) {
        const inner = i + mark.length;
        const first = text[inner] ?? '';
        // Inside: at least one character; emphasis starts with neither * nor a space; code holds no backtick.
        if (inner >= end || (mark === '*' && /[*\s]/.test(first)) || (mark === '`' && first === '`')) continue;
        const close = find(mark, inner + 1);
        if (close === -1 || close + mark.length > end) continue;
        node = mark === '`' ? { kind: 'code', text: text.slice(inner, close) } : { kind: mark === '*' ? 'em' : 'strong', children: scan(inner, close) };
        after = close + mark.length;
        break;
      }
      const labelEnd = c === '[' ? find(']', i + 1) : -1;
      if (labelEnd > i + 1 && labelEnd + 1 < end && text[labelEnd + 1] === '(') {
        const hrefEnd = find('href', labelEnd + 2);
        if (hrefEnd > labelEnd + 2 && hrefEnd < end && text[hrefEnd] === ')') {
          const href = safeHref(text.slice(labelEnd + 2, hrefEnd));
          node = href ? { kind: 'link', href, children: scan(i + 1, labelEnd) } : { kind: 'text', text: text.slice(i, hrefEnd + 1) };
          after = hrefEnd + 1;
        }
      }
      if (c === 'h' && (text.startsWith('http://', i) || text.startsWith('https://', i))) {
        const runEnd = find('url', i);
        let urlEnd = runEnd === -1 || runEnd > end ? end : runEnd;
        // Punctuation after an address ends the sentence, not the address.
        while (`.,;:!?'"`.includes(text[urlEnd - 1]!)) urlEnd--;
        // At least two characters after the scheme's slashes.
        if (urlEnd - text.indexOf('//', i) > 3) {
          const url = text.slice(i, urlEnd);
          const href = safeHref(url);
          node = href ? { kind: 'link', href, children: [{ kind: 'text', text: url }] } : { kind: 'text', text: url };
          after = urlEnd;
        }
      }
      if (!node) {
        i++;
        continue;
      }
      if (i > plain) out.push({ kind: 'text', text: text.slice(plain, i) });
      out.push(node);
      i = plain = after;
    }
    if (plain < end) out.push({ kind: 'text', text: text.slice(plain, end) });
    return out;
  };
  return scan(0, text.length);
}

function withBreaks(lines: string[]): Inline[] {
  return lines.flatMap((line, index) => (index === 0 ? parseInline(line) : [{ kind: 'break' } as Inline, ...parseInline(line)]));
}

const LIST_ITEM = /^\s*([-*+]|\d+[.)])\s+(.*)$/;

/**
 * How much of a text is read as markdown: the longest answer the AI may give. Beyond it the rest is one
 * plain paragraph, so a hostile text (200 KB of `**a`, of list items, of fences) can never make tens of
 * thousands of elements: reading and drawing stay within a frame or three.
 */
export const MARKDOWN_LIMIT = AI_ANSWER_LIMIT;

/** The text beyond MARKDOWN_LIMIT as one plain paragraph, or nothing. */
export function plainRest(source: string): Block[] {
  return source.length > MARKDOWN_LIMIT ? [{ kind: 'paragraph', children: [{ kind: 'text', text: source.slice(MARKDOWN_LIMIT) }] }] : [];
}

export function parseMarkdown(source: string): Block[] {
  const lines = source.slice(0, MARKDOWN_LIMIT).replace(/\r\n?/g, '\n').split('\n');
  const blocks: Block[] = [];
  let paragraph: string[] = [];
  const flush = () => {
    if (paragraph.length > 0) blocks.push({ kind: 'paragraph', children: withBreaks(paragraph) });
    paragraph = [];
  };
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    if (line.trim() === '') {
      flush();
      continue;
    }
    if (line.trimStart().startsWith('```')) {
      flush();
      const code: string[] = [];
      while (++i < lines.length && !lines[i]!.trimStart().startsWith('```')) code.push(lines[i]!);
      blocks.push({ kind: 'codeBlock', text: code.join('\n') });
      continue;
    }
    const heading = /^(#{1,6})\s+(.*)$/.exec(line);
    if (heading) {
      flush();
      blocks.push({ kind: 'heading', level: heading[1]!.length as 1 | 2 | 3 | 4 | 5 | 6, children: parseInline(heading[2]!) });
      continue;
    }
    const item = LIST_ITEM.exec(line);
    if (item) {
      flush();
      const ordered = /\d/.test(item[1]!);
      const items: Inline[][] = [parseInline(item[2]!)];
      while (i + 1 < lines.length) {
        const next = LIST_ITEM.exec(lines[i + 1]!);
        if (!next || /\d/.test(next[1]!) !== ordered) break;
        items.push(parseInline(next[2]!));
        i++;
      }
      blocks.push({ kind: 'list', ordered, items });
      continue;
    }
    paragraph.push(line);
  }
  flush();
  return [...blocks, ...plainRest(source)];
}

/**
 * The markdown part of a text cut where nothing read before a cut depends on what follows it: at blank lines
 * outside code fences (a blank line ends paragraphs and lists). Reading the pieces one by one gives the
 * blocks of the whole, so a renderer can keep the pieces that did not change while an answer streams in and
 * read only the last one again (linear time in the answer instead of quadratic).
 */
export function markdownPieces(source: string): string[] {
  const pieces: string[] = [];
  let start = 0;
  let fenced = false;
  let lineStart = 0;
  const text = source.slice(0, MARKDOWN_LIMIT).replace(/\r\n?/g, '\n');
  while (lineStart <= text.length) {
    const newline = text.indexOf('\n', lineStart);
    const lineEnd = newline === -1 ? text.length : newline;
    const line = text.slice(lineStart, lineEnd);
    if (line.trimStart().startsWith('```')) fenced = !fenced;
    else if (!fenced && line.trim() === '') {
      // Only pieces with something to read: blank lines belong to none.
      if (text.slice(start, lineStart).trim() !== '') pieces.push(text.slice(start, lineStart));
      start = lineEnd + 1;
    }
    lineStart = lineEnd + 1;
  }
  if (text.slice(start).trim() !== '') pieces.push(text.slice(start));
  return pieces;
}

/** A text's pieces (markdownPieces): all but the last, and the last (the one still growing while an answer streams). */
export interface MarkdownPieces {
  settled: readonly string[];
  last: string | undefined;
}

/**
 * markdownPieces for a text that grows (a streamed answer), reusing the last answer: the settled pieces stay
 * (the same array while none is added, so a renderer can skip them without looking), and only the text from
 * the last piece on is cut again, so each new word costs the last paragraph, not a pass over the whole
 * answer. A piece starts after a blank line outside code fences, so cutting from there reads as cutting from
 * the start. Any other change is cut from the start.
 */
export function markdownPieceReader(): (source: string) => MarkdownPieces {
  let source = '';
  let read: MarkdownPieces = { settled: [], last: undefined };
  return (next) => {
    if (next === source) return read;
    const grown = read.last !== undefined && next.length <= MARKDOWN_LIMIT && next.startsWith(source) && !next.includes('\r');
    const from = grown ? source.lastIndexOf(read.last!) : -1;
    const fresh = markdownPieces(from < 0 ? next : next.slice(from));
    const settled = from < 0 ? fresh.slice(0, -1) : fresh.length > 1 ? [...read.settled, ...fresh.slice(0, -1)] : read.settled;
    source = next;
    read = { settled, last: fresh.at(-1) };
    return read;
  };
}
