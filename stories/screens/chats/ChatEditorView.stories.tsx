import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { ChatSource } from '../../../src/api';
import { writeJson } from '../../../src/api/client/storage';
import { ChatEditorView, type ChatEditorViewProps } from '../../../src/features/chats/ChatEditorView';
import { draftFromChat, emptyDraft } from '../../../src/features/chats/chatDraft';
import { buildChat, buildUpload } from '../../../mocks/db';
import { inAppColumn } from '../viewStory';

type Args = ChatEditorViewProps;

const sources: ChatSource[] = [
  { id: 1, kind: 'file', upload_id: 1, name: 'price-list.pdf', status: 'ready', pages_found: 1, pages_indexed: 1 },
  { id: 3, kind: 'sitemap', url: 'https://example.com/sitemap.xml', status: 'indexing', pages_found: 20, pages_indexed: 3 },
  { id: 5, kind: 'webpage', url: 'https://unreachable.docs.example.com/', status: 'failed' },
];
const chat = buildChat({ id: 1, name: 'Support assistant', sources, initial_questions: ['What does it cost?'], is_published: true });
const training = new Map(sources.map((source) => [source.id!, source]));
const uploads = [buildUpload({ id: 1, name: 'price-list.pdf', title: 'Price list 2026' }), buildUpload({ id: 2, name: 'faq.docx', title: 'FAQ' })];
const saved = { chat, draft: draftFromChat(chat), training, trained: true };

const meta = {
  title: 'Screens/Chats/ChatEditorView',
  component: ChatEditorView,
  tags: ['!autodocs'],
  decorators: [inAppColumn],
  parameters: { layout: 'fullscreen' },
  // A suggested question typed and not added is kept on this device: none from another story.
  beforeEach: () => writeJson('unaddedEntries', null),
  args: {
    chat: null,
    draft: emptyDraft(),
    restored: false,
    problems: {},
    saving: false,
    uploads,
    training: new Map(),
    trained: undefined,
    onChange: fn(),
    onSubmit: fn(),
    onDismissRestored: fn(),
    onDiscardDraft: fn(),
  },
} satisfies Meta<Args>;
export default meta;
type Story = StoryObj<Args>;

const form = (canvasElement: HTMLElement) => within(within(canvasElement).getByRole('form', { name: 'Chat settings' }));
const blur = () => (document.activeElement as HTMLElement | null)?.blur();

/** A new chat: nothing in it yet, no Publish; what is typed goes to the screen, and Save asks it to save. */
export const New: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Create a chat' })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Open the chat' })).toBeNull();
    await expect(canvas.queryByRole('heading', { name: 'Publish' })).toBeNull();
    const editor = form(canvasElement);
    await userEvent.type(editor.getByRole('textbox', { name: /Name/ }), 'S');
    await expect(args.onChange).toHaveBeenLastCalledWith({ ...emptyDraft(), name: 'S' });
    await userEvent.click(editor.getByRole('button', { name: 'Save and train' }));
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    blur();
  },
};

/** Save pressed with nothing filled in: each problem at its field, the one with no field of its own by Save. */
export const RequiredFields: Story = {
  args: { problems: { name: 'Name is a required field', sources: 'Add at least 1 source: a file, a web page, a sitemap or a text.' } },
  play: async ({ canvasElement }) => {
    const editor = form(canvasElement);
    await expect(editor.getByRole('textbox', { name: /Name/ })).toHaveAccessibleDescription(/Name is a required field/);
    await expect(editor.getByRole('textbox', { name: /Name/ })).toHaveAttribute('aria-invalid', 'true');
    await expect(editor.getByText('Add at least 1 source: a file, a web page, a sitemap or a text.')).toBeVisible();
  },
};

/** A saved chat: its name in the title, a way to it, each source with its training (a failed one says why), Publish. */
export const Saved: Story = {
  args: saved,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Settings of Support assistant' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Open the chat' })).toHaveAttribute('href', '/chats/1');
    const editor = form(canvasElement);
    await expect(editor.getByRole('textbox', { name: 'Sitemap address' })).toHaveValue('https://example.com/sitemap.xml');
    await expect(editor.getByRole('progressbar', { name: 'Training progress' })).toBeVisible();
    await expect(editor.getByText('This address could not be reached. Check it and save again.')).toBeVisible();
    // Publish is code of its own: it shows once that has come, with the chat's state as it is in the draft.
    await expect(await editor.findByText('Published: visitors can ask it.')).toBeVisible();
    await userEvent.click(editor.getByRole('button', { name: 'Show the link and the code' }));
    await userEvent.click(editor.getByRole('switch', { name: 'Published' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ ...saved.draft, is_published: false });
    await userEvent.click(editor.getByRole('button', { name: 'Hide' }));
    blur();
  },
};

/** An example chat is the product's: no Publish part. */
export const Example: Story = {
  args: { ...saved, chat: { ...chat, name: 'Example: bakery assistant', is_example: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Settings of Example: bakery assistant' })).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: 'Publish' })).toBeNull();
  },
};

/** A draft kept from before a reload: said above the editor, with a way to drop it or just close the note. */
export const RestoredDraft: Story = {
  args: { ...saved, restored: true, draft: { ...saved.draft, name: 'Support assistant (draft)' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Your unsaved changes were restored.')).toBeVisible();
    await expect(form(canvasElement).getByRole('textbox', { name: /Name/ })).toHaveValue('Support assistant (draft)');
    await userEvent.click(canvas.getByRole('button', { name: 'Discard them' }));
    await expect(args.onDiscardDraft).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: 'Close' }));
    await expect(args.onDismissRestored).toHaveBeenCalledOnce();
    blur();
  },
};

/** Saving: Save shows it is busy and takes no second press. */
export const Saving: Story = {
  args: { ...saved, saving: true },
  play: async ({ canvasElement, args }) => {
    // The spinner says "Loading…" before the button's words.
    const save = form(canvasElement).getByRole('button', { name: /Save and train$/ });
    await expect(save).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(save);
    await expect(args.onSubmit).not.toHaveBeenCalled();
    blur();
  },
};

/** The save failed with no field to blame: said by Save. */
export const SaveFailed: Story = {
  args: { ...saved, saveProblem: 'Not saved: Something went wrong. Your changes are kept.' },
  play: async ({ canvasElement }) => {
    await expect(form(canvasElement).getByRole('alert')).toHaveTextContent('Not saved: Something went wrong. Your changes are kept.');
  },
};

/** The server refused a setting that has no message place of its own: said by Save, by the setting's name. */
export const SettingRefusedWithoutAPlace: Story = {
  args: { problems: { save_chat_history: 'Not available on your plan.', non_field_errors: 'Nothing was saved.' } },
  play: async ({ canvasElement }) => {
    await expect(form(canvasElement).getByRole('alert')).toHaveTextContent('Save conversations: Not available on your plan. Nothing was saved.');
  },
};

const longName = 'Assistant for the opening hours, prices and delivery of every shop of the Northern region';
const longUrl = 'https://docs.example.com/a/very/long/path/that/never/breaks/because/it/has/no/spaces/at/all/index.html';

/** A long name, an unbroken address and a long text wrap; the page never scrolls sideways. */
export const LongText: Story = {
  args: {
    ...saved,
    chat: { ...chat, name: longName },
    draft: {
      ...saved.draft,
      name: longName,
      sources: [
        { key: 'long-url', kind: 'webpage', url: longUrl },
        { key: 'long-text', kind: 'text', title: 'Delivery to every shop of the Northern region, on weekdays and on Saturdays', text: 'We deliver. '.repeat(40) },
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: `Settings of ${longName}` })).toBeVisible();
    await expect(form(canvasElement).getByRole('textbox', { name: 'Page address' })).toHaveValue(longUrl);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const SmallScreen: Story = {
  globals: { viewport: { value: 'small', isRotated: false } },
  args: { ...saved, restored: true },
  play: async ({ canvasElement }) => {
    await expect(form(canvasElement).getByRole('button', { name: 'Save and train' })).toBeVisible();
    await expect(within(canvasElement).getByRole('button', { name: 'Discard them' })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const Russian: Story = {
  globals: { locale: 'ru' },
  args: { ...saved, restored: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Настройки: Support assistant' })).toBeVisible();
    await expect(canvas.getByText('Несохранённые изменения восстановлены.')).toBeVisible();
    const editor = within(canvas.getByRole('form', { name: 'Настройки чата' }));
    await expect(await editor.findByText('Опубликован: посетители могут задавать вопросы.')).toBeVisible();
    await expect(editor.getByRole('button', { name: 'Сохранить и обучить' })).toBeVisible();
  },
};

export const Spanish: Story = {
  globals: { locale: 'es' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Crear un chat' })).toBeVisible();
    const editor = within(canvas.getByRole('form', { name: 'Ajustes del chat' }));
    await expect(editor.getByRole('heading', { level: 2, name: 'Lo que sabe' })).toBeVisible();
    await expect(editor.getByRole('button', { name: 'Guardar y entrenar' })).toBeVisible();
  },
};
