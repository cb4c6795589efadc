import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { http, HttpResponse } from 'msw';
import { AppAt, startAs } from '../appStory';
import { authHandlers } from '../../../mocks/handlers';
import { authScenarios } from '../../../mocks/scenarios';
import { writeString } from '../../../src/api/client/storage';

const meta = {
  title: 'Screens/Auth/Login',
  component: AppAt,
  tags: ['!autodocs'],
  args: { entry: '/login' },
  parameters: { router: false, layout: 'fullscreen' },
  beforeEach: () => startAs(null),
} satisfies Meta<typeof AppAt>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The login form (the top bar has its own "Log in"). */
const loginForm = async (canvasElement: HTMLElement) =>
  within(await within(canvasElement).findByRole('form', { name: /log in|вход|iniciar/i }));

const fill = async (canvasElement: HTMLElement, email: string, password: string) => {
  const form = await loginForm(canvasElement);
  if (email) await userEvent.type(form.getByLabelText(/e-mail/i), email);
  if (password) await userEvent.type(form.getByLabelText(/^password/i), password);
  await userEvent.click(form.getByRole('button', { name: 'Log in' }));
  return form;
};

/** A failed attempt is said in the form, where it happened, and in the 5 s snackbar. */
async function saysFailure(canvasElement: HTMLElement, message: string) {
  const form = await within(canvasElement).findByRole('form', { name: /log in|вход|iniciar/i });
  await expect(await within(form).findByRole('alert')).toHaveTextContent(message);
  const elsewhere = () => within(document.body).getAllByRole('alert').filter((alert) => !form.contains(alert));
  await waitFor(() => expect(elsewhere().map((alert) => alert.textContent)).toEqual([expect.stringContaining(message)]));
}

export const RequiredFields: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await fill(canvasElement, '', '');
    await expect(await canvas.findByText('E-mail is a required field')).toBeVisible();
    await expect(canvas.getByText('Password is a required field')).toBeVisible();
    await expect(canvas.getByLabelText(/e-mail/i)).toHaveAttribute('aria-invalid', 'true');
    // Focus lands on the first field to fix.
    await expect(canvas.getByLabelText(/e-mail/i)).toHaveFocus();
  },
};

export const IncorrectCredentials: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await fill(canvasElement, 'demo@example.com', 'wrong-password');
    await saysFailure(canvasElement, 'Invalid login credentials. Please check your username and password and try again');
    // Nothing typed is lost.
    await expect(canvas.getByLabelText(/e-mail/i)).toHaveValue('demo@example.com');
    await expect(canvas.getByLabelText(/^password/i)).toHaveValue('wrong-password');
    // The form's message stays after the snackbar has gone, until the next change.
    await userEvent.type(canvas.getByLabelText(/^password/i), '!');
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

export const ServerFieldErrors: Story = {
  parameters: {
    msw: { handlers: { auth: authScenarios.fieldErrors({ email: ['Enter a valid email address.'], password: ['This password is too short.'] }) } },
  },
  play: async ({ canvasElement }) => {
    const canvas = await fill(canvasElement, 'someone@example.com', 'x');
    await expect(await canvas.findByText('Enter a valid email address.')).toBeVisible();
    await expect(canvas.getByText('This password is too short.')).toBeVisible();
    await saysFailure(canvasElement, 'Login failed. Please check your credentials');
  },
};

export const ServerError: Story = {
  parameters: {
    msw: { handlers: { auth: [http.post('*/api/v1/auth/login/', () => HttpResponse.json({ detail: 'A server error occurred.' }, { status: 500 })), ...authHandlers] } },
  },
  play: async ({ canvasElement }) => {
    const canvas = await fill(canvasElement, 'demo@example.com', 'demo1234');
    // Not "check your credentials": nothing says the password was wrong.
    await saysFailure(canvasElement, 'The server could not answer right now. Try again in a moment.');
    await expect(canvas.getByLabelText(/e-mail/i)).toHaveValue('demo@example.com');
  },
};

export const NetworkError: Story = {
  parameters: {
    msw: { handlers: { auth: [http.post('*/api/v1/auth/login/', () => HttpResponse.error()), ...authHandlers] } },
  },
  play: async ({ canvasElement }) => {
    const canvas = await fill(canvasElement, 'demo@example.com', 'demo1234');
    await saysFailure(canvasElement, 'No connection. Check your internet and try again.');
    await expect(canvas.getByLabelText(/^password/i)).toHaveValue('demo1234');
  },
};

export const Success: Story = {
  args: { entry: { pathname: '/login', state: { from: '/rewards' } } },
  play: async ({ canvasElement }) => {
    await fill(canvasElement, 'pro@example.com', 'demo1234');
    const canvas = within(canvasElement);
    await expect(await within(document.body).findByText('Successfully logged in')).toBeVisible();
    // The typed e-mail was kept for a reload until someone is signed in; the password never.
    await waitFor(() => expect(localStorage.getItem('lf.authEmail')).toBeNull());
    // Back to the origin path after AUTH_REDIRECT_DELAY_MS.
    await waitFor(() => expect(canvas.getByRole('heading', { level: 1, name: 'Rewards' })).toBeVisible(), { timeout: 15_000 });
  },
};

/** A failed attempt's message does not outstay it: the successful retry replaces it with its own. */
export const SuccessAfterFailure: Story = {
  args: { entry: { pathname: '/login', state: { from: '/rewards' } } },
  play: async ({ canvasElement }) => {
    const form = await fill(canvasElement, 'pro@example.com', 'wrong-password');
    const body = within(document.body);
    await expect(await form.findByRole('alert')).toHaveTextContent('Invalid login credentials');
    await userEvent.clear(form.getByLabelText(/^password/i));
    await userEvent.type(form.getByLabelText(/^password/i), 'demo1234');
    await userEvent.click(form.getByRole('button', { name: 'Log in' }));
    await expect(await body.findByText('Successfully logged in')).toBeVisible();
    await expect(body.queryByRole('alert')).not.toBeInTheDocument();
    await waitFor(() => expect(within(canvasElement).getByRole('heading', { level: 1, name: 'Rewards' })).toBeVisible(), { timeout: 15_000 });
  },
};

/** What was typed before a reload (or on the sign-up form) is there again: the e-mail, never the password. */
export const EmailKeptFromBefore: Story = {
  beforeEach: () => writeString('authEmail', 'owner@example.com'),
  play: async ({ canvasElement }) => {
    const form = await loginForm(canvasElement);
    await expect(form.getByLabelText(/e-mail/i)).toHaveValue('owner@example.com');
    await expect(form.getByLabelText(/^password/i)).toHaveValue('');
    await userEvent.type(form.getByLabelText(/e-mail/i), '.pt');
    await userEvent.type(form.getByLabelText(/^password/i), 'secret');
    await expect(JSON.parse(localStorage.getItem('lf.authEmail') ?? 'null')).toBe('owner@example.com.pt');
    await expect(Object.values(localStorage).join(' ')).not.toContain('secret');
  },
};
