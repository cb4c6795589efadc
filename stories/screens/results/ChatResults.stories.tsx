import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AppAt, screenLoad, startAtSeedTime } from '../appStory';
import { apiPath } from '../../../mocks/config';
import { db } from '../../../mocks/db';
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
/** The leads' table once the leads are in it. */
async function table(canvasElement: HTMLElement) {
  const rows = within(await within(canvasElement).findByRole('table', { name: 'Leads of this chat' }, screenLoad));
  await rows.findByText('ada@example.com', {}, screenLoad);
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
    const alert = await within(canvasElement).findByRole('alert', {}, screenLoad);
    await expect(alert).toHaveTextContent('This chat was not found. It may have been deleted.');
    await expect(within(alert).getByRole('link', { name: 'Back to chats' })).toHaveAttribute('href', '/chats');
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
  },
};
