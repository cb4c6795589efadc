import { parseMarkdown, type Inline } from './markdown';

/**
 * An AI answer (markdown, sometimes with HTML in it) as the words a person reads, on one line: for previews that are
 * text, such as a table cell or an e-mail's subject line. Markdown marks and HTML tags go, their text stays, and a
 * lone `<` or `>` ("5 > 3") is kept as written. The result is text, never markup: callers render it as text.
 */
export function answerAsPlainText(source: string, max?: number): string {
  const words = parseMarkdown(source)
    .map((block) => {
      if (block.kind === 'codeBlock') return block.text;
      if (block.kind === 'list') return block.items.map(inlineText).join('; ');
      return inlineText(block.children);
    })
    .map(withoutTags)
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (max === undefined || words.length <= max) return words;
  return `${words.slice(0, max - 1).trimEnd()}…`;
}

function inlineText(parts: Inline[]): string {
  return parts
    .map((part) => {
      if (part.kind === 'text' || part.kind === 'code') return part.text;
      if (part.kind === 'break') return ' ';
      return inlineText(part.children);
    })
    .join('');
}

// A tag is `<name …>` or `</name>` with a letter right after the bracket: "a < b" and "x<3" are not tags.
const TAG = /<\/?[a-z][a-z0-9-]*(?:\s[^<>]*)?\/?>/gi;
const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', '#39': "'" };

/** HTML's text: tags dropped (a block-level break becomes a space), the common entities read. */
function withoutTags(text: string): string {
  return text
    .replace(TAG, (tag) => (/^<\/?(br|p|div|li|h[1-6]|tr)\b/i.test(tag) ? ' ' : ''))
    .replace(/&(amp|lt|gt|quot|apos|nbsp|#39);/g, (_, name: string) => ENTITIES[name] ?? '');
}
