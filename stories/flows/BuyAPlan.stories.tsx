import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { db, seedUsers } from '../../mocks/db';
import { AppAt, screenLoad, startAs } from '../screens/appStory';

const meta = {
  title: 'Flows/Buy A Plan',
  component: AppAt,
  tags: ['!autodocs'],
  args: { entry: '/forms' },
  parameters: { router: false, layout: 'fullscreen' },
  beforeEach: () => startAs('demoOwner'),
} satisfies Meta<typeof AppAt>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * An owner on the free plan opens Premium, buys the Creator plan on the payment page (the demo provider here),
 * comes back to the app and sees the new plan's credits.
 */
export const BuyAPlan: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const plan = async (name: string) => within(await canvas.findByRole('region', { name }, screenLoad));

    await step('The credits badge shows the free plan', async () => {
      await expect(await canvas.findByText('37 of 100 credits used', {}, screenLoad)).toBeInTheDocument();
    });

    await step('Premium: the plans, Free is current', async () => {
      await userEvent.click(canvas.getByRole('link', { name: 'Premium' }));
      await expect(await canvas.findByRole('heading', { level: 1, name: 'Plans' }, screenLoad)).toBeVisible();
      await expect((await plan('Free')).getAllByText('Current plan').length).toBeGreaterThan(0);
    });

    await step('Buy the Creator plan: the payment page', async () => {
      await userEvent.click((await plan('Creator plan')).getByRole('button', { name: 'Buy Creator plan' }));
      await expect(await canvas.findByRole('heading', { level: 1, name: 'Pay for Creator plan' }, screenLoad)).toBeVisible();
      await expect(canvas.getByText('$19 / month')).toBeVisible();
    });

    await step('Pay: back in the app with the new credits', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Pay $19' }));
      await expect(await canvas.findByRole('heading', { level: 1, name: 'Thank you for your purchase!' }, screenLoad)).toBeVisible();
      await expect(await canvas.findByText('37 of 1,000 credits used', {}, { timeout: 10_000 })).toBeInTheDocument();
      await expect(db.subscriptions.find((s) => s._userId === seedUsers.demoOwner.id)).toBeDefined();
    });
  },
};
