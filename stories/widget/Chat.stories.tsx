import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { db } from '../../mocks/db';
import { chatEmbedScenarios } from '../../mocks/scenarios';
import { pushChatPreview } from '../../src/features/chats/ChatPublish';
import { seen } from './widgetStory';
import { chatIn, ChatRoot, focusedInChat, seedChat, withChat } from './chatStory';

/*
 * A trained chat on an owner's page (`<div class="aii-cx-widget-root" data-chat-id="1">`): the published chat from
 * the mock backend, its questions to start with, a streamed answer with its sources, Stop, each refusal, a
 * conversation found again after a reload, another language and the narrowest phone.
 */
const meta = {
  title: 'Widget/Chat',
  component: ChatRoot,
  tags: ['!autodocs'],
  parameters: { layout: 'padded' },
  beforeEach: withChat(),
} satisfies Meta<typeof ChatRoot>;
export default meta;
type Story = StoryObj<typeof meta>;

const streamed = { timeout: 10_000 };

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const c = await chatIn(canvasElement);
    await expect(c.getByRole('region', { name: 'Support assistant' })).toBeVisible();
    const questions = c.getByRole('group', { name: 'Questions to start with' });
    await expect(questions).toHaveTextContent('What does it cost?When are you open?');
    await expect(c.getByRole('textbox', { name: 'Your question' })).toBeVisible();
    // The owner's colour on the buttons.
    await expect(getComputedStyle(c.getByRole('button', { name: 'Send' })).backgroundColor).toBe('rgb(109, 40, 217)');
  },
};

/**
 * The owner's colours on a dark background: the box in the owner's background, the buttons in their primary colour,
 * and the chat's own text (its name, its notes, the branding) switched to a colour that reads there, as a form's.
 */
export const OwnersDarkColours: Story = {
  beforeEach: withChat({ primary_color: '#b45309', bg_color: '#1d2624' }),
  play: async ({ canvasElement }) => {
    const c = await chatIn(canvasElement);
    const region = c.getByRole('region', { name: 'Support assistant' });
    await expect(getComputedStyle(region).backgroundColor).toBe('rgb(29, 38, 36)');
    await expect(getComputedStyle(c.getByRole('button', { name: 'Send' })).backgroundColor).toBe('rgb(180, 83, 9)');
    await expect(getComputedStyle(c.getByRole('heading', { name: 'Support assistant' })).color).toBe('rgb(255, 255, 255)');
    await expect(getComputedStyle(c.getByRole('link', { name: 'Made with Lead Forms' })).color).toBe('rgb(255, 255, 255)');
  },
};

export const AnswerWithSources: Story = {
  play: async ({ canvasElement }) => {
    const c = await chatIn(canvasElement);
    // Keyboard: a question to start with is a real button; Enter on it asks it.
    c.getByRole('button', { name: 'When are you open?' }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(c.getByText(/We are open Monday to Friday/)).toBeVisible(), streamed);
    await expect(await c.findByText('The answer is ready.', {}, streamed)).toBeInTheDocument();
    await expect(c.getByText('Sources:')).toHaveTextContent('Sources:Opening hours');
    // The questions to start with leave once the conversation has begun; the focus waits in the box.
    await expect(c.queryByRole('group', { name: 'Questions to start with' })).toBeNull();
    await expect(focusedInChat(canvasElement)).toBe(c.getByRole('textbox', { name: 'Your question' }));
    await expect(c.getByRole('button', { name: 'Send' })).toBeEnabled();
  },
};

export const TypedQuestionWithLinkInAnswer: Story = {
  beforeEach: withChat({ show_source_links_in_response: true, show_source_links_after_response: false }),
  play: async ({ canvasElement }) => {
    const c = await chatIn(canvasElement);
    await userEvent.type(c.getByRole('textbox', { name: 'Your question' }), 'Tell me about the about page{Enter}');
    const link = await c.findByRole('link', { name: 'example.com/about' }, streamed);
    await expect(link).toHaveAttribute('href', 'https://example.com/about');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer nofollow');
    await expect(c.getByRole('textbox', { name: 'Your question' })).toHaveValue('');
  },
};

export const Streaming: Story = {
  parameters: { msw: { handlers: { chatEmbed: chatEmbedScenarios.streaming(4) } } },
  play: async ({ canvasElement }) => {
    const c = await chatIn(canvasElement);
    await userEvent.click(c.getByRole('button', { name: 'When are you open?' }));
    await waitFor(() => expect(c.getByText(/According to/)).toBeVisible(), streamed);
    await expect(c.getByRole('button', { name: 'Stop' })).toBeVisible();
    await expect(c.getByRole('button', { name: 'Send' })).toBeDisabled();
    await expect(canvasElement.querySelector('.aii-cx-widget-root')!.shadowRoot!.querySelector('[aria-busy=true]')).toBeTruthy();
  },
};

export const Stopped: Story = {
  parameters: { msw: { handlers: { chatEmbed: chatEmbedScenarios.streaming(4) } } },
  play: async (context) => {
    await Streaming.play!(context);
    const c = await chatIn(context.canvasElement);
    await userEvent.click(c.getByRole('button', { name: 'Stop' }));
    await expect(await c.findByText('Stopped. The answer so far is kept.')).toBeInTheDocument();
    await expect(c.getByText(/According to/)).toBeVisible();
    await expect(c.queryByRole('button', { name: 'Stop' })).toBeNull();
    await expect(c.getByRole('button', { name: 'Send' })).toBeEnabled();
  },
};

/** The answer is refused before it starts: the reason is shown, and the question is back in the box. */
const refused = (code: Parameters<typeof chatEmbedScenarios.refusing>[0], message: string): Story => ({
  parameters: { msw: { handlers: { chatEmbed: chatEmbedScenarios.refusing(code) } } },
  play: async ({ canvasElement }) => {
    const c = await chatIn(canvasElement);
    await userEvent.type(c.getByRole('textbox', { name: 'Your question' }), 'Do you deliver?{Enter}');
    await expect(await c.findByText(message, seen)).toBeVisible();
    await expect(c.getByRole('status')).toHaveTextContent(message);
    await expect(c.getByRole('textbox', { name: 'Your question' })).toHaveValue('Do you deliver?');
    await expect(c.queryByText('Do you deliver?', { selector: '.m *' })).toBeNull();
  },
});

export const CreditsOut = refused(
  'not_enough_credits',
  'This chat cannot answer right now: its owner has used up the monthly limit. Please try again later.',
);
export const RateLimited = refused('rate_limited', 'You are asking faster than this chat can answer. Please wait a minute and ask again.');
export const ChatBusy = refused('chat_busy', 'This chat is answering many visitors right now. Please try again in a minute.');

export const FailedMidAnswer: Story = {
  parameters: { msw: { handlers: { chatEmbed: chatEmbedScenarios.errorMidStream(3) } } },
  play: async ({ canvasElement }) => {
    const c = await chatIn(canvasElement);
    await userEvent.click(c.getByRole('button', { name: 'When are you open?' }));
    await expect(await c.findByText('The answer could not be finished. Please ask again.', seen, streamed)).toBeVisible();
    // What was written is kept.
    await expect(c.getByText(/According to/)).toBeVisible();
  },
};

export const ContinuedAfterReload: Story = {
  beforeEach: () => {
    withChat()();
    // A visitor who asked before: their conversation is on the server and its name in their storage.
    db.chatVisitors.insert({ id: 50, _chatId: seedChat, _uuid: 'story-visitor', created_at: '2026-01-15T09:00:00Z', _answeredAt: [] });
    for (const [id, role, content] of [
      [60, 'user', 'Do you have a price list?'],
      [61, 'assistant', 'You will find this in **Price list 2026**.'],
    ] as const) {
      db.chatMessages.insert({ id, role, content, conversation_id: 50, created_at: null, sources: role === 'user' ? [] : [{ title: 'Price list 2026', url: '' }], stopped: false, _chatId: seedChat });
    }
    localStorage.setItem(`aii-cx-chat-${seedChat}`, JSON.stringify({ v: 1, uuid: 'story-visitor' }));
  },
  play: async ({ canvasElement }) => {
    const c = await chatIn(canvasElement);
    await expect(await c.findByText('Do you have a price list?')).toBeVisible();
    await expect(c.getByText('Price list 2026', { selector: 'strong' })).toBeVisible();
    await expect(c.queryByRole('group', { name: 'Questions to start with' })).toBeNull();
  },
};

export const Unavailable: Story = {
  parameters: { msw: { handlers: { chatEmbed: chatEmbedScenarios.unpublished() } } },
  play: async ({ canvasElement }) => {
    const c = await chatIn(canvasElement);
    await expect(c.getByText('This chat is not available.')).toBeVisible();
  },
};

export const Russian: Story = {
  args: { languages: ['ru-RU', 'en'] },
  play: async ({ canvasElement }) => {
    const c = await chatIn(canvasElement);
    await expect(c.getByRole('textbox', { name: 'Ваш вопрос' })).toBeVisible();
    await expect(c.getByRole('button', { name: 'Отправить' })).toBeVisible();
  },
};

export const NarrowPhone: Story = {
  args: { width: 320 },
  play: async (context) => {
    await AnswerWithSources.play!(context);
    const root = context.canvasElement.querySelector<HTMLElement>('.aii-cx-widget-root')!;
    // Nothing wider than the phone: no sideways scrolling.
    const box = root.shadowRoot!.querySelector<HTMLElement>('.w')!;
    await expect(box.scrollWidth).toBeLessThanOrEqual(320);
  },
};

/** The launcher's shadow root, once the chat behind it is ready. */
async function launcherIn(canvasElement: HTMLElement) {
  const shadow = () => canvasElement.querySelector('.aii-cx-widget-root')?.shadowRoot;
  await waitFor(() => expect(shadow()?.querySelector('.w[data-state=ready]')).toBeTruthy(), streamed);
  return within(shadow()!.querySelector<HTMLElement>('.r')!);
}

export const Launcher: Story = {
  args: { launcher: true },
  play: async ({ canvasElement }) => {
    const c = await launcherIn(canvasElement);
    const open = c.getByRole('button', { name: 'Open the chat' });
    // Floating over the page, in the owner's colour; the chat itself is closed.
    await expect(getComputedStyle(canvasElement.querySelector('.aii-cx-widget-root')!).position).toBe('fixed');
    await expect(c.queryByRole('dialog')).toBeNull();
    await expect(open).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(open);
    await expect(c.getByRole('dialog', { name: 'Support assistant' })).toBeVisible();
    await expect(open).toHaveAttribute('aria-expanded', 'true');
    await expect(focusedInChat(canvasElement)).toBe(c.getByRole('textbox', { name: 'Your question' }));
    // Escape closes it and gives the focus back to the button.
    await userEvent.keyboard('{Escape}');
    await expect(c.queryByRole('dialog')).toBeNull();
    await expect(focusedInChat(canvasElement)).toBe(open);
    // Open again with the keyboard, ask, close with the close button.
    await userEvent.keyboard('{Enter}');
    await expect(focusedInChat(canvasElement)).toBe(c.getByRole('textbox', { name: 'Your question' }));
    await userEvent.type(c.getByRole('textbox', { name: 'Your question' }), 'When are you open?{Enter}');
    await waitFor(() => expect(c.getByText(/We are open Monday to Friday/)).toBeVisible(), streamed);
    await userEvent.click(c.getByRole('button', { name: 'Close the chat' }));
    await expect(c.queryByRole('dialog')).toBeNull();
    await expect(focusedInChat(canvasElement)).toBe(open);
  },
};

/** The open launcher is a modal: Tab and Shift+Tab go round its controls and never reach the page behind it. */
export const LauncherKeepsFocus: Story = {
  args: { launcher: true },
  play: async ({ canvasElement }) => {
    const c = await launcherIn(canvasElement);
    const root = canvasElement.querySelector('.aii-cx-widget-root');
    const open = c.getByRole('button', { name: 'Open the chat' });
    open.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = c.getByRole('dialog', { name: 'Support assistant' });
    await expect(dialog).toHaveAttribute('aria-modal', 'true');
    const box = c.getByRole('textbox', { name: 'Your question' });
    await expect(focusedInChat(canvasElement)).toBe(box);
    // Forwards: Send, the product's link (the seed owner is on Free), then round to the close button, the
    // conversation (it scrolls: a keyboard reaches it) and the questions to start with, back to the box.
    const order = [
      c.getByRole('button', { name: 'Send' }),
      c.getByRole('link', { name: 'Made with Lead Forms' }),
      c.getByRole('button', { name: 'Close the chat' }),
      c.getByRole('region', { name: 'Conversation' }),
      c.getByRole('button', { name: 'What does it cost?' }),
      c.getByRole('button', { name: 'When are you open?' }),
      box,
    ];
    for (const next of order) {
      await userEvent.keyboard('{Tab}');
      await expect(focusedInChat(canvasElement)).toBe(next);
      await expect(document.activeElement).toBe(root);
    }
    // Backwards from the box, past the first control round to the last one.
    for (const previous of [...order].reverse().slice(1).concat(box)) {
      await userEvent.keyboard('{Shift>}{Tab}{/Shift}');
      await expect(focusedInChat(canvasElement)).toBe(previous);
      await expect(document.activeElement).toBe(root);
    }
    await userEvent.keyboard('{Escape}');
    await expect(c.queryByRole('dialog')).toBeNull();
    await expect(focusedInChat(canvasElement)).toBe(open);
  },
};

/**
 * WebKitGTK (GNOME Web) sends Shift+Tab as a key named 'Unidentified' with the Tab key's code: the dialog still keeps
 * the focus (the cross-engine run saw it leave for the page behind).
 */
export const LauncherKeepsFocusOnWebKitShiftTab: Story = {
  args: { launcher: true },
  play: async ({ canvasElement }) => {
    const c = await launcherIn(canvasElement);
    await userEvent.click(c.getByRole('button', { name: 'Open the chat' }));
    const box = c.getByRole('textbox', { name: 'Your question' });
    await expect(focusedInChat(canvasElement)).toBe(box);
    const shiftTab = () => new KeyboardEvent('keydown', { key: 'Unidentified', code: 'Tab', shiftKey: true, bubbles: true, composed: true, cancelable: true });
    const event = shiftTab();
    box.dispatchEvent(event);
    await expect(event.defaultPrevented).toBe(true);
    await expect(focusedInChat(canvasElement)).toBe(c.getByRole('button', { name: 'When are you open?' }));
    // From the first control, round to the last one (the product's link), never to the page behind.
    const close = c.getByRole('button', { name: 'Close the chat' });
    close.focus();
    close.dispatchEvent(shiftTab());
    await expect(focusedInChat(canvasElement)).toBe(c.getByRole('link', { name: 'Made with Lead Forms' }));
  },
};

export const LauncherOpen: Story = {
  args: { launcher: true },
  play: async ({ canvasElement }) => {
    const c = await launcherIn(canvasElement);
    await userEvent.click(c.getByRole('button', { name: 'Open the chat' }));
    await expect(c.getByRole('dialog', { name: 'Support assistant' })).toBeVisible();
    await expect(c.getByRole('group', { name: 'Questions to start with' })).toBeVisible();
  },
};

/**
 * The chat editor's live preview: a root with `data-preview` shows the chat the app pushes (as the owner edits it),
 * draws it again on every push, and asks nothing of the server, so the owner's credits are never spent on it.
 */
export const Preview: Story = {
  args: { preview: true },
  play: async ({ canvasElement }) => {
    const root = canvasElement.querySelector<HTMLElement>('.aii-cx-widget-root')!;
    const visitorsBefore = db.chatVisitors.all().length;
    const draft = {
      id: seedChat,
      name: 'Draft assistant',
      initial_questions: ['Do you ship abroad?'],
      show_source_links_in_response: false,
      show_source_links_after_response: true,
      save_chat_history: true,
      primary_color: '#b45309',
      bg_color: null,
      lead_after_answers: null,
    };
    // The chunk may still be on its way: push until the root shows what was pushed.
    await waitFor(() => {
      pushChatPreview(seedChat, draft);
      expect(root.shadowRoot?.querySelector('.w[data-state=ready]')).toBeTruthy();
    });
    const c = await chatIn(canvasElement);
    await expect(c.getByRole('region', { name: 'Draft assistant' })).toBeVisible();
    await expect(c.getByRole('group', { name: 'Questions to start with' })).toHaveTextContent('Do you ship abroad?');
    await expect(getComputedStyle(c.getByRole('button', { name: 'Send' })).backgroundColor).toBe('rgb(180, 83, 9)');
    // The owner renames it, adds a question and takes the colour away: the preview follows.
    pushChatPreview(seedChat, { ...draft, name: 'Shop assistant', initial_questions: ['Do you ship abroad?', 'Can I return it?'], primary_color: null });
    await expect(await c.findByRole('region', { name: 'Shop assistant' })).toBeVisible();
    await expect(c.getByRole('button', { name: 'Can I return it?' })).toBeVisible();
    await expect(getComputedStyle(c.getByRole('button', { name: 'Send' })).backgroundColor).toBe('rgb(15, 118, 110)');
    // Asking says it is a preview and keeps the question; nothing reached the server.
    await userEvent.type(c.getByRole('textbox', { name: 'Your question' }), 'Hello?{Enter}');
    await expect(c.getByText(/This is a preview: it does not answer/, { selector: '.note' })).toBeVisible();
    await expect(c.getByRole('status')).toHaveTextContent(/This is a preview/);
    await expect(c.getByRole('textbox', { name: 'Your question' })).toHaveValue('Hello?');
    await userEvent.click(c.getByRole('button', { name: 'Can I return it?' }));
    // The question to start with was not asked either: no message of the visitor's is shown.
    await expect(c.queryByText('You:')).toBeNull();
    await expect(db.chatVisitors.all().length).toBe(visitorsBefore);
  },
};
