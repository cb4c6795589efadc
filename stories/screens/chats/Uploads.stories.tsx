import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AppAt, startAtSeedTime } from '../appStory';
import { apiPath } from '../../../mocks/config';
import { uploadsHandlers } from '../../../mocks/handlers';

const meta = {
  title: 'Screens/Chats/Uploads',
  component: AppAt,
  tags: ['!autodocs'],
  args: { entry: '/chats/uploads' },
  parameters: { router: false, layout: 'fullscreen' },
  beforeEach: () => startAtSeedTime('demoOwner'),
} satisfies Meta<typeof AppAt>;
export default meta;
type Story = StoryObj<typeof meta>;

const table = async (canvasElement: HTMLElement) =>
  within(await within(canvasElement).findByRole('table', { name: 'Uploaded files' }, { timeout: 15_000 }));
const fileInput = (canvasElement: HTMLElement) => canvasElement.querySelector<HTMLInputElement>('input[type="file"]')!;

export const List: Story = {
  play: async ({ canvasElement }) => {
    const rows = await table(canvasElement);
    await expect(await rows.findByText('price-list.pdf')).toBeVisible();
    await expect(rows.getByText('Price list 2026')).toBeVisible();
    await expect(rows.getByText('Failed')).toBeVisible();
    // The kind of file as people name it; its full media type on hover.
    await expect(rows.getByText('DOCX')).toHaveAttribute('title', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document');
    await expect(rows.getByText('PNG')).toBeVisible();
  },
};

export const UploadsAFile: Story = {
  play: async ({ canvasElement }) => {
    const rows = await table(canvasElement);
    await userEvent.upload(fileInput(canvasElement), new File(['Our prices are fair.'], 'prices.txt', { type: 'text/plain' }));
    // Name and title (the file name, when no title is given) in the new row.
    await expect(await rows.findAllByText('prices.txt')).toHaveLength(2);
  },
};

/** The connection drops half-way: the file says so and can be sent again. */
let uploadCalls = 0;
/** The owner cancels an upload that hangs, then sends the same file again, which arrives. */
export const CancelThenRetry: Story = {
  beforeEach: () => {
    uploadCalls = 0;
  },
  parameters: {
    msw: {
      handlers: {
        uploads: [
          http.post(apiPath('/training/upload'), async () => {
            uploadCalls += 1;
            if (uploadCalls === 1) await delay('infinite');
            return undefined;
          }),
          ...uploadsHandlers,
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await table(canvasElement);
    await userEvent.upload(fileInput(canvasElement), new File(['chapter one'], 'opening-hours.txt', { type: 'text/plain' }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Remove opening-hours.txt' }));
    await expect(await canvas.findByText('Upload cancelled.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Retry opening-hours.txt' }));
    // The second try reaches the server: the file is listed, and nothing is left waiting or failed.
    const uploads = await table(canvasElement);
    await expect(await uploads.findByRole('row', { name: /opening-hours\.txt/ })).toBeVisible();
    await waitFor(() => expect(canvas.queryByRole('button', { name: 'Retry opening-hours.txt' })).not.toBeInTheDocument());
    await expect(uploadCalls).toBe(2);
  },
};

export const ConnectionDrops: Story = {
  parameters: {
    msw: { handlers: { uploads: [http.post(apiPath('/training/upload'), () => HttpResponse.error()), ...uploadsHandlers] } },
  },
  play: async ({ canvasElement }) => {
    await table(canvasElement);
    await userEvent.upload(fileInput(canvasElement), new File(['half'], 'notes.txt', { type: 'text/plain' }));
    await expect(await within(canvasElement).findByText('No connection. Check your internet and try again.')).toBeVisible();
    await waitFor(() => expect(within(canvasElement).getByRole('button', { name: 'Retry notes.txt' })).toBeVisible());
  },
};
