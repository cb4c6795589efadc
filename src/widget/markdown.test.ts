// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { hostileAnswers } from '../domain/markdownHostile';
import { MARKDOWN_LIMIT } from '../domain/markdown';
import { answerPainter, renderMarkdown, safeHttpUrl } from './markdown';
import { seededRandom } from '../test/seededRandom';

/** Just enough of a DOM for the renderer (unit tests run in Node), written out as HTML to compare. */
class FakeNode {
  readonly children: FakeNode[] = [];
  readonly attributes: [string, string][] = [];
  textContent = '';
  constructor(readonly tag: string | null) {}
  get childNodes() {
    return this.children;
  }
  get lastChild(): FakeNode | null {
    return this.children.at(-1) ?? null;
  }
  parent: FakeNode | null = null;
  appendChild(node: FakeNode) {
    if (node.tag === '#fragment') this.append(...node.children);
    else {
      this.children.push(node);
      node.parent = this;
    }
    return node;
  }
  append(...nodes: FakeNode[]) {
    for (const node of nodes) this.appendChild(node);
  }
  remove() {
    const siblings = this.parent?.children ?? [];
    siblings.splice(siblings.lastIndexOf(this), 1);
    this.parent = null;
  }
  setAttribute(name: string, value: string) {
    this.attributes.push([name, value]);
  }
  get tagName() {
    return (this.tag ?? '').toUpperCase();
  }
  html(): string {
    if (this.tag === null) return this.textContent.replace(/&/g, '&amp;').replace(/</g, '&lt;');
    const inner = this.textContent ? this.textContent.replace(/</g, '&lt;') : this.children.map((c) => c.html()).join('');
    if (this.tag === '#fragment') return inner;
    return `<${this.tag}${this.attributes.map(([k, v]) => ` ${k}="${v}"`).join('')}>${inner}</${this.tag}>`;
  }
}
/** How many nodes the renderer made: its work. */
let made = 0;
const fakeDocument = {
  createTextNode: (text: string) => {
    made += 1;
    return Object.assign(new FakeNode(null), { textContent: text });
  },
  createElement: (tag: string) => {
    made += 1;
    const node = new FakeNode(tag);
    return node;
  },
  createDocumentFragment: () => new FakeNode('#fragment'),
};
const html = (fragment: DocumentFragment) => (fragment as unknown as FakeNode).html();

/**
 * The regular-expression renderer this replaced (quadratic on `[[[[…`): the reference for short lines. A link's
 * address may hold groups in brackets (`javascript:alert(1)`), so no ')' of the address is left after it.
 */
const REFERENCE_PATTERN = /\*\*(.+?)\*\*|\*(.+?)\*|`([^`]+)`|\[([^\]]+)\]\(((?:[^()\s]|\([^()\s]*\))+)\)/g;
function referenceInline(parent: FakeNode, text: string): void {
  let last = 0;
  for (const m of text.matchAll(REFERENCE_PATTERN)) {
    parent.appendChild(fakeDocument.createTextNode(text.slice(last, m.index)));
    last = m.index + m[0].length;
    const [, bold, italic, code, label, href] = m;
    let node: FakeNode;
    if (bold !== undefined) node = fakeDocument.createElement('strong');
    else if (italic !== undefined) node = fakeDocument.createElement('em');
    else if (code !== undefined) node = fakeDocument.createElement('code');
    else {
      let safe: string | null = null;
      try {
        const url = new URL(href ?? '');
        safe = url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
      } catch {
        safe = null;
      }
      if (!safe) {
        parent.appendChild(fakeDocument.createTextNode(label ?? ''));
        continue;
      }
      node = fakeDocument.createElement('a');
      node.setAttribute('href', safe);
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer nofollow');
    }
    referenceInline(node, bold ?? italic ?? code ?? label ?? '');
    parent.appendChild(node);
  }
  parent.appendChild(fakeDocument.createTextNode(text.slice(last)));
}

let saved: unknown;
beforeAll(() => {
  saved = (globalThis as { document?: unknown }).document;
  (globalThis as { document?: unknown }).document = fakeDocument;
});
afterAll(() => {
  (globalThis as { document?: unknown }).document = saved;
});

describe("the widget's markdown", () => {
  it('reads 5,000 random short lines exactly as the regular expression did', () => {
    const pieces = ['*', '**', '`', '[', ']', '(', ')', '](', 'a', 'b c', ' ', 'https://x.y', 'javascript:', '<'];
    const next = seededRandom(30);
    for (let n = 0; n < 5_000; n++) {
      // Always a paragraph (never a heading, list item or rule), as the renderer trims it.
      let text = 'x ';
      const length = 1 + Math.floor(next() * 12);
      for (let k = 0; k < length; k++) text += pieces[Math.floor(next() * pieces.length)];
      const expected = new FakeNode('p');
      referenceInline(expected, text.trim());
      expect(html(renderMarkdown(text)), text).toBe(expected.html());
    }
  });

  it("drops a link whose address is not http(s) whole, brackets in the address included: no ')' is left over", () => {
    expect(html(renderMarkdown('[x](javascript:alert(1)) then'))).toBe('<p>x then</p>');
    expect(html(renderMarkdown('[x](JAVASCRIPT:xss()) [y](data:text/html,(a)(b))'))).toBe('<p>x y</p>');
    expect(html(renderMarkdown('[w](https://en.wikipedia.org/wiki/Pi_(letter)).'))).toBe(
      '<p><a href="https://en.wikipedia.org/wiki/Pi_(letter)" target="_blank" rel="noopener noreferrer nofollow">w</a>.</p>',
    );
    // An address with a bracket that is never closed is no link, as before.
    expect(html(renderMarkdown('[x](javascript:alert(1)'))).toBe('<p>[x](javascript:alert(1)</p>');
  });

  it('reads 200 KB of every hostile shape in linear time, and only MARKDOWN_LIMIT of it as markdown', () => {
    for (const [name, answer] of Object.entries(hostileAnswers)) {
      const start = performance.now();
      const out = html(renderMarkdown(answer));
      const ms = performance.now() - start;
      console.log(`widget renderMarkdown (Node, fake DOM), 200 KB of ${name}: ${ms.toFixed(1)} ms`);
      // The rest past the limit is one plain paragraph at the end.
      expect(out.endsWith(`<p>${answer.slice(MARKDOWN_LIMIT).replace(/&/g, '&amp;').replace(/</g, '&lt;')}</p>`), name).toBe(true);
      expect(ms, name).toBeLessThan(1_000);
    }
  });

  it('paints a streamed answer piece by piece as one render of the whole would', () => {
    const answer = '# Plan\n\nFirst **bold** line\nsecond *line*\n\n- a\n- b [x](https://x.example)\n\n---\n\n1. one\n2. two\n\nThe end `code`';
    for (const size of [1, 3, 7]) {
      const box = fakeDocument.createElement('section');
      const paint = answerPainter(box as unknown as HTMLElement);
      for (let at = size; at < answer.length + size; at += size) paint(answer.slice(0, at));
      expect(box.children.map((c) => c.html()).join(''), `pieces of ${size}`).toBe(html(renderMarkdown(answer)));
    }
  });

  it('paints a streamed answer in time linear in its length, even one long list without a blank line', () => {
    // 20 KB of list items: all of it one open block until the end.
    const answer = Array.from({ length: 400 }, (_, i) => `${i + 1}. Run **${i % 9} km** at an easy pace, then stretch\n`).join('');
    const box = fakeDocument.createElement('section');
    const paint = answerPainter(box as unknown as HTMLElement);
    made = 0;
    let pieces = 0;
    for (let at = 16; at < answer.length + 16; at += 16, pieces++) paint(answer.slice(0, at));
    const painted = made;
    made = 0;
    renderMarkdown(answer);
    // The whole once, plus the unfinished line again with each piece (a few nodes); re-rendering the open block
    // with each piece made about 600 times the whole.
    expect(painted).toBeLessThan(2 * made + 10 * pieces);
    expect(box.children.map((c) => c.html()).join('')).toBe(html(renderMarkdown(answer)));
  });
});

describe('safeHttpUrl', () => {
  it('keeps http(s) addresses only, and parses nothing else (a failed parse throws: slow on a phone)', () => {
    const parse = vi.spyOn(globalThis, 'URL');
    try {
      for (const value of ['', 'logo.png', 'javascript:alert(1)', 'data:text/html,<b>', 'ftp://example.com/x']) expect(safeHttpUrl(value), value).toBeNull();
      expect(parse).not.toHaveBeenCalled();
    } finally {
      parse.mockRestore();
    }
    expect(safeHttpUrl(' HTTPS://example.com/a b')).toBe('https://example.com/a%20b');
    expect(safeHttpUrl('http://exa mple.com')).toBeNull();
  });
});
