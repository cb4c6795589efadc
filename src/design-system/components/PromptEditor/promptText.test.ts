import { describe, expect, it } from 'vitest';
import { docToText, textToDoc, truncateTitle, type PromptField } from './promptText';

const fields: PromptField[] = [
  { ref: '#Field1', title: 'Your business' },
  { ref: '#Field2', title: 'Budget' },
  { ref: '#email', title: 'E-mail' },
];

const tricky = [
  '',
  ' ',
  '#',
  '##',
  '# #',
  '#Field1',
  '#Field10',
  '#Field1#Field2',
  'a#Field1b',
  '#Field1.',
  '(#email)',
  'Hello #Field1, your budget is #Field2 and #Unknown stays text',
  '\n',
  '\n\n\n',
  'line one\nline two',
  'para\n\n\nafter blank lines\n',
  '  leading and trailing spaces  ',
  '\ttabs\tinside\t',
  'windows\r\nline endings\r\n',
  'emoji 👩‍💻 #Field1 🎉 and flags 🇪🇸',
  '#field1 is not #Field1 (case matters)',
  '#Поле1 #Field2_x #Field2',
  'x'.repeat(10_000),
  Array.from({ length: 2_000 }, (_, i) => `#Field${i % 3} `).join(''),
];

describe('textToDoc / docToText', () => {
  it.each(tricky.map((text) => [JSON.stringify(text).slice(0, 60), text]))('round-trips %s', (_, text) => {
    expect(docToText(textToDoc(text, fields))).toBe(text);
    expect(docToText(textToDoc(text))).toBe(text);
  });

  it('makes a chip of each known reference only', () => {
    expect(textToDoc('Hi #Field1, #Field10 #Unknown #email', fields).content[0]?.content).toEqual([
      { type: 'text', text: 'Hi ' },
      { type: 'mention', attrs: { id: '#Field1', label: 'Your business' } },
      { type: 'text', text: ', #Field10 #Unknown ' },
      { type: 'mention', attrs: { id: '#email', label: 'E-mail' } },
    ]);
  });

  it('makes a chip of a deleted field\'s ref too, labelled with the ref, and reads it back as the ref', () => {
    const doc = textToDoc('Likes #Field7 and #Field1', fields, ['#Field7']);
    expect(doc.content[0]?.content).toEqual([
      { type: 'text', text: 'Likes ' },
      { type: 'mention', attrs: { id: '#Field7', label: '#Field7' } },
      { type: 'text', text: ' and ' },
      { type: 'mention', attrs: { id: '#Field1', label: 'Your business' } },
    ]);
    expect(docToText(doc)).toBe('Likes #Field7 and #Field1');
  });

  it('maps every line to a paragraph, blank lines to empty ones', () => {
    expect(textToDoc('a\n\nb')).toEqual({
      type: 'doc',
      content: [
        { type: 'paragraph', content: [{ type: 'text', text: 'a' }] },
        { type: 'paragraph' },
        { type: 'paragraph', content: [{ type: 'text', text: 'b' }] },
      ],
    });
  });

  it('reads a hard break as a line break', () => {
    const doc = {
      type: 'doc',
      content: [
        { type: 'paragraph', content: [{ type: 'text', text: 'a' }, { type: 'hardBreak' }, { type: 'text', text: 'b' }] },
        { type: 'paragraph', content: [] },
      ],
    };
    expect(docToText(doc)).toBe('a\nb\n');
  });
});

describe('truncateTitle', () => {
  it('keeps short titles and cuts long ones to the limit with an ellipsis', () => {
    expect(truncateTitle('Budget', 30)).toBe('Budget');
    expect(truncateTitle('x'.repeat(30), 30)).toBe('x'.repeat(30));
    const cut = truncateTitle('x'.repeat(40), 30);
    expect(Array.from(cut)).toHaveLength(30);
    expect(cut.endsWith('…')).toBe(true);
  });

  it('never splits an emoji in two', () => {
    expect(truncateTitle('😀'.repeat(40), 32)).toBe(`${'😀'.repeat(31)}…`);
  });
});
