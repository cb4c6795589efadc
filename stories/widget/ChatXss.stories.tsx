import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { chatEmbedHandlers, chatEmbedPaths } from '../../mocks/handlers/chatEmbed';
import { WIDGET_ROOT_CLASS } from '../../src/domain/embed';
import { mountChat } from '../../src/widget/chatMount';
import { xssVectors as vectors } from './xssCorpus';

/*
 * The XSS corpus (xssCorpus.ts) through every place owner text reaches the chat embed: the chat's name, its
 * initial questions, the streamed answer (as markdown, links included) and the source links after it (titles and
 * addresses). Chat `n` is named by vector `n`, asks it, and answers it. Each vector calls `xss()` (or alert) if it
 * ever runs; the story fails if the counter moves. A control vector inserted raw proves the trap works.
 */

type Trap = Window & { xss?: () => void; __xssRuns?: number };
const trap = window as Trap;
const runs = () => trap.__xssRuns ?? 0;

const vectorOf = (id: unknown) => vectors[Number(id) - 1] ?? '';

const hostileChat = [
  http.get(chatEmbedPaths.chat, ({ params }) =>
    HttpResponse.json({
      id: Number(params.id),
      name: vectorOf(params.id),
      initial_questions: [vectorOf(params.id)],
      show_source_links_in_response: true,
      show_source_links_after_response: true,
      save_chat_history: false,
      // A colour that is not one is ignored, never written into the styles.
      primary_color: `red;}</style>${vectorOf(params.id)}`,
      bg_color: null,
    }),
  ),
  http.post(chatEmbedPaths.start, ({ params }) => HttpResponse.json({ uuid: `xss-${String(params.id)}`, messages: [] }, { status: 201 })),
  http.post(chatEmbedPaths.ask, ({ params }) => {
    const vector = vectorOf(params.id);
    const lines = [
      { type: 'start', conversation_id: null },
      { type: 'token', text: `${vector}\n\n[${vector}](${vector}) [a](javascript:xss()) ` },
      { type: 'sources', sources: [{ title: vector, url: vector }, { title: 'js', url: 'javascript:xss()' }] },
      { type: 'end', message_id: null },
    ];
    return new HttpResponse(`${lines.map((line) => JSON.stringify(line)).join('\n')}\n`, { headers: { 'Content-Type': 'application/x-ndjson' } });
  }),
  ...chatEmbedHandlers,
];

const meta = {
  title: 'Widget/Chat XSS corpus',
  tags: ['!autodocs'],
  // Dozens of chats of hostile content: the assertion is that nothing runs, not how it looks.
  parameters: { screenshot: false, a11y: { test: 'off' }, msw: { handlers: { chatEmbed: hostileChat } } },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const NamesQuestionsAnswersAndSources: Story = {
  render: () => <div data-testid="corpus" />,
  play: async ({ canvasElement }) => {
    trap.__xssRuns = 0;
    trap.xss = () => {
      trap.__xssRuns = runs() + 1;
    };
    const original = window.alert;
    window.alert = () => trap.xss!();
    const chats: { destroy(): void }[] = [];
    try {
      expect(vectors.length).toBeGreaterThanOrEqual(60);
      const control = document.createElement('div');
      control.innerHTML = '<img src="data:," onerror="xss()">';
      canvasElement.append(control);
      await waitFor(() => expect(runs()).toBe(1));
      control.remove();
      trap.__xssRuns = 0;

      for (let id = 1; id <= vectors.length; id++) {
        const root = document.createElement('div');
        root.className = WIDGET_ROOT_CLASS;
        root.dataset.chatId = String(id);
        root.dataset.apiUrl = location.origin;
        canvasElement.append(root);
        root.lang = 'en';
        chats.push(mountChat(root));
        await waitFor(() => expect(root.shadowRoot?.querySelector('.w[data-state=ready]')).toBeTruthy(), { timeout: 5_000 });
        const c = within(root.shadowRoot!.querySelector<HTMLElement>('.w')!);
        // The name and the question are text.
        await expect(c.getByRole('heading', { level: 2 })).toHaveTextContent(vectors[id - 1]!.replace(/\s+/g, ' ').trim(), { normalizeWhitespace: true });
        await userEvent.click(c.getAllByRole('button')[0]!);
        await waitFor(() => expect(root.shadowRoot!.querySelector('.src')).toBeTruthy());
        const shadow = root.shadowRoot!;
        expect(shadow.querySelector('script, img, iframe, svg, object, embed, style:not(:first-child), [onerror], [onload]')).toBeNull();
        for (const link of shadow.querySelectorAll('a')) expect(link.getAttribute('href')).toMatch(/^https?:/);
        expect(shadow.querySelector('.r')!.getAttribute('style') ?? '').not.toContain('red');
        // The answer ends with a link to `javascript:xss()`: only its label is left, no ')' of its address.
        const answer = shadow.querySelector('.m.a > div:not(.src)')!;
        expect(answer.textContent!.trimEnd()).toMatch(/ a$/);
      }
      expect(runs()).toBe(0);
    } finally {
      chats.forEach((chat) => chat.destroy());
      window.alert = original;
    }
  },
};
