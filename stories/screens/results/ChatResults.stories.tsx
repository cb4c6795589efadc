import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AppAt, screenLoad, startAtSeedTime } from '../appStory';
import { apiPath } from '../../../mocks/config';
import { db } from '../../../mocks/db';
import { errorResponse, messages } from '../../../mocks/http';
import { chatsHandlers } from '../../../mocks/handlers';
import { chatsScenarios } from '../../../mocks/scenarios';
import { askPublicChat, leavePublicChatLead, startPublicChatConversation } from '../../../src/api/endpoints/chatEmbed';

/*
 * A chat's leads in the results (docs/chats.md): the seed's "Support assistant" asks visitors for an e-mail; the
 * visitors here talk to it through the chat embed's public calls, over the one store, as a visitor's page does.
 */

/** A visitor on the owner's site: starts a conversation, asks, may leave an e-mail. */
async function visitorTalks(question: string, email?: string): Promise<void> {
  const { uuid } = await startPublicChatConversation(1);
  await askPublicChat(1, uuid, question, () => undefined);
  if (email !== undefined) await leavePublicChatLead(1, uuid, email);
}

/** The conversation in which a visitor left this e-mail. */
const conversationOf = (email: string) => db.chatVisitors.find((v) => v.lead?.email === email)?.id;

const meta = {
  title: 'Screens/Results/Chat Results',
  component: AppAt,
  tags: ['!autodocs'],
  args: { entry: '/chats/1/results' },
  parameters: { router: false, layout: 'fullscreen' },
  beforeEach: async () => {
    const stop = startAtSeedTime('demoOwner');
    // Two leads and a visitor who left no e-mail (not a lead).
    await visitorTalks('When are you open?', 'ada@example.com');
    await visitorTalks('What does it cost?');
    await visitorTalks('Can someone call me back?', 'grace@example.com');
    return stop;
  },
} satisfies Meta<typeof AppAt>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = within(document.body);

/** The statistics card once its numbers are drawn: the chart, or the words of a range without conversations. */
async function statistics(canvasElement: HTMLElement) {
  const card = within(await within(canvasElement).findByRole('region', { name: /^(Statistics|Статистика|Estadísticas)$/ }, screenLoad));
  const noConversations = /^(No visitor began|В эти дни ни один|Ningún visitante)/;
  await waitFor(() => expect(card.queryAllByRole('img')[0] ?? card.queryByText(noConversations)).toBeTruthy(), screenLoad);
  return card;
}

/** The number under a statistics tile's label. */
function tile(stats: ReturnType<typeof within>, label: string): HTMLElement {
  const term = stats.getAllByText(label).find((el: HTMLElement) => el.tagName === 'DT');
  if (!term?.nextElementSibling) throw new Error(`No tile ${label}`);
  return term.nextElementSibling as HTMLElement;
}

/** The leads' table once the leads are in it, and the statistics under it once drawn (the picture waits for both). */
async function table(canvasElement: HTMLElement) {
  const rows = within(await within(canvasElement).findByRole('table', { name: 'Leads of this chat' }, screenLoad));
  await rows.findByText('ada@example.com', {}, screenLoad);
  await statistics(canvasElement);
  return rows;
}

/** The snackbar's confirmation, read and dismissed so that the screenshot does not depend on how long the play took. */
async function dismiss(text: string | RegExp) {
  const status = (await body.findByText(text)).closest<HTMLElement>('[role="status"]')!;
  await userEvent.click(within(status).getByRole('button', { name: 'Dismiss' }));
  await waitFor(() => expect(body.queryByText(text)).toBeNull());
}

export const WithLeads: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Results of Support assistant' }, screenLoad)).toBeVisible();
    const rows = await table(canvasElement);
    // The visitors who left an e-mail, newest first, each with the question that began the conversation.
    const [, newest, older, ...none] = rows.getAllByRole('row');
    await expect(none).toEqual([]);
    await expect(newest).toHaveTextContent('grace@example.com');
    await expect(newest).toHaveTextContent('Can someone call me back?');
    await expect(older).toHaveTextContent('ada@example.com');
    await expect(older).toHaveTextContent('When are you open?');
    await expect(rows.queryByText('What does it cost?')).toBeNull();
    // The answers are in the conversation, not in the row: no empty AI answer column.
    await expect(rows.queryByRole('columnheader', { name: /AI answer/ })).toBeNull();
    // A lead's time opens its conversation among the chat's visitors.
    await expect(within(older!).getAllByRole('link')[0]).toHaveAttribute('href', `/chats/1/visitors?lead=1&open=${conversationOf('ada@example.com')}`);
    await expect(canvas.getByRole('link', { name: 'Visitors’ conversations' })).toHaveAttribute('href', '/chats/1/visitors');
    await expect(canvas.getByRole('link', { name: 'Open the chat' })).toHaveAttribute('href', '/chats/1');
    // Under the leads, the chat's numbers over the last 7 days, counted from the visitors' conversations.
    const stats = await statistics(canvasElement);
    await expect(tile(stats, 'Conversations')).toHaveTextContent('3');
    await expect(tile(stats, 'Leads')).toHaveTextContent('2');
    await expect(tile(stats, 'Leads per conversation')).toHaveTextContent('66.7%');
    await expect(stats.getByRole('img', { name: 'Conversations and leads per day: 3 conversations and 2 leads in total.' })).toBeVisible();
    await expect(stats.getByRole('button', { name: '7 days' })).toHaveAttribute('aria-pressed', 'true');
  },
};

/** A visitor who talks and leaves an e-mail while the owner looks: after a reload of the card it is counted. */
export const StatisticsCountNewLeads: Story = {
  play: async ({ canvasElement }) => {
    let stats = await statistics(canvasElement);
    await expect(tile(stats, 'Leads')).toHaveTextContent('2');
    await visitorTalks('Do you ship abroad?', 'alan@example.com');
    // Another period and back asks the server again.
    await userEvent.click(stats.getByRole('button', { name: '30 days' }));
    await waitFor(() => expect(tile(stats, 'Leads')).toHaveTextContent('3'), screenLoad);
    await expect(tile(stats, 'Conversations')).toHaveTextContent('4');
    await expect(tile(stats, 'Leads per conversation')).toHaveTextContent('75%');
    stats = await statistics(canvasElement);
    await expect(stats.getByRole('img', { name: 'Conversations and leads per day: 4 conversations and 3 leads in total.' })).toBeVisible();
  },
};

/** The conversations began before the period shown: the leads are listed, the card says the range had none. */
export const StatisticsEmptyRange: Story = {
  beforeEach: () => {
    for (const visitor of db.chatVisitors.where(() => true)) db.chatVisitors.update(visitor.id, { created_at: '2025-06-01T10:00:00.000Z' });
  },
  play: async ({ canvasElement }) => {
    await table(canvasElement);
    const stats = await statistics(canvasElement);
    await expect(stats.getByText('No visitor began a conversation in these days. Pick a longer range or put the chat on your site.')).toBeVisible();
    await expect(tile(stats, 'Conversations')).toHaveTextContent('0');
    await expect(tile(stats, 'Leads per conversation')).toHaveTextContent('—');
  },
};

export const StatisticsLoading: Story = {
  parameters: {
    msw: { handlers: { chats: [http.get(apiPath('/training/chat/:id/statistics'), async () => delay('infinite')), ...chatsHandlers] } },
  },
  play: async ({ canvasElement }) => {
    const rows = within(await within(canvasElement).findByRole('table', { name: 'Leads of this chat' }, screenLoad));
    await rows.findByText('ada@example.com', {}, screenLoad);
    const card = within(await within(canvasElement).findByRole('region', { name: 'Statistics' }, screenLoad));
    await expect(await card.findByRole('status')).toHaveTextContent('Loading statistics…');
    await expect(card.queryByRole('img')).toBeNull();
  },
};

export const StatisticsFailed: Story = {
  parameters: {
    msw: {
      handlers: { chats: [http.get(apiPath('/training/chat/:id/statistics'), () => HttpResponse.json({ detail: 'Down' }, { status: 503 })), ...chatsHandlers] },
    },
  },
  play: async ({ canvasElement }) => {
    const rows = within(await within(canvasElement).findByRole('table', { name: 'Leads of this chat' }, screenLoad));
    await rows.findByText('ada@example.com', {}, screenLoad);
    const card = within(await within(canvasElement).findByRole('region', { name: 'Statistics' }, screenLoad));
    const alert = await card.findByRole('alert', {}, screenLoad);
    await expect(alert).toHaveTextContent('The statistics could not be loaded. Something went wrong.');
    await expect(within(alert).getByRole('button', { name: 'Retry' })).toBeVisible();
  },
};

/** Leads selected and deleted together, with their conversations; the statistics count what is left. */
export const BulkDelete: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const rows = await table(canvasElement);
    await userEvent.click(rows.getByRole('checkbox', { name: 'Select all rows on this page' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Delete selected (2)' }));
    const dialog = within(await body.findByRole('dialog', { name: 'Delete the selected leads (2)?' }));
    await expect(dialog.getByText('Their e-mails and the visitors’ conversations are deleted for good.')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Delete' }));
    await expect(await canvas.findByRole('heading', { name: 'No leads yet' }, screenLoad)).toBeVisible();
    // Gone from the store with their conversations; the visitor who left no e-mail is still counted.
    await expect(db.chatVisitors.where((v) => v.lead !== null && v.lead !== undefined)).toEqual([]);
    await expect(db.chatMessages.where((m) => m.conversation_id === conversationOf('ada@example.com'))).toEqual([]);
    const stats = await statistics(canvasElement);
    await waitFor(() => expect(tile(stats, 'Leads')).toHaveTextContent('0'), screenLoad);
    await expect(tile(stats, 'Conversations')).toHaveTextContent('1');
    await dismiss('Leads deleted: 2');
  },
};

export const BulkDeleteRefused: Story = {
  parameters: {
    msw: {
      handlers: { chats: [http.delete(apiPath('/training/chat/:id/conversations'), () => HttpResponse.json({ detail: 'Down' }, { status: 503 })), ...chatsHandlers] },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const rows = await table(canvasElement);
    await userEvent.click(rows.getByRole('checkbox', { name: 'Select grace@example.com' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Delete selected (1)' }));
    const dialog = within(await body.findByRole('dialog', { name: 'Delete the selected leads (1)?' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Delete' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent('Deleted 0 of 1. The other 1 could not be deleted');
    await expect(dialog.getByRole('button', { name: 'Try again (1)' })).toBeVisible();
    await expect(rows.getByText('grace@example.com')).toBeVisible();
  },
};

/** From the chat's page to its leads, and from a lead to the conversation the visitor had. */
export const LeadToConversation: Story = {
  args: { entry: '/chats/1' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('link', { name: 'Leads' }, screenLoad));
    const rows = await table(canvasElement);
    const [, , older] = rows.getAllByRole('row');
    await userEvent.click(within(older!).getAllByRole('link')[0]!);
    const opened = within(await canvas.findByRole('region', { name: /^Conversation of / }, screenLoad));
    await expect(opened.getByText('E-mail left: ada@example.com')).toBeVisible();
    await expect(await opened.findByRole('list', { name: 'Messages' })).toHaveTextContent('VisitorWhen are you open?');
  },
};

export const EditLead: Story = {
  play: async ({ canvasElement }) => {
    const rows = await table(canvasElement);
    await userEvent.click(rows.getByRole('button', { name: 'Edit contact of ada@example.com' }));
    const dialog = within(await body.findByRole('dialog', { name: 'Edit contact details' }));
    // The form lead's rules: a phone that is not one is told next to it, and nothing is sent.
    const phone = dialog.getByRole('textbox', { name: 'Phone' });
    await userEvent.type(phone, '12-34');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(phone).toHaveAccessibleDescription(/Phone number is not valid/);
    await userEvent.clear(phone);
    await userEvent.type(phone, '(555) 010-9999');
    await userEvent.type(dialog.getByRole('textbox', { name: 'Name' }), 'Ada Lovelace');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(await rows.findByRole('cell', { name: 'Ada Lovelace' })).toBeVisible();
    await expect(rows.getByRole('cell', { name: '(555) 010-9999' })).toBeVisible();
    await expect(db.chatVisitors.get(conversationOf('ada@example.com')!)?.lead).toMatchObject({ name: 'Ada Lovelace', phone: '(555) 010-9999' });
    await dismiss('Contact details saved');
  },
};

export const EditLeadRefused: Story = {
  parameters: {
    msw: {
      handlers: {
        chats: [
          http.patch(apiPath('/training/chat/:id/conversations/:conversationId/lead'), () =>
            HttpResponse.json({ detail: { phone: ['This number cannot receive messages.'] } }, { status: 400 }),
          ),
          ...chatsHandlers,
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const rows = await table(canvasElement);
    await userEvent.click(rows.getByRole('button', { name: 'Edit contact of ada@example.com' }));
    const dialog = within(await body.findByRole('dialog', { name: 'Edit contact details' }));
    const phone = dialog.getByRole('textbox', { name: 'Phone' });
    await userEvent.type(phone, '555 010 7777');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    // The server's reason on the field; what was typed stays, and nothing changed on the server.
    await expect(await dialog.findByRole('alert')).toHaveTextContent('The change was not saved.');
    await expect(phone).toHaveAccessibleDescription(/This number cannot receive messages/);
    await expect(phone).toHaveValue('555 010 7777');
    await expect(db.chatVisitors.get(conversationOf('ada@example.com')!)?.lead?.phone).toBeNull();
  },
};

export const DeleteLead: Story = {
  play: async ({ canvasElement }) => {
    const rows = await table(canvasElement);
    await userEvent.click(rows.getByRole('button', { name: 'Delete ada@example.com' }));
    const dialog = within(await body.findByRole('dialog', { name: 'Delete this lead?' }));
    await expect(dialog.getByText('The e-mail and the visitor’s conversation are deleted for good.')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(rows.queryByText('ada@example.com')).toBeNull());
    await expect(rows.getByText('grace@example.com')).toBeVisible();
    await expect(db.chatVisitors.where((v) => v.lead?.email === 'ada@example.com')).toEqual([]);
    await dismiss('Lead deleted');
  },
};

export const Export: Story = {
  play: async ({ canvasElement }) => {
    await table(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Export CSV' }));
    await dismiss(/^Saved leads-chat-1-\d{4}-\d{2}-\d{2}\.csv$/);
  },
};

export const ExportFailed: Story = {
  parameters: {
    msw: { handlers: { chats: [http.get(apiPath('/training/chat/:id/leads/csv'), () => HttpResponse.json({ detail: 'Down' }, { status: 503 })), ...chatsHandlers] } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await table(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Export CSV' }));
    await expect(await canvas.findByText(/^The CSV could not be downloaded\. Something went wrong\./)).toBeVisible();
  },
};

export const Empty: Story = {
  beforeEach: () => {
    db.chatVisitors.deleteWhere(() => true);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'No leads yet' }, screenLoad)).toBeVisible();
    await expect(canvas.getByText('When a visitor leaves an e-mail in this chat on your site, the lead appears here.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Export CSV' })).toHaveAttribute('aria-disabled', 'true');
  },
};

/** A chat that does not ask for e-mails says where to turn it on. */
export const EmptyNotAsking: Story = {
  beforeEach: () => {
    db.chatVisitors.deleteWhere(() => true);
    db.chats.update(1, { collect_leads: false });
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/^This chat does not ask visitors for an e-mail\./, {}, screenLoad)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Chat settings' })).toHaveAttribute('href', '/chats/1/settings');
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { chats: chatsScenarios.neverEnding() } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Results' }, screenLoad)).toBeVisible();
    await expect(canvas.getByRole('table', { name: 'Leads of this chat' })).toHaveAttribute('aria-busy', 'true');
  },
};

export const LoadFailed: Story = {
  parameters: {
    msw: { handlers: { chats: [http.get(apiPath('/training/chat/:id/conversations'), () => HttpResponse.json({ detail: 'Down' }, { status: 503 })), ...chatsHandlers] } },
  },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert', {}, screenLoad);
    await expect(alert).toHaveTextContent('The results could not be loaded. Something went wrong.');
    await expect(within(alert).getByRole('button', { name: 'Retry' })).toBeVisible();
  },
};

export const ChatNotFound: Story = {
  args: { entry: '/chats/999/results' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The way out, and nothing else about a chat that is not there.
    const back = await canvas.findByRole('link', { name: 'Back to chats' }, screenLoad);
    await expect(back).toHaveAttribute('href', '/chats');
    await expect(canvas.getByRole('alert')).toHaveTextContent('This chat was not found. It may have been deleted.');
  },
};

/** The leads' list may say the chat is gone before the chat's own call answers: that is the way out too, not a retry. */
export const GoneSaidByTheListFirst: Story = {
  args: { entry: '/chats/999/results' },
  parameters: {
    msw: {
      handlers: {
        chats: [
          http.get(apiPath('/training/chat/:id'), () => delay('infinite')),
          http.get(apiPath('/training/chat/:id/conversations'), () => errorResponse(404, messages.notFound)),
          ...chatsHandlers,
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'Back to chats' }, screenLoad)).toHaveAttribute('href', '/chats');
    await expect(canvas.getByRole('alert')).toHaveTextContent('This chat was not found. It may have been deleted.');
    await expect(canvas.queryByRole('button', { name: 'Retry' })).toBeNull();
  },
};

export const Russian: Story = {
  globals: { locale: 'ru' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Результаты: Support assistant' }, screenLoad)).toBeVisible();
    const rows = within(await canvas.findByRole('table', { name: 'Лиды этого чата' }));
    await expect(await rows.findByText('ada@example.com')).toBeVisible();
    await expect(rows.getByRole('columnheader', { name: /Первый вопрос/ })).toBeVisible();
    await userEvent.click(rows.getByRole('button', { name: 'Удалить: ada@example.com' }));
    const dialog = within(await body.findByRole('dialog', { name: 'Удалить этот лид?' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Отмена' }));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    const stats = await statistics(canvasElement);
    await expect(tile(stats, 'Разговоры')).toHaveTextContent('3');
    await expect(tile(stats, 'Лиды')).toHaveTextContent('2');
    await expect(tile(stats, 'Лидов на разговор')).toHaveTextContent(/^66,7\s?%$/);
    await expect(stats.getByRole('img', { name: 'Разговоры и лиды по дням: всего 3 разговоров и 2 лидов.' })).toBeVisible();
  },
};

export const Spanish: Story = {
  globals: { locale: 'es' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const rows = within(await canvas.findByRole('table', { name: 'Contactos de este chat' }, screenLoad));
    await expect(await rows.findByText('grace@example.com')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Conversaciones de visitantes' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Exportar CSV' })).toBeVisible();
    const stats = await statistics(canvasElement);
    await expect(tile(stats, 'Conversaciones')).toHaveTextContent('3');
    await expect(tile(stats, 'Contactos')).toHaveTextContent('2');
    await expect(tile(stats, 'Contactos por conversación')).toHaveTextContent(/^66,7\s?%$/);
    await expect(stats.getByRole('button', { name: '30 días' })).toBeVisible();
  },
};

/** The bulk delete in Spanish: the leads and their conversations named as such. */
export const SpanishBulkDelete: Story = {
  globals: { locale: 'es' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const rows = within(await canvas.findByRole('table', { name: 'Contactos de este chat' }, screenLoad));
    await rows.findByText('grace@example.com', {}, screenLoad);
    await statistics(canvasElement);
    await userEvent.click(rows.getByRole('checkbox', { name: /grace@example\.com/ }));
    await userEvent.click(canvas.getByRole('button', { name: /\(1\)$/ }));
    const dialog = within(await body.findByRole('dialog', { name: '¿Eliminar los contactos seleccionados (1)?' }));
    await expect(dialog.getByText('Sus correos y las conversaciones de los visitantes se eliminan para siempre.')).toBeVisible();
  },
};
