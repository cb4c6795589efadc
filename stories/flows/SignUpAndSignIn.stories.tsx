import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AppAt, startAs } from '../screens/appStory';

const meta = {
  title: 'Flows/SignUpAndSignIn',
  component: AppAt,
  tags: ['!autodocs'],
  args: { entry: '/register' },
  parameters: { router: false, layout: 'fullscreen' },
  beforeEach: () => startAs(null, { tourDone: false }),
} satisfies Meta<typeof AppAt>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A new owner signs up, meets the welcome help and the app tour on My Forms, logs out, asks for a protected
 * page, logs in and lands on that page.
 */
export const NewOwner: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const body = within(document.body);

    await step('Sign up', async () => {
      const form = within(await canvas.findByRole('form', { name: 'Create an account' }));
      await userEvent.type(form.getByLabelText(/e-mail/i), 'flow.owner@example.com');
      await userEvent.type(form.getByLabelText(/^password/i), 'a-good-secret');
      await userEvent.type(form.getByLabelText(/^confirm password/i), 'a-good-secret');
      await userEvent.click(form.getByRole('button', { name: 'Sign up' }));
    });

    await step('My Forms with the welcome help, then the tour', async () => {
      const help = await body.findByRole('dialog', { name: 'Help' }, { timeout: 15_000 });
      await userEvent.click(within(help).getByRole('button', { name: 'Close' }));
      await expect(await body.findByText('All your AI forms live here. Create, edit and publish them.')).toBeVisible();
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(body.queryByText('All your AI forms live here. Create, edit and publish them.')).toBeNull());
    });

    await step('Log out', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Account menu' }));
      await userEvent.click(await body.findByRole('menuitem', { name: 'Log out' }));
      await expect(await canvas.findByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
    });

    await step('A protected page asks to log in, then opens', async () => {
      const before = canvas.getByRole('form', { name: 'Log in' });
      await userEvent.click(canvas.getByRole('link', { name: 'Premium' }));
      // The guard sends the guest back to a fresh login page (remembering /prices).
      await waitFor(() => expect(canvas.getByRole('form', { name: 'Log in' })).not.toBe(before));
      const formElement = canvas.getByRole('form', { name: 'Log in' });
      const form = within(formElement);
      await userEvent.type(await form.findByRole('textbox', { name: /e-mail/i }), 'flow.owner@example.com');
      await userEvent.type(form.getByLabelText(/^password/i), 'a-good-secret');
      await userEvent.click(form.getByRole('button', { name: 'Log in' }));
      await waitFor(() => expect(canvas.getByRole('heading', { level: 1, name: 'Plans' })).toBeVisible(), { timeout: 15_000 });
      // The sign-in's message is dismissed if it is still there: the picture must not depend on whether its 5 s have
      // passed (on a loaded machine they had, and the picture differed).
      const message = body.queryByText('Successfully logged in');
      if (message) await userEvent.click(within(message.closest<HTMLElement>('[role="status"]')!).getByRole('button', { name: 'Dismiss' }));
      await waitFor(() => expect(body.queryByText('Successfully logged in')).toBeNull());
    });
  },
};
