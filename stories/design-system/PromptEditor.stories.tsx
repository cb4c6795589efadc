import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { PromptEditor, type PromptEditorProps, type PromptField } from '../../src/design-system';
import { EMAIL_BODY_HEIGHT_PX, PROMPT_REFOCUS_DELAY_MS } from '../../src/domain/constants';

const fields: PromptField[] = [
  { ref: '#Field1', title: 'Your business' },
  { ref: '#Field2', title: 'Monthly marketing budget' },
  { ref: '#Field3', title: 'What is the main goal of your next advertising campaign this year' },
  { ref: '#email', title: 'E-mail' },
];

const defaultTemplate = [
  'Hello!',
  '',
  'Thank you for your request. Here is the answer prepared for you:',
  '',
  '(the AI answer)',
  '',
  'Best regards',
].join('\n');

/** The editor is controlled: the story keeps the value, as a screen would, and reports every change. */
function ControlledPromptEditor({ value, onChange, ...rest }: PromptEditorProps) {
  const [text, setText] = useState(value);
  return (
    <PromptEditor
      {...rest}
      value={text}
      onChange={(next) => {
        setText(next);
        onChange(next);
      }}
    />
  );
}

// A click in the box puts the caret at the end of its text (user-event moves no caret with arrow keys in an
// editable element, so the stories click where the caret should go).

/** The Tiptap editor behind the focused text box (Tiptap hangs it on its element). */
function focusedEditorDoc(): { content: { size: number } } {
  const dom = document.activeElement as (Element & { editor?: { state: { doc: { content: { size: number } } } } }) | null;
  const doc = dom?.editor?.state.doc;
  if (!doc) throw new Error('type(): no editor has the focus');
  return doc;
}

/**
 * Types key by key. A typed character reaches ProseMirror through the DOM, and it reads that DOM a moment later
 * (user-event's simulated keys arrive faster than that and get lost), so after each character this waits until
 * the editor's document holds it. Other keys (Enter, arrows, Escape, Backspace) it handles on the key itself.
 */
async function type(keys: string) {
  for (const key of keys.match(/\{[^}]+\}|./gsu) ?? []) {
    const before = focusedEditorDoc().content.size;
    await userEvent.keyboard(key);
    if (!key.startsWith('{')) await waitFor(() => expect(focusedEditorDoc().content.size).toBeGreaterThan(before));
  }
}

/** The editor's code loads lazily: wait for the real text box (not the skeleton) before acting. */
async function findEditor(canvasElement: HTMLElement, name: string | RegExp = 'AI instruction') {
  const editor = await within(canvasElement).findByRole('textbox', { name }, { timeout: 15_000 });
  // The font's Cyrillic part loads only once such text shows: let it arrive before a list is placed at the caret.
  await document.fonts.ready;
  return editor;
}

/** The last text the editor reported. */
function lastValue(onChange: unknown): string {
  const calls = (onChange as ReturnType<typeof fn>).mock.calls;
  return String(calls.at(-1)?.[0] ?? '');
}

const meta = {
  title: 'Design System/PromptEditor',
  component: PromptEditor,
  render: (args) => <ControlledPromptEditor {...args} />,
  args: {
    label: 'AI instruction',
    value: 'Write a short offer for #Field1 that fits a budget of #Field2. Reply to #email.',
    fields,
    onChange: fn(),
  },
  argTypes: {
    fields: { control: 'object' },
    height: { control: { type: 'number', min: 80, step: 40 } },
  },
  decorators: [(Story) => <div style={{ maxWidth: 640 }}><Story /></div>],
} satisfies Meta<typeof PromptEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithChips: Story = {
  play: async ({ canvasElement }) => {
    const editor = await findEditor(canvasElement);
    const chips = editor.querySelectorAll('[data-type="mention"]');
    await expect([...chips].map((chip) => chip.textContent)).toEqual(['Your business', 'Monthly marketing budget', 'E-mail']);
    await expect(chips[1]).toHaveAttribute('title', 'Monthly marketing budget');
    await expect(within(canvasElement).getByRole('group', { name: 'Insert a field' })).toBeVisible();
  },
};

/** A ref whose field was deleted: a marked chip named for it, never offered in the list; it stays the same ref. */
export const WithDeletedField: Story = {
  args: {
    value: 'Write a short offer for #Field1 that fits a budget of #Field7.',
    fields: fields.filter((field) => field.ref !== '#Field7'),
    brokenRefs: ['#Field7'],
  },
  play: async ({ canvasElement, args }) => {
    const editor = await findEditor(canvasElement);
    const broken = within(editor).getByRole('img', { name: 'Deleted field #Field7' });
    await expect(broken).toHaveTextContent('#Field7');
    await expect(broken).toHaveStyle({ textDecorationLine: 'line-through' });
    await expect(within(canvasElement).getByRole('group', { name: 'Insert a field' })).not.toHaveTextContent('#Field7');
    // Typing elsewhere keeps the deleted field's ref in the text, as it was.
    await userEvent.click(editor);
    await type('!');
    await waitFor(() => expect(lastValue(args.onChange)).toBe('Write a short offer for #Field1 that fits a budget of #Field7.!'));
  },
};

export const Empty: Story = {
  args: { value: '' },
  play: async ({ canvasElement, args }) => {
    const editor = await findEditor(canvasElement);
    await userEvent.click(editor);
    await type('Hello there');
    await waitFor(() => expect(lastValue(args.onChange)).toBe('Hello there'));
    await type('{Enter}{Enter}Bye');
    await waitFor(() => expect(lastValue(args.onChange)).toBe('Hello there\n\nBye'));
  },
};

export const SuggestionsOpen: Story = {
  args: { value: 'Offer for ' },
  play: async ({ canvasElement }) => {
    const editor = await findEditor(canvasElement);
    await userEvent.click(editor);
    await type('#');
    const list = await screen.findByRole('listbox', { name: 'Fields' });
    const options = within(list).getAllByRole('option');
    await expect(options).toHaveLength(fields.length);
    await expect(editor).toHaveAttribute('aria-activedescendant', options[0]!.id);
    await type('{ArrowDown}');
    await expect(options[1]).toHaveAttribute('aria-selected', 'true');
    await expect(editor).toHaveAttribute('aria-activedescendant', options[1]!.id);
    // Titles are cut at 30 characters in the list; the full title stays in the title attribute.
    await expect(options[2]).toHaveTextContent('What is the main goal of your…');
    await expect(options[2]).toHaveAttribute('title', fields[2]!.title);
  },
};

export const ChooseSuggestionWithKeyboard: Story = {
  args: { value: 'Offer for ' },
  play: async ({ canvasElement, args }) => {
    const editor = await findEditor(canvasElement);
    await userEvent.click(editor);
    await type('#');
    await screen.findByRole('listbox', { name: 'Fields' });
    await type('{ArrowDown}{Enter}');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    await waitFor(() => expect(lastValue(args.onChange)).toBe('Offer for #Field2 '));
    await expect(editor.querySelector('[data-type="mention"]')).toHaveTextContent('Monthly marketing budget');
  },
};

export const FilterAndClickSuggestion: Story = {
  args: { value: '' },
  play: async ({ canvasElement, args }) => {
    const editor = await findEditor(canvasElement);
    await userEvent.click(editor);
    await type('Reply to #ema');
    const list = await screen.findByRole('listbox', { name: 'Fields' });
    await waitFor(() => expect(within(list).getAllByRole('option')).toHaveLength(1));
    await userEvent.click(within(list).getByRole('option', { name: /E-mail/ }));
    await waitFor(() => expect(lastValue(args.onChange)).toBe('Reply to #email '));
  },
};

export const NoMatchingField: Story = {
  args: { value: '' },
  play: async ({ canvasElement, args }) => {
    const editor = await findEditor(canvasElement);
    await userEvent.click(editor);
    await type('Price #zzz');
    await expect(await screen.findByText('No matching fields')).toBeVisible();
    // Enter with nothing to choose is a new line, as in any text box.
    await type('{Enter}');
    await waitFor(() => expect(lastValue(args.onChange)).toBe('Price #zzz\n'));
  },
};

export const EscapeClosesSuggestions: Story = {
  args: { value: '' },
  play: async ({ canvasElement, args }) => {
    const editor = await findEditor(canvasElement);
    await userEvent.click(editor);
    await type('Tag #');
    await screen.findByRole('listbox', { name: 'Fields' });
    await type('{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    await expect(editor).not.toHaveAttribute('aria-activedescendant');
    await type(' stays');
    await waitFor(() => expect(lastValue(args.onChange)).toBe('Tag # stays'));
  },
};

export const ClickOutsideClosesSuggestions: Story = {
  args: { value: '' },
  play: async ({ canvasElement }) => {
    const editor = await findEditor(canvasElement);
    await userEvent.click(editor);
    await type('Tag #');
    await screen.findByRole('listbox', { name: 'Fields' });
    await userEvent.click(within(canvasElement).getByText('AI instruction'));
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    await expect(editor).not.toHaveFocus();
  },
};

export const ChipRowInsertsAtCaret: Story = {
  args: { value: 'Hello , welcome!' },
  play: async ({ canvasElement, args }) => {
    const editor = await findEditor(canvasElement);
    // Click to put the caret right after "Hello ".
    await userEvent.pointer({ keys: '[MouseLeft]', target: editor.querySelector('p')!, offset: 'Hello '.length });
    const row = within(canvasElement).getByRole('group', { name: 'Insert a field' });
    await userEvent.click(within(row).getByRole('button', { name: 'Your business' }));
    await waitFor(() => expect(lastValue(args.onChange)).toBe('Hello #Field1 , welcome!'));
    // The box gets the focus back shortly after, so typing goes on where it was.
    await waitFor(() => expect(editor).toHaveFocus(), { timeout: PROMPT_REFOCUS_DELAY_MS + 1_000 });
    await type('dear');
    await waitFor(() => expect(lastValue(args.onChange)).toBe('Hello #Field1 dear, welcome!'));
  },
};

export const UndoAndRedo: Story = {
  args: { value: 'Keep this.' },
  play: async ({ canvasElement, args }) => {
    const editor = await findEditor(canvasElement);
    await userEvent.click(editor);
    await type(' Added.');
    await waitFor(() => expect(lastValue(args.onChange)).toBe('Keep this. Added.'));
    await userEvent.keyboard('{Control>}z{/Control}');
    await waitFor(() => expect(lastValue(args.onChange)).toBe('Keep this.'));
    await userEvent.keyboard('{Control>}y{/Control}');
    await waitFor(() => expect(lastValue(args.onChange)).toBe('Keep this. Added.'));
    await userEvent.keyboard('{Control>}z{/Control}');
    await waitFor(() => expect(lastValue(args.onChange)).toBe('Keep this.'));
    await userEvent.keyboard('{Control>}{Shift>}z{/Shift}{/Control}');
    await waitFor(() => expect(lastValue(args.onChange)).toBe('Keep this. Added.'));
  },
};

export const Disabled: Story = {
  args: { disabled: true, height: 200 },
  play: async ({ canvasElement, args }) => {
    const editor = await findEditor(canvasElement);
    await expect(editor).toHaveAttribute('aria-disabled', 'true');
    await expect(editor).toHaveAttribute('contenteditable', 'false');
    const chip = within(canvasElement).getByRole('button', { name: 'Your business' });
    await expect(chip).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(chip);
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** The e-mail body while empty: the default template shows as the placeholder, in a fixed 480 px box. */
export const PlaceholderTemplate: Story = {
  args: { label: 'E-mail body', value: '', mentions: false, placeholder: defaultTemplate, height: EMAIL_BODY_HEIGHT_PX },
  play: async ({ canvasElement }) => {
    const editor = await findEditor(canvasElement, 'E-mail body');
    await expect(editor).toHaveAttribute('aria-placeholder', defaultTemplate);
    await expect(within(canvasElement).getByText(/Thank you for your request/)).toBeVisible();
  },
};

/** The e-mail body: chips and suggestions off, so `#Field1` typed stays plain text and no list opens. */
export const ChipsOffWithTemplate: Story = {
  args: {
    label: 'E-mail body',
    value: '',
    mentions: false,
    placeholder: defaultTemplate,
    height: EMAIL_BODY_HEIGHT_PX,
  },
  play: async ({ canvasElement, args }) => {
    const editor = await findEditor(canvasElement, 'E-mail body');
    await expect(within(canvasElement).queryByRole('group', { name: 'Insert a field' })).not.toBeInTheDocument();
    await expect(editor.closest('[style]')?.getBoundingClientRect().height).toBe(EMAIL_BODY_HEIGHT_PX);
    await userEvent.click(editor);
    await type('Dear #Field1');
    await expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    await waitFor(() => expect(lastValue(args.onChange)).toBe('Dear #Field1'));
    await expect(editor.querySelector('[data-type="mention"]')).toBeNull();
  },
};

export const ChipsOffWithText: Story = {
  args: { mentions: false },
  play: async ({ canvasElement }) => {
    const editor = await findEditor(canvasElement);
    await expect(editor).toHaveTextContent('Write a short offer for #Field1 that fits a budget of #Field2. Reply to #email.');
  },
};

const longText = [
  'You are a friendly marketing assistant for #Field1.   Keep the tone warm.',
  '',
  '',
  `Budget: #Field2 — goal: #Field3. Unknown #Field99 and a lone # stay as they are. 😀🎉`,
  'Averyveryverylongwordwithoutanyspacesthatmustwrapinsidetheboxinsteadofoverflowingitsbordersatall',
  ...Array.from({ length: 20 }, (_, i) => `Line ${i + 1}: answer to #email with details.`),
].join('\n');

export const LongText: Story = {
  args: { value: longText, height: 320 },
  play: async ({ canvasElement, args }) => {
    const editor = await findEditor(canvasElement);
    const box = editor.closest('[style]') as HTMLElement;
    await expect(box.getBoundingClientRect().height).toBe(320);
    await expect(box.scrollHeight).toBeGreaterThan(320);
    await expect(box.scrollWidth).toBeLessThanOrEqual(box.clientWidth);
    // The long title is cut on its chip, complete in its title attribute.
    const goal = [...editor.querySelectorAll('[data-type="mention"]')].find((chip) => chip.getAttribute('title') === fields[2]!.title);
    await expect(goal).toHaveTextContent('What is the main goal of your n…');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** Any text comes back exactly: the editor is typed into, undone, and reports the original text again. */
export const RoundTripsTrickyText: Story = {
  args: { value: '  #\n\n\n#Field1#Field10 (#email) 👩‍💻\t\nend  ', height: 240 },
  play: async ({ canvasElement, args }) => {
    const editor = await findEditor(canvasElement);
    await userEvent.click(editor);
    await type('x');
    await waitFor(() => expect(lastValue(args.onChange)).toBe(`${args.value}x`));
    await type('{Backspace}');
    await waitFor(() => expect(lastValue(args.onChange)).toBe(args.value));
  },
};

/** Pasted text keeps its blank lines, and the references it names become chips. */
export const PasteKeepsLinesAndMakesChips: Story = {
  args: { value: 'Start: ', height: 240 },
  play: async ({ canvasElement, args }) => {
    const editor = await findEditor(canvasElement);
    await userEvent.click(editor);
    await userEvent.paste('Hi #Field1,\n\n\nbye #Nope');
    await waitFor(() => expect(lastValue(args.onChange)).toBe('Start: Hi #Field1,\n\n\nbye #Nope'));
    await expect(editor.querySelector('[data-type="mention"]')).toHaveTextContent('Your business');
    await expect(editor.querySelectorAll('p')).toHaveLength(4);
  },
};

export const TenThousandCharacters: Story = {
  args: { value: `${'Lorem ipsum #Field1 dolor sit amet. '.repeat(278)}end`, height: 200 },
  play: async ({ canvasElement, args }) => {
    await expect(args.value.length).toBeGreaterThanOrEqual(10_000);
    const editor = await findEditor(canvasElement);
    await userEvent.click(editor);
    await type('!');
    await waitFor(() => expect(lastValue(args.onChange)).toBe(`${args.value}!`));
  },
};

export const Russian: Story = {
  args: {
    label: 'Инструкция для ИИ',
    value: 'Напиши предложение для #Field1 с бюджетом #Field2.',
    fields: [
      { ref: '#Field1', title: 'Ваш бизнес' },
      { ref: '#Field2', title: 'Бюджет на маркетинг в месяц' },
    ],
  },
  globals: { locale: 'ru' },
  play: async ({ canvasElement }) => {
    const editor = await findEditor(canvasElement, 'Инструкция для ИИ');
    await expect(within(canvasElement).getByRole('group', { name: 'Вставить поле' })).toBeVisible();
    await userEvent.click(editor);
    await type(' #');
    await expect(await screen.findByRole('listbox', { name: 'Поля' })).toBeVisible();
  },
};

export const SmallScreen: Story = {
  globals: { viewport: { value: 'small', isRotated: false } },
  play: async ({ canvasElement }) => {
    const editor = await findEditor(canvasElement);
    await expect(editor.scrollWidth).toBeLessThanOrEqual(editor.clientWidth);
  },
};
