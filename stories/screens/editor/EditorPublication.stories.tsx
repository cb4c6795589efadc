import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { AppAt } from '../appStory';
import { EDITOR_LOAD_TIMEOUT, startEditor } from './editorStory';

const meta = {
  title: 'Screens/Editor/Publication',
  component: AppAt,
  tags: ['!autodocs'],
  args: { entry: '/forms/1?step=publication' },
  // No picture: the share link and embed code hold the test server's port, which changes between runs (as in
  // Editor/States Publication). The texts are asserted; the look was reviewed by hand.
  parameters: { router: false, layout: 'fullscreen', screenshot: false },
  beforeEach: () => startEditor(),
} satisfies Meta<typeof AppAt>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * On the embedded demo backend (Storybook runs on it, as `npm start` does) the share link and the embed code say that
 * they work in this browser only, and where to look for the mode that shares for real.
 */
export const DemoBackendSaysWhereLinksWork: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const shareLink = await canvas.findByRole('textbox', { name: 'Share link' }, EDITOR_LOAD_TIMEOUT);
    const note = canvas.getByRole('note');
    await expect(note).toHaveTextContent(/this form lives only in this browser/);
    await expect(note).toHaveTextContent(/run the demo backend over HTTP \(README, “The third way to run”\)/);
    // Said before the link and the code it is about.
    await expect(note.compareDocumentPosition(shareLink) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  },
};

export const DemoBackendSaysWhereLinksWorkRussian: Story = {
  globals: { locale: 'ru' },
  play: async ({ canvasElement }) => {
    const note = await within(canvasElement).findByRole('note', {}, EDITOR_LOAD_TIMEOUT);
    await expect(note).toHaveTextContent(/хранится только в этом браузере/);
  },
};

/**
 * The embed code keeps the form's place on the owner's page: it reserves the height of the whole form as the preview
 * beside the step draws it, so the page's text below the form does not move when the form arrives.
 */
export const EmbedCodeReservesTheFormsHeight: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const embed = (await canvas.findByRole('textbox', { name: 'Embed code' }, EDITOR_LOAD_TIMEOUT)) as HTMLTextAreaElement;
    const preview = canvas.getByRole('complementary', { name: 'Live preview' }).querySelector<HTMLElement>('.aii-cx-widget-root')!;
    await waitFor(() => expect(preview.shadowRoot?.querySelector('[data-state=ready]')).toBeTruthy(), EDITOR_LOAD_TIMEOUT);
    const height = Math.ceil(preview.getBoundingClientRect().height);
    // Taller than the widget's loading line: the drawn form was measured.
    await expect(height).toBeGreaterThan(200);
    await waitFor(() => expect(embed.value).toContain(`<div style="min-height:${height}px"><div class="aii-cx-widget-root" data-id="1"></div></div>`));
  },
};
