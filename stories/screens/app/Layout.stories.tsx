import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { authScenarios } from '../../../mocks/scenarios';
import { AppAt, startAs } from '../appStory';

const meta = {
  title: 'Screens/App/Layout',
  component: AppAt,
  tags: ['!autodocs'],
  args: { entry: '/community' },
  parameters: { router: false, layout: 'fullscreen' },
  beforeEach: () => startAs('proOwner'),
} satisfies Meta<typeof AppAt>;
export default meta;
type Story = StoryObj<typeof meta>;

export const SignedIn: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Community' })).toBeVisible();
    const nav = canvas.getByRole('navigation', { name: 'Main navigation' });
    for (const name of ['My Forms', 'Community', 'Rewards', 'Premium']) {
      await expect(within(nav).getByRole('link', { name })).toBeVisible();
    }
    await expect(within(nav).getByRole('link', { name: 'Community' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('link', { name: 'Lead Forms – home' })).toHaveAttribute('href', '/');
    // The credits badge reads the usage poll; the version is present but visually hidden.
    await expect(await canvas.findByText(/credits used/i)).toBeInTheDocument();
    await expect(canvas.getByText('Version 2.65.6')).toBeInTheDocument();
    await userEvent.click(within(nav).getByRole('link', { name: 'Rewards' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Rewards' })).toBeVisible();
  },
};

export const AccountMenu: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The credits badge shows once the current user has loaded: from then on the menu is the signed-in one.
    await canvas.findByText(/credits used/i);
    await userEvent.click(await canvas.findByRole('button', { name: 'Account menu' }));
    const menu = await within(document.body).findByRole('menu');
    for (const name of ['Settings', 'Help', 'Take the tour', 'Log out']) {
      await expect(within(menu).getByRole('menuitem', { name })).toBeVisible();
    }
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Settings' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  },
};

export const HelpFromMenu: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The credits badge shows once the current user has loaded: from then on the menu is the signed-in one.
    await canvas.findByText(/credits used/i);
    await userEvent.click(await canvas.findByRole('button', { name: 'Account menu' }));
    await userEvent.click(await within(document.body).findByRole('menuitem', { name: 'Help' }));
    await expect(await within(document.body).findByRole('dialog', { name: 'Help' })).toBeVisible();
  },
};

export const LogoutFromMyForms: Story = {
  args: { entry: '/forms' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The credits badge shows once the current user has loaded: from then on the menu is the signed-in one.
    await canvas.findByText(/credits used/i);
    await userEvent.click(await canvas.findByRole('button', { name: 'Account menu' }));
    await userEvent.click(await within(document.body).findByRole('menuitem', { name: 'Log out' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
  },
};

export const AppTourFirstVisit: Story = {
  args: { entry: '/forms' },
  beforeEach: () => startAs('proOwner', { tourDone: false }),
  play: async () => {
    const body = within(document.body);
    await expect(await body.findByText('All your AI forms live here. Create, edit and publish them.')).toBeVisible();
  },
};

/** The current user is still loading: protected pages wait (SPEC §4 logging-in flag). */
export const LoggingIn: Story = {
  parameters: { msw: { handlers: { auth: authScenarios.neverEnding() } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('status')).toBeVisible();
    await expect(canvas.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
  },
};

export const SignedOut: Story = {
  beforeEach: () => startAs(null),
  args: { entry: '/prices' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // A protected page sends a guest to /login.
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
    await expect(canvas.queryByText(/credits used/i)).not.toBeInTheDocument();
  },
};

export const SmallScreen: Story = {
  globals: { viewport: { value: 'small', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Community' })).toBeVisible();
    // The main links fold into the hamburger menu.
    await expect(canvas.queryByRole('navigation', { name: 'Main navigation' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Open menu' }));
    const menu = await within(document.body).findByRole('menu');
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Rewards' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Rewards' })).toBeVisible();
  },
};

export const SmallScreenBuilderPage: Story = {
  args: { entry: '/forms/8' },
  globals: { viewport: { value: 'small', isRotated: false } },
  play: async () => {
    const body = within(document.body);
    const overlay = await body.findByRole('dialog', { name: 'Please use a bigger screen' });
    await expect(within(overlay).getByRole('button', { name: 'Back' })).toHaveFocus();
  },
};

export const LanguageSwitch: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('combobox', { name: 'Interface language' }));
    await userEvent.click(await within(document.body).findByRole('option', { name: 'Español' }));
    await waitFor(() => expect(canvas.getByRole('heading', { level: 1, name: 'Comunidad' })).toBeVisible());
  },
};

export const Preview: Story = {
  args: { entry: '/forms/preview/8' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Preview' })).toBeVisible();
    await expect(canvas.queryByRole('navigation', { name: 'Main navigation' })).not.toBeInTheDocument();
  },
};

export const SharePublic: Story = {
  beforeEach: () => startAs(null),
  args: { entry: '/forms/share/1' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Shared form' })).toBeVisible();
  },
};

export const UnknownPath: Story = {
  args: { entry: '/no/such/page' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { level: 1, name: 'My Forms' })).toBeVisible();
  },
};
