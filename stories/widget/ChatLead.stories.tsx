import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { db } from '../../mocks/db';
import { apiPath } from '../../mocks/config';
import { chatEmbedHandlers } from '../../mocks/handlers';
import { chatIn, ChatRoot, focusedInChat, withChat } from './chatStory';

/*
 * Leads from a chat on an owner's page: the seed's "Support assistant" asks for an e-mail after its number of
 * answers, or at once when a visitor asks to be contacted, with the form lead's rules; the e-mail reaches the
 * owner's list of the chat's visitors.
 */
const meta = {
  title: 'Widget/Chat Lead',
  component: ChatRoot,
  tags: ['!autodocs'],
  parameters: { layout: 'padded' },
  beforeEach: withChat({ collect_leads: true, lead_after_answers: 2 }),
} satisfies Meta<typeof ChatRoot>;
export default meta;
type Story = StoryObj<typeof meta>;

const streamed = { timeout: 10_000 };
type Chat = Awaited<ReturnType<typeof chatIn>>;

async function askAndWait(c: Chat, question: string) {
  // The chat empties the box itself when it sends; the next question replaces whatever user-event thinks is there.
  await userEvent.type(c.getByRole('textbox', { name: 'Your question' }), `${question}{Enter}`, { initialSelectionStart: 0, initialSelectionEnd: 4000 });
  await waitFor(() => expect(c.getByRole('button', { name: 'Send' })).toBeEnabled(), streamed);
  await waitFor(() => expect(c.getAllByText(question).length).toBeGreaterThan(0));
}
export const AfterAnswers: Story = {
  play: async ({ canvasElement }) => {
    const c = await chatIn(canvasElement);
    await askAndWait(c, 'When are you open?');
    // One answer of two: not yet.
    await expect(c.queryByRole('textbox', { name: 'Your e-mail' })).toBeNull();
    await askAndWait(c, 'What does it cost?');
    const email = await c.findByRole('textbox', { name: 'Your e-mail' }, streamed);
    await expect(email).toHaveAccessibleDescription(/Leave your e-mail/);
    // The form lead's rules, next to the field: required, then a real address.
    await userEvent.click(c.getByRole('button', { name: 'Send e-mail' }));
    await expect(c.getByRole('alert')).toHaveTextContent('Please enter your e-mail.');
    await expect(focusedInChat(canvasElement)).toBe(email);
    await userEvent.type(email, 'ada@example');
    await userEvent.click(c.getByRole('button', { name: 'Send e-mail' }));
    // The address itself is the server's to check (the form lead's one rule): its refusal comes back beside the field.
    await waitFor(() => expect(c.getByRole('alert')).toHaveTextContent('Please enter a valid e-mail address, like name@example.com.'));
    await expect(db.chatVisitors.all().map((v) => v.lead)).not.toContainEqual(expect.objectContaining({ email: 'ada@example' }));
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(email, '.com{Enter}');
    await expect(await c.findByText('Thank you! We will write to you at ada@example.com.')).toBeVisible();
    await waitFor(() => expect(db.chatVisitors.all().map((v) => v.lead?.email)).toContain('ada@example.com'));
  },
};

export const WhenAskedForContact: Story = {
  beforeEach: withChat({ collect_leads: true, lead_after_answers: 5 }),
  play: async ({ canvasElement }) => {
    const c = await chatIn(canvasElement);
    await askAndWait(c, 'How can I contact you?');
    await expect(await c.findByRole('textbox', { name: 'Your e-mail' }, streamed)).toHaveAccessibleDescription(/^Want us to get back to you\? Leave your e-mail\./);
    // Announced to screen readers too.
    await expect(c.getByRole('status')).toHaveTextContent('Want us to get back to you? Leave your e-mail.');
  },
};

export const NotCollecting: Story = {
  beforeEach: withChat({ collect_leads: false }),
  play: async ({ canvasElement }) => {
    const c = await chatIn(canvasElement);
    await askAndWait(c, 'How can I contact you?');
    await askAndWait(c, 'When are you open?');
    await expect(c.queryByRole('textbox', { name: 'Your e-mail' })).toBeNull();
  },
};

/** The server refuses: the e-mail stays in the field, with the reason beside it. */
export const Refused: Story = {
  parameters: {
    msw: {
      handlers: {
        chatEmbed: [
          http.post(apiPath('/training/chat/:id/public/conversation/:uuid/lead'), () => HttpResponse.json({ detail: 'Down' }, { status: 503 })),
          ...chatEmbedHandlers,
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const c = await chatIn(canvasElement);
    await askAndWait(c, 'How can I contact you?');
    const email = await c.findByRole('textbox', { name: 'Your e-mail' }, streamed);
    await userEvent.type(email, 'ada@example.com{Enter}');
    // The alert is there (empty) from the start: wait for the server's refusal to fill it.
    await waitFor(() => expect(c.getByRole('alert')).toHaveTextContent('Something went wrong. Please try again; what you typed is kept.'));
    await expect(email).toHaveValue('ada@example.com');
    // The address was fine: the field is not marked invalid for the server's failure.
    await expect(email).toHaveAttribute('aria-invalid', 'false');
  },
};

/** After a reload the form comes back with what was typed; once an e-mail is left the chat never asks again. */
export const TypedEmailKept: Story = {
  beforeEach: () => {
    withChat({ collect_leads: true, lead_after_answers: 2 })();
    return () => localStorage.removeItem('aii-cx-chat-1');
  },
  play: async ({ canvasElement }) => {
    const c = await chatIn(canvasElement);
    await askAndWait(c, 'How can I contact you?');
    await userEvent.type(await c.findByRole('textbox', { name: 'Your e-mail' }, streamed), 'bo@exa');
    await expect(JSON.parse(localStorage.getItem('aii-cx-chat-1') ?? '{}')).toMatchObject({ v: 1, email: 'bo@exa' });
  },
};

export const Russian: Story = {
  args: { languages: ['ru-RU'] },
  play: async ({ canvasElement }) => {
    const c = await chatIn(canvasElement);
    await userEvent.type(c.getByRole('textbox', { name: 'Ваш вопрос' }), 'Как с вами связаться?{Enter}');
    const email = await c.findByRole('textbox', { name: 'Ваш e-mail' }, streamed);
    await userEvent.click(within(email.parentElement!).getByRole('button', { name: 'Отправить e-mail' }));
    await expect(c.getByRole('alert')).toHaveTextContent('Введите ваш e-mail.');
  },
};

export const Spanish: Story = {
  args: { languages: ['es-MX'] },
  play: async ({ canvasElement }) => {
    const c = await chatIn(canvasElement);
    await userEvent.type(c.getByRole('textbox', { name: 'Tu pregunta' }), '¿Cómo puedo contactar con ustedes?{Enter}');
    await expect(await c.findByRole('textbox', { name: 'Tu correo' }, streamed)).toHaveAccessibleDescription(/^¿Quieres que te contactemos\? Deja tu correo\./);
  },
};
