import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { authScenarios } from '../../../mocks/scenarios';
import { AppAt, expectOneMainAndOneH1, screenLoad, startAs } from '../appStory';

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
    for (const name of ['My Forms', 'Chats', 'Community', 'Rewards', 'Premium']) {
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

/** The current user is still loading: protected pages wait (the logging-in state). */
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
    // The editor is there behind the request, and its step tour does not open over it (the next large-screen
    // visit shows it): the tour would start as the step mounts and draw in the next frames.
    await waitFor(() => expect(document.querySelector('[data-tour="editor-name"]')).not.toBeNull(), screenLoad);
    for (let frame = 0; frame < 3; frame += 1) await new Promise((resolve) => requestAnimationFrame(resolve));
    await expect(body.queryByRole('dialog', { name: 'Name your form' })).not.toBeInTheDocument();
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
    // The preview page: the parts to switch between and the widget, without the app's menu.
    await expect(await canvas.findByRole('navigation', { name: 'Part of the form to preview' }, { timeout: 15_000 })).toBeVisible();
    await expect(canvas.queryByRole('navigation', { name: 'Main navigation' })).not.toBeInTheDocument();
    const title = await canvas.findByRole('heading', { level: 1, name: /^Preview/ });
    await waitFor(() => expect(title).toHaveTextContent('Agency lead magnet'), screenLoad);
    await expect(canvas.getByRole('main')).toHaveStyle({ paddingTop: '24px' });
    await expectOneMainAndOneH1(canvasElement);
  },
};

export const SharePublic: Story = {
  beforeEach: () => startAs(null),
  args: { entry: '/forms/share/1' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Public and bare: the widget's root for the form, no menu and no sign-in.
    await waitFor(() => expect(canvasElement.querySelector('.aii-cx-widget-root[data-id="1"]')).not.toBeNull(), { timeout: 15_000 });
    await expect(canvas.queryByRole('navigation', { name: 'Main navigation' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('main')).toHaveStyle({ paddingTop: '24px' });
    await expectOneMainAndOneH1(canvasElement);
  },
};

export const UnknownPath: Story = {
  args: { entry: '/no/such/page' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { level: 1, name: 'My Forms' })).toBeVisible();
  },
};

const tourFirstStep = 'All your AI forms live here. Create, edit and publish them.';

/** One overlay at a time: a dialog already open on arrival (here a stand-in) keeps the app tour back until it closes. */
export const AppTourWaitsForOpenDialog: Story = {
  args: { entry: '/forms' },
  beforeEach: () => {
    startAs('proOwner', { tourDone: false });
    const other = document.createElement('div');
    other.setAttribute('role', 'dialog');
    other.setAttribute('aria-label', 'Another dialog');
    other.textContent = 'Another dialog';
    document.body.append(other);
    return () => other.remove();
  },
  play: async ({ canvasElement }) => {
    const body = within(document.body);
    await within(canvasElement).findByText(/credits used/i, undefined, screenLoad);
    // The tour would have started by now (it waits TOUR_AFTER_OVERLAY_DELAY_MS) if it did not wait for the dialog.
    await expect(
      waitFor(() => expect(body.getByText(tourFirstStep)).toBeInTheDocument(), { timeout: 3000 }),
    ).rejects.toThrow();
    body.getByRole('dialog', { name: 'Another dialog' }).remove();
    await expect(await body.findByText(tourFirstStep, undefined, { timeout: 5000 })).toBeVisible();
  },
};

/** At 375 px the top-bar links are folded into the menu: the tour is kept, unmarked, for a large-screen visit. */
export const AppTourDeferredOnSmallScreen: Story = {
  args: { entry: '/forms' },
  globals: { viewport: { value: 'small', isRotated: false } },
  beforeEach: () => startAs('proOwner', { tourDone: false }),
  play: async ({ canvasElement }) => {
    const body = within(document.body);
    await within(canvasElement).findByRole('heading', { level: 1, name: 'My Forms' }, screenLoad);
    await expect(
      waitFor(() => expect(body.getByText(tourFirstStep)).toBeInTheDocument(), { timeout: 3000 }),
    ).rejects.toThrow();
    await expect(localStorage.getItem('lf.tour.app')).toBeNull();
  },
};

/**
 * The backend answers 503 when the app loads the signed-in user: that is not a sign-out. The page offers a
 * retry and keeps the tokens; Try again loads the user and the page.
 */
export const SessionUnavailable: Story = {
  args: { entry: '/rewards' },
  parameters: { msw: { handlers: { auth: authScenarios.currentUserFails(503) } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'We could not load your account' }, screenLoad)).toBeVisible();
    await expect(canvas.queryByRole('heading', { level: 1, name: 'Log in' })).not.toBeInTheDocument();
    await expect(localStorage.getItem('lf.accessToken')).not.toBeNull();
    await expect(localStorage.getItem('lf.refreshToken')).not.toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Rewards' }, screenLoad)).toBeVisible();
  },
};

/** No network at start-up, in Spanish: the same retryable screen, translated; the session is kept. */
export const SessionUnavailableOffline: Story = {
  args: { entry: '/forms' },
  globals: { locale: 'es' },
  parameters: { msw: { handlers: { auth: authScenarios.currentUserFails('network', 99) } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'No pudimos cargar tu cuenta' }, screenLoad)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Reintentar' })).toBeVisible();
    await expect(localStorage.getItem('lf.accessToken')).not.toBeNull();
  },
};

/** The first Tab reaches "Skip to content"; following it puts focus on the page's main content. */
export const SkipToContent: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: 'Community' }, screenLoad);
    await expectOneMainAndOneH1(canvasElement);
    await userEvent.tab();
    const skip = canvas.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toHaveFocus();
    await expect(skip).toBeVisible();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('main')).toHaveFocus();
  },
};
