import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { db, seedForms } from '../../mocks/db';
import { writeJson } from '../../src/api/client/storage';
import { AppAt, screenLoad, startAtSeedTime } from '../screens/appStory';

const meta = {
  title: 'Flows/Owner Works The Leads',
  component: AppAt,
  tags: ['!autodocs'],
  args: { entry: '/forms' },
  parameters: { router: false, layout: 'fullscreen' },
  beforeEach: () => {
    writeJson('leadDrafts', null);
    return startAtSeedTime('demoOwner');
  },
} satisfies Meta<typeof AppAt>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The file the page hands to the browser as a download: its content as the page made it (the object behind the
 * file's address), and its name from the link, whose click is kept from saving a file on this machine.
 */
function catchDownload(): Promise<{ name: string; text: string }> {
  const madeFiles = spyOn(URL, 'createObjectURL');
  return new Promise((resolve) => {
    const onClick = (event: MouseEvent) => {
      const link = event.target instanceof HTMLAnchorElement && event.target.download ? event.target : null;
      const file = madeFiles.mock.calls.at(-1)?.[0];
      if (!link || !(file instanceof Blob)) return;
      event.preventDefault();
      document.removeEventListener('click', onClick, true);
      madeFiles.mockRestore();
      void file.text().then((text) => resolve({ name: link.download, text }));
    };
    document.addEventListener('click', onClick, true);
  });
}

/**
 * The owner opens a form's results from My Forms, corrects a lead's phone number, deletes a session they do not
 * want, and exports the leads as a CSV file.
 */
export const WorkTheLeads: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const body = within(document.body);
    const sessions = async () => {
      const table = await canvas.findByRole('table', { name: 'Sessions of this form' }, screenLoad);
      await waitFor(() => expect(table).not.toHaveAttribute('aria-busy'), screenLoad);
      return within(table);
    };
    const dismissToast = async (text: string) => {
      const toast = (await body.findByText(text)).closest<HTMLElement>('[role="status"]')!;
      await userEvent.click(within(toast).getByRole('button', { name: 'Dismiss' }));
      await waitFor(() => expect(body.queryByText(text)).toBeNull());
    };

    await step("My Forms: open a form's results", async () => {
      const forms = within(await canvas.findByRole('table', { name: 'All forms' }, screenLoad));
      await userEvent.click(await forms.findByRole('button', { name: 'Actions for Marketing plan generator' }));
      await userEvent.click(await body.findByRole('menuitem', { name: 'Results' }));
      await expect(await canvas.findByRole('region', { name: 'Statistics' }, screenLoad)).toBeVisible();
      await sessions();
      await expect(await canvas.findByText(/1–10 of 12/, {}, screenLoad)).toBeVisible();
    });

    await step("Edit a lead: correct Ada's phone", async () => {
      const rows = await sessions();
      await userEvent.click(rows.getByRole('button', { name: 'Edit contact of Ada Lovelace' }));
      const dialog = within(await body.findByRole('dialog', { name: 'Edit contact details' }));
      const phone = dialog.getByRole('textbox', { name: 'Phone' });
      await userEvent.clear(phone);
      await userEvent.type(phone, '(555) 010-9999');
      await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
      await expect(await rows.findByRole('cell', { name: '(555) 010-9999' })).toBeVisible();
      await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
      await dismissToast('Contact details saved');
    });

    await step("Delete a session: Alan's goes", async () => {
      const rows = await sessions();
      await userEvent.click(rows.getByRole('button', { name: 'Delete Alan Turing' }));
      const dialog = within(await body.findByRole('dialog', { name: 'Delete this session?' }));
      await userEvent.click(dialog.getByRole('button', { name: 'Delete' }));
      await waitFor(() => expect(rows.queryByRole('cell', { name: 'alan@example.com' })).toBeNull());
      await expect(canvasElement).toHaveTextContent(/1–10 of 11/);
      await expect(db.sessions.find((s) => s._formId === seedForms.published && s.lead?.email === 'alan@example.com')).toBeUndefined();
    });

    await step('Export the leads as CSV', async () => {
      const download = catchDownload();
      await userEvent.click(canvas.getByRole('button', { name: 'Export CSV' }));
      const file = await download;
      await expect(file.name).toMatch(/\.csv$/);
      // The corrected phone is in the file; the deleted session is not.
      await expect(file.text).toContain('(555) 010-9999');
      await expect(file.text).not.toContain('alan@example.com');
      await dismissToast(`Saved ${file.name}`);
    });
  },
};
