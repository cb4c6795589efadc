import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { authHandlers } from '../../../mocks/handlers';
import { AppAt, startAs } from '../appStory';

const meta = {
  title: 'Screens/App/Banners',
  component: AppAt,
  tags: ['!autodocs'],
  args: { entry: '/community' },
  parameters: { router: false, layout: 'fullscreen' },
  beforeEach: () => startAs('proOwner'),
} satisfies Meta<typeof AppAt>;
export default meta;
type Story = StoryObj<typeof meta>;

export const VerifyEmail: Story = {
  beforeEach: () => startAs('demoOwner'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/Please verify your e-mail address demo@example\.com/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Resend' }));
    await expect(await canvas.findByText('Verification e-mail sent. Please check your inbox.')).toBeVisible();
    // One e-mail per minute: the button says when it can be used again.
    await expect(canvas.getByRole('button', { name: /Resend in (60|59) s/ })).toBeVisible();
  },
  // The countdown moves with the clock.
  parameters: { screenshot: false },
};

export const VerifyEmailReminder: Story = {
  beforeEach: () => startAs('demoOwner'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Resend' })).toBeVisible();
  },
};

/** On a demo backend the reminder leads to the demo inbox, where the verification e-mail is. */
export const VerifyEmailDemoInbox: Story = {
  beforeEach: () => startAs('demoOwner'),
  parameters: { demoInboxInBanner: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('link', { name: 'Open the demo inbox' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Demo inbox' })).toBeVisible();
    await expect(await canvas.findByRole('link', { name: /Confirm your e-mail address/ })).toBeVisible();
  },
};

/** The server's one-a-minute limit (an e-mail asked for in another tab): said as such, not as a failure. */
export const ResendTooSoon: Story = {
  beforeEach: () => startAs('demoOwner'),
  parameters: {
    msw: {
      handlers: {
        auth: [http.post('*/api/v1/auth/verify-email', () => HttpResponse.json({ detail: 'Request was throttled.' }, { status: 429 })), ...authHandlers],
      },
    },
    screenshot: false,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Resend' }));
    await expect(await canvas.findByText('An e-mail was sent less than a minute ago. Wait a moment, then try again.')).toBeVisible();
  },
};

export const ResendFailed: Story = {
  beforeEach: () => startAs('demoOwner'),
  parameters: {
    msw: {
      handlers: {
        auth: [http.post('*/api/v1/auth/verify-email', () => HttpResponse.json({ detail: 'A server error occurred.' }, { status: 500 })), ...authHandlers],
      },
    },
    screenshot: false,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Resend' }));
    await expect(await canvas.findByText('Could not send the verification e-mail. Please try again later.')).toBeVisible();
  },
};

export const EmailVerified: Story = {
  args: { entry: '/emailVerification/success' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Your e-mail address is verified. Thank you!')).toBeVisible();
    await expect(await canvas.findByRole('heading', { level: 1, name: 'My Forms' })).toBeVisible();
  },
};

export const EmailVerificationFailed: Story = {
  args: { entry: '/emailVerification/failure' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('E-mail verification failed. Please try again.')).toBeVisible();
  },
};

export const MissingAiProviderKey: Story = {
  parameters: {
    msw: {
      handlers: {
        auth: [
          http.get('*/api/v1/auth/user', () =>
            HttpResponse.json({
              id: 2,
              email: 'pro@example.com',
              is_email_verified: true,
              has_password: true,
              openai_key: '',
              tariff: { id: 4, name: 'Agency plan', price: null, credits_per_month: null, open_ai_key_source: 'user' },
            }),
          ),
          ...authHandlers,
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('AI provider key is missing. Please add it in settings.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Settings' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  },
};

export const LifetimeDealRedeemed: Story = {
  beforeEach: () => startAs(null),
  args: { entry: '/community?source=appsumo&tariff=Lifetime%20plan&access_token=pro-access-token&refresh_token=pro-refresh-token' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/Your lifetime deal is active\. Your plan: .+\./)).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: 'My Forms' })).toBeVisible();
  },
};

export const NavigationAlert: Story = {
  args: {
    entry: { pathname: '/community', state: { alert: { tone: 'warning', message: 'Your plan ends in 3 days.' } } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByText('Your plan ends in 3 days.');
    await expect(alert).toBeVisible();
    const banner = alert.closest('[role="alert"]') as HTMLElement;
    await userEvent.click(within(banner).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(canvas.queryByText('Your plan ends in 3 days.')).not.toBeInTheDocument());
  },
};

/** The app mounted afresh by a button, as a reload would (the stored state is all that survives). */
function ReloadableApp({ entry }: { entry: string }) {
  const [mount, setMount] = useState(0);
  return (
    <>
      <button type="button" onClick={() => setMount((n) => n + 1)}>
        Reload the app
      </button>
      <AppAt key={mount} entry={entry} />
    </>
  );
}

/** Dismissing the verify-your-e-mail reminder lasts: not back on the next page, nor after a reload. */
export const VerifyEmailDismissalLasts: Story = {
  beforeEach: () => startAs('demoOwner'),
  render: (args) => <ReloadableApp entry={String(args.entry)} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const reminder = /Please verify your e-mail address demo@example\.com/;
    const banner = (await canvas.findByText(reminder)).closest('[data-tone]') as HTMLElement;
    await userEvent.click(within(banner).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(canvas.queryByText(reminder)).not.toBeInTheDocument());
    await userEvent.click(canvas.getByRole('link', { name: 'Rewards' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Rewards' })).toBeVisible();
    await expect(canvas.queryByText(reminder)).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Reload the app' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Community' })).toBeVisible();
    await canvas.findByText(/credits used/i);
    await expect(canvas.queryByText(reminder)).not.toBeInTheDocument();
  },
};
