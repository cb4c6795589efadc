import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ApiError } from '../../../src/api';
import { ChatsView } from '../../../src/features/chats/ChatsView';
import { buildChat, SEED_NOW } from '../../../mocks/db';
import { inAppColumn } from '../viewStory';

const day = (days: number) => new Date(Date.parse(SEED_NOW) + days * 86_400_000).toISOString();

const trained = buildChat({
  id: 1,
  name: 'Support assistant',
  sources: [
    { id: 1, kind: 'webpage', url: 'https://example.com/about', status: 'ready' },
    { id: 2, kind: 'sitemap', url: 'https://example.com/sitemap.xml', status: 'ready' },
  ],
  pages_found: 12,
  pages_indexed: 12,
  created_at: day(-15),
});
const failing = buildChat({
  id: 2,
  name: 'Docs bot',
  sources: [{ id: 3, kind: 'webpage', url: 'https://unreachable.docs.example.com/', status: 'failed' }],
  created_at: day(-2),
});
const training = buildChat({
  id: 4,
  name: 'Price list helper',
  sources: [{ id: 4, kind: 'sitemap', url: 'https://example.com/prices.xml', status: 'indexing' }],
  pages_found: 8,
  pages_indexed: 3,
  created_at: day(-1),
});
const example = buildChat({
  id: 3,
  name: 'Example: bakery assistant',
  is_example: true,
  sources: [{ id: 5, kind: 'text', title: 'Cakes', text: 'Birthday cakes are ordered two days ahead.', status: 'ready' }],
  created_at: day(-30),
});

const meta = {
  title: 'Screens/Chats/ChatsView',
  component: ChatsView,
  tags: ['!autodocs'],
  decorators: [inAppColumn],
  parameters: { layout: 'fullscreen' },
  args: {
    status: 'ready',
    scope: 'mine',
    chats: [trained, failing, training],
    total: 3,
    page: 0,
    pageSize: 10,
    onPageChange: fn(),
    onPageSizeChange: fn(),
    onRetry: fn(),
    onDelete: fn(async () => undefined),
  },
} satisfies Meta<typeof ChatsView>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = within(document.body);
const rowOf = (canvasElement: HTMLElement, name: string) =>
  within(within(canvasElement).getByRole('link', { name }).closest('tr')!);

/** Each chat with where its training stands, its pages, and its settings and delete. */
export const List: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'AI chats' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'My chats' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('link', { name: 'Support assistant' })).toHaveAttribute('href', '/chats/1');
    await expect(rowOf(canvasElement, 'Support assistant').getByText('Ready')).toBeVisible();
    await expect(rowOf(canvasElement, 'Docs bot').getByText('Failed sources: 1')).toBeVisible();
    await expect(rowOf(canvasElement, 'Price list helper').getByText('Training')).toBeVisible();
    await expect(rowOf(canvasElement, 'Support assistant').getByRole('link', { name: 'Settings' })).toHaveAttribute('href', '/chats/1/settings');
    await expect(canvas.getByRole('link', { name: 'Uploads' })).toHaveAttribute('href', '/chats/uploads');
  },
};

/** All chats: an example chat can be opened and asked, not changed or deleted. */
export const AllWithAnExample: Story = {
  args: { scope: 'all', chats: [trained, example], total: 2 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'All chats' })).toHaveAttribute('aria-current', 'page');
    const row = rowOf(canvasElement, 'Example: bakery assistant');
    await expect(row.getByText('Example')).toBeVisible();
    await expect(row.queryByRole('button')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Delete Support assistant' })).toBeVisible();
  },
};

export const Loading: Story = {
  args: { status: 'loading', chats: [], total: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('table', { name: 'Chats', busy: true })).toBeVisible();
  },
};

export const Empty: Story = {
  args: { chats: [], total: 0 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'No chats yet' })).toBeVisible();
    await expect(canvas.getAllByRole('link', { name: 'Create chat' })[0]).toHaveAttribute('href', '/chats/new');
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

export const LoadFailed: Story = {
  args: { status: 'error', loadError: new ApiError({ message: 'A server error occurred.', status: 503 }), chats: [], total: 0 },
  play: async ({ canvasElement, args }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent('The list could not be loaded. Something went wrong.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
    // The picture is the failure as it first shows, without the focus ring the click left.
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** The next page and another page size are asked of the screen (it keeps the page in the address). */
export const Paging: Story = {
  args: { total: 23, page: 1 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvasElement).toHaveTextContent(/11–20 of 23/);
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(2);
    await userEvent.click(canvas.getByRole('combobox', { name: 'Rows per page' }));
    await userEvent.click(await body.findByRole('option', { name: '25' }));
    await expect(args.onPageSizeChange).toHaveBeenCalledWith(25);
  },
};

const openDelete = async (canvasElement: HTMLElement, name: string) => {
  await userEvent.click(within(canvasElement).getByRole('button', { name: `Delete ${name}` }));
  return within(await body.findByRole('dialog', { name: `Delete ${name}?` }));
};

/** Delete asks first; confirmed, the screen is asked to delete that chat and the dialog closes. */
export const DeleteConfirmed: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await openDelete(canvasElement, 'Docs bot');
    await expect(dialog.getByText(/saved conversations are deleted for good/)).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Delete' }));
    await expect(args.onDelete).toHaveBeenCalledWith(failing);
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
  },
};

/** A refused delete keeps the dialog open with the reason; Cancel closes it and nothing else is asked. */
export const DeleteFails: Story = {
  args: { onDelete: fn(async () => Promise.reject(new ApiError({ message: 'A server error occurred.', status: 500 }))) },
  play: async ({ canvasElement, args }) => {
    const dialog = await openDelete(canvasElement, 'Docs bot');
    await userEvent.click(dialog.getByRole('button', { name: 'Delete' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent('Something went wrong.');
    await expect(args.onDelete).toHaveBeenCalledOnce();
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
  },
};

export const Russian: Story = {
  globals: { locale: 'ru' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'ИИ-чаты' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Все чаты' })).toBeVisible();
    await expect(canvas.getByRole('table', { name: 'Чаты' })).toBeVisible();
  },
};

export const Spanish: Story = {
  globals: { locale: 'es' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Chats de IA' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Mis chats' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('table', { name: 'Chats' })).toBeVisible();
  },
};

export const SpanishEmpty: Story = {
  globals: { locale: 'es' },
  args: { chats: [], total: 0 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Chats de IA' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Mis chats' })).toBeVisible();
  },
};

/** At 375 px the header's buttons wrap under the title and the page never scrolls sideways. */
export const SmallScreen: Story = {
  globals: { viewport: { value: 'small', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Support assistant' })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
