import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
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
