import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ApiError, type User } from '../../../src/api';
import { AccountView } from '../../../src/features/account/AccountView';
import { buildTariff, buildUser } from '../../../mocks/db';
import { inAppColumn } from '../viewStory';

const free = buildTariff({ id: 1, name: 'free', price: 0, credits_per_month: 100 });
const agency = buildTariff({ id: 4, name: 'Agency plan', price: null, credits_per_month: null, open_ai_key_source: 'user' });
const owner = buildUser({
  id: 1,
  email: 'demo@example.com',
  has_password: true,
  tariff: free,
  daily_lead_alerts: true,
  weekly_updates: false,
  low_credit_alert: true,
});
const A_KEY = 'sk-demo_0123456789abcdef';
const serverError = new ApiError({ message: 'A server error occurred.', status: 500 });

const meta = {
  title: 'Screens/Account/AccountView',
  component: AccountView,
  tags: ['!autodocs'],
  decorators: [inAppColumn],
  parameters: { layout: 'fullscreen' },
  args: {
    user: owner,
    usedCredits: 37,
    onSaveKey: fn(async (key: string): Promise<User> => ({ ...owner, openai_key: key })),
    onChangePassword: fn(async () => undefined),
    onAlertChange: fn(async () => undefined),
    onLanguageChange: fn(),
    onDeleteAccount: fn(async () => undefined),
  },
} satisfies Meta<typeof AccountView>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = within(document.body);
const section = (canvasElement: HTMLElement, name: string) => within(within(canvasElement).getByRole('region', { name }));

/** An owner on Free without a key: the plan with its credits, the key to type, password, alerts, language. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    await expect(canvas.getByText('Signed in as demo@example.com')).toBeVisible();
    const plan = section(canvasElement, 'Plan');
    await expect(plan.getByText('Your plan: Free')).toBeVisible();
    await expect(plan.getByText('37 of 100 credits used this month')).toBeVisible();
    await expect(plan.getByRole('link', { name: 'See plans' })).toHaveAttribute('href', '/prices');
    const key = section(canvasElement, 'AI provider key');
    await expect(key.getByLabelText('AI provider key')).toHaveAttribute('type', 'password');
    await expect(key.getByText('No key saved yet.')).toBeVisible();
    await expect(section(canvasElement, 'Password').getByRole('button', { name: 'Change password' })).toBeVisible();
    const alerts = section(canvasElement, 'E-mail alerts');
    await expect(alerts.getByRole('switch', { name: /Daily lead alerts/ })).toBeChecked();
    await expect(alerts.getByRole('switch', { name: /Weekly updates/ })).not.toBeChecked();
    await expect(canvas.getByRole('radio', { name: 'English' })).toBeChecked();
  },
};

/** The session is still being read: a spinner, no settings yet. */
export const Loading: Story = {
  args: { user: null, usedCredits: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('heading', { level: 1 })).toBeNull();
  },
};

/** The usage has not come yet: the plan is said, the credits line waits. */
export const UsageNotYet: Story = {
  args: { usedCredits: null },
  play: async ({ canvasElement }) => {
    const plan = section(canvasElement, 'Plan');
    await expect(plan.getByText('Your plan: Free')).toBeVisible();
    await expect(plan.queryByText(/credits/)).toBeNull();
  },
};

/** A plan without a monthly limit says what was used. */
export const Unlimited: Story = {
  args: { user: { ...owner, tariff: agency, openai_key: A_KEY }, usedCredits: 1234 },
  play: async ({ canvasElement }) => {
    const plan = section(canvasElement, 'Plan');
    await expect(plan.getByText('Your plan: Agency plan')).toBeVisible();
    await expect(plan.getByText('1,234 credits used this month, unlimited plan')).toBeVisible();
  },
};

/** The key is shown and hidden on demand, then saved (the screen hands back the owner with the key: KeyAlreadySaved). */
export const KeySaved: Story = {
  play: async ({ canvasElement, args }) => {
    const key = section(canvasElement, 'AI provider key');
    const field = key.getByLabelText('AI provider key');
    await userEvent.type(field, A_KEY);
    await userEvent.click(key.getByRole('button', { name: 'Show key' }));
    await expect(field).toHaveAttribute('type', 'text');
    await expect(key.getByRole('button', { name: 'Hide key' })).toBeVisible();
    await expect(field).toHaveValue(A_KEY);
    await userEvent.click(key.getByRole('button', { name: 'Save' }));
    await expect(args.onSaveKey).toHaveBeenCalledWith(A_KEY);
    await waitFor(() => expect(key.getByLabelText('AI provider key')).toHaveValue(''));
  },
};

/** An empty key is not sent. */
export const KeyEmpty: Story = {
  play: async ({ canvasElement, args }) => {
    const key = section(canvasElement, 'AI provider key');
    await userEvent.type(key.getByLabelText('AI provider key'), '   ');
    await userEvent.click(key.getByRole('button', { name: 'Save' }));
    await expect(key.getByText('AI provider key is a required field')).toBeVisible();
    await expect(args.onSaveKey).not.toHaveBeenCalled();
  },
};

/** The provider refuses the key: the reason under the field, the typed key kept. */
export const KeyRefused: Story = {
  args: { onSaveKey: fn(async (_key: string): Promise<User> => Promise.reject(new ApiError({ message: 'invalid', status: 400, details: { openai_key: ['Invalid key'] } }))) },
  play: async ({ canvasElement }) => {
    const key = section(canvasElement, 'AI provider key');
    const field = key.getByLabelText('AI provider key');
    await userEvent.type(field, 'not-a-key');
    await userEvent.click(key.getByRole('button', { name: 'Save' }));
    await expect(await key.findByText('The AI provider did not accept this key. Check it and try again.')).toBeVisible();
    await expect(field).toHaveValue('not-a-key');
    await expect(field).toHaveAttribute('aria-invalid', 'true');
  },
};

/** Saving fails on the server's side: said at the key; typing again takes the reason away. */
export const KeySaveFails: Story = {
  args: { onSaveKey: fn(async (_key: string): Promise<User> => Promise.reject(serverError)) },
  play: async ({ canvasElement }) => {
    const key = section(canvasElement, 'AI provider key');
    const field = key.getByLabelText('AI provider key');
    await userEvent.type(field, A_KEY);
    await userEvent.click(key.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(field).toHaveAccessibleDescription(/Update error\. Try again later\./));
    await expect(field).toHaveValue(A_KEY);
    await userEvent.type(field, 'x');
    await expect(field).not.toHaveAccessibleDescription(/Update error/);
  },
};

/** A plan that runs on the owner's own key: the key is required, and cannot be removed once saved. */
export const KeyRequired: Story = {
  args: { user: { ...owner, tariff: agency }, usedCredits: 12 },
  play: async ({ canvasElement, args }) => {
    const key = section(canvasElement, 'AI provider key');
    await expect(key.getByText('Your plan runs on your own key: your forms do not answer visitors without it.')).toBeVisible();
    await expect(key.getByLabelText(/AI provider key/)).toBeRequired();
    await userEvent.click(key.getByRole('button', { name: 'Save' }));
    await expect(key.getByText('AI provider key is a required field')).toBeVisible();
    await expect(args.onSaveKey).not.toHaveBeenCalled();
  },
};

/** A saved key: masked, with Replace (Cancel goes back); nothing of the secret in the page. */
export const KeyAlreadySaved: Story = {
  args: { user: { ...owner, openai_key: 'sk-demo-0000000000000000' } },
  play: async ({ canvasElement, args }) => {
    const key = section(canvasElement, 'AI provider key');
    await expect(key.getByText(/^sk-•+/)).toBeVisible();
    await expect(canvasElement).not.toHaveTextContent('sk-demo-0000000000000000');
    await userEvent.click(key.getByRole('button', { name: 'Replace key' }));
    await expect(key.getByLabelText('AI provider key')).toHaveValue('');
    await userEvent.click(key.getByRole('button', { name: 'Cancel' }));
    await expect(key.getByRole('button', { name: 'Replace key' })).toBeVisible();
    await userEvent.click(key.getByRole('button', { name: 'Remove key' }));
    await expect(args.onSaveKey).toHaveBeenCalledWith('');
  },
};

const openPasswordDialog = async (canvasElement: HTMLElement, name: string) => {
  await userEvent.click(section(canvasElement, 'Password').getByRole('button', { name }));
  return within(await body.findByRole('dialog', { name }));
};

/** Every client rule: required fields, the confirmation, a new password equal to the old one; nothing is sent. */
export const PasswordDialogErrors: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await openPasswordDialog(canvasElement, 'Change password');
    await userEvent.click(dialog.getByRole('button', { name: 'Save password' }));
    await expect(dialog.getByText('Current password is a required field')).toBeVisible();
    await expect(dialog.getByText('New password is a required field')).toBeVisible();
    await expect(dialog.getByText('Confirm new password is a required field')).toBeVisible();
    await userEvent.type(dialog.getByLabelText(/^Current password/), 'demo1234');
    await userEvent.type(dialog.getByLabelText(/^New password/), 'demo1234');
    await userEvent.type(dialog.getByLabelText(/^Confirm new password/), 'demo12345');
    await userEvent.click(dialog.getByRole('button', { name: 'Save password' }));
    await expect(dialog.getByText('The new password must be different from the current one.')).toBeVisible();
    await expect(dialog.getByText("Doesn't match password")).toBeVisible();
    await expect(args.onChangePassword).not.toHaveBeenCalled();
  },
};

/** The server says the current password is wrong: a message for the whole form; what was typed stays. */
export const PasswordIncorrect: Story = {
  args: { onChangePassword: fn(async () => Promise.reject(new ApiError({ message: 'incorrect_old_password', status: 400 }))) },
  play: async ({ canvasElement, args }) => {
    const dialog = await openPasswordDialog(canvasElement, 'Change password');
    await userEvent.type(dialog.getByLabelText(/^Current password/), 'wrong-one');
    await userEvent.type(dialog.getByLabelText(/^New password/), 'a-new-secret');
    await userEvent.type(dialog.getByLabelText(/^Confirm new password/), 'a-new-secret');
    await userEvent.click(dialog.getByRole('button', { name: 'Save password' }));
    await expect(args.onChangePassword).toHaveBeenCalledWith({ old_password: 'wrong-one', new_password: 'a-new-secret' });
    await expect(await dialog.findByRole('alert')).toHaveTextContent('The current password is incorrect.');
    await expect(dialog.getByLabelText(/^New password/)).toHaveValue('a-new-secret');
  },
};

/** No password yet (signed up with Google): no current password is asked; saved, the dialog closes. */
export const PasswordSetFirst: Story = {
  args: { user: { ...owner, has_password: false } },
  play: async ({ canvasElement, args }) => {
    await expect(section(canvasElement, 'Password').getByText(/You sign in with Google/)).toBeVisible();
    const dialog = await openPasswordDialog(canvasElement, 'Set password');
    await expect(dialog.queryByLabelText(/^Current password/)).toBeNull();
    await userEvent.type(dialog.getByLabelText(/^New password/), 'first-secret');
    await userEvent.type(dialog.getByLabelText(/^Confirm new password/), 'first-secret');
    await userEvent.click(dialog.getByRole('button', { name: 'Save password' }));
    await expect(args.onChangePassword).toHaveBeenCalledWith({ new_password: 'first-secret' });
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
  },
};

/** A switch asks for its own save and shows its new state while the save is under way. */
export const AlertToggled: Story = {
  play: async ({ canvasElement, args }) => {
    let answer = () => {};
    args.onAlertChange.mockImplementation(() => new Promise<undefined>((resolve) => (answer = () => resolve(undefined))));
    const weekly = section(canvasElement, 'E-mail alerts').getByRole('switch', { name: /Weekly updates/ });
    await userEvent.click(weekly);
    await expect(args.onAlertChange).toHaveBeenCalledWith('weekly_updates', true);
    await expect(weekly).toBeChecked();
    answer();
  },
};

/** Saving a switch fails: it goes back. */
export const AlertSaveFails: Story = {
  args: { onAlertChange: fn(async () => Promise.reject(serverError)) },
  play: async ({ canvasElement, args }) => {
    const daily = section(canvasElement, 'E-mail alerts').getByRole('switch', { name: /Daily lead alerts/ });
    await userEvent.click(daily);
    await expect(args.onAlertChange).toHaveBeenCalledWith('daily_lead_alerts', false);
    await waitFor(() => expect(daily).toBeChecked());
  },
};

/** Choosing a language asks the screen to switch to it. */
export const LanguageChosen: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('radio', { name: 'Español' }));
    await expect(args.onLanguageChange).toHaveBeenCalledWith('es');
  },
};

const openDelete = async (canvasElement: HTMLElement) => {
  await userEvent.click(section(canvasElement, 'Delete account').getByRole('button', { name: 'Delete account' }));
  return within(await body.findByRole('dialog', { name: 'Delete your account?' }));
};

/** The delete button stays off until the phrase is typed exactly; then the screen is asked to delete. */
export const DeletePhrase: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await openDelete(canvasElement);
    const confirm = dialog.getByRole('button', { name: 'Delete my account' });
    await userEvent.type(dialog.getByRole('textbox'), 'Delete my account');
    await expect(confirm).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(confirm);
    await expect(args.onDeleteAccount).not.toHaveBeenCalled();
    await userEvent.clear(dialog.getByRole('textbox'));
    await userEvent.type(dialog.getByRole('textbox'), 'delete my account');
    await userEvent.click(confirm);
    await expect(args.onDeleteAccount).toHaveBeenCalledOnce();
  },
};

/** Deleting fails: the dialog stays open and says so. */
export const DeleteFails: Story = {
  args: { onDeleteAccount: fn(async () => Promise.reject(serverError)) },
  play: async ({ canvasElement }) => {
    const dialog = await openDelete(canvasElement);
    await userEvent.type(dialog.getByRole('textbox'), 'delete my account');
    await userEvent.click(dialog.getByRole('button', { name: 'Delete my account' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent('The account could not be deleted. Please try again.');
  },
};

/** A long address and a plan name the app has no translation for wrap inside the column. */
export const LongText: Story = {
  args: {
    user: {
      ...owner,
      email: 'a.very.long.mailbox.name.for.the.owner.of.the.bakery@subdomain.of-a-long-company-name.example.com',
      tariff: buildTariff({ id: 9, name: 'Custom plan for a large agency with many brands', price: 9900, credits_per_month: 250000 }),
    },
    usedCredits: 123456,
  },
  play: async ({ canvasElement }) => {
    await expect(section(canvasElement, 'Plan').getByText('Your plan: Custom plan for a large agency with many brands')).toBeVisible();
    await expect(section(canvasElement, 'Plan').getByText('123,456 of 250,000 credits used this month')).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const SmallScreen: Story = {
  globals: { viewport: { value: 'small', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const Russian: Story = {
  globals: { locale: 'ru' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Настройки' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Сменить пароль' })).toBeVisible();
    await expect(canvas.getByRole('radio', { name: 'Русский' })).toBeChecked();
  },
};

export const Spanish: Story = {
  globals: { locale: 'es' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Ajustes' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Eliminar la cuenta' })).toBeVisible();
    await expect(canvas.getByRole('radio', { name: 'Español' })).toBeChecked();
  },
};
