import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { TokenExchangeView, tokenExchangeStatuses } from '../../../src/features/auth';

/*
 * The sign-in link's page drawn from its props alone (args-only): each state the exchange can be in. The exchange
 * itself (the call, the sign-in, the redirect) is in Screens/Auth/TokenExchange.
 */
const meta = {
  title: 'Screens/Auth/TokenExchangeView',
  component: TokenExchangeView,
  tags: ['!autodocs'],
  argTypes: { status: { control: 'inline-radio', options: tokenExchangeStatuses } },
  args: { status: 'working' },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof TokenExchangeView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Signing in: a spinner named by the heading, nothing to do but wait. */
export const Working: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Signing you in…' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('Signing you in…');
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};

/** The server refused the link's id: why, announced, and the way to the login page. */
export const Failed: Story = {
  args: { status: 'failed' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Signing you in' })).toBeVisible();
    await expect(canvas.getByRole('alert')).toHaveTextContent('This sign-in link is invalid or has expired.');
    await expect(canvas.getByRole('link', { name: 'Go to log in' })).toHaveAttribute('href', '/login');
    await expect(canvas.queryByRole('status')).toBeNull();
  },
};

/** The link carries no id at all. */
export const Missing: Story = {
  args: { status: 'missing' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('This sign-in link is incomplete.');
    await expect(canvas.getByRole('link', { name: 'Go to log in' })).toBeVisible();
  },
};

export const RussianFailed: Story = {
  args: { status: 'failed' },
  globals: { locale: 'ru' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Выполняем вход' })).toBeVisible();
    await expect(canvas.getByRole('alert')).toHaveTextContent('Ссылка для входа недействительна или устарела.');
    await expect(canvas.getByRole('link', { name: 'Перейти ко входу' })).toBeVisible();
  },
};

export const SpanishWorking: Story = {
  globals: { locale: 'es' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Iniciando sesión…' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('Iniciando sesión…');
  },
};

export const SmallScreenMissing: Story = {
  args: { status: 'missing' },
  globals: { viewport: { value: 'small', isRotated: false } },
  play: async ({ canvasElement }) => {
    const { documentElement, defaultView } = canvasElement.ownerDocument;
    await expect(documentElement.scrollWidth).toBeLessThanOrEqual(defaultView!.innerWidth);
  },
};
