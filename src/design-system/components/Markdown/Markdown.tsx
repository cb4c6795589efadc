import { memo, useMemo, useState, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import { markdownPieceReader, parseMarkdown, plainRest, type Block, type Inline } from '../../../domain/markdown';
import * as styles from './Markdown.css';
import { cx } from '../../cx';

export interface MarkdownProps extends Omit<ComponentPropsWithoutRef<'div'>, 'children'> {
  /** Untrusted text (an AI answer, an owner's text): shown as markdown, never as HTML. */
  source: string;
}

function inline(nodes: Inline[]): ReactNode[] {
  return nodes.map((node, index) => {
    switch (node.kind) {
      case 'text':
        return node.text;
      case 'strong':
        return <strong key={index}>{inline(node.children)}</strong>;
      case 'em':
        return <em key={index}>{inline(node.children)}</em>;
      case 'code':
        return (
          <code key={index} className={styles.code}>
            {node.text}
          </code>
        );
      case 'link':
        // Someone else's address: a new tab that cannot reach back into the app, and no referrer.
        return (
          <a key={index} className={styles.link} href={node.href} target="_blank" rel="noopener noreferrer nofollow">
            {inline(node.children)}
          </a>
        );
      case 'break':
        return <br key={index} />;
    }
  });
}

function block(node: Block, index: number): ReactNode {
  switch (node.kind) {
    case 'paragraph':
      return <p key={index}>{inline(node.children)}</p>;
    case 'heading': {
      // Headings inside an answer stay below the page's own: at least h3.
      const Heading = `h${Math.min(6, Math.max(3, node.level))}` as 'h3';
      return <Heading key={index}>{inline(node.children)}</Heading>;
    }
    case 'list': {
      const List = node.ordered ? 'ol' : 'ul';
      return (
        <List key={index}>
          {node.items.map((item, i) => (
            <li key={i}>{inline(item)}</li>
          ))}
        </List>
      );
    }
    case 'codeBlock':
      return (
        <pre key={index} className={styles.pre}>
          <code>{node.text}</code>
        </pre>
      );
  }
}

/** One piece of the text (markdownPieces): drawn again only when its own text changes. */
const Piece = memo(function Piece({ source }: { source: string }) {
  return parseMarkdown(source).map(block);
});

/** The pieces that no longer change while an answer streams: skipped as a whole until one is added. */
const Settled = memo(function Settled({ pieces }: { pieces: readonly string[] }) {
  return pieces.map((piece, index) => <Piece key={index} source={piece} />);
});

/**
 * Safe markdown: paragraphs, headings, lists, code, bold, italic and http(s)/mailto links, nothing else. An
 * answer streaming in changes only its last piece, so each new word costs the last paragraph, not the whole
 * answer again (linear time in the answer, not quadratic).
 */
export function Markdown({ source, className, ...rest }: MarkdownProps) {
  const [readPieces] = useState(markdownPieceReader);
  const { settled, last } = useMemo(() => readPieces(source), [readPieces, source]);
  return (
    <div {...rest} className={cx(styles.root, className)}>
      <Settled pieces={settled} />
      {last !== undefined && <Piece source={last} />}
      {plainRest(source).map(block)}
    </div>
  );
}
