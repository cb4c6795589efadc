import { mergeAttributes, type Editor, type Range } from '@tiptap/core';
import Mention from '@tiptap/extension-mention';
import Document from '@tiptap/extension-document';
import HardBreak from '@tiptap/extension-hard-break';
import Paragraph from '@tiptap/extension-paragraph';
import Text from '@tiptap/extension-text';
import { UndoRedo } from '@tiptap/extensions';
import { EditorContent, useEditor } from '@tiptap/react';
import { Slice, type ResolvedPos } from '@tiptap/pm/model';
import type { EditorView } from '@tiptap/pm/view';
import { PluginKey } from '@tiptap/pm/state';
import { exitSuggestion, type SuggestionKeyDownProps, type SuggestionProps } from '@tiptap/suggestion';
import { useEffect, useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import {
  FIELD_TITLE_MAX_CHARS_IN_CHIP,
  FIELD_TITLE_MAX_CHARS_IN_LIST,
  PROMPT_REFOCUS_DELAY_MS,
} from '../../../domain/constants';
import { PromptEditorFrame, type PromptEditorFrameLook } from './PromptEditorFrame';
import type { PromptEditorProps } from './PromptEditor.types';
import * as styles from './PromptEditor.css';
import { docToText, textToDoc, truncateTitle, type PromptField } from './promptText';
import { cx } from '../../cx';

/** The open `#` suggestion list: its items, where the caret is, and how to apply a choice. */
interface OpenSuggestion {
  items: PromptField[];
  choose: (field: PromptField) => void;
  /** Where the typed `#` starts now, in viewport coordinates. */
  locate: () => { left: number; bottom: number } | null;
}

interface LiveValues {
  usable: readonly PromptField[];
  broken: readonly string[];
  /** The accessible name of a deleted field's chip. */
  brokenLabel: (ref: string) => string;
  mentions: boolean;
  onChange: (text: string) => void;
  suggestion: OpenSuggestion | null;
  active: number;
}

/** The latest props and state, for the callbacks of Tiptap extensions that are created only once. */
class Live {
  constructor(public current: LiveValues) {}
  set(values: LiveValues) {
    this.current = values;
  }
  /**
   * Pasted text keeps every line break (ProseMirror's default collapses blank lines) and its known references
   * become chips, exactly as if the text had come in through `value`.
   */
  parseClipboard = (text: string, _context: ResolvedPos, _plain: boolean, view: EditorView) => {
    const doc = view.state.schema.nodeFromJSON(textToDoc(text.replace(/\r\n?/g, '\n'), this.current.usable, this.current.broken));
    return new Slice(doc.content, 1, 1);
  };
}

/** Fields whose ref or title contains what follows the `#` (all of them right after the `#`). */
export function filterFields(fields: readonly PromptField[], query: string): PromptField[] {
  const q = query.toLocaleLowerCase();
  if (!q) return [...fields];
  return fields.filter(
    (field) => field.ref.slice(1).toLocaleLowerCase().includes(q) || field.title.toLocaleLowerCase().includes(q),
  );
}

/** Replaces `range` (a typed `#query`, or the selection) with the field's chip and one space after it. */
function insertField(editor: Editor, range: Range, field: PromptField) {
  // A space already after the caret is reused rather than doubled.
  const spaceAfter = editor.state.doc.resolve(range.to).nodeAfter?.text?.startsWith(' ') ?? false;
  editor
    .chain()
    .insertContentAt({ from: range.from, to: range.to + (spaceAfter ? 1 : 0) }, [
      { type: 'mention', attrs: { id: field.ref, label: field.title || field.ref, mentionSuggestionChar: '#' } },
      { type: 'text', text: ' ' },
    ])
    .run();
}

/**
 * Only the nodes of a plain multi-line text, and undo: every formatting feature would break the plain-text value.
 * Listed one by one (in StarterKit's order) rather than StarterKit with the rest switched off, which still bundles
 * every formatting extension and the link detector.
 */
const plainText = [Document, HardBreak, UndoRedo, Paragraph, Text];

const noRefs: readonly string[] = [];

/** The `#` suggestion plugin, so that leaving the box can close its list. */
const suggestionKey = new PluginKey('promptFieldSuggestion');

/** Copied text has one line break between paragraphs (Tiptap's default is two), as in the value. */
const coreExtensionOptions = { clipboardTextSerializer: { blockSeparator: '\n' } };

export default function PromptEditorImpl({
  value,
  onChange,
  fields = [],
  brokenRefs = noRefs,
  placeholder,
  height,
  disabled = false,
  mentions = true,
  label,
  'aria-label': ariaLabel,
  'aria-labelledby': ariaLabelledBy,
  'aria-describedby': ariaDescribedBy,
  className,
}: PromptEditorProps) {
  const { t } = useTranslation('designSystemParts');
  const labelId = useId();
  const listId = useId();
  const usable = mentions ? fields : [];
  const broken = mentions ? brokenRefs : noRefs;
  const brokenLabel = (ref: string) => t('promptEditor.deletedField', { ref });

  const [suggestion, setSuggestion] = useState<OpenSuggestion | null>(null);
  const [active, setActive] = useState(0);
  const [empty, setEmpty] = useState(value === '');

  // Tiptap's extensions are created once; they read the current props and state through this bridge.
  const [live] = useState(() => new Live({ usable, broken, brokenLabel, mentions, onChange, suggestion, active }));
  useLayoutEffect(() => {
    live.set({ usable, broken, brokenLabel, mentions, onChange, suggestion, active });
  });
  const lastText = useRef(value);
  const refocusTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  const [mention] = useState(() =>
    Mention.configure({
      deleteTriggerWithBackspace: true,
      renderText: ({ node }) => String(node.attrs.id ?? ''),
      renderHTML: ({ node, options }) => {
        const ref = String(node.attrs.id ?? '');
        if (live.current.broken.includes(ref)) {
          // Marked, and named for what it is: the text points at a field that is gone.
          const name = live.current.brokenLabel(ref);
          return [
            'span',
            mergeAttributes(options.HTMLAttributes, { class: cx(styles.chip, styles.brokenChip), role: 'img', 'aria-label': name, title: name, 'data-broken': 'true' }),
            ref,
          ];
        }
        const title = String(node.attrs.label ?? node.attrs.id ?? '');
        return [
          'span',
          mergeAttributes(options.HTMLAttributes, { class: styles.chip, title }),
          truncateTitle(title, FIELD_TITLE_MAX_CHARS_IN_CHIP),
        ];
      },
      suggestion: {
        pluginKey: suggestionKey,
        char: '#',
        allowedPrefixes: null,
        decorationClass: 'prompt-suggestion',
        allow: ({ editor }) => live.current.mentions && editor.isEditable && live.current.usable.length > 0,
        items: ({ query }) => filterFields(live.current.usable, query),
        command: ({ editor, range, props }) =>
          insertField(editor, range, { ref: props.id ?? '', title: props.label ?? '' }),
        render: () => {
          const show = (props: SuggestionProps<PromptField>) => {
            // Anchored at the `#` itself, read from the view, not at the decoration, whose element may not be
            // drawn yet: the list must not move between runs.
            const locate = () => {
              try {
                return props.editor.view.coordsAtPos(props.range.from);
              } catch {
                return null;
              }
            };
            setSuggestion({
              items: props.items,
              choose: (field) => props.command({ id: field.ref, label: field.title }),
              locate,
            });
          };
          return {
            onStart: (props) => {
              setActive(0);
              show(props);
            },
            onUpdate: (props) => {
              setActive(0);
              show(props);
            },
            onExit: () => setSuggestion(null),
            onKeyDown: ({ event }: SuggestionKeyDownProps) => {
              const open = live.current.suggestion;
              if (event.key === 'Escape') {
                setSuggestion(null);
                return true;
              }
              if (!open || open.items.length === 0) return false;
              const count = open.items.length;
              if (event.key === 'ArrowDown') {
                setActive((live.current.active + 1) % count);
                return true;
              }
              if (event.key === 'ArrowUp') {
                setActive((live.current.active - 1 + count) % count);
                return true;
              }
              if (event.key === 'Enter' || event.key === 'Tab') {
                open.choose(open.items[Math.min(live.current.active, count - 1)]!);
                return true;
              }
              return false;
            },
          };
        },
      },
    }),
  );

  // The accessible name, state and the active option live on ProseMirror's editable element.
  const open = suggestion !== null && mentions;
  const activeId =
    open && suggestion.items.length > 0 ? `${listId}-${Math.min(active, suggestion.items.length - 1)}` : undefined;
  const labelledBy = ariaLabelledBy ?? (label ? labelId : undefined);
  const clipboardTextParser = live.parseClipboard;
  // useEditor re-applies its options whenever one of them is a new object: keep them stable.
  const editorProps = useMemo(() => {
    const attributes: Record<string, string> = { class: styles.content, role: 'textbox', 'aria-multiline': 'true' };
    if (ariaLabel) attributes['aria-label'] = ariaLabel;
    if (labelledBy) attributes['aria-labelledby'] = labelledBy;
    if (ariaDescribedBy) attributes['aria-describedby'] = ariaDescribedBy;
    if (placeholder) attributes['aria-placeholder'] = placeholder;
    if (disabled) attributes['aria-disabled'] = 'true';
    if (mentions) attributes['aria-autocomplete'] = 'list';
    if (open) attributes['aria-controls'] = listId;
    if (activeId) attributes['aria-activedescendant'] = activeId;
    return {
      attributes,
      clipboardTextParser,
    };
  }, [clipboardTextParser, ariaLabel, labelledBy, ariaDescribedBy, placeholder, disabled, mentions, open, listId, activeId]);
  const [initialContent] = useState(() => textToDoc(value, usable, broken));
  const [extensions] = useState(() => [...plainText, mention]);

  const editor = useEditor({
    coreExtensionOptions,
    extensions,
    content: initialContent,
    editable: !disabled,
    shouldRerenderOnTransaction: false,
    editorProps,
    // Clicking or tabbing elsewhere closes the list (choosing an option keeps the focus in the box).
    onBlur: ({ editor: current }) => exitSuggestion(current.view, suggestionKey),
    onUpdate: ({ editor: current }) => {
      const text = docToText(current.getJSON());
      setEmpty(text === '');
      if (text === lastText.current) return;
      lastText.current = text;
      live.current.onChange(text);
    },
  });

  // A new value from outside (not the echo of our own onChange) replaces the content.
  // New, renamed or deleted fields re-render the chips of the current text.
  const fieldsKey = JSON.stringify({ usable, broken });
  const shownFields = useRef(fieldsKey);
  useEffect(() => {
    if (value === lastText.current && fieldsKey === shownFields.current) return;
    lastText.current = value;
    shownFields.current = fieldsKey;
    const shown = JSON.parse(fieldsKey) as { usable: PromptField[]; broken: string[] };
    setEmpty(value === '');
    editor
      .chain()
      .setMeta('addToHistory', false)
      .setContent(textToDoc(value, shown.usable, shown.broken), { emitUpdate: false })
      .run();
  }, [editor, value, fieldsKey]);

  useEffect(() => {
    editor.setEditable(!disabled, false);
  }, [editor, disabled]);

  // Keep the active option in view while the arrows move through a long list.
  useEffect(() => {
    if (activeId) document.getElementById(activeId)?.scrollIntoView({ block: 'nearest' });
  }, [activeId]);

  useEffect(() => () => clearTimeout(refocusTimer.current), []);

  const look: PromptEditorFrameLook = { label, height, disabled, className };
  const insertFromChip = (field: PromptField) => {
    if (disabled) return;
    const { from, to } = editor.state.selection;
    insertField(editor, { from, to }, field);
    clearTimeout(refocusTimer.current);
    refocusTimer.current = setTimeout(() => editor.commands.focus(), PROMPT_REFOCUS_DELAY_MS);
  };

  return (
    <PromptEditorFrame {...look} labelId={labelId} fields={usable} onInsert={insertFromChip} placeholder={empty ? placeholder : undefined}>
      <EditorContent editor={editor} />
      {open &&
        createPortal(
          <SuggestionList
            id={listId}
            label={t('promptEditor.suggestions')}
            empty={t('promptEditor.noMatches')}
            suggestion={suggestion}
            active={active}
            onHover={setActive}
          />,
          document.body,
        )}
    </PromptEditorFrame>
  );
}

interface SuggestionListProps {
  id: string;
  label: string;
  empty: string;
  suggestion: OpenSuggestion;
  active: number;
  onHover: (index: number) => void;
}

/** The `#` list: a listbox whose active option the editable element names through aria-activedescendant. */
function SuggestionList({ id, label, empty, suggestion, active, onHover }: SuggestionListProps) {
  // Follow the `#` when the box scrolls, the window resizes or a font arrives and the text reflows.
  const [, setLayoutVersion] = useState(0);
  useEffect(() => {
    const follow = () => setLayoutVersion((version) => version + 1);
    window.addEventListener('scroll', follow, true);
    window.addEventListener('resize', follow);
    document.fonts.addEventListener('loadingdone', follow);
    return () => {
      window.removeEventListener('scroll', follow, true);
      window.removeEventListener('resize', follow);
      document.fonts.removeEventListener('loadingdone', follow);
    };
  }, []);
  const rect = suggestion.locate();
  // Placed under the caret (a run-time position), kept inside the viewport (the list is at most 360 px wide).
  const position = rect
    ? {
        top: rect.bottom + window.scrollY + 4,
        left: Math.max(8, Math.min(rect.left, window.innerWidth - 368)) + window.scrollX,
      }
    : undefined;
  if (suggestion.items.length === 0) {
    return (
      <div id={id} role="status" className={styles.suggestionList} style={position}>
        <div className={styles.suggestionEmpty}>{empty}</div>
      </div>
    );
  }
  return (
    <ul id={id} role="listbox" aria-label={label} className={styles.suggestionList} style={position}>
      {suggestion.items.map((field, index) => (
        // Options are chosen with the keyboard inside the editor (aria-activedescendant) or by mouse here.
        // eslint-disable-next-line jsx-a11y/click-events-have-key-events
        <li
          key={field.ref}
          id={`${id}-${index}`}
          role="option"
          aria-selected={index === active}
          title={field.title}
          className={styles.suggestionOption}
          onMouseDown={(event) => event.preventDefault()}
          onMouseEnter={() => onHover(index)}
          onClick={() => suggestion.choose(field)}
        >
          <span>{truncateTitle(field.title || field.ref, FIELD_TITLE_MAX_CHARS_IN_LIST)}</span>
          <span className={styles.suggestionRef}>{field.ref}</span>
        </li>
      ))}
    </ul>
  );
}
