/**
 * A small markdown reader for AI answers and owners' texts, which are untrusted: it produces a tree of a few
 * known kinds (paragraphs, headings, lists, code, bold, italic, links), never HTML, so a renderer can only
 * create those elements with text inside. Raw HTML in the input stays visible text. Links keep only http(s)
 * and mailto addresses; anything else (javascript:, data:, relative tricks) becomes plain text.
 */
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

// Strong (** or __), emphasis (* only: an underscore inside a word is not emphasis), code, [label](href), a bare URL.
const INLINE = /(\*\*|__)(.+?)\1|\*([^*\s][^*]*)\*|`([^`]+)`|\[([^\]]+)\]\(([^)\s]+)\)|(https?:\/\/[^\s<>()]+[^\s<>().,;:!?'"])/;

export function parseInline(text: string): Inline[] {
  const out: Inline[] = [];
  let rest = text;
  while (rest.length > 0) {
    const match = INLINE.exec(rest);
    if (!match) {
      out.push({ kind: 'text', text: rest });
      break;
    }
    if (match.index > 0) out.push({ kind: 'text', text: rest.slice(0, match.index) });
    const [whole, , strong, em, code, label, href, bare] = match;
    if (strong !== undefined) out.push({ kind: 'strong', children: parseInline(strong) });
    else if (em !== undefined) out.push({ kind: 'em', children: parseInline(em) });
    else if (code !== undefined) out.push({ kind: 'code', text: code });
    else if (label !== undefined && href !== undefined) {
      const safe = safeHref(href);
      out.push(safe ? { kind: 'link', href: safe, children: parseInline(label) } : { kind: 'text', text: whole });
    } else if (bare !== undefined) {
      const safe = safeHref(bare);
      out.push(safe ? { kind: 'link', href: safe, children: [{ kind: 'text', text: bare }] } : { kind: 'text', text: bare });
    }
    rest = rest.slice(match.index + whole.length);
  }
  return out;
}

function withBreaks(lines: string[]): Inline[] {
  return lines.flatMap((line, index) => (index === 0 ? parseInline(line) : [{ kind: 'break' } as Inline, ...parseInline(line)]));
}

const LIST_ITEM = /^\s*([-*+]|\d+[.)])\s+(.*)$/;

export function parseMarkdown(source: string): Block[] {
  const lines = source.replace(/\r\n?/g, '\n').split('\n');
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
  return blocks;
}
