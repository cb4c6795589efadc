import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { writtenAnswer } from '../../writtenAnswer';
import { AppAt, startAtSeedTime } from '../appStory';
import { expectChatNotFound } from './chatStory';
import { db, SEED_NOW } from '../../../mocks/db';
import { apiPath, configureMockDelays } from '../../../mocks/config';
import { chatsHandlers } from '../../../mocks/handlers';
import { writeJson } from '../../../src/api/client/storage';

const meta = {
  title: 'Screens/Chats/Chat',
  component: AppAt,
  tags: ['!autodocs'],
  args: { entry: '/chats/1' },
  parameters: { router: false, layout: 'fullscreen' },
  beforeEach: () => {
    const stopClock = startAtSeedTime('demoOwner');
    writeJson('chatQuestions', null);
    return () => {
      writeJson('chatQuestions', null);
      stopClock();
      configureMockDelays({ trainingPage: 0, token: 0 });
    };
  },
} satisfies Meta<typeof AppAt>;
export default meta;
type Story = StoryObj<typeof meta>;

const conversation = async (canvasElement: HTMLElement) =>
  within(await within(canvasElement).findByRole('region', { name: 'Conversation' }, { timeout: 15_000 }));

export const AskAndStream: Story = {
  play: async ({ canvasElement }) => {
    const talk = await conversation(canvasElement);
    await userEvent.type(talk.getByRole('textbox', { name: /Your question/ }), 'When are you open?{Enter}');
    const answers = talk.getByRole('list', { name: 'Messages' });
    await waitFor(() => expect(answers).toHaveTextContent('According to Opening hours: We are open Monday to Friday, 9:00-18:00.'), { timeout: 15_000 });
    await expect(within(answers).getByText('Opening hours', { selector: 'strong' })).toBeVisible();
    await expect(await within(answers).findByRole('list', { name: 'Sources of this answer' })).toHaveTextContent('Opening hours');
    await expect(await talk.findByText('The answer to “When are you open?” is complete.')).toBeInTheDocument();
    // The conversation is saved: it is in the history now, beside the one from yesterday.
    const about = within(canvasElement).getByRole('complementary', { name: 'About this chat' });
    await waitFor(() => expect(within(about).getAllByRole('button', { name: /^When are you open\?/ })).toHaveLength(2));
  },
};

/** Stop ends the answer where it is; the server stops writing, and the part that came stays. */
export const Stopped: Story = {
  beforeEach: () => configureMockDelays({ token: 400 }),
  play: async ({ canvasElement }) => {
    const talk = await conversation(canvasElement);
    await userEvent.click(talk.getByRole('button', { name: 'When are you open?' }));
    const stop = await talk.findByRole('button', { name: 'Stop' });
    await waitFor(() => expect(talk.getByRole('list', { name: 'Messages' })).toHaveTextContent('According'));
    await userEvent.click(stop);
    await expect(await talk.findByText('Stopped before the end.')).toBeVisible();
    await expect(talk.getByRole('list', { name: 'Messages' })).not.toHaveTextContent('18:00');
    await expect(talk.getByRole('button', { name: 'Send' })).toBeVisible();
  },
};

export const TrainingInProgress: Story = {
  beforeEach: () => {
    configureMockDelays({ trainingPage: 1_000 });
    const start = new Date(SEED_NOW).getTime() - 3_500;
    db.chats.update(1, { link_limit: 5, _trainingStartedAt: { '1': start, '2': start, '3': start, '4': start } });
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/Training: \d+ of \d+ pages indexed so far\./, {}, { timeout: 15_000 })).toBeVisible();
    await expect(canvas.getAllByRole('progressbar', { name: 'Training progress' }).length).toBeGreaterThan(0);
    await expect(canvas.getByText('Link limit exceeded: only the first 5 are used')).toBeInTheDocument();
  },
};

/** The answer fails when the play function says so. */
/*
 * The ask call waits until the story lets it fail; failAnswer() first waits for the call to have arrived (the Stop
 * button shows as the question is sent, which can be before the call reaches the handler).
 */
let answerArrived: Promise<() => void> = Promise.resolve(() => undefined);
let arrived: (fail: () => void) => void = () => undefined;
const armFailingAnswer = () => {
  answerArrived = new Promise((resolve) => (arrived = resolve));
};
const failingAnswer = http.post(apiPath('/training/chat/:id/ask'), async () => {
  await new Promise<void>((resolve) => arrived(resolve));
  return HttpResponse.json({ detail: 'A server error occurred.' }, { status: 502 });
});
const failAnswer = async () => (await answerArrived)();

/** The answer fails: the message says so, and the question is back in the box. */
export const AskFails: Story = {
  parameters: { msw: { handlers: { chats: [failingAnswer, ...chatsHandlers] } } },
  beforeEach: armFailingAnswer,
  play: async ({ canvasElement }) => {
    const talk = await conversation(canvasElement);
    await userEvent.type(talk.getByRole('textbox', { name: /Your question/ }), 'What does it cost?{Enter}');
    await expect(await talk.findByRole('button', { name: 'Stop' })).toBeVisible();
    await failAnswer();
    await expect(await talk.findByRole('alert')).toHaveTextContent('No answer: Something went wrong. Your question is back in the box.');
    await expect(talk.getByRole('textbox', { name: /Your question/ })).toHaveValue('What does it cost?');
  },
};

/** What the owner typed while waiting is not replaced by the failed question: the message names that one. */
export const AskFailsWhileTyping: Story = {
  parameters: { msw: { handlers: { chats: [failingAnswer, ...chatsHandlers] } } },
  beforeEach: armFailingAnswer,
  play: async ({ canvasElement }) => {
    const talk = await conversation(canvasElement);
    const box = talk.getByRole('textbox', { name: /Your question/ });
    await userEvent.type(box, 'What does it cost?{Enter}');
    await expect(await talk.findByRole('button', { name: 'Stop' })).toBeVisible();
    await userEvent.type(box, 'And on Sundays?');
    await failAnswer();
    await expect(await talk.findByRole('alert')).toHaveTextContent('No answer to “What does it cost?”: Something went wrong.');
    await expect(box).toHaveValue('And on Sundays?');
  },
};

const top = (element: Element) => element.getBoundingClientRect().top;
const fromBottom = (list: HTMLElement) => list.scrollHeight - list.clientHeight - list.scrollTop;

/** Asks, then writes paragraphs `from`…`to` of the answer, each once it is drawn; `check` runs after each. */
async function askAndWrite(canvasElement: HTMLElement, answer: ReturnType<typeof writtenAnswer>) {
  const talk = await conversation(canvasElement);
  const box = talk.getByRole('textbox', { name: /Your question/ });
  const send = talk.getByRole('button', { name: 'Send' });
  const sendTop = top(send);
  await userEvent.type(box, 'How do you ship bikes?{Enter}');
  const stop = await talk.findByRole('button', { name: 'Stop' });
  // Stop comes where Send was: asking moves nothing.
  await expect(top(stop)).toBe(sendTop);
  await waitFor(() => expect(answer.asked()).toBe(true), { timeout: 10_000 });
  const list = talk.getByRole('list', { name: 'Messages' });
  const write = async (from: number, to: number, check: () => Promise<void>) => {
    for (let n = from; n <= to; n++) {
      answer.paragraph(n);
      await waitFor(() => expect(list).toHaveTextContent(`Part ${n}:`), { timeout: 10_000 });
      await check();
    }
  };
  return { talk, stop, stopTop: top(stop), list, write };
}

/**
 * A long answer streams in: the messages scroll inside the conversation, so Stop stays where the owner's
 * pointer is, and the list keeps the newest words in view to the end.
 */
const inPage = writtenAnswer(apiPath('/training/chat/:id/ask'), chatsHandlers);
export const StopStaysPutWhileItStreams: Story = {
  parameters: { msw: { handlers: { chats: inPage.handlers } } },
  play: async ({ canvasElement }) => {
    const { talk, stop, stopTop, list, write } = await askAndWrite(canvasElement, inPage);
    await write(1, 24, async () => {
      await expect(top(stop)).toBe(stopTop);
      await expect(fromBottom(list)).toBeLessThan(1);
    });
    await expect(list.scrollHeight).toBeGreaterThan(list.clientHeight * 2);
    await expect(talk.getByRole('textbox', { name: /Your question/ })).toHaveFocus();
    inPage.end();
    await expect(await talk.findByText('The answer to “How do you ship bikes?” is complete.')).toBeInTheDocument();
    await expect(fromBottom(list)).toBeLessThan(1);
    await expect(top(talk.getByRole('button', { name: 'Send' }))).toBe(stopTop);
  },
};

/** The owner scrolls up to read while the answer is written: the list stays there until they are back at its bottom. */
const reading = writtenAnswer(apiPath('/training/chat/:id/ask'), chatsHandlers);
export const ReadingWhileItStreams: Story = {
  parameters: { msw: { handlers: { chats: reading.handlers } } },
  play: async ({ canvasElement }) => {
    const { talk, stop, stopTop, list, write } = await askAndWrite(canvasElement, reading);
    await write(1, 12, async () => expect(fromBottom(list)).toBeLessThan(1));
    list.scrollTop = 40;
    await write(13, 20, async () => {
      await expect(list.scrollTop).toBe(40);
      await expect(top(stop)).toBe(stopTop);
    });
    // The newest words came below, out of view.
    await expect(fromBottom(list)).toBeGreaterThan(200);
    const scrolled = new Promise((resolve) => list.addEventListener('scroll', resolve, { once: true }));
    list.scrollTop = list.scrollHeight;
    await scrolled;
    await write(21, 26, async () => expect(fromBottom(list)).toBeLessThan(1));
    list.scrollTop = 100;
    reading.end();
    await expect(await talk.findByText('The answer to “How do you ship bikes?” is complete.')).toBeInTheDocument();
    await expect(list.scrollTop).toBe(100);
  },
};

/** A question typed before a reload (or sent and not answered before it) is in the box again. */
export const QuestionKeptFromBefore: Story = {
  beforeEach: () => writeJson('chatQuestions', { '1': 'Do you deliver?' }),
  play: async ({ canvasElement }) => {
    const talk = await conversation(canvasElement);
    await expect(talk.getByRole('textbox', { name: /Your question/ })).toHaveValue('Do you deliver?');
  },
};

export const History: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const about = within(await canvas.findByRole('complementary', { name: 'About this chat' }, { timeout: 15_000 }));
    await userEvent.click(await about.findByRole('button', { name: /^When are you open\?/ }));
    const saved = await canvas.findByRole('list', { name: 'Saved conversation' });
    await expect(saved).toHaveTextContent('We are open Monday to Friday');
    await userEvent.click(canvas.getByRole('button', { name: 'Continue this conversation' }));
    await expect(canvas.getByRole('list', { name: 'Messages' })).toHaveTextContent('When are you open?');
  },
};

/** A source's address is the crawled site's text: it becomes one link to itself, never markdown, never a script. */
export const SourceLinks: Story = {
  beforeEach: () => {
    const crafted = 'https://good.example/a)_[Verify your account](https://evil.example/login';
    db.chatMessages.update(2, { sources: [{ title: 'Opening hours', url: crafted }, { title: 'Price list', url: 'javascript:alert(1)' }] });
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const about = within(await canvas.findByRole('complementary', { name: 'About this chat' }, { timeout: 15_000 }));
    await userEvent.click(await about.findByRole('button', { name: /^When are you open\?/ }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Continue this conversation' }));
    const sources = within(await canvas.findByRole('list', { name: 'Sources of this answer' }));
    const links = sources.getAllByRole('link');
    await expect(links).toHaveLength(1);
    await expect(links[0]).toHaveAccessibleName('Opening hours');
    await expect(links[0]).toHaveAttribute('href', expect.stringMatching(/^https:\/\/good\.example\//));
    await expect(sources.getByText('Price list')).toBeVisible();
  },
};

export const ExampleChat: Story = {
  args: { entry: '/chats/3' },
  play: async ({ canvasElement }) => {
    const talk = await conversation(canvasElement);
    await expect(within(canvasElement).queryByRole('link', { name: 'Settings' })).not.toBeInTheDocument();
    await userEvent.click(talk.getByRole('button', { name: 'How much is a birthday cake?' }));
    await expect(await talk.findByText(/cost from 25 dollars/)).toBeVisible();
  },
};

export const NotFound: Story = {
  args: { entry: '/chats/9999' },
  play: ({ canvasElement }) => expectChatNotFound(canvasElement),
};
