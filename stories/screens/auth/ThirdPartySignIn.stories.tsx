import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { authHandlers } from '../../../mocks/handlers';
import { AuthProvider } from '../../../src/features/auth';
import { ThirdPartySignIn } from '../../../src/features/auth/ThirdPartySignIn';
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
    await waitFor(() => expect(canvas.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible(), { timeout: 15_000 });
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
    // Said in the form, where it happened, and in the snackbar.
    const form = within(await within(canvasElement).findByRole('form', { name: 'Log in' }));
    await expect(await form.findByRole('alert')).toHaveTextContent('Login failed. Please check your credentials');
    await expect(await body.findAllByText('Login failed. Please check your credentials')).toHaveLength(2);
  },
};

/** The provider dialog's footer keeps its buttons on one row, each on one line, and nothing overflows the dialog. */
async function expectTidyProviderDialog(canvasElement: HTMLElement, continueLabel: RegExp) {
  await userEvent.click(await within(canvasElement).findByRole('button', { name: continueLabel }));
  const dialog = await within(document.body).findByRole('dialog');
  const account = within(dialog).getByRole('button', { name: /google\.user@example\.com/ });
  await expect(account).toBeVisible();
  const box = dialog.getBoundingClientRect();
  for (const button of within(dialog).getAllByRole('button')) {
    const rect = button.getBoundingClientRect();
    await expect(rect.left).toBeGreaterThanOrEqual(box.left);
    await expect(rect.right).toBeLessThanOrEqual(box.right);
    await expect(button.scrollWidth).toBeLessThanOrEqual(button.clientWidth);
  }
  const footer = within(dialog).getByRole('button', { name: /cancel|отмена|cancelar/i }).parentElement as HTMLElement;
  const footerButtons = Array.from(footer.querySelectorAll('button'));
  const tops = new Set(footerButtons.map((button) => Math.round(button.getBoundingClientRect().top)));
  await expect(tops.size).toBe(1);
  for (const button of footerButtons) {
    // One line of text: a wrapped label makes the button taller than the 44 px one-line height.
    await expect(button.getBoundingClientRect().height).toBeLessThanOrEqual(44);
  }
}

export const ProviderDialogSmallScreen: Story = {
  globals: { viewport: { value: 'small', isRotated: false } },
  play: async ({ canvasElement }) => expectTidyProviderDialog(canvasElement, /Continue with Google/),
};

export const ProviderDialogRussianSmallScreen: Story = {
  globals: { viewport: { value: 'small', isRotated: false }, locale: 'ru' },
  play: async ({ canvasElement }) => expectTidyProviderDialog(canvasElement, /Google/),
};

export const ProviderDialogSpanishDesktop: Story = {
  globals: { locale: 'es' },
  play: async ({ canvasElement }) => expectTidyProviderDialog(canvasElement, /Google/),
};

/** What the stand-in provider was asked for, and what the sign-in told its page. */
const askedCodes: Array<{ client_id: string; scope: string }> = [];
const signedIn = fn();
const refused = fn();

/**
 * With the real provider (a build with a client id): a press loads the code flow, which opens the provider's popup
 * (stood in for by window.google) and exchanges the code it hands back. The code flow is not in the login page's
 * first load, so this is the path that fetches it.
 */
export const RealProviderSignsIn: Story = {
  parameters: { router: {}, screenshot: false },
  beforeEach: () => {
    startAs(null);
    askedCodes.length = 0;
    signedIn.mockClear();
    refused.mockClear();
    window.google = {
      accounts: {
        oauth2: {
          initCodeClient: (config) => {
            askedCodes.push({ client_id: config.client_id, scope: config.scope });
            return { requestCode: () => config.callback({ code: 'code-from-the-provider' }) };
          },
        },
      },
    };
    return () => {
      delete window.google;
    };
  },
  render: () => (
    <AuthProvider identityProvider={{ kind: 'google', clientId: 'client-1' }}>
      <ThirdPartySignIn onSuccess={signedIn} onError={refused} />
    </AuthProvider>
  ),
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Continue with Google' }));
    await waitFor(() => expect(signedIn).toHaveBeenCalledTimes(1));
    await expect(refused).not.toHaveBeenCalled();
    await expect(askedCodes).toEqual([{ client_id: 'client-1', scope: 'openid profile email' }]);
  },
};
