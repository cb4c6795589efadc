import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { writtenAnswer } from '../writtenAnswer';
import { chatEmbedHandlers, chatEmbedPaths } from '../../mocks/handlers/chatEmbed';
import { chatIn, ChatRoot, focusedInChat, withChat } from './chatStory';

/*
 * A long answer streaming into the chat embed: the conversation scrolls inside the chat's box and the
 * question box with Send and Stop stays where it is, so a visitor can press Stop while the answer is written. The list
 * follows the newest words while the visitor is at its bottom; a visitor who scrolls up to read is left there.
 * The answer is written by the play function, paragraph by paragraph, so each step is checked between two words.
 */


const meta = {
  title: 'Widget/Chat Long Answer',
  component: ChatRoot,
  tags: ['!autodocs'],
  parameters: { layout: 'padded' },
  beforeEach: withChat(),
} satisfies Meta<typeof ChatRoot>;
export default meta;
type Story = StoryObj<typeof meta>;

const streamed = { timeout: 10_000 };
const top = (element: Element) => element.getBoundingClientRect().top;
const fromBottom = (list: HTMLElement) => list.scrollHeight - list.clientHeight - list.scrollTop;

/** The chat (in the page or in the launcher's dialog) with a question asked and its answer begun. */
async function askLongQuestion(canvasElement: HTMLElement, answer: ReturnType<typeof writtenAnswer>, launcher: boolean) {
  const c = launcher ? await openLauncher(canvasElement) : await chatIn(canvasElement);
  const box = c.getByRole('textbox', { name: 'Your question' });
  const boxTop = top(box);
  await userEvent.type(box, 'How do you ship bikes?{Enter}');
  const stop = await c.findByRole('button', { name: 'Stop' }, streamed);
  // Asking moves nothing: the question goes into the conversation above the box.
  await expect(top(box)).toBe(boxTop);
  await waitFor(() => expect(answer.asked()).toBe(true), streamed);
  return { c, stop, list: c.getByRole('region', { name: 'Conversation' }), shown: () => c.queryAllByText(/^Part \d+:/).at(-1)?.textContent ?? '' };
}

async function openLauncher(canvasElement: HTMLElement) {
  const shadow = () => canvasElement.querySelector('.aii-cx-widget-root')?.shadowRoot;
  await waitFor(() => expect(shadow()?.querySelector('.w[data-state=ready]')).toBeTruthy(), streamed);
  const c = within(shadow()!.querySelector<HTMLElement>('.r')!);
  await userEvent.click(c.getByRole('button', { name: 'Open the chat' }));
  await expect(c.getByRole('dialog', { name: 'Support assistant' })).toBeVisible();
  return c;
}

/** Writes paragraphs `from`…`to` of the answer, each once it is drawn; `check` runs after each. */
async function write(answer: ReturnType<typeof writtenAnswer>, shown: () => string, from: number, to: number, check: () => Promise<void>) {
  for (let n = from; n <= to; n++) {
    answer.paragraph(n);
    await waitFor(() => expect(shown()).toMatch(new RegExp(`^Part ${n}:`)), streamed);
    await check();
  }
}

/** The whole answer streams in: Stop never moves, and the list keeps the newest words in view to the end. */
const followed = (launcher: boolean, answer: ReturnType<typeof writtenAnswer>, midway = async (_c: ReturnType<typeof within>) => {}) =>
  async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    const { c, stop, list, shown } = await askLongQuestion(canvasElement, answer, launcher);
    const stopTop = top(stop);
    await write(answer, shown, 1, 24, async () => {
      await expect(top(stop)).toBe(stopTop);
      await expect(fromBottom(list)).toBeLessThan(1);
    });
    // The answer is far longer than the list shows: it did scroll.
    await expect(list.scrollHeight).toBeGreaterThan(list.clientHeight * 2);
    // The visitor can still reach Stop, and the focus stayed in the question box while the answer came.
    await expect(focusedInChat(canvasElement)).toBe(c.getByRole('textbox', { name: 'Your question' }));
    await expect(stop).toBeVisible();
    await midway(c);
    answer.end();
    await expect(await c.findByText('The answer is ready.', {}, streamed)).toBeInTheDocument();
    await expect(fromBottom(list)).toBeLessThan(1);
    // Send is back where Stop was.
    await expect(top(c.getByRole('button', { name: 'Send' }))).toBe(stopTop);
  };

const inPage = writtenAnswer(chatEmbedPaths.ask, chatEmbedHandlers);
export const StopStaysPut: Story = {
  parameters: { msw: { handlers: { chatEmbed: inPage.handlers } } },
  play: followed(false, inPage),
};

const onPhone = writtenAnswer(chatEmbedPaths.ask, chatEmbedHandlers);
export const StopStaysPutOnNarrowPhone: Story = {
  args: { width: 320 },
  parameters: { msw: { handlers: { chatEmbed: onPhone.handlers } } },
  play: async (context) => {
    await followed(false, onPhone)(context);
    const box = context.canvasElement.querySelector('.aii-cx-widget-root')!.shadowRoot!.querySelector<HTMLElement>('.w')!;
    await expect(box.scrollWidth).toBeLessThanOrEqual(320);
  },
};

const inDialog = writtenAnswer(chatEmbedPaths.ask, chatEmbedHandlers);
export const StopStaysPutInLauncher: Story = {
  args: { launcher: true },
  parameters: { msw: { handlers: { chatEmbed: inDialog.handlers } } },
  play: async (context) => {
    const focused = () => focusedInChat(context.canvasElement);
    await followed(true, inDialog, async (c) => {
      // Tab from the question box reaches Stop (Send waits, disabled); Shift+Tab goes back, and before the box the
      // conversation itself is a stop, so a keyboard can scroll it.
      await userEvent.keyboard('{Tab}');
      await expect(focused()).toBe(c.getByRole('button', { name: 'Stop' }));
      await userEvent.keyboard('{Shift>}{Tab}{/Shift}');
      await expect(focused()).toBe(c.getByRole('textbox', { name: 'Your question' }));
      await userEvent.keyboard('{Shift>}{Tab}{/Shift}');
      await expect(focused()).toBe(c.getByRole('region', { name: 'Conversation' }));
      await userEvent.keyboard('{Tab}');
      await expect(focused()).toBe(c.getByRole('textbox', { name: 'Your question' }));
    })(context);
  },
};

/** A visitor scrolls up to read while the answer is written: the list stays there, and follows again once they are back at its bottom. */
const reading = writtenAnswer(chatEmbedPaths.ask, chatEmbedHandlers);
export const ReadingWhileItStreams: Story = {
  parameters: { msw: { handlers: { chatEmbed: reading.handlers } } },
  play: async ({ canvasElement }) => {
    const { c, stop, list, shown } = await askLongQuestion(canvasElement, reading, false);
    const stopTop = top(stop);
    await write(reading, shown, 1, 12, async () => expect(fromBottom(list)).toBeLessThan(1));
    // Up to the question, to read from the start.
    list.scrollTop = 40;
    await write(reading, shown, 13, 20, async () => {
      await expect(list.scrollTop).toBe(40);
      await expect(top(stop)).toBe(stopTop);
    });
    await expect(fromBottom(list)).toBeGreaterThan(list.clientHeight);
    // Back at the bottom (the browser says so with its scroll event), the newest words are followed again.
    const scrolled = new Promise((resolve) => list.addEventListener('scroll', resolve, { once: true }));
    list.scrollTop = list.scrollHeight;
    await scrolled;
    await write(reading, shown, 21, 26, async () => expect(fromBottom(list)).toBeLessThan(1));
    // Up again, and the answer ends: the list stays where the visitor reads.
    list.scrollTop = 100;
    reading.end();
    await expect(await c.findByText('The answer is ready.', {}, streamed)).toBeInTheDocument();
    await expect(list.scrollTop).toBe(100);
    await expect(focusedInChat(canvasElement)).toBe(c.getByRole('textbox', { name: 'Your question' }));
  },
};
