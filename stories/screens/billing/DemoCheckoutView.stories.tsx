import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { DemoCheckout } from '../../../src/api';
import { DemoCheckoutView } from '../../../src/features/billing/DemoCheckoutView';
import { buildTariff, seedTariffs } from '../../../mocks/db';
import { inAppColumn } from '../viewStory';

/*
 * The demo backend's payment page drawn from its props alone (args-only). The screen's part (reading the session,
 * ending it and following the answer back to the app) is in Screens/Billing/DemoCheckout.
 */
const creator = buildTariff({ id: seedTariffs.creator, name: 'Creator plan', price: 1900, credits_per_month: 1000 });
const session = (tariff = creator, status: DemoCheckout['status'] = 'open'): DemoCheckout => ({ id: 41, status, tariff });

const meta = {
  title: 'Screens/Billing/DemoCheckoutView',
  component: DemoCheckoutView,
  tags: ['!autodocs'],
  decorators: [inAppColumn],
  parameters: { layout: 'fullscreen' },
  args: { loading: false, checkout: session(), loadFailure: null, onRetryLoad: fn(), ending: null, endFailed: false, onEnd: fn() },
} satisfies Meta<typeof DemoCheckoutView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The summary's rows, each as "term: value". */
const summaryOf = (canvasElement: HTMLElement) =>
  [...canvasElement.querySelectorAll('dl > div')].map((row) => `${row.querySelector('dt')?.textContent}: ${row.querySelector('dd')?.textContent}`);

/** Open: says it is a demo and what would be paid; Pay and Cancel each end it their way. */
export const Open: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Pay for Creator plan' })).toBeVisible();
    await expect(canvas.getByText('Demo payment page')).toBeVisible();
    await expect(canvas.getByText(/no card is needed and nothing is charged/)).toBeVisible();
    await expect(summaryOf(canvasElement)).toEqual(['Plan: Creator plan', 'Credits: 1,000 credits a month', 'Amount: $19 / month']);
    await userEvent.click(canvas.getByRole('button', { name: 'Pay $19' }));
    await expect(args.onEnd).toHaveBeenLastCalledWith('paid');
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel payment' }));
    await expect(args.onEnd).toHaveBeenLastCalledWith('declined');
    await expect(args.onEnd).toHaveBeenCalledTimes(2);
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const Loading: Story = {
  args: { loading: true, checkout: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Demo payment page' })).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** No such checkout: said so, with the way back to the plans. */
export const NotFound: Story = {
  args: { checkout: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('This payment could not be found.');
    await expect(canvas.getByRole('link', { name: 'Back to plans' })).toHaveAttribute('href', '/prices');
  },
};

/** Offline or a server error while reading the session: said as such, with Try again; not "could not be found". */
export const LoadFailed: Story = {
  args: { checkout: null, loadFailure: 'No connection. Check your internet and try again.' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('No connection. Check your internet and try again.');
    await expect(canvas.queryByText('This payment could not be found.')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetryLoad).toHaveBeenCalledOnce();
  },
};

/** A session that has already ended cannot be paid again. */
export const Ended: Story = {
  args: { checkout: session(creator, 'paid') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Pay for Creator plan' })).toBeVisible();
    await expect(canvas.getByRole('alert')).toHaveTextContent('This payment has already ended.');
    await expect(canvas.queryByRole('button', { name: /Pay/ })).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Back to plans' })).toHaveAttribute('href', '/prices');
  },
};

/** Pay sent: Pay is busy, Cancel cannot be pressed meanwhile. */
export const Paying: Story = {
  args: { ending: 'paid' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: /Pay \$19/ })).toHaveAttribute('aria-busy', 'true');
    const cancel = canvas.getByRole('button', { name: 'Cancel payment' });
    await expect(cancel).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(cancel);
    await expect(args.onEnd).not.toHaveBeenCalled();
  },
};

/** Cancel sent: Cancel is busy, Pay cannot be pressed meanwhile. */
export const Cancelling: Story = {
  args: { ending: 'declined' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: /Cancel payment/ })).toHaveAttribute('aria-busy', 'true');
    const pay = canvas.getByRole('button', { name: 'Pay $19' });
    await expect(pay).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(pay);
    await expect(args.onEnd).not.toHaveBeenCalled();
  },
};

/** Pay or Cancel did not reach the demo backend: said above the buttons, which work again. */
export const EndFailed: Story = {
  args: { endFailed: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Something went wrong. Please try again.');
    await userEvent.click(canvas.getByRole('button', { name: 'Pay $19' }));
    await expect(args.onEnd).toHaveBeenCalledOnce();
    await expect(args.onEnd).toHaveBeenCalledWith('paid');
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** A yearly plan is priced by the year. */
export const Yearly: Story = {
  args: {
    checkout: session(buildTariff({ id: seedTariffs.proYearly, name: 'Pro plan', price: 49000, credits_per_month: 5000, billing_period: 'year' })),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(summaryOf(canvasElement)).toEqual(['Plan: Pro plan', 'Credits: 5,000 credits a month', 'Amount: $490 / year']);
    await expect(canvas.getByRole('button', { name: 'Pay $490' })).toBeVisible();
  },
};

/** A plan the app does not know by name shows the server's name, wrapped in the column. */
export const LongText: Story = {
  args: {
    checkout: session(
      buildTariff({ id: 77, name: 'Enterprise plan for large agencies with many teams, brands and regional offices', price: 129900, credits_per_month: 25000 }),
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Pay for Enterprise plan for large agencies with many teams, brands and regional offices' }),
    ).toBeVisible();
    await expect(summaryOf(canvasElement)[1]).toBe('Credits: 25,000 credits a month');
    await expect(canvas.getByRole('button', { name: 'Pay $1,299' })).toBeVisible();
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

export const SmallScreen: Story = {
  globals: { viewport: { value: 'small', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Pay $19' })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const Russian: Story = {
  globals: { locale: 'ru' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Оплата: Тариф «Автор»' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Отменить оплату' })).toBeVisible();
  },
};

export const SpanishEnded: Story = {
  args: { checkout: session(creator, 'declined') },
  globals: { locale: 'es' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Este pago ya ha terminado.');
    await expect(canvas.getByRole('link', { name: 'Volver a los planes' })).toHaveAttribute('href', '/prices');
  },
};
