import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { authHandlers } from '../../../mocks/handlers';
import { AppAt, startAs } from '../appStory';

const meta = {
  title: 'Screens/Auth/ThirdPartySignIn',
  component: AppAt,
  tags: ['!autodocs'],
  args: { entry: { pathname: '/login', state: { from: '/account' } } },
  parameters: { router: false, layout: 'fullscreen' },
  beforeEach: () => startAs(null),
} satisfies Meta<typeof AppAt>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ProviderDialog: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Continue with Google' }));
    const dialog = await within(document.body).findByRole('dialog', { name: 'Demo sign-in provider' });
    await expect(within(dialog).getByRole('button', { name: 'Continue as google.user@example.com' })).toBeVisible();
  },
};

export const SignedIn: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Continue with Google' }));
    const body = within(document.body);
    await userEvent.click(await body.findByRole('button', { name: 'Continue as google.user@example.com' }));
    await expect(await body.findByText('Successfully logged in')).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible(), { timeout: 3000 });
  },
};

export const Cancelled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Continue with Google' }));
    await userEvent.click(await within(document.body).findByRole('button', { name: 'Cancel' }));
    await expect(canvas.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
  },
};

export const ExchangeRefused: Story = {
  parameters: {
    msw: {
      handlers: {
        auth: [http.post('*/api/v1/auth/login/google', () => HttpResponse.json({ detail: 'Invalid code.' }, { status: 400 })), ...authHandlers],
      },
    },
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Continue with Google' }));
    const body = within(document.body);
    await userEvent.click(await body.findByRole('button', { name: 'Continue as google.user@example.com' }));
    await expect(await body.findByText('Login failed. Please check your credentials')).toBeVisible();
  },
};
