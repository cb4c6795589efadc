import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { emptyDraft } from '../../../src/features/chats/chatDraft';
import { PublishParts } from '../../../src/features/chats/ChatPublish';
import type { WidgetGlobalApi } from '../../../src/widget/protocol';

/*
 * The chat editor's Publish section as the owner opens it on /chats/{id}/settings (PublishParts): the
 * Published switch, the chat page's link, the code for a chat in the page and for the floating button, and a live
 * preview of the embed. The seed's "Support assistant" (its draft as the editor holds it), unless a story changes it.
 */
const seedDraft = {
  ...emptyDraft(),
  name: 'Support assistant',
  initial_questions: ['What does it cost?', 'When are you open?'],
  is_published: true,
  primary_color: '#6d28d9',
};

const meta = {
  title: 'Screens/Chats/ChatPublish',
  component: PublishParts,
  tags: ['!autodocs'],
  // No picture: the page link and the code hold the test server's port, which changes between runs (as in
  // Editor/Publication). What they say is asserted; the look was reviewed by hand.
  parameters: { layout: 'padded', screenshot: false },
  args: {
    chat: { id: 1 },
    draft: seedDraft,
    trained: true,
    onPublishedChange: fn(),
  },
} satisfies Meta<typeof PublishParts>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The chat embed inside the preview's frame, once it shows a chat. */
async function previewIn(canvasElement: HTMLElement) {
  const root = () => canvasElement.querySelector<HTMLElement>('.aii-cx-widget-root[data-chat-id][data-preview]');
  await waitFor(() => expect(root()?.shadowRoot?.querySelector('.w[data-state=ready]')).toBeTruthy(), { timeout: 10_000 });
  return within(root()!.shadowRoot!.querySelector<HTMLElement>('.w')!);
}

export const Published: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('switch', { name: 'Published' })).toBeChecked();
    await expect(c.getByRole('textbox', { name: 'Chat page link' })).toHaveValue(`${location.origin}/chats/share/1`);
    await expect(c.getByRole('link', { name: 'Open the chat page' })).toHaveAttribute('href', '/chats/share/1');
    const inline = c.getByRole('textbox', { name: 'Code for a chat in your page' });
    await expect(inline).toHaveValue(`<script type="module" async src="${location.origin}/widget.js"></script>\n<div class="aii-cx-widget-root" data-chat-id="1"></div>`);
    const launcher = c.getByRole('textbox', { name: 'Code for a floating chat button' });
    await expect((launcher as HTMLTextAreaElement).value).toBe(
      `<script type="module" async src="${location.origin}/widget.js"></script>\n<div class="aii-cx-widget-root" data-chat-id="1" data-launcher></div>`,
    );
    // The link and each code have their own Copy button (the form editor's embed code, reused).
    for (const name of ['Chat page link', 'Code for a chat in your page', 'Code for a floating chat button']) {
      await expect(c.getByRole('button', { name: `Copy ${name}` })).toBeEnabled();
    }
    // Nothing about training: a source is ready. On the demo backend (Storybook runs on it) the link and the code
    // say they work in this browser only, before them, as the form's share link does.
    const [demoNote, ...otherNotes] = c.getAllByRole('note');
    await expect(otherNotes).toEqual([]);
    await expect(demoNote).toHaveTextContent(/this chat lives only in this browser/);
    await expect(demoNote).toHaveTextContent(/run the demo backend over HTTP \(README, “The third way to run”\)/);
    await expect(demoNote!.compareDocumentPosition(c.getByRole('textbox', { name: 'Chat page link' })) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    // The preview shows the chat as visitors first meet it, in its colour.
    const preview = await previewIn(canvasElement);
    await expect(c.getByRole('region', { name: 'Preview' })).toHaveAttribute('aria-busy', 'false');
    await expect(preview.getByRole('heading', { name: 'Support assistant' })).toBeVisible();
    await expect(preview.getByRole('group', { name: 'Questions to start with' })).toHaveTextContent('What does it cost?When are you open?');
    await expect(getComputedStyle(preview.getByRole('button', { name: 'Send' })).backgroundColor).toBe('rgb(109, 40, 217)');
    // Turning it off is the owner's draft, saved with the chat.
    await userEvent.click(c.getByRole('switch', { name: 'Published' }));
    await expect(args.onPublishedChange).toHaveBeenCalledWith(false);
  },
};

/** The preview follows the draft: a renamed chat with another question and other colours shows at once, before any save. */
export const PreviewFollowsTheDraft: Story = {
  render: function Render(args) {
    return (
      <PublishParts
        {...args}
        draft={{ ...args.draft, name: 'Shop helper', initial_questions: ['Do you ship abroad?'], primary_color: '#b42318', bg_color: '#fdf6e3' }}
      />
    );
  },
  play: async ({ canvasElement }) => {
    const preview = await previewIn(canvasElement);
    await waitFor(() => expect(preview.getByRole('heading', { name: 'Shop helper' })).toBeVisible());
    await expect(preview.getByRole('group', { name: 'Questions to start with' })).toHaveTextContent('Do you ship abroad?');
    // The colours the owner is choosing, before they are saved.
    await expect(getComputedStyle(preview.getByRole('button', { name: 'Send' })).backgroundColor).toBe('rgb(180, 35, 24)');
    await expect(getComputedStyle(canvasElement.querySelector('.aii-cx-widget-root')!.shadowRoot!.querySelector('.w')!).backgroundColor).toBe('rgb(253, 246, 227)');
  },
};

/** Not published, and no source has finished training: both are said before the link and the code. */
export const NotTrainedYet: Story = {
  args: { trained: false, draft: { ...seedDraft, is_published: false } },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    const toggle = c.getByRole('switch', { name: 'Published' });
    await expect(toggle).not.toBeChecked();
    await expect(toggle).toHaveAccessibleDescription(/Visitors are told the chat is not available until you publish it and save/);
    const note = c.getAllByRole('note')[0]!;
    await expect(note).toHaveTextContent('No source has finished training yet');
    await expect(note.compareDocumentPosition(c.getByRole('textbox', { name: 'Chat page link' })) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await userEvent.click(toggle);
    await expect(args.onPublishedChange).toHaveBeenCalledWith(true);
  },
};

/** The widget script is on its way: the preview says so; the link and the code are there already. */
export const PreviewLoading: Story = {
  args: { loadPreview: () => new Promise<WidgetGlobalApi>(() => {}) },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('region', { name: 'Preview' })).toHaveAttribute('aria-busy', 'true');
    await expect(c.getByText('Loading the preview…')).toBeVisible();
    await expect(c.getByRole('textbox', { name: 'Chat page link' })).toBeVisible();
  },
};

/** The widget script could not be loaded (offline): said in place, and the link and the code still work. */
export const PreviewFailed: Story = {
  args: { loadPreview: () => Promise.reject(new Error('The widget script could not be loaded.')) },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(await c.findByRole('alert')).toHaveTextContent('The preview could not be loaded. The link and the code above still work');
    await expect(c.getByRole('region', { name: 'Preview' })).toHaveAttribute('aria-busy', 'false');
    await expect(c.queryByText('Loading the preview…')).toBeNull();
    await expect(c.getByRole('textbox', { name: 'Code for a floating chat button' })).toBeVisible();
  },
};

export const Russian: Story = {
  globals: { locale: 'ru' },
  args: { trained: false },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('switch', { name: 'Опубликован' })).toBeChecked();
    const [trainingNote, demoNote] = c.getAllByRole('note');
    await expect(trainingNote).toHaveTextContent('Ни один источник ещё не обучен');
    await expect(demoNote).toHaveTextContent('этот чат хранится только в этом браузере');
    await expect(c.getByRole('textbox', { name: 'Код плавающей кнопки чата' })).toBeVisible();
    await expect(c.getByRole('link', { name: 'Открыть страницу чата' })).toBeVisible();
    const preview = await previewIn(canvasElement);
    await expect(preview.getByRole('button', { name: 'Отправить' })).toBeVisible();
  },
};

export const Spanish: Story = {
  globals: { locale: 'es' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('switch', { name: 'Publicado' })).toBeChecked();
    await expect(c.getByRole('note')).toHaveTextContent('este chat solo existe en este navegador');
    await expect(c.getByRole('textbox', { name: 'Código para un chat dentro de tu página' })).toBeVisible();
    await expect(c.getByRole('region', { name: 'Vista previa' })).toBeVisible();
    const preview = await previewIn(canvasElement);
    await expect(preview.getByRole('button', { name: 'Enviar' })).toBeVisible();
  },
};
