import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../../../src/design-system';
import { RegisterView } from '../../../src/features/auth/RegisterView';
import { inAppColumn } from '../viewStory';

/*
 * The register page drawn from its props alone (args-only): each state its form can be in. The container's part
 * (its rules on submit, the call, the failure's mapping, the redirect to My Forms with the welcome help) is in
 * Screens/Auth/Register; the rules themselves in validation.test.ts.
 */
const meta = {
  title: 'Screens/Auth/RegisterView',
  component: RegisterView,
  tags: ['!autodocs'],
  decorators: [inAppColumn],
  parameters: { layout: 'fullscreen' },
  args: {
    values: { email: '', password: '', confirmPassword: '' },
    onChange: fn(),
    onSubmit: fn(),
  },
} satisfies Meta<typeof RegisterView>;
export default meta;
type Story = StoryObj<typeof meta>;

const form = (canvasElement: HTMLElement) => within(within(canvasElement).getByRole('form'));

/** The empty form: what is typed and the submit go to the screen; the way to log in is a link in the card. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Create an account' })).toBeVisible();
    const card = within(canvas.getByRole('region', { name: 'Create an account' }));
    await expect(card.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    await userEvent.type(form(canvasElement).getByLabelText(/^confirm password/i), 'c');
    await expect(args.onChange).toHaveBeenLastCalledWith('confirmPassword', 'c');
    await userEvent.click(form(canvasElement).getByRole('button', { name: 'Sign up' }));
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    await expect(canvas.queryByRole('alert')).toBeNull();
    // The picture is the form as it first shows, without the focus ring the click left.
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** Two passwords that differ: the form says so and the confirmation is marked; a submit lands on it. */
export const PasswordMismatch: Story = {
  args: {
    values: { email: 'new.owner@example.com', password: 'secret-one', confirmPassword: 'secret-two' },
    formError: 'Passwords do not match',
    errors: { confirmPassword: { key: 'errorPasswordMatch2' } },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = form(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Passwords do not match');
    await expect(canvas.getByText("Doesn't match password")).toBeVisible();
    await expect(canvas.getByLabelText(/^confirm password/i)).toHaveAttribute('aria-invalid', 'true');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign up' }));
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    await expect(canvas.getByLabelText(/^confirm password/i)).toHaveFocus();
  },
};

/** An address that is not one, said at its field together with the passwords' mismatch. */
export const EmailNotValid: Story = {
  args: {
    values: { email: 'owner@localhost', password: 'secret-one', confirmPassword: 'secret-two' },
    formError: 'Passwords do not match',
    errors: { email: { key: 'errorEmailNotValid' }, confirmPassword: { key: 'errorPasswordMatch2' } },
  },
  play: async ({ canvasElement }) => {
    const canvas = form(canvasElement);
    await expect(canvas.getByText('Email is not valid')).toBeVisible();
    await expect(canvas.getByLabelText(/e-mail/i)).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText("Doesn't match password")).toBeVisible();
  },
};

/** The server's known refusal, translated at the e-mail field; what was typed stays. */
export const EmailAlreadyInUse: Story = {
  args: {
    values: { email: 'demo@example.com', password: 'secret-one', confirmPassword: 'secret-one' },
    serverErrors: { email: { key: 'errorEmailAlreadyInUse' } },
  },
  play: async ({ canvasElement }) => {
    const canvas = form(canvasElement);
    await expect(canvas.getByText('This e-mail address is already in use')).toBeVisible();
    await expect(canvas.getByLabelText(/e-mail/i)).toHaveValue('demo@example.com');
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** A failure with no field of its own: said above the fields. */
export const Failed: Story = {
  args: {
    values: { email: 'new.owner@example.com', password: 'secret-one', confirmPassword: 'secret-one' },
    formError: 'The server could not answer right now. Try again in a moment.',
  },
  play: async ({ canvasElement }) => {
    const canvas = form(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('The server could not answer right now.');
    await expect(canvas.getByLabelText(/^confirm password/i)).toHaveValue('secret-one');
  },
};

/** Signing up: the button shows it is busy and a press asks nothing more. */
export const Submitting: Story = {
  args: { values: { email: 'new.owner@example.com', password: 'secret-one', confirmPassword: 'secret-one' }, submitting: true },
  play: async ({ canvasElement, args }) => {
    const button = form(canvasElement).getByRole('button', { name: /Sign up/ });
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

/** A long address and a long server text wrap inside the box; the page never scrolls sideways. */
export const LongText: Story = {
  args: {
    values: { email: 'a.very.long.address.of.someone.who.likes.long.names@subdomain.of.an.example-company.com', password: 'x', confirmPassword: 'x' },
    serverErrors: { password: { text: 'This password is too common: choose one of at least twelve characters that you do not use anywhere else.' } },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/This password is too common/)).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const SmallScreen: Story = {
  globals: { viewport: { value: 'small', isRotated: false } },
  args: PasswordMismatch.args,
  play: async ({ canvasElement }) => {
    await expect(form(canvasElement).getByText("Doesn't match password")).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const RussianPasswordMismatch: Story = {
  globals: { locale: 'ru' },
  args: { ...PasswordMismatch.args, formError: 'Пароли не совпадают' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Создание аккаунта' })).toBeVisible();
    await expect(form(canvasElement).getByText('Не совпадает с паролем')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Зарегистрироваться' })).toBeVisible();
  },
};

export const Spanish: Story = {
  globals: { locale: 'es' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Crear una cuenta' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Inicia sesión' })).toHaveAttribute('href', '/login');
  },
};
