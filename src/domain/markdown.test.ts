import { describe, expect, it } from 'vitest';
import { parseInline, parseMarkdown, safeHref } from './markdown';

describe('markdown', () => {
  it('reads paragraphs, headings, lists and code blocks', () => {
    expect(parseMarkdown('# Title\n\nOne\ntwo\n\n- a\n- b\n\n1. x\n\n```\n<b>raw</b>\n```')).toEqual([
      { kind: 'heading', level: 1, children: [{ kind: 'text', text: 'Title' }] },
      { kind: 'paragraph', children: [{ kind: 'text', text: 'One' }, { kind: 'break' }, { kind: 'text', text: 'two' }] },
      { kind: 'list', ordered: false, items: [[{ kind: 'text', text: 'a' }], [{ kind: 'text', text: 'b' }]] },
      { kind: 'list', ordered: true, items: [[{ kind: 'text', text: 'x' }]] },
      { kind: 'codeBlock', text: '<b>raw</b>' },
    ]);
  });

  it('reads bold, italic, code and links, and leaves snake_case alone', () => {
    expect(parseInline('**Bold** and *it* `c` [site](https://a.example/x) my_var_name')).toEqual([
      { kind: 'strong', children: [{ kind: 'text', text: 'Bold' }] },
      { kind: 'text', text: ' and ' },
      { kind: 'em', children: [{ kind: 'text', text: 'it' }] },
      { kind: 'text', text: ' ' },
      { kind: 'code', text: 'c' },
      { kind: 'text', text: ' ' },
      { kind: 'link', href: 'https://a.example/x', children: [{ kind: 'text', text: 'site' }] },
      { kind: 'text', text: ' my_var_name' },
    ]);
  });

  it('never makes a link of a script, data or relative address, and keeps HTML as text', () => {
    for (const href of ['javascript:alert(1)', 'JaVaScRiPt:alert(1)', 'data:text/html,<script>', '//evil.example', '/relative', 'vbscript:x'])
      expect(safeHref(href)).toBeNull();
    expect(parseInline('[click](javascript:alert(1))')).toEqual([{ kind: 'text', text: '[click](javascript:alert(1)' }, { kind: 'text', text: ')' }]);
    expect(parseMarkdown('<img src=x onerror=alert(1)>')).toEqual([
      { kind: 'paragraph', children: [{ kind: 'text', text: '<img src=x onerror=alert(1)>' }] },
    ]);
  });

  it('links a bare address without the punctuation after it', () => {
    expect(parseInline('See https://a.example/page.')).toEqual([
      { kind: 'text', text: 'See ' },
      { kind: 'link', href: 'https://a.example/page', children: [{ kind: 'text', text: 'https://a.example/page' }] },
      { kind: 'text', text: '.' },
    ]);
  });
});
