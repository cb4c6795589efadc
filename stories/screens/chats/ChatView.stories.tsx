import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ApiError, type ChatConversation, type ChatSource } from '../../../src/api';
import { ChatView } from '../../../src/features/chats/ChatView';
import type { AskedMessage } from '../../../src/features/chats/useAskChat';
import { buildChat, seedDate } from '../../../mocks/db';
import { inAppColumn } from '../viewStory';

const trained: ChatSource[] = [
  { id: 1, kind: 'file', upload_id: 1, name: 'price-list.pdf', status: 'ready', pages_found: 1, pages_indexed: 1 },
  { id: 2, kind: 'sitemap', url: 'https://example.com/sitemap.xml', status: 'ready', pages_found: 20, pages_indexed: 20 },
  { id: 4, kind: 'text', title: 'Opening hours', text: 'We are open Monday to Friday, 9:00-18:00.', status: 'ready', pages_found: 1, pages_indexed: 1 },
];
const chat = buildChat({
  id: 1,
  name: 'Support assistant',
  sources: trained,
  initial_questions: ['What does it cost?', 'When are you open?'],
  show_source_links_after_response: true,
  save_chat_history: true,
});
const yesterday: ChatConversation = { id: 1, started_at: seedDate(-1), first_question: 'When are you open?', message_count: 2, visitor: false, lead: null };
const untitled: ChatConversation = { id: 2, started_at: seedDate(-4), first_question: '', message_count: 0, visitor: false, lead: null };
const answered: AskedMessage[] = [
  { key: 'q1', role: 'user', content: 'When are you open?', sources: [], stopped: false },
  { key: 'a1', role: 'assistant', content: 'According to **Opening hours**: We are open Monday to Friday, 9:00-18:00.', sources: [{ title: 'Opening hours', url: 'https://example.com/hours' }], stopped: false },
];
const idle = { messages: [], streaming: false, error: null };

const meta = {
  title: 'Screens/Chats/ChatView',
  component: ChatView,
  tags: ['!autodocs'],
  decorators: [inAppColumn],
  parameters: { layout: 'fullscreen' },
  args: {
    chat,
    sources: trained,
    savedConversations: [yesterday, untitled],
    openedId: null,
    opened: null,
    conversation: idle,
    keptQuestion: '',
    onOpen: fn(),
    onContinue: fn(),
    onAsk: fn(async () => true),
    onStop: fn(),
    onKeepQuestion: fn(),
  },
} satisfies Meta<typeof ChatView>;
export default meta;
type Story = StoryObj<typeof meta>;

const talk = (canvasElement: HTMLElement) => within(within(canvasElement).getByRole('region', { name: 'Conversation' }));
const about = (canvasElement: HTMLElement) => within(within(canvasElement).getByRole('complementary', { name: 'About this chat' }));
const blur = () => (document.activeElement as HTMLElement | null)?.blur();

/** A trained chat: its pages, its sources, the suggested questions, the history; Enter asks what was typed. */
export const Trained: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Support assistant' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Visitors' })).toHaveAttribute('href', '/chats/1/visitors');
    await expect(canvas.getByRole('link', { name: 'Settings' })).toHaveAttribute('href', '/chats/1/settings');
    await expect(canvas.getByRole('status')).toHaveTextContent('Trained on 22 of 22 pages.');
    // Each source with its own training: one page of a file, twenty of a sitemap.
    await expect(about(canvasElement).getByText('price-list.pdf').closest('li')).toHaveTextContent('Ready · 1 of 1 page');
    await expect(about(canvasElement).getByText('https://example.com/sitemap.xml').closest('li')).toHaveTextContent('Ready · 20 of 20 pages');
    await expect(about(canvasElement).getByRole('button', { name: /^Conversation/ })).toBeVisible();
    const conversation = talk(canvasElement);
    await userEvent.type(conversation.getByRole('textbox', { name: /Your question/ }), 'Do you deliver?{Enter}');
    await expect(args.onAsk).toHaveBeenCalledWith('Do you deliver?');
    await expect(args.onKeepQuestion).toHaveBeenLastCalledWith('');
    await userEvent.click(conversation.getByRole('button', { name: 'When are you open?' }));
    await expect(args.onAsk).toHaveBeenLastCalledWith('When are you open?');
    blur();
  },
};

/**
 * An answer being written: the words so far as they came, a bold mark not yet closed shown as typed (it turns bold
 * when the answer closes it, see Answered); Stop instead of Send, the suggestions gone; Stop is asked of the screen.
 */
export const Streaming: Story = {
  args: { conversation: { messages: [answered[0]!, { ...answered[1]!, content: 'According to **Opening', sources: [] }], streaming: true, error: null } },
  play: async ({ canvasElement, args }) => {
    const conversation = talk(canvasElement);
    await expect(within(conversation.getByRole('list', { name: 'Messages' })).getByText('According to **Opening')).toBeVisible();
    await expect(conversation.queryByRole('button', { name: 'What does it cost?' })).toBeNull();
    await userEvent.click(conversation.getByRole('button', { name: 'Stop' }));
    await expect(args.onStop).toHaveBeenCalledOnce();
    blur();
  },
};

/** An answer with its sources; one stopped before the end says so. */
export const Answered: Story = {
  args: {
    conversation: {
      messages: [...answered, { key: 'q2', role: 'user', content: 'And on Sundays?', sources: [], stopped: false }, { key: 'a2', role: 'assistant', content: 'On Sundays we', sources: [], stopped: true }],
      streaming: false,
      error: null,
    },
  },
  play: async ({ canvasElement }) => {
    const messages = within(talk(canvasElement).getByRole('list', { name: 'Messages' }));
    await expect(messages.getByText('Opening hours', { selector: 'strong' })).toBeVisible();
    await expect(messages.getByRole('list', { name: 'Sources of this answer' })).toHaveTextContent('Opening hours');
    await expect(messages.getByText('Stopped before the end.')).toBeVisible();
  },
};

export const AskFailed: Story = {
  args: { conversation: { ...idle, error: new ApiError({ message: 'A server error occurred.', status: 502 }) }, keptQuestion: 'What does it cost?' },
  play: async ({ canvasElement }) => {
    const conversation = talk(canvasElement);
    await expect(conversation.getByRole('alert')).toHaveTextContent('No answer: Something went wrong. Your question is back in the box.');
    await expect(conversation.getByRole('textbox', { name: /Your question/ })).toHaveValue('What does it cost?');
  },
};

/** A question kept from before a reload is in the box again; what is typed is kept as it changes. */
export const QuestionKept: Story = {
  args: { keptQuestion: 'Do you deliver?' },
  play: async ({ canvasElement, args }) => {
    const box = talk(canvasElement).getByRole('textbox', { name: /Your question/ });
    await expect(box).toHaveValue('Do you deliver?');
    await userEvent.type(box, '!');
    await expect(args.onKeepQuestion).toHaveBeenLastCalledWith('Do you deliver?!');
    blur();
  },
};

/** Sources still training: the pages so far, a progress bar each, and the link limit's note. */
export const Training: Story = {
  args: {
    chat: { ...chat, link_limit: 5 },
    sources: [
      { ...trained[0]!, status: 'ready' },
      { id: 2, kind: 'sitemap', url: 'https://example.com/sitemap.xml', status: 'indexing', pages_found: 20, pages_indexed: 3, error: 'link_limit_exceeded' },
      { id: 3, kind: 'webpage', url: 'https://example.com/about', status: 'queued' },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Training: 4 of 21 pages indexed so far.');
    await expect(canvas.getByRole('progressbar', { name: 'Training progress' })).toBeVisible();
    await expect(canvas.getByText('Link limit exceeded: only the first 5 are used')).toBeVisible();
  },
};

/** Nothing trained yet (its only page cannot be reached): asking waits, and the page says why. */
export const NotTrained: Story = {
  args: {
    chat: { ...chat, name: 'Docs bot', initial_questions: [], save_chat_history: false },
    sources: [{ id: 5, kind: 'webpage', url: 'https://unreachable.docs.example.com/', status: 'failed' }],
  },
  play: async ({ canvasElement, args }) => {
    const conversation = talk(canvasElement);
    await expect(conversation.getByText('You can ask as soon as one source has finished training.')).toBeVisible();
    await expect(within(canvasElement).getByText('This address could not be reached. Check it and save again.')).toBeVisible();
    const box = conversation.getByRole('textbox', { name: /Your question/ });
    await userEvent.type(box, 'Anyone there?');
    await expect(conversation.getByRole('button', { name: 'Send' })).toHaveAttribute('aria-disabled', 'true');
    // Enter does not send it either: the question stays in the box, and nothing is asked.
    await userEvent.keyboard('{Enter}');
    await expect(box).toHaveValue('Anyone there?');
    await expect(args.onAsk).not.toHaveBeenCalled();
    await expect(within(canvasElement).queryByRole('heading', { name: 'Earlier conversations' })).toBeNull();
    blur();
  },
};

/** An example chat: asked, not changed: no visitors, leads or settings. */
export const Example: Story = {
  args: { chat: { ...chat, name: 'Example: bakery assistant', is_example: true, save_chat_history: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Back to chats' })).toHaveAttribute('href', '/chats');
    await expect(canvas.queryByRole('link', { name: 'Settings' })).toBeNull();
    await expect(canvas.queryByRole('link', { name: 'Visitors' })).toBeNull();
  },
};

export const NoHistory: Story = {
  args: { savedConversations: [] },
  play: async ({ canvasElement }) => {
    await expect(about(canvasElement).getByText('No saved conversations yet.')).toBeVisible();
  },
};

/** A saved conversation opened from the history; Continue carries it on in the conversation. */
export const HistoryOpened: Story = {
  args: { openedId: 1, opened: { status: 'ready', messages: answered } },
  play: async ({ canvasElement, args }) => {
    const side = about(canvasElement);
    await expect(side.getByRole('list', { name: 'Saved conversation' })).toHaveTextContent('We are open Monday to Friday');
    await expect(side.getByRole('button', { name: /^When are you open\?/ })).toHaveAttribute('aria-current', 'true');
    await userEvent.click(side.getByRole('button', { name: 'Continue this conversation' }));
    await expect(args.onContinue).toHaveBeenCalledWith(answered);
    await userEvent.click(side.getByRole('button', { name: /^Conversation/ }));
    await expect(args.onOpen).toHaveBeenCalledWith(2);
    blur();
  },
};

export const HistoryLoading: Story = {
  args: { openedId: 1, opened: { status: 'loading', messages: [] } },
  play: async ({ canvasElement }) => {
    await expect(about(canvasElement).queryByRole('button', { name: 'Continue this conversation' })).toBeNull();
  },
};

export const HistoryFailed: Story = {
  args: { openedId: 1, opened: { status: 'error', messages: [], error: new ApiError({ message: 'Down', status: 503 }) } },
  play: async ({ canvasElement }) => {
    await expect(about(canvasElement).getByRole('alert')).toHaveTextContent('Something went wrong.');
  },
};

/** Visitors went unanswered because the credits ran out: the owner is told here too. */
export const CreditsRefused: Story = {
  args: { chat: { ...chat, credits_refused_at: seedDate(-1, 5) } },
  play: async ({ canvasElement }) => {
    const text = within(canvasElement).getByText(/^“Support assistant” could not answer a visitor/);
    await expect(within(text.closest<HTMLElement>('[role=alert]')!).getByRole('link', { name: 'Buy credits' })).toHaveAttribute('href', '/prices');
  },
};

const longName = 'Assistant for the opening hours, prices and delivery of every shop of the Northern region';
const longUrl = 'https://docs.example.com/a/very/long/path/that/never/breaks/because/it/has/no/spaces/at/all/index.html';

/** A long name, an unbroken address and a long answer wrap; the page never scrolls sideways. */
export const LongText: Story = {
  args: {
    chat: { ...chat, name: longName },
    sources: [{ id: 9, kind: 'webpage', url: longUrl, status: 'ready', pages_found: 1, pages_indexed: 1 }],
    savedConversations: [{ ...yesterday, first_question: 'Could you deliver three hundred handmade candles to our wedding venue outside the city on a Sunday?' }],
    conversation: { messages: [answered[0]!, { ...answered[1]!, content: 'Yes. '.repeat(60) }], streaming: false, error: null },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: longName })).toBeVisible();
    await expect(within(canvasElement).getByText(longUrl)).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const SmallScreen: Story = {
  globals: { viewport: { value: 'small', isRotated: false } },
  args: { conversation: { messages: answered, streaming: false, error: null } },
  play: async ({ canvasElement }) => {
    await expect(talk(canvasElement).getByRole('button', { name: 'Send' })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const Russian: Story = {
  globals: { locale: 'ru' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const conversation = within(canvas.getByRole('region', { name: 'Разговор' }));
    await expect(conversation.getByRole('button', { name: 'Отправить' })).toBeVisible();
    // Counted in Russian: "из 1 страницы", "из 22 страниц".
    await expect(canvas.getByText('Обучен на 22 из 22 страниц.')).toBeVisible();
    await expect(canvas.getAllByText('Готов · 1 из 1 страницы')).toHaveLength(2);
  },
};

export const Spanish: Story = {
  globals: { locale: 'es' },
  args: { conversation: { ...idle, error: new ApiError({ message: 'A server error occurred.', status: 502 }) } },
  play: async ({ canvasElement }) => {
    const conversation = within(within(canvasElement).getByRole('region', { name: 'Conversación' }));
    await expect(conversation.getByRole('button', { name: 'Enviar' })).toBeVisible();
    await expect(conversation.getByRole('alert')).toHaveTextContent(/^Sin respuesta:/);
  },
};
