import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AppAt, startAs } from '../appStory';

const meta = {
  title: 'Screens/Auth/TokenExchange',
  component: AppAt,
  tags: ['!autodocs'],
  args: { entry: '/token_exchange?token_id=2' },
  parameters: { router: false, layout: 'fullscreen' },
  // The admin's own session makes the exchange call.
  beforeEach: () => startAs('demoOwner'),
} satisfies Meta<typeof AppAt>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Success: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'My Forms' })).toBeVisible();
    // Now signed in as the client (the Pro owner is verified: no reminder).
    await expect(canvas.queryByRole('button', { name: 'Resend' })).not.toBeInTheDocument();
  },
};

export const AdminAccess: Story = {
  args: { entry: '/admin_access?token_id=2' },
  play: Success.play,
};

export const InvalidLink: Story = {
  args: { entry: '/token_exchange?token_id=999' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('This sign-in link is invalid or has expired.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Go to log in' })).toBeVisible();
  },
};
