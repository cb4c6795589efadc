import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { AppAt, startAtSeedTime } from '../appStory';

const meta = {
  title: 'Screens/Chats/Chats',
  component: AppAt,
  tags: ['!autodocs'],
  args: { entry: '/chats' },
  parameters: { router: false, layout: 'fullscreen' },
  beforeEach: () => startAtSeedTime('demoOwner'),
} satisfies Meta<typeof AppAt>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = within(document.body);
const table = async (canvasElement: HTMLElement) =>
  within(await within(canvasElement).findByRole('table', { name: 'Chats' }, { timeout: 15_000 }));

export const MyChats: Story = {
  play: async ({ canvasElement }) => {
    const rows = await table(canvasElement);
    await expect(await rows.findByRole('link', { name: 'Support assistant' })).toHaveAttribute('href', '/chats/1');
    await expect(rows.getByRole('link', { name: 'Docs bot' })).toBeVisible();
    await expect(rows.queryByRole('link', { name: /Example/ })).not.toBeInTheDocument();
    await expect(within(canvasElement).getByRole('link', { name: 'My chats' })).toHaveAttribute('aria-current', 'page');
  },
};

export const AllChats: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('link', { name: 'All chats' }, { timeout: 15_000 }));
    const rows = await table(canvasElement);
    await expect(await rows.findByRole('link', { name: 'Example: bakery assistant' })).toBeVisible();
    // An example chat can be opened and asked, not changed.
    await expect(rows.queryByRole('button', { name: 'Delete Example: bakery assistant' })).not.toBeInTheDocument();
  },
};



export const DeleteChat: Story = {
  play: async ({ canvasElement }) => {
    const rows = await table(canvasElement);
    await userEvent.click(await rows.findByRole('button', { name: 'Delete Docs bot' }));
    const dialog = await body.findByRole('dialog', { name: 'Delete Docs bot?' });
    await expect(dialog).toHaveTextContent('saved conversations are deleted for good');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expect(await body.findByText('Docs bot was deleted.')).toBeVisible();
    await expect(rows.queryByRole('link', { name: 'Docs bot' })).not.toBeInTheDocument();
  },
};

