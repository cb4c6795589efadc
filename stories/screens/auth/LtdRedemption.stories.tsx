import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AppAt, startAs } from '../appStory';

const meta = {
  title: 'Screens/Auth/LtdRedemption',
  component: AppAt,
  tags: ['!autodocs'],
  args: {
    entry: '/rewards?source=appsumo&tariff=Lifetime%20plan&access_token=pro-access-token&refresh_token=pro-refresh-token',
  },
  parameters: { router: false, layout: 'fullscreen' },
  beforeEach: () => startAs(null),
} satisfies Meta<typeof AppAt>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A guest opens the redemption link: the tokens are stored and they land on My Forms with the banner. */
export const WithTokens: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'My Forms' })).toBeVisible();
    await expect(canvas.getByText(/Your lifetime deal is active/)).toBeVisible();
    // The tokens left the address: nothing to copy from the address bar.
    await expect(canvas.getByRole('button', { name: 'Account menu' })).toBeVisible();
  },
};

/** A signed-in owner opens a link without tokens: the session is kept. */
export const SignedInWithoutTokens: Story = {
  beforeEach: () => startAs('proOwner'),
  args: { entry: '/account?source=appsumo&tariff=Lifetime%20plan' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Your lifetime deal is active. Your plan: Lifetime plan.')).toBeVisible();
  },
};
