import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { authHandlers } from '../../../mocks/handlers';
import { AppAt, startAs } from '../appStory';

const meta = {
  title: 'Screens/Auth/Register',
  component: AppAt,
  tags: ['!autodocs'],
  args: { entry: '/register' },
  parameters: { router: false, layout: 'fullscreen' },
  beforeEach: () => startAs(null),
} satisfies Meta<typeof AppAt>;
export default meta;
type Story = StoryObj<typeof meta>;

const registerForm = async (canvasElement: HTMLElement) =>
  within(await within(canvasElement).findByRole('form', { name: 'Create an account' }));

const fill = async (canvasElement: HTMLElement, email: string, password: string, confirmation: string) => {
  const form = await registerForm(canvasElement);
  if (email) await userEvent.type(form.getByLabelText(/e-mail/i), email);
  if (password) await userEvent.type(form.getByLabelText(/^password/i), password);
  if (confirmation) await userEvent.type(form.getByLabelText(/^confirm password/i), confirmation);
  await userEvent.click(form.getByRole('button', { name: 'Sign up' }));
  return form;
};

const serverAnswers = (status: number, detail: unknown) => ({
  msw: {
    handlers: { auth: [http.post('*/api/v1/auth/register/', () => HttpResponse.json({ detail }, { status })), ...authHandlers] },
  },
});

export const FillAllFields: Story = {
  play: async ({ canvasElement }) => {
    const form = await fill(canvasElement, 'new.owner@example.com', '', '');
    await expect(await form.findByRole('alert')).toHaveTextContent('Fill all the fields, please');
    await expect(form.getByLabelText(/^password/i)).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByLabelText(/^password/i)).toHaveFocus();
    await expect(form.getByLabelText(/e-mail/i)).toHaveValue('new.owner@example.com');
  },
};

export const EmailAlreadyInUse: Story = {
  play: async ({ canvasElement }) => {
    const form = await fill(canvasElement, 'demo@example.com', 'secret-one', 'secret-one');
    await expect(await form.findByText('This e-mail address is already in use')).toBeVisible();
    await expect(form.getByLabelText(/e-mail/i)).toHaveValue('demo@example.com');
    await expect(form.getByLabelText(/^password/i)).toHaveValue('secret-one');
  },
};

export const ServerError: Story = {
  parameters: serverAnswers(500, 'A server error occurred.'),
  play: async ({ canvasElement }) => {
    const form = await fill(canvasElement, 'new.owner@example.com', 'secret-one', 'secret-one');
    // Said in the form, where it happened (and in the snackbar); what was typed stays.
    await expect(await form.findByRole('alert')).toHaveTextContent('The server could not answer right now. Try again in a moment.');
    await expect(form.getByLabelText(/^confirm password/i)).toHaveValue('secret-one');
    // The form's message goes with the next change.
    await userEvent.type(form.getByLabelText(/e-mail/i), 'x');
    await expect(form.queryByRole('alert')).toBeNull();
  },
};

export const Timeout: Story = {
  parameters: {
    msw: { handlers: { auth: [http.post('*/api/v1/auth/register/', () => HttpResponse.error()), ...authHandlers] } },
  },
  play: async ({ canvasElement }) => {
    const form = await fill(canvasElement, 'new.owner@example.com', 'secret-one', 'secret-one');
    await expect(await form.findByRole('alert')).toHaveTextContent('No connection. Check your internet and try again.');
    await expect(form.getByLabelText(/e-mail/i)).toHaveValue('new.owner@example.com');
  },
};

export const Success: Story = {
  play: async ({ canvasElement }) => {
    await fill(canvasElement, 'new.owner@example.com', 'secret-one', 'secret-one');
    const body = within(document.body);
    await expect(await body.findByText('Successfully registered')).toBeVisible();
    // /forms with the welcome help open, after AUTH_REDIRECT_DELAY_MS.
    await waitFor(() => expect(body.getByRole('dialog', { name: 'Help' })).toBeVisible(), { timeout: 15_000 });
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: 'My Forms' })).toBeInTheDocument();
  },
};

/** Counts the dialogs on screen at once, from now on: two overlays must never show together. */
function watchOverlays() {
  let most = document.querySelectorAll('[role="dialog"]').length;
  const observer = new MutationObserver(() => {
    most = Math.max(most, document.querySelectorAll('[role="dialog"]').length);
  });
  observer.observe(document.body, { childList: true, subtree: true, attributes: true, attributeFilter: ['role'] });
  return {
    most: () => most,
    stop: () => observer.disconnect(),
  };
}

const tourFirstStep = 'All your AI forms live here. Create, edit and publish them.';

/**
 * A new owner gets the welcome help first; the app tour waits until it is closed and then runs on its own,
 * never on top of it.
 */
export const WelcomeHelpThenTour: Story = {
  beforeEach: () => startAs(null, { tourDone: false }),
  play: async ({ canvasElement }) => {
    const overlays = watchOverlays();
    await fill(canvasElement, 'new.owner@example.com', 'secret-one', 'secret-one');
    const body = within(document.body);
    const help = await body.findByRole('dialog', { name: 'Help' }, { timeout: 15_000 });
    await expect(body.queryByText(tourFirstStep)).not.toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(help).not.toBeInTheDocument());
    // Not back to back: the page is seen between the two.
    await expect(body.queryByText(tourFirstStep)).not.toBeInTheDocument();
    await expect(await body.findByText(tourFirstStep, undefined, { timeout: 5000 })).toBeVisible();
    overlays.stop();
    await expect(overlays.most()).toBe(1);
    // A stable picture: the register snackbar has timed out.
    await waitFor(() => expect(body.queryByText('Successfully registered')).not.toBeInTheDocument(), { timeout: 8000 });
  },
};
