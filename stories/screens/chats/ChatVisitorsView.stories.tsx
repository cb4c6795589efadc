import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ApiError, type ChatConversation } from '../../../src/api';
import { ChatVisitorsView } from '../../../src/features/chats/ChatVisitorsView';
import { buildChat, buildChatMessage, buildLead, seedDate } from '../../../mocks/db';
import { inAppColumn } from '../viewStory';

const chat = buildChat({ id: 1, name: 'Support assistant', save_chat_history: true });
const withEmail: ChatConversation = {
  id: 11,
  started_at: seedDate(-1, 2),
  first_question: 'When are you open?',
  message_count: 4,
  visitor: true,
  lead: buildLead({ id: 1, email: 'ada@example.com' }),
};
const withoutEmail: ChatConversation = { id: 12, started_at: seedDate(0, -3), first_question: 'What does it cost?', message_count: 2, visitor: true, lead: null };
const noQuestion: ChatConversation = { id: 13, started_at: seedDate(-3), first_question: '', message_count: 0, visitor: true, lead: buildLead({ id: 2, email: 'bo@example.org' }) };
const messages = [
  buildChatMessage({ id: 1, conversation_id: 11, role: 'user', content: 'When are you open?' }),
  buildChatMessage({
    id: 2,
    conversation_id: 11,
    role: 'assistant',
    content: 'According to **Opening hours**: we are open Monday to Friday, 9:00-18:00.',
    sources: [{ title: 'Opening hours', url: 'https://example.com/hours' }],
  }),
];

const meta = {
  title: 'Screens/Chats/ChatVisitorsView',
  component: ChatVisitorsView,
  tags: ['!autodocs'],
  decorators: [inAppColumn],
  parameters: { layout: 'fullscreen' },
  args: {
    chat,
    status: 'ready',
    conversations: [withoutEmail, withEmail, noQuestion],
    total: 3,
    page: 0,
    pageSize: 10,
    leadsOnly: false,
    openedId: null,
    opened: null,
    exporting: false,
    onPageChange: fn(),
    onPageSizeChange: fn(),
    onLeadsOnlyChange: fn(),
    onOpen: fn(),
    onExport: fn(),
    onRetry: fn(),
    onDelete: fn(async () => undefined),
  },
  argTypes: { status: { control: 'inline-radio', options: ['loading', 'error', 'ready'] } },
} satisfies Meta<typeof ChatVisitorsView>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = within(document.body);
const table = (canvasElement: HTMLElement) => within(within(canvasElement).getByRole('table', { name: 'Visitors’ conversations' }));
const blur = () => (document.activeElement as HTMLElement | null)?.blur();

/** Each conversation: when, its first question (opens it), its messages and the e-mail left; export and the filter. */
export const List: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Visitors of Support assistant' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to the chat' })).toHaveAttribute('href', '/chats/1');
    await expect(canvas.getByText('What visitors asked this chat on your site, its answers, and the e-mails they left.')).toBeVisible();
    const rows = table(canvasElement);
    const row = within(rows.getByRole('button', { name: 'When are you open?' }).closest('tr')!);
    await expect(row.getByRole('link', { name: 'ada@example.com' })).toHaveAttribute('href', 'mailto:ada@example.com');
    await expect(row.getByRole('cell', { name: '4' })).toBeVisible();
    await expect(within(rows.getByRole('button', { name: 'What does it cost?' }).closest('tr')!).getByText('—')).toBeVisible();
    await expect(rows.getByRole('button', { name: '(no question kept)' })).toBeVisible();
    await userEvent.click(rows.getByRole('button', { name: 'When are you open?' }));
    await expect(args.onOpen).toHaveBeenCalledWith(11);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'With e-mail only' }));
    await expect(args.onLeadsOnlyChange).toHaveBeenCalledWith(true);
    await userEvent.click(canvas.getByRole('button', { name: 'Export CSV' }));
    await expect(args.onExport).toHaveBeenCalledOnce();
    blur();
  },
};

/** One conversation opened beside the list: the visitor's words as typed, the answers as safe markdown with sources. */
export const Opened: Story = {
  args: { openedId: 11, opened: { conversation: withEmail, status: 'ready', messages } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const opened = within(canvas.getByRole('region', { name: /^Conversation of / }));
    await expect(opened.getByText('E-mail left: ada@example.com')).toBeVisible();
    const list = opened.getByRole('list', { name: 'Messages' });
    await expect(list).toHaveTextContent('VisitorWhen are you open?');
    await expect(within(list).getByText('Opening hours', { selector: 'strong' })).toBeVisible();
    await expect(within(list).getByRole('list', { name: 'Sources of this answer' })).toHaveTextContent('Opening hours');
    await expect(table(canvasElement).getByRole('button', { name: 'When are you open?' })).toHaveAttribute('aria-current', 'true');
    await userEvent.click(opened.getByRole('button', { name: 'Close' }));
    await expect(args.onOpen).toHaveBeenCalledWith(null);
    blur();
  },
};

export const OpenedLoading: Story = {
  args: { openedId: 11, opened: { conversation: withEmail, status: 'loading', messages: [] } },
  play: async ({ canvasElement }) => {
    const opened = within(within(canvasElement).getByRole('region', { name: /^Conversation of / }));
    await expect(opened.getByText('E-mail left: ada@example.com')).toBeVisible();
    await expect(opened.queryByRole('list', { name: 'Messages' })).toBeNull();
  },
};

export const OpenedFailed: Story = {
  args: { openedId: 11, opened: { conversation: withEmail, status: 'error', messages: [], error: new ApiError({ message: 'Down', status: 503 }) } },
  play: async ({ canvasElement }) => {
    const opened = within(within(canvasElement).getByRole('region', { name: /^Conversation of / }));
    await expect(opened.getByRole('alert')).toHaveTextContent('Something went wrong.');
  },
};

/** A chat that does not save conversations: only the e-mails are listed, and an opened one has no messages. */
export const NotSaved: Story = {
  args: {
    chat: { ...chat, save_chat_history: false },
    conversations: [noQuestion],
    total: 1,
    openedId: 13,
    opened: { conversation: noQuestion, status: 'ready', messages: [] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/This chat does not save conversations/)).toBeVisible();
    await expect(canvas.getByText('No messages were kept: the chat did not save this conversation.')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { status: 'loading', conversations: [], total: 0 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('table', { name: 'Visitors’ conversations', busy: true })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Export CSV' })).toHaveAttribute('aria-disabled', 'true');
  },
};

export const Empty: Story = {
  args: { conversations: [], total: 0 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'No visitor has talked to this chat yet' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Export CSV' })).toHaveAttribute('aria-disabled', 'true');
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

/** The filter on and nothing under it: says how to get e-mails, and that clearing the filter shows every one. */
export const NoLeads: Story = {
  args: { leadsOnly: true, conversations: [], total: 0 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'No visitor left an e-mail yet' })).toBeVisible();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'With e-mail only' }));
    await expect(args.onLeadsOnlyChange).toHaveBeenCalledWith(false);
    blur();
  },
};

export const LoadFailed: Story = {
  args: { status: 'error', loadError: new ApiError({ message: 'Down', status: 503 }), conversations: [], total: 0 },
  play: async ({ canvasElement, args }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent('The conversations could not be loaded. Something went wrong.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
    blur();
  },
};

/** The next page and another size are asked of the screen (it keeps them in the address). */
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

export const Exporting: Story = {
  args: { exporting: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /Export CSV$/ })).toHaveAttribute('aria-busy', 'true');
  },
};

export const ExportFailed: Story = {
  args: { exportError: new ApiError({ message: 'Down', status: 503 }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('The file was not made. Something went wrong.');
  },
};

/** Visitors went unanswered because the credits ran out: the owner is told, with the way to buy more. */
export const CreditsRefused: Story = {
  args: { chat: { ...chat, credits_refused_at: seedDate(-1, 5) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const banner = within(canvas.getByText(/^“Support assistant” could not answer a visitor on .*: your credits ran out\./).closest<HTMLElement>('[role=alert]')!);
    await expect(banner.getByText('Visitors went unanswered')).toBeVisible();
    await expect(banner.getByRole('link', { name: 'Buy credits' })).toHaveAttribute('href', '/prices');
  },
};

const openDelete = async (canvasElement: HTMLElement, index: number) => {
  await userEvent.click(table(canvasElement).getAllByRole('button', { name: /^Delete the conversation of / })[index]!);
  return within(await body.findByRole('dialog', { name: 'Delete this conversation?' }));
};

/** Delete asks first, naming the first question; confirmed, the screen is asked to delete it and the dialog closes. */
export const DeleteConfirmed: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await openDelete(canvasElement, 1);
    await expect(dialog.getByText(/began with “When are you open\?”/)).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Delete' }));
    await expect(args.onDelete).toHaveBeenCalledWith(withEmail);
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
  },
};

/** A refused delete keeps the dialog open with the reason; Cancel closes it. */
export const DeleteFails: Story = {
  args: { onDelete: fn(async () => Promise.reject(new ApiError({ message: 'A server error occurred.', status: 500 }))) },
  play: async ({ canvasElement, args }) => {
    const dialog = await openDelete(canvasElement, 2);
    await expect(dialog.getByText(/began with “\(no question kept\)”/)).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Delete' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent('It was not deleted. Something went wrong.');
    await expect(args.onDelete).toHaveBeenCalledOnce();
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
  },
};

const longQuestion = 'Hello, I would like to know whether you could deliver three hundred handmade candles to our wedding venue outside the city on a Sunday morning, and what that would cost?';
const longEmail = 'a.very.long.address.of.someone.who.likes.long.addresses@subdomain.example-company-with-a-long-name.com';

/** A long question, an unbroken e-mail and a long chat name wrap; the page never scrolls sideways. */
export const LongText: Story = {
  args: {
    chat: { ...chat, name: 'Assistant for the opening hours, prices and delivery of every shop of the Northern region' },
    conversations: [{ ...withEmail, first_question: longQuestion, lead: buildLead({ id: 3, email: longEmail }) }, withoutEmail],
    total: 2,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: longQuestion })).toBeVisible();
    await expect(canvas.getByRole('link', { name: longEmail })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const SmallScreen: Story = {
  globals: { viewport: { value: 'small', isRotated: false } },
  args: { openedId: 11, opened: { conversation: withEmail, status: 'ready', messages } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('region', { name: /^Conversation of / })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const Russian: Story = {
  globals: { locale: 'ru' },
  args: { openedId: 11, opened: { conversation: withEmail, status: 'ready', messages } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Посетители: Support assistant' })).toBeVisible();
    await expect(canvas.getByRole('table', { name: 'Разговоры посетителей' })).toBeVisible();
    await expect(canvas.getByText('Оставлен e-mail: ada@example.com')).toBeVisible();
  },
};

export const Spanish: Story = {
  globals: { locale: 'es' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Visitantes de Support assistant' })).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: 'Solo con correo' })).not.toBeChecked();
    await expect(within(canvas.getByRole('table', { name: 'Conversaciones de visitantes' })).getByRole('link', { name: 'ada@example.com' })).toBeVisible();
  },
};

export const SpanishEmpty: Story = {
  globals: { locale: 'es' },
  args: { leadsOnly: true, conversations: [], total: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('checkbox', { name: 'Solo con correo' })).toBeChecked();
  },
};
