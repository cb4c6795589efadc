import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { db, seedUsers } from '../../../mocks/db';
import { putOnPlan } from '../../../mocks/situations';
import { AppAt, screenLoad, startAs } from '../appStory';

const meta = {
  title: 'Screens/Billing/CheckoutResult',
  component: AppAt,
  tags: ['!autodocs'],
  args: { entry: '/checkout/success' },
  parameters: { router: false, layout: 'fullscreen' },
  beforeEach: () => startAs('demoOwner'),
} satisfies Meta<typeof AppAt>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Back from the provider with the plan paid: the subscription call says active. */
export const Success: Story = {
  beforeEach: () => putOnPlan('paid'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Thank you for your purchase!' }, screenLoad)).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Thank you for your purchase!' }).querySelectorAll('h1, p')).toHaveLength(4);
    await expect(canvas.getByRole('link', { name: 'Go to My Forms' })).toHaveAttribute('href', '/forms');
  },
};

/** Back from the provider after paying for the Creator plan: the badge shows the new plan's credits. */
export const SuccessWithNewPlan: Story = {
  beforeEach: () => putOnPlan('paid'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: 'Thank you for your purchase!' }, screenLoad);
    await expect(await canvas.findByText('37 of 1,000 credits used')).toBeInTheDocument();
  },
};

/** The address opened directly by a free owner: no thanks for a purchase that did not happen. */
export const OpenedWithoutAPurchase: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'No purchase found' }, screenLoad)).toBeVisible();
    await expect(canvas.queryByText(/Thank you/)).toBeNull();
    await expect(canvas.getByRole('link', { name: 'See plans' })).toHaveAttribute('href', '/prices');
    await expect(canvas.getByRole('button', { name: 'Check again' })).toBeEnabled();
  },
};

/** The provider has not confirmed the payment yet: said as such, then the thanks once the plan is active. */
export const PaymentBeingConfirmed: Story = {
  beforeEach: () => {
    putOnPlan('paid');
    const subscription = db.subscriptions.find((s) => s._userId === seedUsers.demoOwner.id);
    if (subscription) db.subscriptions.update(subscription.id, { status: 'incomplete' });
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Your payment is being confirmed' }, screenLoad)).toBeVisible();
    await expect(canvas.queryByText(/Thank you/)).toBeNull();
    const subscription = db.subscriptions.find((s) => s._userId === seedUsers.demoOwner.id);
    if (subscription) db.subscriptions.update(subscription.id, { status: 'active' });
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Thank you for your purchase!' }, { timeout: 15_000 })).toBeVisible();
  },
};
