import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
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

export const Success: Story = {
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

export const Failure: Story = {
  args: { entry: '/checkout/failure' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'The payment did not go through' }, screenLoad)).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'The payment did not go through' }).querySelectorAll('h1, p')).toHaveLength(4);
    await expect(canvas.getByRole('link', { name: 'support@leadforms.example' })).toHaveAttribute('href', 'mailto:support@leadforms.example');
    await expect(canvas.getByRole('link', { name: 'Back to plans' })).toHaveAttribute('href', '/prices');
  },
};

export const SuccessRussian: Story = {
  globals: { locale: 'ru' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { level: 1, name: 'Спасибо за покупку!' }, screenLoad)).toBeVisible();
  },
};

export const FailureSpanish: Story = {
  globals: { locale: 'es' },
  args: { entry: '/checkout/failure' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { level: 1, name: 'El pago no se ha completado' }, screenLoad)).toBeVisible();
  },
};
