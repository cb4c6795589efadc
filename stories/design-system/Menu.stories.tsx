import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Menu, type MenuEntry } from '../../src/design-system';

const body = () => within(document.body);

const onLogout = fn();

const Avatar = () => (
  <svg width="32" height="32" viewBox="0 0 32 32" aria-hidden="true">
    <circle cx="16" cy="16" r="16" fill="#0d7c74" />
    <circle cx="16" cy="13" r="5" fill="#fff" />
    <path d="M7 26c2-5 5.5-7 9-7s7 2 9 7" fill="#fff" />
  </svg>
);

const signedIn: MenuEntry[] = [
  { id: 'settings', label: 'Settings', href: '#/account' },
  { id: 'sep', separator: true },
  { id: 'logout', label: 'Logout', onSelect: onLogout, tone: 'danger' },
];

const meta = {
  title: 'Design System/Menu',
  component: Menu,
  args: { label: 'Account menu', trigger: <Avatar />, items: signedIn },
  argTypes: { trigger: { control: false }, items: { control: false } },
  decorators: [(Story) => <div style={{ display: 'flex', justifyContent: 'flex-end', paddingRight: 24 }}><Story /></div>],
  beforeEach: () => {
    onLogout.mockClear();
  },
} satisfies Meta<typeof Menu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Account menu' });
    await expect(trigger).toHaveAttribute('aria-haspopup', 'menu');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  },
};

export const OpenByMouse: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Account menu' }));
    const menu = await body().findByRole('menu', { name: 'Account menu' });
    const items = within(menu).getAllByRole('menuitem');
    await expect(items.map((item) => item.textContent)).toEqual(['Settings', 'Logout']);
    // A link item is a real link with its href.
    await expect(within(menu).getByRole('menuitem', { name: 'Settings' })).toHaveAttribute('href', '#/account');
  },
};

export const ChooseByMouse: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Account menu' }));
    const menu = await body().findByRole('menu');
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Logout' }));
    await expect(onLogout).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(body().queryByRole('menu')).not.toBeInTheDocument());
  },
};

export const KeyboardNavigation: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Account menu' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    const menu = await body().findByRole('menu');
    const settings = within(menu).getByRole('menuitem', { name: 'Settings' });
    const logout = within(menu).getByRole('menuitem', { name: 'Logout' });
    await waitFor(() => expect(settings).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await expect(logout).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    await expect(settings).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body().queryByRole('menu')).not.toBeInTheDocument());
    // The focus returns to the trigger, now the real one in the look-alike's place.
    const real = canvas.getByRole('button', { name: 'Account menu' });
    await expect(real).not.toBe(trigger);
    await expect(real).toHaveFocus();
    await expect(real).toHaveAttribute('aria-expanded', 'false');
    // Enter opens it again; arrows wrap; Enter chooses.
    await userEvent.keyboard('{Enter}');
    await body().findByRole('menu');
    await userEvent.keyboard('{ArrowUp}');
    await waitFor(() => expect(body().getByRole('menuitem', { name: 'Logout' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await expect(onLogout).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(body().queryByRole('menu')).not.toBeInTheDocument());
  },
};

export const SignedOut: Story = {
  args: { items: [{ id: 'login', label: 'Login', href: '#/login' }] },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Account menu' }));
    await expect(await body().findByRole('menuitem', { name: 'Login' })).toHaveAttribute('href', '#/login');
  },
};

export const DisabledItem: Story = {
  args: {
    items: [
      { id: 'settings', label: 'Settings', href: '#/account' },
      { id: 'billing', label: 'Billing (soon)', disabled: true, onSelect: fn() },
      { id: 'logout', label: 'Logout', onSelect: onLogout, tone: 'danger' },
    ],
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Account menu' }));
    const billing = await body().findByRole('menuitem', { name: 'Billing (soon)' });
    await expect(billing).toHaveAttribute('aria-disabled', 'true');
  },
};

export const LongLabels: Story = {
  args: {
    items: [
      { id: 'a', label: 'Settings of the AI provider key and the e-mail notifications of all my forms', href: '#/account' },
      { id: 'b', label: 'Supercalifragilisticexpialidocious-menu-item-without-any-spaces', onSelect: fn() },
    ],
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Account menu' }));
    const menu = await body().findByRole('menu');
    await expect(menu.scrollWidth).toBeLessThanOrEqual(menu.clientWidth);
  },
};

export const SmallScreen: Story = {
  ...OpenByMouse,
  globals: { viewport: { value: 'small', isRotated: false } },
};

export const Russian: Story = {
  args: {
    label: 'Меню аккаунта',
    items: [
      { id: 'settings', label: 'Настройки', href: '#/account' },
      { id: 'logout', label: 'Выйти', onSelect: onLogout },
    ],
  },
  globals: { locale: 'ru' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Меню аккаунта' }));
    await expect(await body().findByRole('menuitem', { name: 'Выйти' })).toBeVisible();
  },
};
