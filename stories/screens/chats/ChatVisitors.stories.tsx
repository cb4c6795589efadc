import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AppAt, screenLoad, startAtSeedTime } from '../appStory';
import { db } from '../../../mocks/db';
import { chatsScenarios } from '../../../mocks/scenarios';
import { setUsedCredits } from '../../../mocks/situations';
import { askPublicChat, leavePublicChatLead, startPublicChatConversation } from '../../../src/api/endpoints/chatEmbed';

/*
 * The visitors of the seed's "Support assistant" (published, saves history, asks for an e-mail). Every conversation
 * here is made the way a visitor's page makes it: through the chat embed's public calls, over the one store.
 */

/** A visitor on the owner's site: starts a conversation, asks each question (reading the whole answer), may leave an e-mail. */
async function visitorTalks(questions: readonly string[], email?: string): Promise<void> {
  const { uuid } = await startPublicChatConversation(1);
  for (const question of questions) {
    // A refused answer (the credits story) is what the story is about: it is recorded, not thrown on.
    await askPublicChat(1, uuid, question, () => undefined).catch(() => undefined);
  }
  if (email !== undefined) await leavePublicChatLead(1, uuid, email);
}

/** Two visitors: one asked twice and left an e-mail, one asked once. */
async function twoVisitors(): Promise<void> {
  await visitorTalks(['When are you open?', 'Where is the price list?'], 'ada@example.com');
  await visitorTalks(['What does it cost?']);
}

const meta = {
  title: 'Screens/Chats/Chat Visitors',
  component: AppAt,
  tags: ['!autodocs'],
  args: { entry: '/chats/1/visitors' },
  parameters: { router: false, layout: 'fullscreen' },
  beforeEach: async () => {
    const stop = startAtSeedTime('demoOwner');
    await twoVisitors();
    return stop;
  },
} satisfies Meta<typeof AppAt>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = within(document.body);
/** The table once the visitors' conversations are in it. */
async function table(canvasElement: HTMLElement) {
  const rows = within(await within(canvasElement).findByRole('table', { name: 'Visitors’ conversations' }, screenLoad));
  await rows.findByRole('button', { name: 'When are you open?' }, screenLoad);
  return rows;
}

export const List: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Visitors of Support assistant' }, screenLoad)).toBeVisible();
    const rows = await table(canvasElement);
    // Newest first; the owner's own conversation from yesterday is not a visitor's.
    const [, newest, older, ...none] = rows.getAllByRole('row');
    await expect(none).toEqual([]);
    await expect(newest).toHaveTextContent('What does it cost?');
    await expect(newest).toHaveTextContent('—');
    await expect(older).toHaveTextContent('When are you open?');
    await expect(within(older!).getByRole('cell', { name: '4' })).toBeVisible();
    await expect(within(older!).getByRole('link', { name: 'ada@example.com' })).toHaveAttribute('href', 'mailto:ada@example.com');
    await expect(canvas.getByRole('link', { name: 'Back to the chat' })).toHaveAttribute('href', '/chats/1');
    // Only the leads: the visitor who left an e-mail.
    await userEvent.click(canvas.getByRole('checkbox', { name: 'With e-mail only' }));
    await waitFor(() => expect(rows.queryByRole('button', { name: 'What does it cost?' })).toBeNull());
    await expect(rows.getByRole('button', { name: 'When are you open?' })).toBeVisible();
  },
};

export const OneOpened: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const rows = await table(canvasElement);
    await userEvent.click(rows.getByRole('button', { name: 'When are you open?' }));
    const opened = within(await canvas.findByRole('region', { name: /^Conversation of / }));
    await expect(opened.getByText('E-mail left: ada@example.com')).toBeVisible();
    const messages = await opened.findByRole('list', { name: 'Messages' });
    // The visitor's words as plain text, the answers as safe markdown (bold is bold), with their sources.
    await expect(messages).toHaveTextContent('VisitorWhen are you open?');
    await expect(within(messages).getByText('Opening hours', { selector: 'strong' })).toBeVisible();
    await expect(within(messages).getAllByRole('list', { name: 'Sources of this answer' })[0]).toHaveTextContent('Opening hours');
    await expect(rows.getByRole('button', { name: 'When are you open?' })).toHaveAttribute('aria-current', 'true');
  },
};

export const OpenedAndClosed: Story = {
  play: async (context) => {
    await OneOpened.play!(context);
    const canvas = within(context.canvasElement);
    await userEvent.click(within(canvas.getByRole('region', { name: /^Conversation of / })).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(canvas.queryByRole('region', { name: /^Conversation of / })).toBeNull());
  },
};

export const Delete: Story = {
  play: async ({ canvasElement }) => {
    const rows = await table(canvasElement);
    const deleteButtons = rows.getAllByRole('button', { name: /^Delete the conversation of / });
    await userEvent.click(deleteButtons[1]!);
    const dialog = within(await body.findByRole('dialog', { name: 'Delete this conversation?' }));
    await expect(dialog.getByText(/began with “When are you open\?”/)).toBeVisible();
    // Cancel keeps it; Delete removes it once the server confirms.
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await expect(rows.getByRole('button', { name: 'When are you open?' })).toBeVisible();
    await userEvent.click(rows.getAllByRole('button', { name: /^Delete the conversation of / })[1]!);
    await userEvent.click(within(await body.findByRole('dialog', { name: 'Delete this conversation?' })).getByRole('button', { name: 'Delete' }));
    await expect(await body.findByText('The conversation was deleted.')).toBeVisible();
    await waitFor(() => expect(rows.queryByRole('button', { name: 'When are you open?' })).toBeNull());
    await expect(db.chatVisitors.where((v) => v.lead?.email === 'ada@example.com')).toEqual([]);
  },
};

export const Export: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await table(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Export CSV' }));
    const saved = /^Saved as chat-1-conversations-\d{4}-\d{2}-\d{2}\.csv\.$/;
    const status = (await body.findByText(saved)).closest<HTMLElement>('[role="status"]')!;
    // The file is named with today's date: closed before the picture, which must be the same on any day.
    await userEvent.click(within(status).getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(body.queryByText(saved)).toBeNull());
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { chats: chatsScenarios.neverEnding() } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'Loading the visitors…' }, screenLoad)).toBeVisible();
  },
};

/** A visitor's question was refused because the credits ran out: the owner is told, with the way to buy more. */
export const CreditsRanOut: Story = {
  beforeEach: async () => {
    setUsedCredits(100);
    await visitorTalks(['Do you deliver?']);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const text = await canvas.findByText(/^“Support assistant” could not answer a visitor on .*: your credits ran out\./, {}, screenLoad);
    const banner = within(text.closest<HTMLElement>('[role=alert]')!);
    await expect(banner.getByText('Visitors went unanswered')).toBeVisible();
    await expect(banner.getByRole('link', { name: 'Buy credits' })).toHaveAttribute('href', '/prices');
  },
};

/** The same record shows on the chat's own page; an answer paid for again clears it. */
export const CreditsRanOutOnChat: Story = {
  args: { entry: '/chats/1' },
  beforeEach: async () => {
    setUsedCredits(100);
    await visitorTalks(['Do you deliver?']);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const text = await canvas.findByText(/^“Support assistant” could not answer a visitor/, {}, screenLoad);
    await expect(within(text.closest<HTMLElement>('[role=alert]')!).getByRole('link', { name: 'Buy credits' })).toHaveAttribute('href', '/prices');
  },
};

/** Without a refusal on record there is no banner. */
export const NoRefusalNoBanner: Story = {
  play: async ({ canvasElement }) => {
    await table(canvasElement);
    await expect(within(canvasElement).queryByText(/could not answer a visitor/)).toBeNull();
  },
};
