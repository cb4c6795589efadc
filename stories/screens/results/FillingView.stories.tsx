import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ApiError, type FillingDetail } from '../../../src/api';
import { FillingView } from '../../../src/features/results/FillingView';
import { buildLead, SEED_NOW } from '../../../mocks/db';
import { inAppColumn } from '../viewStory';

/*
 * One session of a form (what its visitor gave and got) drawn from its props alone (args-only). Loading it from the
 * server and going to the sessions before and after it are in Screens/Results/Filling.
 */
const ada = buildLead({ id: 1, name: 'Ada Lovelace', email: 'ada@example.com', phone: '+1 (555) 123-4567' });
const filling: FillingDetail = {
  id: 1,
  session_id: 7,
  has_lead: true,
  lead: ada,
  values: { '#Field2': 'Handmade candles', '#Field3': ['Gift shoppers', 'Cafés'] },
  ai_results: ['## Your plan\n\n- **Week 1**: post daily\n- **Week 2**: a newsletter'],
  created_at: SEED_NOW,
  session_created_at: SEED_NOW,
  device: 'Chrome on macOS',
  previous_session_id: null,
  next_session_id: 6,
};
const columns = [
  { ref: '#Field2', title: 'What do you sell?', removed: false },
  { ref: '#Field3', title: 'Who buys it?', removed: false },
];
const noLead: FillingDetail = {
  ...filling,
  session_id: 9,
  has_lead: false,
  lead: null,
  values: { '#Field2': 'Soap', '#Old': 'Kept from an earlier version' },
  ai_results: [],
  created_at: null,
  session_created_at: null,
  device: null,
  previous_session_id: 8,
  next_session_id: null,
};
/* The screen adds a value's field that the form no longer has after the form's own (valueColumns). */
const withRemoved = [...columns, { ref: '#Old', title: '#Old', removed: true }];

const meta = {
  title: 'Screens/Results/FillingView',
  component: FillingView,
  tags: ['!autodocs'],
  decorators: [inAppColumn],
  parameters: { layout: 'fullscreen' },
  args: {
    sessionId: '7',
    filling,
    formName: 'Marketing plan generator',
    columns,
    paths: { back: '/forms/results/1', previous: null, next: '/forms/1/session/6/filling' },
    loadError: null,
    onRetry: fn(),
  },
} satisfies Meta<typeof FillingView>;
export default meta;
type Story = StoryObj<typeof meta>;

const section = (canvasElement: HTMLElement, name: string) => within(within(canvasElement).getByRole('region', { name }));

/** A lead's session: who they are, what they filled in, the AI's answer; the newest, so no previous one. */
export const WithLead: Story = {
  args: { filling: { ...filling, emailed_to: 'ada@example.com' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Ada Lovelace' })).toBeVisible();
    await expect(canvas.getByText(/ · Chrome on macOS · Marketing plan generator$/)).toBeVisible();
    const lead = section(canvasElement, 'Lead');
    await expect(lead.getByRole('link', { name: 'ada@example.com' })).toHaveAttribute('href', 'mailto:ada@example.com');
    // The phone's link dials its digits only.
    await expect(lead.getByRole('link', { name: '+1 (555) 123-4567' })).toHaveAttribute('href', 'tel:+15551234567');
    const values = section(canvasElement, 'What the visitor filled in');
    await expect(values.getByText('What do you sell?').nextElementSibling).toHaveTextContent('Handmade candles');
    await expect(values.getByText('Who buys it?').nextElementSibling).toHaveTextContent('Gift shoppers, Cafés');
    const answer = section(canvasElement, 'AI answer');
    await expect(answer.getByRole('heading', { name: 'Your plan' })).toBeVisible();
    await expect(answer.getByText('Week 1')).toHaveProperty('tagName', 'STRONG');
    await expect(answer.getByText('The full answer was e-mailed to ada@example.com.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to results' })).toHaveAttribute('href', '/forms/results/1');
    await expect(canvas.getByRole('button', { name: 'Previous' })).toHaveAttribute('aria-disabled', 'true');
    await expect(canvas.getByRole('link', { name: 'Next' })).toHaveAttribute('href', '/forms/1/session/6/filling');
    await expect(args.onRetry).not.toHaveBeenCalled();
  },
};

/**
 * A visit that left no lead, with a value of a field the form no longer has; its time and device are not known and
 * no AI answer was given. The oldest session: no next one.
 */
export const NoLead: Story = {
  args: { sessionId: '9', filling: noLead, columns: withRemoved, paths: { back: '/forms/results/1?lead=1', previous: '/forms/1/session/8/filling?lead=1', next: null } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Session 9' })).toBeVisible();
    await expect(canvas.getByText('Time unknown · Device unknown · Marketing plan generator')).toBeVisible();
    await expect(section(canvasElement, 'Lead').getByText('This visitor left no contact details.')).toBeVisible();
    const values = section(canvasElement, 'What the visitor filled in');
    await expect(values.getByText('What do you sell?').nextElementSibling).toHaveTextContent('Soap');
    // A field of the form with nothing in it shows a dash.
    await expect(values.getByText('Who buys it?').nextElementSibling).toHaveTextContent('—');
    await expect(values.getByText('#Old (removed field)').nextElementSibling).toHaveTextContent('Kept from an earlier version');
    await expect(section(canvasElement, 'AI answer').getByText('No AI answer was given in this session.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Previous' })).toHaveAttribute('href', '/forms/1/session/8/filling?lead=1');
    await expect(canvas.getByRole('button', { name: 'Next' })).toHaveAttribute('aria-disabled', 'true');
  },
};

/** Nothing filled in and no answer (a visitor who left at once); the form's fields are not known yet either. */
export const Empty: Story = {
  args: { filling: { ...noLead, values: {} }, columns: [], formName: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Time unknown · Device unknown')).toBeVisible();
    await expect(section(canvasElement, 'What the visitor filled in').getByText('Nothing was filled in.')).toBeVisible();
    await expect(section(canvasElement, 'AI answer').getByText('No AI answer was given in this session.')).toBeVisible();
  },
};

/** The lead's fields left empty: a dash each; with an e-mail only, the e-mail is the title. */
export const LeadWithEmailOnly: Story = {
  args: { filling: { ...filling, lead: buildLead({ id: 2, name: '', email: 'grace@example.com', phone: '' }) } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: 'grace@example.com' })).toBeVisible();
    const lead = section(canvasElement, 'Lead');
    await expect(lead.getByText('Name').nextElementSibling).toHaveTextContent('—');
    await expect(lead.getByText('Phone').nextElementSibling).toHaveTextContent('—');
  },
};

/** An AI answer is markdown from elsewhere: its markup shows as text, no image loads and no script link is made. */
export const AnswerIsSafeMarkdown: Story = {
  args: {
    filling: {
      ...filling,
      ai_results: ['## Your plan\n\n- **Week 1**: post daily\n\n<img src=x onerror="window.__pwned=1"> [site](javascript:alert(1))', '  ', 'A second answer.'],
    },
  },
  play: async ({ canvasElement }) => {
    const answer = section(canvasElement, 'AI answer');
    await expect(answer.getByRole('heading', { name: 'Your plan' })).toBeVisible();
    await expect(answer.getByText(/<img src=x/)).toBeVisible();
    await expect(canvasElement.querySelector('img')).toBeNull();
    await expect(canvasElement.querySelector('a[href^="javascript"]')).toBeNull();
    await expect((window as { __pwned?: number }).__pwned).toBeUndefined();
    // A blank answer is no answer: the second one follows the first.
    await expect(answer.getByText('A second answer.')).toBeVisible();
  },
};

/** The session is on its way: its place waits, and there is nowhere to go but back. */
export const Loading: Story = {
  args: { filling: undefined, formName: undefined, columns: [], paths: { back: '/forms/results/1', previous: null, next: null } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading…');
    await expect(canvas.queryByRole('heading', { level: 1 })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Previous' })).toHaveAttribute('aria-disabled', 'true');
    await expect(canvas.getByRole('button', { name: 'Next' })).toHaveAttribute('aria-disabled', 'true');
  },
};

/** The session could not be loaded: why, and Retry asks again. */
export const LoadFailed: Story = {
  args: { ...Loading.args, loadError: new ApiError({ message: 'A server error occurred.', status: 503 }) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Session 7' })).toBeVisible();
    await expect(canvas.getByText(/^This session could not be loaded\./)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** The session is gone (deleted): said so, and the way out is back to the results; a retry could not bring it back. */
export const NotFound: Story = {
  args: { ...Loading.args, sessionId: '9999', loadError: new ApiError({ message: 'Not found.', status: 404 }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('This session was not found. It may have been deleted.');
    await expect(canvas.getByRole('heading', { level: 1, name: 'Session 9999' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to results' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Retry' })).toBeNull();
  },
};

const longWord = 'Supercalifragilisticexpialidocious'.repeat(3);

/** Long names, addresses, questions and answers wrap inside the page; nothing is wider than the window. */
export const LongText: Story = {
  args: {
    formName: 'The marketing plan generator for small bakeries, cafés and every other shop of the high street',
    filling: {
      ...filling,
      lead: buildLead({ id: 3, name: `Ada ${longWord}`, email: `a.very.long.mailbox.name.${longWord}@example.com`, phone: '' }),
      values: { '#Field2': `Handmade candles, soaps and ${longWord}`, '#Field3': 'Gift shoppers' },
      ai_results: [`Start with ${longWord}. `.repeat(6)],
    },
    columns: [
      { ref: '#Field2', title: 'What do you sell, and to whom, and where, and since when, and what makes it yours?', removed: false },
      { ref: '#Field3', title: 'Who buys it?', removed: false },
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: `Ada ${longWord}` })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** On a phone each answer goes under its question, and the page is no wider than the screen. */
export const SmallScreen: Story = {
  globals: { viewport: { value: 'small', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Ada Lovelace' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to results' })).toBeVisible();
    const question = section(canvasElement, 'What the visitor filled in').getByText('What do you sell?');
    const answer = question.nextElementSibling as HTMLElement;
    await expect(answer).toHaveTextContent('Handmade candles');
    await expect(answer.getBoundingClientRect().top).toBeGreaterThanOrEqual(question.getBoundingClientRect().bottom);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const Russian: Story = {
  globals: { locale: 'ru' },
  args: { filling: noLead, columns: withRemoved, sessionId: '9' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Сессия 9' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Назад к результатам' })).toBeVisible();
    await expect(section(canvasElement, 'Лид').getByText('Посетитель не оставил контактов.')).toBeVisible();
    await expect(canvas.getByText('#Old (удалённое поле)')).toBeVisible();
  },
};

export const Spanish: Story = {
  globals: { locale: 'es' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Ada Lovelace' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Volver a resultados' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Anterior' })).toHaveAttribute('aria-disabled', 'true');
    await expect(section(canvasElement, 'Respuesta de IA').getByRole('heading', { name: 'Your plan' })).toBeVisible();
  },
};

/** A Spanish failure: the reason in the owner's language. */
export const SpanishLoadFailed: Story = {
  globals: { locale: 'es' },
  args: LoadFailed.args,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/^No se pudo cargar esta sesión\./)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Reintentar' })).toBeVisible();
  },
};
