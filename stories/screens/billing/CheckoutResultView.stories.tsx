import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CheckoutResultView } from '../../../src/features/billing/CheckoutResultView';
import { inAppColumn } from '../viewStory';

/** Back from the payment provider: what became of the purchase (the screen reads it from the subscription). */
const meta = {
  title: 'Screens/Billing/CheckoutResultView',
  component: CheckoutResultView,
  tags: ['!autodocs'],
  decorators: [inAppColumn],
  parameters: { layout: 'fullscreen' },
  args: { outcome: 'paid', rechecking: false, onCheckAgain: fn() },
} satisfies Meta<typeof CheckoutResultView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The texts of a result, in order: its heading and lines. */
const linesOf = (canvasElement: HTMLElement) =>
  [...within(canvasElement).getByRole('region').querySelectorAll('h1, p')].map((element) => element.textContent);

export const Paid: Story = {
  play: async ({ canvasElement }) => {
    await expect(linesOf(canvasElement)).toEqual([
      'Thank you for your purchase!',
      'Your payment went through and your new plan is active.',
      'Your monthly credits are updated: you see them at the top of the page.',
      'A receipt is on its way to your e-mail.',
    ]);
    await expect(within(canvasElement).getByRole('link', { name: 'Go to My Forms' })).toHaveAttribute('href', '/forms');
  },
};

export const Checking: Story = {
  args: { outcome: 'checking' },
  play: async ({ canvasElement }) => {
    const checking = within(canvasElement).getByRole('region', { name: 'Checking your purchase…' });
    await expect(checking).toHaveAttribute('aria-busy', 'true');
    await expect(within(canvasElement).queryByRole('heading')).toBeNull();
  },
};

/** The subscription could not be read: said so, with the way to ask again. */
export const CheckFailed: Story = {
  args: { outcome: 'checkFailed' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Your purchase could not be checked. Please try again.' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Check again' }));
    await expect(args.onCheckAgain).toHaveBeenCalledOnce();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** The address opened without a purchase: no thanks, the way to the plans, and Check again. */
export const NoPurchase: Story = {
  args: { outcome: 'none' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'No purchase found' })).toBeVisible();
    await expect(canvas.queryByText(/Thank you/)).toBeNull();
    await expect(canvas.getByRole('link', { name: 'See plans' })).toHaveAttribute('href', '/prices');
    await userEvent.click(canvas.getByRole('button', { name: 'Check again' }));
    await expect(args.onCheckAgain).toHaveBeenCalledOnce();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** Asking again: the button is busy meanwhile. */
export const NoPurchaseRechecking: Story = {
  args: { outcome: 'none', rechecking: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /Check again/ })).toHaveAttribute('aria-busy', 'true');
  },
};

/** The provider has not confirmed the payment yet. */
export const Pending: Story = {
  args: { outcome: 'pending' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Your payment is being confirmed' })).toBeVisible();
    await expect(canvas.getByText('This page checks again every few seconds.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Go to My Forms' })).toHaveAttribute('href', '/forms');
  },
};

/** Back from the provider's failure page: four lines, support's address, the way back to the plans. */
export const Failed: Story = {
  args: { outcome: 'failed' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(linesOf(canvasElement)).toHaveLength(4);
    await expect(canvas.getByRole('heading', { level: 1, name: 'The payment did not go through' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'support@leadforms.example' })).toHaveAttribute('href', 'mailto:support@leadforms.example');
    await expect(canvas.getByRole('link', { name: 'Back to plans' })).toHaveAttribute('href', '/prices');
  },
};

export const SmallScreen: Story = {
  args: { outcome: 'failed' },
  globals: { viewport: { value: 'small', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'support@leadforms.example' })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const PaidRussian: Story = {
  globals: { locale: 'ru' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: 'Спасибо за покупку!' })).toBeVisible();
  },
};

export const PendingRussian: Story = {
  args: { outcome: 'pending' },
  globals: { locale: 'ru' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: 'Оплата подтверждается' })).toBeVisible();
  },
};

export const FailedSpanish: Story = {
  args: { outcome: 'failed' },
  globals: { locale: 'es' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: 'El pago no se ha completado' })).toBeVisible();
  },
};

export const NoPurchaseSpanish: Story = {
  args: { outcome: 'none' },
  globals: { locale: 'es' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: 'No se encontró ninguna compra' })).toBeVisible();
  },
};
