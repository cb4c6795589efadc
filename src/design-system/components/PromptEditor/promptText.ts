/**
 * Plain text <-> editor document for the prompt editor, framework-free (no Tiptap import) so that it runs
 * anywhere and is unit-tested in node.
 *
 * The mapping is line based: every `\n` separates two paragraphs, so blank lines are empty paragraphs and
 * nothing is ever trimmed or collapsed. Inside a line, each `#ref` token that names a known field becomes a
 * mention node (a chip); every other character, unknown `#refs` included, stays text. A hard break
 * (Shift+Enter) reads back as `\n` too, so `docToText(textToDoc(t)) === t` for any string `t`.
 */

export interface PromptField {
  /** The field reference as it appears in the text, e.g. `#Field1`. */
  ref: string;
  /** The field's title, shown on its chip. */
  title: string;
}

export type PromptInline =
  | { type: 'text'; text: string }
  | { type: 'mention'; attrs: { id: string; label: string } }
  | { type: 'hardBreak' };

export interface PromptParagraph {
  type: 'paragraph';
  content?: PromptInline[];
}

export interface PromptDoc {
  type: 'doc';
  content: PromptParagraph[];
}

/** The loose JSON shape of any editor document (what `editor.getJSON()` returns). */
export interface PromptJsonNode {
  type?: string;
  text?: string;
  attrs?: Record<string, unknown>;
  content?: PromptJsonNode[];
}

/** A `#` followed by letters, digits or underscores: the longest run is the candidate reference. */
const refToken = /#[\p{L}\p{N}_]+/gu;

/** Splits one line into text and mention nodes. Only whole tokens that name a known field become mentions. */
function lineToInline(line: string, titles: ReadonlyMap<string, string>): PromptInline[] {
  const nodes: PromptInline[] = [];
  let last = 0;
  for (const match of line.matchAll(refToken)) {
    const ref = match[0];
    const title = titles.get(ref);
    if (title === undefined) continue;
    const at = match.index;
    if (at > last) nodes.push({ type: 'text', text: line.slice(last, at) });
    nodes.push({ type: 'mention', attrs: { id: ref, label: title || ref } });
    last = at + ref.length;
  }
  if (last < line.length) nodes.push({ type: 'text', text: line.slice(last) });
  return nodes;
}

/** The field titles by ref (an empty list turns every reference into plain text). */
export function fieldTitles(fields: readonly PromptField[]): Map<string, string> {
  return new Map(fields.map((field) => [field.ref, field.title]));
}

/**
 * `brokenRefs` (refs of deleted fields the text still mentions) become chips too, labelled with the bare ref, so
 * that the editor can mark them until the owner removes them.
 */
export function textToDoc(text: string, fields: readonly PromptField[] = [], brokenRefs: readonly string[] = []): PromptDoc {
  const titles = fieldTitles(fields);
  for (const ref of brokenRefs) if (!titles.has(ref)) titles.set(ref, ref);
  return {
    type: 'doc',
    content: text.split('\n').map((line): PromptParagraph => {
      const content = lineToInline(line, titles);
      return content.length ? { type: 'paragraph', content } : { type: 'paragraph' };
    }),
  };
}

function inlineText(node: PromptJsonNode): string {
  switch (node.type) {
    case 'text':
      return node.text ?? '';
    case 'mention':
      return typeof node.attrs?.id === 'string' ? node.attrs.id : '';
    case 'hardBreak':
      return '\n';
    default:
      return blockText(node);
  }
}

function blockText(node: PromptJsonNode): string {
  const children = node.content ?? [];
  const isBlockContainer = children.some((child) => child.type === 'paragraph' || child.type === 'doc');
  return children.map(isBlockContainer ? blockText : inlineText).join(isBlockContainer ? '\n' : '');
}

export function docToText(doc: PromptJsonNode): string {
  return blockText(doc);
}

/** Cuts a title to `max` characters with an ellipsis (the full title goes into a `title` attribute). */
export function truncateTitle(title: string, max: number): string {
  const chars = Array.from(title);
  return chars.length > max ? `${chars.slice(0, max - 1).join('')}…` : title;
}
