import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { db, seedUsers } from '../../../mocks/db';
import { authScenarios } from '../../../mocks/scenarios';
import { putOnPlan } from '../../../mocks/situations';
import { AppAt, screenLoad, startAs } from '../appStory';

const meta = {
  title: 'Screens/Account/Account',
  component: AppAt,
  tags: ['!autodocs'],
  args: { entry: '/account' },
  parameters: { router: false, layout: 'fullscreen' },
  beforeEach: () => startAs('demoOwner'),
} satisfies Meta<typeof AppAt>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = within(document.body);
const section = async (canvasElement: HTMLElement, name: string) => within(await within(canvasElement).findByRole('region', { name }, screenLoad));
const A_KEY = 'sk-demo_0123456789abcdef';

/** The demo owner on Free: no key yet, a password, alerts as stored. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Settings' }, screenLoad)).toBeVisible();
    await expect(canvas.getByText('Signed in as demo@example.com')).toBeVisible();
    const plan = await section(canvasElement, 'Plan');
    await expect(plan.getByText('Your plan: Free')).toBeVisible();
    await expect(await plan.findByText('37 of 100 credits used this month')).toBeVisible();
    await expect(plan.getByRole('link', { name: 'See plans' })).toHaveAttribute('href', '/prices');
    const key = await section(canvasElement, 'AI provider key');
    await expect(key.getByLabelText('AI provider key')).toHaveAttribute('type', 'password');
    await expect(key.getByText('No key saved yet.')).toBeVisible();
    const password = await section(canvasElement, 'Password');
    await expect(password.getByRole('button', { name: 'Change password' })).toBeVisible();
    const alerts = await section(canvasElement, 'E-mail alerts');
    await expect(alerts.getAllByRole('switch')).toHaveLength(3);
    await expect(canvas.getByRole('radio', { name: 'English' })).toBeChecked();
  },
};

/** The key is shown and hidden on demand, saved, then shown masked. */
export const KeySaved: Story = {
  play: async ({ canvasElement }) => {
    const key = await section(canvasElement, 'AI provider key');
    const field = key.getByLabelText('AI provider key');
    await userEvent.type(field, A_KEY);
    await userEvent.click(key.getByRole('button', { name: 'Show key' }));
    await expect(field).toHaveAttribute('type', 'text');
    await expect(key.getByRole('button', { name: 'Hide key' })).toBeVisible();
    await expect(field).toHaveValue(A_KEY);
    await userEvent.click(key.getByRole('button', { name: 'Save' }));
    await expect(await body.findByText('Successfully updated settings')).toBeVisible();
    await expect(await key.findByText('sk-••••••••cdef')).toBeVisible();
    await expect(key.queryByText(A_KEY)).not.toBeInTheDocument();
    await expect(key.queryByLabelText('AI provider key')).not.toBeInTheDocument();
    await expect(db.users.get(seedUsers.demoOwner.id)?.openai_key).toBe(A_KEY);
  },
};

/** The provider refuses the key: the reason under the field, the error message, the typed key kept. */
export const KeyRefused: Story = {
  play: async ({ canvasElement }) => {
    const key = await section(canvasElement, 'AI provider key');
    const field = key.getByLabelText('AI provider key');
    await userEvent.type(field, 'not-a-key');
    await userEvent.click(key.getByRole('button', { name: 'Save' }));
    await expect(await body.findByText('Update error. Try again later.')).toBeVisible();
    await expect(await key.findByText('The AI provider did not accept this key. Check it and try again.')).toBeVisible();
    await expect(field).toHaveValue('not-a-key');
    await expect(field).toHaveAttribute('aria-invalid', 'true');
  },
};

/** Saving the key fails on the server's side: said at the key as well as in the snackbar; the typed key stays. */
export const KeySaveFails: Story = {
  parameters: { msw: { handlers: { auth: authScenarios.accountChangesFail(500) } } },
  play: async ({ canvasElement }) => {
    const key = await section(canvasElement, 'AI provider key');
    const field = key.getByLabelText('AI provider key');
    await userEvent.type(field, A_KEY);
    await userEvent.click(key.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(field).toHaveAccessibleDescription(/Update error\. Try again later\./));
    await expect(field).toHaveValue(A_KEY);
    await userEvent.type(field, 'x');
    await expect(field).not.toHaveAccessibleDescription(/Update error/);
  },
};

/** The enterprise plan runs on the owner's own key: the key is required, an empty save is refused on the spot. */
export const KeyRequired: Story = {
  beforeEach: () => putOnPlan('enterprise'),
  play: async ({ canvasElement }) => {
    const key = await section(canvasElement, 'AI provider key');
    await expect(key.getByText('Your plan runs on your own key: your forms do not answer visitors without it.')).toBeVisible();
    const field = key.getByLabelText(/AI provider key/);
    await expect(field).toBeRequired();
    await userEvent.click(key.getByRole('button', { name: 'Save' }));
    await expect(await key.findByText('AI provider key is a required field')).toBeVisible();
  },
};

/** A saved key (the Pro owner's): masked, with Replace; nothing of the secret in the page. */
export const KeyAlreadySaved: Story = {
  beforeEach: () => startAs('proOwner'),
  play: async ({ canvasElement }) => {
    const key = await section(canvasElement, 'AI provider key');
    await expect(key.getByText(/^sk-•+/)).toBeVisible();
    await userEvent.click(key.getByRole('button', { name: 'Replace key' }));
    await expect(key.getByLabelText('AI provider key')).toHaveValue('');
    await userEvent.click(key.getByRole('button', { name: 'Cancel' }));
    await expect(key.getByRole('button', { name: 'Replace key' })).toBeVisible();
  },
};

const openPasswordDialog = async (canvasElement: HTMLElement, name: string) => {
  const password = await section(canvasElement, 'Password');
  await userEvent.click(password.getByRole('button', { name }));
  return within(await body.findByRole('dialog', { name }));
};

/** Every client rule: required fields, the confirmation, a new password equal to the old one. */
export const PasswordDialogErrors: Story = {
  play: async ({ canvasElement }) => {
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
  },
};

/** The server says the current password is wrong: a message for the whole form; what was typed stays. */
export const PasswordIncorrect: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openPasswordDialog(canvasElement, 'Change password');
    await userEvent.type(dialog.getByLabelText(/^Current password/), 'wrong-one');
    await userEvent.type(dialog.getByLabelText(/^New password/), 'a-new-secret');
    await userEvent.type(dialog.getByLabelText(/^Confirm new password/), 'a-new-secret');
    await userEvent.click(dialog.getByRole('button', { name: 'Save password' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent('The current password is incorrect.');
    await expect(dialog.getByLabelText(/^New password/)).toHaveValue('a-new-secret');
  },
};

/** Changed: the dialog closes with a confirmation, and the new password is the one that works. */
export const PasswordChanged: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openPasswordDialog(canvasElement, 'Change password');
    await userEvent.type(dialog.getByLabelText(/^Current password/), 'demo1234');
    await userEvent.type(dialog.getByLabelText(/^New password/), 'a-new-secret');
    await userEvent.type(dialog.getByLabelText(/^Confirm new password/), 'a-new-secret');
    await userEvent.click(dialog.getByRole('button', { name: 'Save password' }));
    await expect(await body.findByText('Your password is changed.')).toBeVisible();
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(db.users.get(seedUsers.demoOwner.id)?._password).toBe('a-new-secret');
  },
};

/** Signed up with Google (no password): no current password is asked; after it, the button says Change. */
export const PasswordSetFirst: Story = {
  beforeEach: () => {
    startAs('demoOwner');
    db.users.update(seedUsers.demoOwner.id, { _password: null, has_password: false });
  },
  play: async ({ canvasElement }) => {
    const dialog = await openPasswordDialog(canvasElement, 'Set password');
    await expect(dialog.queryByLabelText(/^Current password/)).not.toBeInTheDocument();
    await userEvent.type(dialog.getByLabelText(/^New password/), 'first-secret');
    await userEvent.type(dialog.getByLabelText(/^Confirm new password/), 'first-secret');
    await userEvent.click(dialog.getByRole('button', { name: 'Save password' }));
    await expect(await body.findByText('Your password is set.')).toBeVisible();
    const password = await section(canvasElement, 'Password');
    await expect(await password.findByRole('button', { name: 'Change password' })).toBeVisible();
  },
};

/** Alerts save at once. */
export const AlertsToggled: Story = {
  play: async ({ canvasElement }) => {
    const alerts = await section(canvasElement, 'E-mail alerts');
    const low = alerts.getByRole('switch', { name: /Low credit alert/ });
    const before = (low as HTMLInputElement).checked;
    await userEvent.click(low);
    await expect(await body.findByText('Successfully updated settings')).toBeVisible();
    await expect(low).toHaveProperty('checked', !before);
    await expect(db.users.get(seedUsers.demoOwner.id)?.low_credit_alert).toBe(!before);
  },
};

/** Saving fails: the switch goes back and the error message is shown. */
export const AlertsSaveFails: Story = {
  parameters: { msw: { handlers: { auth: authScenarios.accountChangesFail(500) } } },
  play: async ({ canvasElement }) => {
    const alerts = await section(canvasElement, 'E-mail alerts');
    const daily = alerts.getByRole('switch', { name: /Daily lead alerts/ });
    const before = (daily as HTMLInputElement).checked;
    await userEvent.click(daily);
    await expect(await body.findByText('Update error. Try again later.')).toBeVisible();
    await waitFor(() => expect(daily).toHaveProperty('checked', before));
  },
};

/** The delete button stays off until the phrase is typed exactly. */
export const DeletePhraseWrong: Story = {
  play: async ({ canvasElement }) => {
    const danger = await section(canvasElement, 'Delete account');
    await userEvent.click(danger.getByRole('button', { name: 'Delete account' }));
    const dialog = within(await body.findByRole('dialog', { name: 'Delete your account?' }));
    const confirm = dialog.getByRole('button', { name: 'Delete my account' });
    await userEvent.type(dialog.getByRole('textbox'), 'Delete my account');
    await expect(confirm).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(confirm);
    await expect(db.users.get(seedUsers.demoOwner.id)).toBeDefined();
    await userEvent.clear(dialog.getByRole('textbox'));
    await userEvent.type(dialog.getByRole('textbox'), 'delete my account');
    await expect(confirm).not.toHaveAttribute('aria-disabled', 'true');
  },
};

/** The phrase typed: everything is deleted, the tokens are gone, the owner is on the login page. */
export const Deleted: Story = {
  play: async ({ canvasElement }) => {
    const danger = await section(canvasElement, 'Delete account');
    await userEvent.click(danger.getByRole('button', { name: 'Delete account' }));
    const dialog = within(await body.findByRole('dialog', { name: 'Delete your account?' }));
    await userEvent.type(dialog.getByRole('textbox'), 'delete my account');
    await userEvent.click(dialog.getByRole('button', { name: 'Delete my account' }));
    await expect(await within(canvasElement).findByRole('form', { name: 'Log in' }, screenLoad)).toBeVisible();
    await expect(db.users.get(seedUsers.demoOwner.id)).toBeUndefined();
    await expect(db.forms.where((f) => f._ownerId === seedUsers.demoOwner.id)).toHaveLength(0);
    await expect(localStorage.getItem('lf.accessToken')).toBeNull();
  },
};

/** Deleting fails: the dialog stays open and says so. */
export const DeleteFails: Story = {
  parameters: { msw: { handlers: { auth: authScenarios.accountChangesFail(500) } } },
  play: async ({ canvasElement }) => {
    const danger = await section(canvasElement, 'Delete account');
    await userEvent.click(danger.getByRole('button', { name: 'Delete account' }));
    const dialog = within(await body.findByRole('dialog', { name: 'Delete your account?' }));
    await userEvent.type(dialog.getByRole('textbox'), 'delete my account');
    await userEvent.click(dialog.getByRole('button', { name: 'Delete my account' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent('The account could not be deleted. Please try again.');
  },
};

/** Switching the interface language here switches the app and saves it to the profile. */
export const LanguageSwitched: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('radio', { name: 'Español' }, screenLoad));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Ajustes' }, screenLoad)).toBeVisible();
    await waitFor(() => expect(db.users.get(seedUsers.demoOwner.id)?.locale).toBe('es'));
    await userEvent.click(canvas.getByRole('radio', { name: 'English' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Settings' }, screenLoad)).toBeVisible();
  },
};

export const Russian: Story = {
  globals: { locale: 'ru' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Настройки' }, screenLoad)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Сменить пароль' })).toBeVisible();
  },
};

export const Spanish: Story = {
  globals: { locale: 'es' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Ajustes' }, screenLoad)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Eliminar la cuenta' })).toBeVisible();
  },
};

export const SmallScreen: Story = {
  globals: { viewport: { value: 'small', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { level: 1, name: 'Settings' }, screenLoad)).toBeVisible();
  },
};
