import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ApiError } from '../../../src/api';
import { MyFormsView } from '../../../src/features/forms/MyFormsView';
import { buildForm, SEED_NOW } from '../../../mocks/db';
import { inAppColumn } from '../viewStory';

/*
 * My Forms drawn from its props alone (args-only). The screen's part (the owner's forms from the server, paging
 * through the address, publishing, deleting, a retry, the welcome video) is in Screens/Forms/MyForms.
 */
const day = (days: number) => new Date(Date.parse(SEED_NOW) + days * 86_400_000).toISOString();

const published = buildForm({ id: 1, name: 'Marketing plan generator', is_published: true, views: 1280, leads_count: 57, last_updated: day(-1) });
const draft = buildForm({ id: 2, name: 'Untitled form', views: 0, leads_count: 0, last_updated: day(0) });
const old = buildForm({ id: 3, name: 'Website review (old layout)', is_published: true, views: 20, last_updated: day(-200) });
const longFormName =
  'Bakery orders for weddings, birthdays, christenings and every other celebration in the Greater Springfield area';
const long = buildForm({ id: 4, name: longFormName, last_updated: day(0) });

const meta = {
  title: 'Screens/Forms/MyFormsView',
  component: MyFormsView,
  tags: ['!autodocs'],
  decorators: [inAppColumn],
  parameters: { layout: 'fullscreen' },
  args: {
    status: 'ready',
    forms: [draft, published, old],
    total: 3,
    page: 0,
    pageSize: 10,
    onPageChange: fn(),
    onPageSizeChange: fn(),
    onRetry: fn(),
    onTogglePublished: fn(),
    onCopyShareLink: fn(),
    onDelete: fn(async () => undefined),
    onOpenHelp: fn(),
  },
} satisfies Meta<typeof MyFormsView>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = within(document.body);
const table = (canvasElement: HTMLElement, name = 'All forms') => within(within(canvasElement).getByRole('table', { name }));

/** The forms with their publishing, counts and last change; a switch and the welcome video ask the screen. */
export const List: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'My Forms' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Build by hand' })).toHaveAttribute('href', '/forms/new');
    await expect(canvas.getByRole('link', { name: 'Create with AI' })).toHaveAttribute('href', '/forms/new/ai');
    const rows = table(canvasElement);
    await expect(rows.getByRole('link', { name: 'Marketing plan generator' })).toHaveAttribute('href', '/forms/1');
    await expect(rows.getByRole('switch', { name: 'Published: Marketing plan generator' })).toBeChecked();
    await expect(within(rows.getByRole('link', { name: 'Marketing plan generator' }).closest('tr')!).getByText('1,280')).toBeVisible();
    await expect(canvasElement).toHaveTextContent(/1–3 of 3/);
    await userEvent.click(rows.getByRole('switch', { name: 'Published: Untitled form' }));
    await expect(args.onTogglePublished).toHaveBeenCalledWith(draft, true);
    await userEvent.click(canvas.getByRole('button', { name: 'Watch the welcome video' }));
    await expect(args.onOpenHelp).toHaveBeenCalledOnce();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** The first load: a spinner announced as a status, no rows of a guessed number. */
export const Loading: Story = {
  args: { status: 'loading', forms: [], total: 0 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'My Forms' })).toBeVisible();
    await expect(canvas.getByText('Loading…').closest('[role="status"]')).not.toBeNull();
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

/** No forms yet: what a form is and both ways to start one. */
export const Empty: Story = {
  args: { forms: [], total: 0 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Create your first form' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Build by hand' })).toHaveAttribute('href', '/forms/new');
    await expect(canvas.getByRole('link', { name: 'Create with AI' })).toHaveAttribute('href', '/forms/new/ai');
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

export const LoadFailed: Story = {
  args: { status: 'error', forms: [], total: 0 },
  play: async ({ canvasElement, args }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent('Your forms could not be loaded.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** Forms of an earlier load shown while the server is asked again: said, not hidden. */
export const Updating: Story = {
  args: { refresh: 'updating' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Updating…');
    await expect(table(canvasElement).getByRole('link', { name: 'Untitled form' })).toBeVisible();
  },
};

/** The server did not answer again: the forms as last loaded, and that they are. */
export const NotUpdated: Story = {
  args: { refresh: 'failed' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Not updated: these are your forms as last loaded.');
  },
};

/** The next page and another page size are asked of the screen (it keeps the page in the address). */
export const Paging: Story = {
  args: { total: 37, page: 1 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvasElement).toHaveTextContent(/11–20 of 37/);
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(2);
    await userEvent.click(canvas.getByRole('combobox', { name: 'Rows per page' }));
    await userEvent.click(await body.findByRole('option', { name: '25' }));
    await expect(args.onPageSizeChange).toHaveBeenCalledWith(25);
  },
};

const openMenu = async (canvasElement: HTMLElement, name: string, label = `Actions for ${name}`, tableName?: string) => {
  await userEvent.click(table(canvasElement, tableName).getByRole('button', { name: label }));
  return body.findAllByRole('menuitem');
};

/** A row's menu: the form's pages are links, copying the share link asks the screen. */
export const RowMenu: Story = {
  play: async ({ canvasElement, args }) => {
    await openMenu(canvasElement, 'Marketing plan generator');
    await expect(body.getByRole('menuitem', { name: 'Results' })).toHaveAttribute('href', '/forms/results/1');
    await expect(body.getByRole('menuitem', { name: 'Integrations' })).toHaveAttribute('href', '/forms/integrations/1');
    await userEvent.click(body.getByRole('menuitem', { name: 'Copy share link' }));
    await expect(args.onCopyShareLink).toHaveBeenCalledWith(published);
  },
};

/**
 * A row's menu is drawn above the whole table, whatever its labels' length: every item can be read and clicked to
 * its right edge (in the table, the pinned actions cells of the rows below would cover it).
 */
export const RowMenuRussian: Story = {
  globals: { locale: 'ru' },
  play: async ({ canvasElement }) => {
    const items = await openMenu(canvasElement, 'Marketing plan generator', 'Действия с формой Marketing plan generator', 'Все формы');
    await expect(items.map((item) => item.textContent)).toEqual(['Редактировать', 'Предпросмотр', 'Копировать ссылку', 'Результаты', 'Интеграции', 'Удалить']);
    for (const item of items) {
      const box = item.getBoundingClientRect();
      const onTop = document.elementFromPoint(box.right - 4, box.top + box.height / 2);
      await expect(item.contains(onTop)).toBe(true);
    }
  },
};

const openDelete = async (canvasElement: HTMLElement, name: string) => {
  await openMenu(canvasElement, name);
  await userEvent.click(body.getByRole('menuitem', { name: 'Delete' }));
  return within(await body.findByRole('dialog', { name: `Delete “${name}”?` }));
};

/** Delete asks first; confirmed, the screen is asked to delete that form and the dialog closes. */
export const DeleteConfirmed: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await openDelete(canvasElement, 'Untitled form');
    await expect(dialog.getByText('The form is deleted together with all its leads and data. This cannot be undone.')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Delete form' }));
    await expect(args.onDelete).toHaveBeenCalledWith(draft);
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
  },
};

/** A refused delete keeps the dialog open with what happened; Cancel closes it. */
export const DeleteFails: Story = {
  args: { onDelete: fn(async () => Promise.reject(new ApiError({ message: 'A server error occurred.', status: 500 }))) },
  play: async ({ canvasElement, args }) => {
    const dialog = await openDelete(canvasElement, 'Untitled form');
    await userEvent.click(dialog.getByRole('button', { name: 'Delete form' }));
    await expect(await dialog.findByText('The form could not be deleted. Nothing was removed; try again.')).toBeVisible();
    await expect(args.onDelete).toHaveBeenCalledOnce();
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
  },
};

/** A name as long as the limit allows: one line cut with "…", the whole name as its tooltip and its link's name. */
export const LongName: Story = {
  args: { forms: [long, draft], total: 2 },
  play: async ({ canvasElement }) => {
    const link = table(canvasElement).getByRole('link', { name: longFormName });
    const name = within(link).getByText(longFormName);
    await expect(name.scrollWidth).toBeGreaterThan(name.clientWidth);
    await expect(link.closest('tr')!.getBoundingClientRect().height).toBeLessThan(70);
    await userEvent.hover(name);
    await expect(name).toHaveAttribute('title', longFormName);
  },
};

export const LongNameSmallScreen: Story = {
  ...LongName,
  globals: { viewport: { value: 'small', isRotated: false } },
};

/** At 375 px the list keeps its columns and scrolls sideways inside its own frame; the page itself never does. */
export const SmallScreen: Story = {
  globals: { viewport: { value: 'small', isRotated: false } },
  play: async ({ canvasElement }) => {
    const frame = within(canvasElement).getByRole('region', { name: 'All forms' });
    await expect(frame.scrollWidth).toBeGreaterThan(frame.clientWidth);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    // A row's actions are on screen without scrolling the table sideways.
    const menu = table(canvasElement).getByRole('button', { name: 'Actions for Website review (old layout)' });
    await expect(menu.getBoundingClientRect().right).toBeLessThanOrEqual(frame.getBoundingClientRect().right);
  },
};

export const Russian: Story = {
  globals: { locale: 'ru' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Мои формы' })).toBeVisible();
    await expect(table(canvasElement, 'Все формы').getByRole('link', { name: 'Untitled form' })).toBeVisible();
  },
};

export const Spanish: Story = {
  globals: { locale: 'es' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: 'Mis formularios' })).toBeVisible();
  },
};

export const SpanishEmpty: Story = {
  globals: { locale: 'es' },
  args: { forms: [], total: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'Crea tu primer formulario' })).toBeVisible();
  },
};
