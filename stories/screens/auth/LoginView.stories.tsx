import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../../../src/design-system';
import { LoginView } from '../../../src/features/auth/LoginView';
import { inAppColumn } from '../viewStory';

/*
 * The login page drawn from its props alone (args-only): each state its form can be in. The container's part (its
 * rules on submit, the call, the failure's mapping, the redirect, the kept e-mail) is in Screens/Auth/Login.
 */
const meta = {
  title: 'Screens/Auth/LoginView',
  component: LoginView,
  tags: ['!autodocs'],
  decorators: [inAppColumn],
  parameters: { layout: 'fullscreen' },
  args: {
    values: { email: '', password: '' },
    onChange: fn(),
    onSubmit: fn(),
  },
} satisfies Meta<typeof LoginView>;
export default meta;
type Story = StoryObj<typeof meta>;

const form = (canvasElement: HTMLElement) => within(within(canvasElement).getByRole('form', { name: /log in|вход|iniciar/i }));

/** The empty form: what is typed and the submit go to the screen; the way to sign up is a link. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/register');
    await userEvent.type(form(canvasElement).getByLabelText(/e-mail/i), 'a');
    await expect(args.onChange).toHaveBeenLastCalledWith('email', 'a');
    await userEvent.type(form(canvasElement).getByLabelText(/^password/i), 'b');
    await expect(args.onChange).toHaveBeenLastCalledWith('password', 'b');
    await userEvent.click(form(canvasElement).getByRole('button', { name: 'Log in' }));
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    await expect(canvas.queryByRole('alert')).toBeNull();
    // The picture is the form as it first shows, without the focus ring the click left.
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** The form's own rules: each message next to its field, the field marked; a submit lands on the first to fix. */
export const RequiredFields: Story = {
  args: {
    errors: { email: { key: 'fieldRequired', field: 'email' }, password: { key: 'fieldRequired', field: 'password' } },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = form(canvasElement);
    await expect(canvas.getByText('E-mail is a required field')).toBeVisible();
    await expect(canvas.getByText('Password is a required field')).toBeVisible();
    await expect(canvas.getByLabelText(/^password/i)).toHaveAttribute('aria-invalid', 'true');
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    await expect(canvas.getByLabelText(/e-mail/i)).toHaveFocus();
  },
};

/** A refused attempt: why, above the fields, and what was typed stays. */
export const Failed: Story = {
  args: {
    values: { email: 'demo@example.com', password: 'wrong-password' },
    formError: 'Invalid login credentials. Please check your username and password and try again',
  },
  play: async ({ canvasElement }) => {
    const canvas = form(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Invalid login credentials.');
    await expect(canvas.getByLabelText(/e-mail/i)).toHaveValue('demo@example.com');
    await expect(canvas.getByLabelText(/^password/i)).toHaveValue('wrong-password');
  },
};

/** The server's own words per field, as it sent them, with the form's message. */
export const ServerFieldErrors: Story = {
  args: {
    values: { email: 'someone@example.com', password: 'x' },
    serverErrors: { email: { text: 'Enter a valid email address.' }, password: { text: 'This password is too short.' } },
    formError: 'Login failed. Please check your credentials',
  },
  play: async ({ canvasElement }) => {
    const canvas = form(canvasElement);
    await expect(canvas.getByText('Enter a valid email address.')).toBeVisible();
    await expect(canvas.getByText('This password is too short.')).toBeVisible();
    await expect(canvas.getByRole('alert')).toHaveTextContent('Login failed. Please check your credentials');
  },
};

/** Signing in: the button shows it is busy and a press asks nothing more. */
export const Submitting: Story = {
  args: { values: { email: 'demo@example.com', password: 'demo1234' }, submitting: true },
  play: async ({ canvasElement, args }) => {
    const button = form(canvasElement).getByRole('button', { name: /Log in/ });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onSubmit).not.toHaveBeenCalled();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** With a third-party sign-in configured: its button under "or" (here a stand-in; the real one in ThirdPartySignIn). */
export const WithThirdPartySignIn: Story = {
  args: { thirdPartySignIn: <Button variant="secondary" fullWidth>Continue with Google</Button> },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('or')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Continue with Google' })).toBeVisible();
  },
};

/** An address and a server text too long for the box wrap inside it; the page never scrolls sideways. */
export const LongText: Story = {
  args: {
    values: { email: 'a.very.long.address.of.someone.who.likes.long.names@subdomain.of.an.example-company.com', password: 'x' },
    serverErrors: { email: { text: 'This address is not known here: ask the person who invited you which address their invitation was sent to.' } },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/This address is not known here/)).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const SmallScreen: Story = {
  globals: { viewport: { value: 'small', isRotated: false } },
  args: RequiredFields.args,
  play: async ({ canvasElement }) => {
    await expect(form(canvasElement).getByText('E-mail is a required field')).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const RussianRequiredFields: Story = {
  globals: { locale: 'ru' },
  args: RequiredFields.args,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Вход' })).toBeVisible();
    await expect(form(canvasElement).getByText('Поле «Эл. почта» обязательно')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Войти' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Зарегистрироваться' })).toHaveAttribute('href', '/register');
  },
};

export const Spanish: Story = {
  globals: { locale: 'es' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Iniciar sesión' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Regístrate' })).toHaveAttribute('href', '/register');
  },
};
