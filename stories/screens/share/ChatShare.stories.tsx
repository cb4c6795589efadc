import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AppAt, screenLoad, startAs } from '../appStory';

/*
 * The chat's public page (`/chats/share/{id}`, the link of the chat editor's Publish part): no sign-in, no app menu,
 * only the chat embed, loaded as an owner's page loads it.
 */
const meta = {
  title: 'Screens/Share/Chat page',
  component: AppAt,
  tags: ['!autodocs'],
  args: { entry: '/chats/share/1' },
  parameters: { router: false, layout: 'fullscreen' },
  beforeEach: () => startAs(null),
} satisfies Meta<typeof AppAt>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The chat's shadow root, once the widget script and the chat's chunk have drawn the chat (or its notice). */
async function sharedChat(canvasElement: HTMLElement) {
  const shadow = () => canvasElement.querySelector('.aii-cx-widget-root[data-chat-id]')?.shadowRoot;
  await waitFor(() => expect(shadow()?.querySelector('.w:not([data-state=loading])')).toBeTruthy(), screenLoad);
  return within(shadow()!.querySelector<HTMLElement>('.w')!);
}

export const Published: Story = {
  play: async ({ canvasElement }) => {
    const chat = await sharedChat(canvasElement);
    await expect(chat.getByRole('heading', { name: 'Support assistant' })).toBeVisible();
    // A visitor asks and gets the answer with its source, as on an owner's site.
    await userEvent.click(chat.getByRole('button', { name: 'When are you open?' }));
    await waitFor(() => expect(chat.getByText(/We are open Monday to Friday/)).toBeVisible(), { timeout: 10_000 });
    await expect(await chat.findByText('Sources:', {}, { timeout: 10_000 })).toBeVisible();
    // Public and bare: no app menu, no sign-in; the page has its heading for screen readers.
    await expect(within(canvasElement).queryByRole('navigation', { name: 'Main navigation' })).toBeNull();
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: 'Chat' })).toBeInTheDocument();
  },
};

/** The seed's "Docs bot" is not published: the page says the chat is not available, in the visitor's language. */
export const Unpublished: Story = {
  args: { entry: '/chats/share/2' },
  play: async ({ canvasElement }) => {
    const chat = await sharedChat(canvasElement);
    await expect(chat.getByText('This chat is not available.')).toBeVisible();
    await expect(chat.queryByRole('textbox', { name: 'Your question' })).toBeNull();
  },
};
