import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { apiPath } from '../../../mocks/config';
import { failsOnce } from '../../../mocks/scenarioKit';
import { subscriptionHandlers } from '../../../mocks/handlers';
import { db, seedTariffs, seedUsers } from '../../../mocks/db';
import { AppAt, screenLoad, startAs } from '../appStory';

/**
 * An open checkout session of the demo owner (the Creator plan) as the checkout call leaves it, returning to this
 * app's result pages.
 */
function openCheckout() {
  db.checkouts.insert({
    id: 41,
    _userId: seedUsers.demoOwner.id,
    _tariffId: seedTariffs.creator,
    status: 'open',
    success_url: `${location.origin}${import.meta.env.BASE_URL}checkout/success`,
    cancel_url: `${location.origin}${import.meta.env.BASE_URL}checkout/failure`,
  });
}

const meta = {
  title: 'Screens/Billing/DemoCheckout',
  component: AppAt,
  tags: ['!autodocs'],
  args: { entry: '/checkout/demo/41' },
  parameters: { router: false, layout: 'fullscreen' },
  beforeEach: () => {
    startAs('demoOwner');
    openCheckout();
  },
} satisfies Meta<typeof AppAt>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Cancel: nothing changes, the browser returns to the cancel page (the failure page). */
export const Cancelled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Cancel payment' }, screenLoad));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'The payment did not go through' }, screenLoad)).toBeVisible();
    await expect(db.checkouts.get(41)?.status).toBe('declined');
    await expect(db.subscriptions.find((s) => s._userId === seedUsers.demoOwner.id)).toBeUndefined();
  },
};

/** The session's read fails once (a server error), then the demo backend answers: Try again shows the payment. */
export const ReadFailsThenRetry: Story = {
  parameters: {
    msw: { handlers: { subscription: [failsOnce('get', apiPath('/subscription/demo-checkout/:id')), ...subscriptionHandlers] } },
    screenshot: false,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Something went wrong.', {}, screenLoad)).toBeVisible();
    await expect(canvas.queryByText('This payment could not be found.')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(await canvas.findByRole('button', { name: /^Pay / })).toBeEnabled();
  },
};
