import type { PromptField } from './promptText';

export interface PromptEditorProps {
  /** The prompt as plain text, field references (`#Field1`) included. */
  value: string;
  /** Called with the whole plain text after every change. */
  onChange: (text: string) => void;
  /** The fields that can be referenced: each known ref shows as a chip with the field's title. */
  fields?: readonly PromptField[];
  /**
   * Refs the text mentions whose field no longer exists: each shows as a marked chip named "Deleted field #FieldN"
   * (never offered for insertion) until the owner removes it.
   */
  brokenRefs?: readonly string[];
  /** Shown while the value is empty, e.g. the default template; may span several lines. */
  placeholder?: string;
  /** A fixed height in px (the box scrolls); without it the box grows from a minimum height. */
  height?: number;
  /** Dimmed and read-only. */
  disabled?: boolean;
  /** Chips, the `#` suggestion list and the chip row; `false` makes a plain multi-line text box. */
  mentions?: boolean;
  /** A visible label above the box. */
  label?: string;
  'aria-label'?: string;
  'aria-labelledby'?: string;
  'aria-describedby'?: string;
  className?: string;
}
