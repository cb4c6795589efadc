import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ApiError } from '../../../src/api';
import { UploadsView } from '../../../src/features/chats/UploadsView';
import { buildUpload, seedDate } from '../../../mocks/db';
import { inAppColumn } from '../viewStory';

const priceList = buildUpload({ id: 1, name: 'price-list.pdf', title: 'Price list 2026', size: 482_133, created_at: seedDate(-20) });
const faq = buildUpload({
  id: 2,
  name: 'faq.docx',
  title: 'FAQ',
  type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  status: 'processing',
  size: 20_480,
  created_at: seedDate(-1),
});
const scan = buildUpload({ id: 3, name: 'scan.png', title: 'Scanned contract', type: 'image/png', status: 'failed', size: 3_145_728, created_at: seedDate(-2) });

const meta = {
  title: 'Screens/Chats/UploadsView',
  component: UploadsView,
  tags: ['!autodocs'],
  decorators: [inAppColumn],
  parameters: { layout: 'fullscreen' },
  args: {
    status: 'ready',
    uploads: [priceList, faq, scan],
    sending: [],
    deleting: null,
    onFiles: fn(),
    onRemoveSending: fn(),
    onRetrySending: fn(),
    onDelete: fn(),
    onRetry: fn(),
  },
  argTypes: { status: { control: 'inline-radio', options: ['loading', 'error', 'ready'] } },
} satisfies Meta<typeof UploadsView>;
export default meta;
type Story = StoryObj<typeof meta>;

const table = (canvasElement: HTMLElement) => within(within(canvasElement).getByRole('table', { name: 'Uploaded files' }));
const fileInput = (canvasElement: HTMLElement) => canvasElement.querySelector<HTMLInputElement>('input[type="file"]')!;

/** Each file with its title, its kind as people name it (the media type on hover), where it stands, and delete. */
export const List: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Uploads' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to chats' })).toHaveAttribute('href', '/chats');
    const rows = table(canvasElement);
    await expect(rows.getByText('Price list 2026')).toBeVisible();
    await expect(rows.getByText('DOCX')).toHaveAttribute('title', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document');
    await expect(rows.getByText('PNG')).toBeVisible();
    await expect(within(rows.getByRole('row', { name: /scan\.png/ })).getByText('Failed')).toBeVisible();
    await expect(within(rows.getByRole('row', { name: /faq\.docx/ })).getByText('Processing')).toBeVisible();
    await userEvent.click(rows.getByRole('button', { name: 'Delete scan.png' }));
    await expect(args.onDelete).toHaveBeenCalledWith(scan);
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const Loading: Story = {
  args: { status: 'loading', uploads: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('table', { name: 'Uploaded files', busy: true })).toBeVisible();
  },
};

export const Empty: Story = {
  args: { uploads: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No files uploaded yet.')).toBeVisible();
  },
};

export const LoadFailed: Story = {
  args: { status: 'error', loadError: new ApiError({ message: 'A server error occurred.', status: 503 }), uploads: [] },
  play: async ({ canvasElement, args }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent('The list could not be loaded. Something went wrong.');
    await expect(within(canvasElement).queryByRole('table')).toBeNull();
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** A chosen file is handed to the screen to send; nothing else is asked. */
export const ChoosesFiles: Story = {
  play: async ({ canvasElement, args }) => {
    const file = new File(['Our prices are fair.'], 'prices.txt', { type: 'text/plain' });
    await userEvent.upload(fileInput(canvasElement), file);
    await expect(args.onFiles).toHaveBeenCalledWith([file]);
    await expect(args.onDelete).not.toHaveBeenCalled();
  },
};

/** Over 300 MB: refused before a byte is sent, with the limit named; the screen is not asked to send it. */
export const TooLarge: Story = {
  play: async ({ canvasElement, args }) => {
    const big = new File(['x'], 'video.mp4', { type: 'video/mp4' });
    Object.defineProperty(big, 'size', { value: 300 * 1024 * 1024 + 1 });
    await userEvent.upload(fileInput(canvasElement), big);
    await expect(await within(canvasElement).findByText(/File size exceeds the maximum limit of 300/)).toBeVisible();
    await expect(args.onFiles).not.toHaveBeenCalled();
  },
};

const onItsWay = { id: 'a', name: 'opening-hours.txt', size: 2_048, status: 'uploading' as const, progress: 40 };
const dropped = { id: 'b', name: 'notes.txt', size: 512, status: 'error' as const, error: 'No connection. Check your internet and try again.' };
const cancelled = { id: 'c', name: 'menu.pdf', size: 90_000, status: 'error' as const, error: 'Upload cancelled.' };

/** Files on their way with their progress, and failed ones with why and a Retry each; Remove cancels or forgets. */
export const Sending: Story = {
  args: { sending: [onItsWay, dropped, cancelled] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('progressbar', { name: 'Uploading opening-hours.txt' })).toHaveAttribute('aria-valuenow', '40');
    await expect(canvas.getByText('No connection. Check your internet and try again.')).toBeVisible();
    await expect(canvas.getByText('Upload cancelled.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Retry notes.txt' }));
    await expect(args.onRetrySending).toHaveBeenCalledWith(dropped);
    await expect(canvas.queryByRole('button', { name: 'Retry opening-hours.txt' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Remove opening-hours.txt' }));
    await expect(args.onRemoveSending).toHaveBeenCalledWith(onItsWay);
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** A file being deleted shows it on its button; a refused delete says why above the list. */
export const DeleteRefused: Story = {
  args: { deleting: 1, deleteError: new ApiError({ message: 'A server error occurred.', status: 500 }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('It was not deleted. Something went wrong.');
    await expect(table(canvasElement).getByRole('button', { name: 'Delete price-list.pdf' })).toHaveAttribute('aria-busy', 'true');
  },
};

/** Long and unbroken names and titles wrap inside the list; the page never scrolls sideways. */
export const LongText: Story = {
  args: {
    uploads: [
      buildUpload({ id: 7, name: 'annual-report-with-all-the-appendices-and-the-price-tables-for-every-region-2026-final-final.pdf', title: 'Annual report 2026 with every appendix, the price tables for each region and the notes of the board', created_at: seedDate(-3) }),
      priceList,
    ],
    sending: [{ ...dropped, name: 'a-very-long-file-name-that-someone-typed-without-any-spaces-at-all.txt' }],
  },
  play: async ({ canvasElement }) => {
    await expect(table(canvasElement).getByText(/Annual report 2026 with every appendix/)).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const SmallScreen: Story = {
  globals: { viewport: { value: 'small', isRotated: false } },
  args: { sending: [onItsWay] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: 'Uploads' })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const Russian: Story = {
  globals: { locale: 'ru' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Загрузки' })).toBeVisible();
    await expect(within(canvas.getByRole('table', { name: 'Загруженные файлы' })).getByText('Обработка')).toBeVisible();
  },
};

export const Spanish: Story = {
  globals: { locale: 'es' },
  args: { sending: [dropped] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Archivos' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Reintentar notes.txt' })).toBeVisible();
    await expect(within(canvas.getByRole('table', { name: 'Archivos subidos' })).getByText('Listo')).toBeVisible();
  },
};

export const SpanishEmpty: Story = {
  globals: { locale: 'es' },
  args: { uploads: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Aún no hay archivos.')).toBeVisible();
  },
};
