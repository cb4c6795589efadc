import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { DemoEmail } from '../../../src/api';
import { DemoInboxView } from '../../../src/features/demo/DemoInboxView';
import { inAppColumn } from '../viewStory';

/** One e-mail of each kind the demo sends, newest first. */
const emails: DemoEmail[] = [
  {
    id: 3,
    kind: 'ai_answer',
    to: 'ana@example.com',
    subject: 'Your personal answer is ready',
    body: 'Hello! Thank you for using our tool.\n\nA three-week plan for a bakery…',
    link: '/forms/share/3',
    sent_at: '2026-11-20T10:30:00Z',
  },
  {
    id: 2,
    kind: 'lead',
    to: 'sales@example.com',
    subject: 'New lead: Marketing plan generator',
    body: 'Your form "Marketing plan generator" has a new lead.\n\nName: Ana\nE-mail: ana@example.com\nPhone: —',
    link: '/forms/results/1',
    sent_at: '2026-11-19T09:00:00Z',
  },
  {
    id: 1,
    kind: 'verification',
    to: 'demo@example.com',
    subject: 'Confirm your e-mail address',
    body: 'Welcome! Open the link below to confirm demo@example.com.',
    link: '/demo/verify-email/demo-verification-token',
    sent_at: '2026-11-18T08:00:00Z',
  },
];

/*
 * The demo inbox's states: loading, empty, the list, an e-mail opened (or one that is not there), and a list that
 * could not be loaded. Sending e-mails and following their links are in Screens/Demo/DemoInbox.
 */
const meta = {
  title: 'Screens/Demo/DemoInboxView',
  component: DemoInboxView,
  tags: ['!autodocs'],
  decorators: [inAppColumn],
  parameters: { layout: 'fullscreen' },
  args: { emails, onRetry: fn() },
} satisfies Meta<typeof DemoInboxView>;
export default meta;
type Story = StoryObj<typeof meta>;

const list = (canvasElement: HTMLElement, name = 'E-mails, newest first') => within(within(canvasElement).getByRole('list', { name }));

/** The e-mails are on their way: the page keeps its title and shows where they will be. */
export const Loading: Story = {
  args: { emails: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Demo inbox' })).toBeVisible();
    // Said to assistive technology while the skeleton shows.
    await expect(canvas.getByText('Loading the e-mails…')).toHaveAttribute('role', 'status');
  },
};

/** Nothing sent yet: the page says what will show up here. */
export const Empty: Story = {
  args: { emails: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/No e-mails yet/)).toBeVisible();
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};

/** Each e-mail says what it is, to whom it went and when, and opens with its own address. */
export const List: Story = {
  play: async ({ canvasElement }) => {
    const rows = list(canvasElement).getAllByRole('link');
    await expect(rows[1]).toHaveTextContent('New lead');
    await expect(rows[1]).toHaveTextContent('To: sales@example.com');
    await expect(rows[0]).toHaveAttribute('href', '/demo/inbox/3');
  },
};

/** The list could not be loaded: the reason, and Retry. */
export const LoadFailed: Story = {
  args: { emails: undefined, failure: 'Something went wrong.' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('The e-mails could not be loaded. Something went wrong.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** The verification e-mail opened: its body as written, its link as a button, the way back to the list. */
export const EmailOpened: Story = {
  args: { openedId: '1' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Confirm your e-mail address' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Confirm my e-mail address' })).toHaveAttribute('href', '/demo/verify-email/demo-verification-token');
    await expect(canvas.getByRole('link', { name: 'All e-mails' })).toHaveAttribute('href', '/demo/inbox');
  },
};

/** A lead's e-mail keeps its line breaks and leads to the form's results. */
export const LeadOpened: Story = {
  args: { openedId: '2' },
  play: async ({ canvas }) => {
    const body = canvas.getByText(/has a new lead/);
    await expect(body.textContent).toContain('Name: Ana\nE-mail: ana@example.com');
    await expect(getComputedStyle(body).whiteSpace).toBe('pre-wrap');
    await expect(canvas.getByRole('link', { name: 'Open the results' })).toHaveAttribute('href', '/forms/results/1');
  },
};

/** An address of an e-mail that is not (or no longer) in the inbox. */
export const EmailNotFound: Story = {
  args: { openedId: '99' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('This e-mail is not in your demo inbox.');
    await expect(canvas.getByRole('link', { name: 'All e-mails' })).toBeVisible();
  },
};

export const Russian: Story = {
  globals: { locale: 'ru' },
  play: async ({ canvasElement, canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Демо-почта' })).toBeVisible();
    const rows = list(canvasElement, 'Письма, сначала новые').getAllByRole('link');
    await expect(rows[1]).toHaveTextContent('Новый лид');
    await expect(rows[1]).toHaveTextContent('Кому: sales@example.com');
  },
};

export const SpanishOpenedSmallScreen: Story = {
  args: { openedId: '1' },
  globals: { locale: 'es', viewport: { value: 'small', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Bandeja de la demo' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Confirmar mi dirección de correo' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Todos los correos' })).toHaveAttribute('href', '/demo/inbox');
  },
};
