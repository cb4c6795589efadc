import { describe, expect, it } from 'vitest';
import { markdownPieceReader, markdownPieces, MARKDOWN_LIMIT, parseInline, parseMarkdown, plainRest, safeHref, type Inline } from './markdown';
import { seededRandom } from '../test/seededRandom';

/** The regular-expression reading the linear scan replaced (quadratic on `[[[[…`): the reference for short texts. */
const REFERENCE_PATTERN = /(\*\*|__)(.+?)\1|\*([^*\s][^*]*)\*|`([^`]+)`|\[([^\]]+)\]\(([^)\s]+)\)|(https?:\/\/[^\s<>()]+[^\s<>().,;:!?'"])/;
function referenceInline(text: string): Inline[] {
  const out: Inline[] = [];
  let rest = text;
  while (rest.length > 0) {
    const match = REFERENCE_PATTERN.exec(rest);
    if (!match) {
      out.push({ kind: 'text', text: rest });
      break;
    }
    if (match.index > 0) out.push({ kind: 'text', text: rest.slice(0, match.index) });
    const [whole, , strong, em, code, label, href, bare] = match;
    if (strong !== undefined) out.push({ kind: 'strong', children: referenceInline(strong) });
    else if (em !== undefined) out.push({ kind: 'em', children: referenceInline(em) });
    else if (code !== undefined) out.push({ kind: 'code', text: code });
    else if (label !== undefined && href !== undefined) {
      const safe = safeHref(href);
      out.push(safe ? { kind: 'link', href: safe, children: referenceInline(label) } : { kind: 'text', text: whole });
    } else if (bare !== undefined) {
      const safe = safeHref(bare);
      out.push(safe ? { kind: 'link', href: safe, children: [{ kind: 'text', text: bare }] } : { kind: 'text', text: bare });
    }
    rest = rest.slice(match.index + whole.length);
  }
  return out;
}

/** Adjacent text pieces joined: the two readings may cut plain text in different places. */
function normalised(nodes: Inline[]): Inline[] {
  const out: Inline[] = [];
  for (const node of nodes) {
    const last = out.at(-1);
    if (node.kind === 'text' && last?.kind === 'text') out[out.length - 1] = { kind: 'text', text: last.text + node.text };
    else if (node.kind === 'text' && node.text === '') continue;
    else out.push('children' in node ? { ...node, children: normalised(node.children) } : node);
  }
  return out;
}

describe('markdown inline scan', () => {
  it('reads 5,000 random short texts exactly as the regular expression did', () => {
    const pieces = ['*', '**', '_', '__', '`', '[', ']', '(', ')', '](', 'a', 'b c', ' ', 'https://', 'http://', 'x.y', '.', '!', 'mailto:m@x.y', 'javascript:', '<'];
    const next = seededRandom(30);
    for (let n = 0; n < 5_000; n++) {
      let text = '';
      const length = 1 + Math.floor(next() * 12);
      for (let k = 0; k < length; k++) text += pieces[Math.floor(next() * pieces.length)];
      expect(normalised(parseInline(text)), text).toEqual(normalised(referenceInline(text)));
    }
  });

  it('cuts a text into pieces that read as the whole does (random documents of blocks)', () => {
    const lines = ['', '', '# Head', 'text *a*', '- item', '1. one', '```', 'code', '  ', '**b**', '> q', '\r'];
    const next = seededRandom(36);
    for (let n = 0; n < 3_000; n++) {
      const doc = Array.from({ length: 1 + Math.floor(next() * 14) }, () => lines[Math.floor(next() * lines.length)]).join('\n');
      expect(markdownPieces(doc).flatMap(parseMarkdown), JSON.stringify(doc)).toEqual(parseMarkdown(doc));
    }
  });

  it('reads only MARKDOWN_LIMIT characters as markdown and the rest as one plain paragraph', () => {
    const source = `${'**a** '.repeat(MARKDOWN_LIMIT).slice(0, MARKDOWN_LIMIT)}**tail**`;
    const blocks = parseMarkdown(source);
    expect(blocks.at(-1)).toEqual({ kind: 'paragraph', children: [{ kind: 'text', text: '**tail**' }] });
    expect(plainRest(source)).toEqual([blocks.at(-1)]);
    expect(markdownPieces(source).join('')).toHaveLength(MARKDOWN_LIMIT);
  });

  it('cuts a growing text piece by piece as it cuts the whole (a streamed answer)', () => {
    const lines = ['', '', '# Head', 'text *a*', '- item', '1. one', '```', 'code', '  ', '**b**', 'a'];
    const next = seededRandom(37);
    for (let n = 0; n < 500; n++) {
      const doc = Array.from({ length: 1 + Math.floor(next() * 16) }, () => lines[Math.floor(next() * lines.length)]).join('\n');
      const read = markdownPieceReader();
      for (let at = 1; at <= doc.length; at += 1 + Math.floor(next() * 4)) {
        const { settled, last } = read(doc.slice(0, at));
        expect([...settled, ...(last === undefined ? [] : [last])], JSON.stringify(doc.slice(0, at))).toEqual(markdownPieces(doc.slice(0, at)));
      }
      const { settled, last } = read(doc);
      expect([...settled, ...(last === undefined ? [] : [last])]).toEqual(markdownPieces(doc));
    }
  });
});
