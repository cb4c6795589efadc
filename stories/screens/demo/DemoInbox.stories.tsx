import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { db, seedDate, seedForms, seedUsers } from '../../../mocks/db';
import { AppAt, screenLoad, startAtSeedTime } from '../appStory';

/** A new lead e-mailed to a lead address, and an AI answer e-mailed to a visitor, as the widget's lead call leaves them. */
function sentForLeads() {
  const owner = seedUsers.demoOwner.id;
  db.demoEmails.insert({
    id: 2,
    _ownerId: owner,
    kind: 'lead',
    to: 'sales@example.com',
    subject: 'New lead: Marketing plan generator',
    body: 'Your form "Marketing plan generator" has a new lead.\n\nName: Ana\nE-mail: ana@example.com\nPhone: —\n\nEvery answer is in the form\'s results.',
    link: `/forms/results/${seedForms.published}`,
    sent_at: seedDate(-1),
  });
  db.demoEmails.insert({
    id: 3,
    _ownerId: owner,
    kind: 'ai_answer',
    to: 'ana@example.com',
    subject: 'Your personal answer is ready',
    body: 'Hello! Thank you for using our tool.\n\nA three-week plan for a bakery…',
    link: `/forms/share/${seedForms.miniPageEmailAnswer}`,
    sent_at: seedDate(0),
  });
}

const meta = {
  title: 'Screens/Demo/DemoInbox',
  component: AppAt,
  tags: ['!autodocs'],
  args: { entry: '/demo/inbox' },
  parameters: { router: false, layout: 'fullscreen' },
  beforeEach: () => startAtSeedTime('demoOwner'),
} satisfies Meta<typeof AppAt>;
export default meta;
type Story = StoryObj<typeof meta>;

const title = (canvasElement: HTMLElement, name = 'Demo inbox') =>
  within(canvasElement).findByRole('heading', { level: 1, name }, screenLoad);

/** Every kind of e-mail the demo sends, newest first, each saying what it is and to whom it went. */
export const List: Story = {
  beforeEach: () => sentForLeads(),
  play: async ({ canvasElement }) => {
    await title(canvasElement);
    const list = within(await within(canvasElement).findByRole('list', { name: 'E-mails, newest first' }));
    const rows = list.getAllByRole('link');
    await expect(rows.map((row) => row.querySelector('span')?.textContent)).toEqual([
      'Your personal answer is ready',
      'New lead: Marketing plan generator',
      'Confirm your e-mail address',
    ]);
    await expect(rows[1]).toHaveTextContent('New lead');
    await expect(rows[1]).toHaveTextContent('To: sales@example.com');
    await expect(rows[2]).toHaveTextContent('To: demo@example.com');
    await expect(rows[0]).toHaveAttribute('href', '/demo/inbox/3');
  },
};

/**
 * The verification e-mail opened from the list: its link confirms the address, the browser lands where a real
 * link sends it, the verify banner is gone and the success banner says so.
 */
export const EmailOpened: Story = {
  parameters: { demoInboxInBanner: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await title(canvasElement);
    await userEvent.click(await canvas.findByRole('link', { name: /Confirm your e-mail address/ }));
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Confirm your e-mail address' })).toBeVisible();
    await expect(canvas.getByText(/Open the link below to confirm demo@example\.com/)).toBeVisible();
    await userEvent.click(canvas.getByRole('link', { name: 'Confirm my e-mail address' }));
    await expect(await canvas.findByText('Your e-mail address is verified. Thank you!', {}, screenLoad)).toBeVisible();
    await expect(db.users.get(seedUsers.demoOwner.id)?.is_email_verified).toBe(true);
    await expect(canvas.queryByText(/Please verify your e-mail address/)).toBeNull();
  },
};

/** Bodies and subjects are written from what owners and visitors typed: markup stays text, a foreign link is no link. */
export const UntrustedEmail: Story = {
  args: { entry: '/demo/inbox/9' },
  beforeEach: () => {
    db.demoEmails.insert({
      id: 9,
      _ownerId: seedUsers.demoOwner.id,
      kind: 'ai_answer',
      to: '<b>visitor</b>@example.com',
      subject: '<img src=x onerror="window.__demoInboxXss=1">',
      body: '<script>window.__demoInboxXss=1</script>\n<a href="javascript:alert(1)">click</a>',
      link: '//evil.example/phish',
      sent_at: seedDate(0),
    });
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const subject = await canvas.findByRole('heading', { level: 2 }, screenLoad);
    await expect(subject).toHaveTextContent('<img src=x onerror="window.__demoInboxXss=1">');
    await expect(canvas.getByText(/<script>window.__demoInboxXss=1<\/script>/)).toBeVisible();
    await expect(canvasElement.querySelector('article img, article script, article a')).toBeNull();
    await expect(canvas.queryByRole('link', { name: 'Open the form' })).toBeNull();
    await expect((window as { __demoInboxXss?: number }).__demoInboxXss).toBeUndefined();
  },
};

/** A link that can no longer confirm (a newer e-mail was sent): the page says so and offers the inbox. */
export const OldVerificationLink: Story = {
  args: { entry: '/demo/verify-email/an-old-token' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent(/This link is not valid any more/), screenLoad);
    await expect(canvas.getByRole('link', { name: 'Back to the demo inbox' })).toHaveAttribute('href', '/demo/inbox');
    await expect(db.users.get(seedUsers.demoOwner.id)?.is_email_verified).toBe(false);
  },
};
