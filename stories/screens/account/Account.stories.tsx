import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { db, seedUsers } from '../../../mocks/db';
import { authScenarios } from '../../../mocks/scenarios';
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

const openPasswordDialog = async (canvasElement: HTMLElement, name: string) => {
  const password = await section(canvasElement, 'Password');
  await userEvent.click(password.getByRole('button', { name }));
  return within(await body.findByRole('dialog', { name }));
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
