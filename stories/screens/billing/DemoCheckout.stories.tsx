import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { db, seedTariffs, seedUsers } from '../../../mocks/db';
import { AppAt, screenLoad, startAs } from '../appStory';

/** A checkout session of the demo owner as the checkout call leaves it, returning to this app's result pages. */
function openCheckout(status: 'open' | 'paid' | 'declined' = 'open', tariffId: number = seedTariffs.creator) {
  db.checkouts.insert({
    id: 41,
    _userId: seedUsers.demoOwner.id,
    _tariffId: tariffId,
    status,
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

/** The demo provider's page says it is a demo and what would be paid. */
export const Open: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Pay for Creator plan' }, screenLoad)).toBeVisible();
    await expect(canvas.getByText('Demo payment page')).toBeVisible();
    await expect(canvas.getByText(/no card is needed and nothing is charged/)).toBeVisible();
    await expect(canvas.getByText('$19 / month')).toBeVisible();
    await expect(canvas.getByText('1,000 credits a month')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Pay $19' })).toBeEnabled();
  },
};

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

/** A session that has already ended cannot be paid again. */
export const Ended: Story = {
  beforeEach: () => {
    db.checkouts.delete(41);
    openCheckout('paid');
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert', {}, screenLoad)).toHaveTextContent('This payment has already ended.');
    await expect(canvas.queryByRole('button', { name: /Pay/ })).not.toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Back to plans' })).toHaveAttribute('href', '/prices');
  },
};

export const NotFound: Story = {
  args: { entry: '/checkout/demo/999' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert', {}, screenLoad)).toHaveTextContent('This payment could not be found.');
  },
};

export const Russian: Story = {
  globals: { locale: 'ru' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Оплата: Тариф «Автор»' }, screenLoad)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Отменить оплату' })).toBeVisible();
  },
};

export const SmallScreen: Story = {
  globals: { viewport: { value: 'small', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Pay $19' }, screenLoad)).toBeVisible();
  },
};
