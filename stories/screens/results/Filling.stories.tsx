import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { AppAt, expectUsableOnPhone, screenLoad, startAtSeedTime } from '../appStory';
import { db, seedForms } from '../../../mocks/db';
import { sessionsScenarios } from '../../../mocks/scenarios';

const meta = {
  title: 'Screens/Results/Filling',
  component: AppAt,
  tags: ['!autodocs'],
  // Session 1: Ada Lovelace's lead on the published form, the newest session.
  args: { entry: `/forms/${seedForms.published}/session/1/filling` },
  parameters: { router: false, layout: 'fullscreen' },
  beforeEach: () => startAtSeedTime('demoOwner'),
} satisfies Meta<typeof AppAt>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithLead: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Ada Lovelace' }, screenLoad)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'ada@example.com' })).toHaveAttribute('href', 'mailto:ada@example.com');
    await expect(canvas.getByText(/Chrome on macOS/)).toBeVisible();
    // Values by the field's title.
    await expect(canvas.getByText('What do you sell?').nextElementSibling).toHaveTextContent('Handmade candles');
    await expect(canvas.getByText('Budget').nextElementSibling).toHaveTextContent('$1k-$10k');
    await expect(canvas.getByRole('link', { name: 'Back to results' })).toHaveAttribute('href', `/forms/results/${seedForms.published}`);
    // The newest session has no previous one.
    await expect(canvas.getByRole('button', { name: 'Previous' })).toHaveAttribute('aria-disabled', 'true');
  },
};

export const NextAndPrevious: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: 'Ada Lovelace' }, screenLoad);
    await userEvent.click(canvas.getByRole('link', { name: 'Next' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Grace Hopper' })).toBeVisible();
    await userEvent.click(canvas.getByRole('link', { name: 'Previous' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Ada Lovelace' })).toBeVisible();
  },
};

export const NoLead: Story = {
  // Session 9: a visit of the published form that left no lead.
  args: { entry: `/forms/${seedForms.published}/session/9/filling` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Session 9' }, screenLoad)).toBeVisible();
    await expect(canvas.getByText('This visitor left no contact details.')).toBeVisible();
  },
};

export const AnswerIsSafeMarkdown: Story = {
  beforeEach: () => {
    const session = db.sessions.get(1);
    if (session?.filling) {
      db.sessions.update(1, {
        filling: { ...session.filling, ai_results: ['## Your plan\n\n- **Week 1**: post daily\n\n<img src=x onerror="window.__pwned=1"> [site](javascript:alert(1))'] },
      });
    }
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const answer = within(await canvas.findByRole('region', { name: 'AI answer' }, screenLoad));
    await expect(answer.getByRole('heading', { name: 'Your plan' })).toBeVisible();
    await expect(answer.getByText('Week 1')).toHaveProperty('tagName', 'STRONG');
    // The markup stays text; no image, no script link.
    await expect(canvasElement.querySelector('img[src="x"]')).toBeNull();
    await expect(canvasElement.querySelector('a[href^="javascript"]')).toBeNull();
    await expect((window as { __pwned?: number }).__pwned).toBeUndefined();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { sessions: sessionsScenarios.neverEnding() } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status', {}, screenLoad)).toHaveTextContent('Loading…');
  },
};

export const NotFound: Story = {
  args: { entry: `/forms/${seedForms.published}/session/9999/filling` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert', {}, screenLoad)).toHaveTextContent('This session was not found. It may have been deleted.');
    await expect(canvas.getByRole('heading', { level: 1, name: 'Session 9999' })).toBeVisible();
    // Back to the results is the way out; a retry cannot bring the session back.
    await expect(canvas.getByRole('link', { name: 'Back to results' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Retry' })).toBeNull();
  },
};

export const Russian: Story = {
  globals: { locale: 'ru' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Ada Lovelace' }, screenLoad)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Назад к результатам' })).toBeVisible();
  },
};

export const Spanish: Story = {
  globals: { locale: 'es' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Ada Lovelace' }, screenLoad)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Volver a resultados' })).toBeVisible();
  },
};

/** At 375 px a filling reads on a phone: its answers and the way back, the page never wider than the screen. */
export const SmallScreen: Story = {
  globals: { viewport: { value: 'small', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Ada Lovelace' }, screenLoad)).toBeVisible();
    await expectUsableOnPhone(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Back to results' })).toBeVisible();
    await expect(canvas.getByText('What do you sell?').nextElementSibling).toHaveTextContent('Handmade candles');
    await expect(canvas.getByText('What do you sell?').nextElementSibling).toBeVisible();
  },
};
