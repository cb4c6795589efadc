import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { putOnPlan, setUsedCredits } from '../../../mocks/situations';
import { AppAt, screenLoad, startAs } from '../appStory';

/** The top bar and banners of a signed-in page (Rewards: a light page) as the month's credits run out. */
const meta = {
  title: 'Screens/Billing/LowCredits',
  component: AppAt,
  tags: ['!autodocs'],
  args: { entry: '/rewards' },
  parameters: { router: false, layout: 'fullscreen' },
  beforeEach: () => startAs('demoOwner'),
} satisfies Meta<typeof AppAt>;
export default meta;
type Story = StoryObj<typeof meta>;

/** 10 % or less left: the badge turns the warning colour and a banner leads to the plans. */
export const RunningLow: Story = {
  beforeEach: () => setUsedCredits(92),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const badge = await canvas.findByText(/92 of 100 credits used/, {}, screenLoad);
    await expect(badge).toHaveTextContent('Credits are running low: 8 left');
    await expect(badge.closest('[data-state]')).toHaveAttribute('data-state', 'low');
    await expect(await canvas.findByText(/Your credits are running low: 8 left this month/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'See plans' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Plans' }, screenLoad)).toBeVisible();
    // The plans page is where the banner leads: it is not repeated there.
    await expect(canvas.queryByText(/Your credits are running low/)).not.toBeInTheDocument();
  },
};

/** More than 10 % left: no warning. */
export const Enough: Story = {
  beforeEach: () => setUsedCredits(89),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const badge = await canvas.findByText(/89 of 100 credits used/, {}, screenLoad);
    await expect(badge.closest('[data-state]')).toHaveAttribute('data-state', 'normal');
    await expect(canvas.queryByText(/running low/)).not.toBeInTheDocument();
  },
};

/** Nothing left: the error colour and an error banner; it can be dismissed for the visit. */
export const UsedUp: Story = {
  beforeEach: () => setUsedCredits(100),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const badge = await canvas.findByText(/100 of 100 credits used/, {}, screenLoad);
    await expect(badge.closest('[data-state]')).toHaveAttribute('data-state', 'exhausted');
    const text = await canvas.findByText(/You have used all your credits this month/);
    await expect(text).toBeVisible();
    const banner = text.closest('[role]') as HTMLElement;
    await userEvent.click(within(banner).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(canvas.queryByText(/You have used all your credits this month/)).not.toBeInTheDocument());
  },
};

/** Unlimited plans never warn, however much is used. */
export const Unlimited: Story = {
  beforeEach: () => {
    putOnPlan('enterprise');
    setUsedCredits(50_000);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/50,000 credits used, unlimited plan/, {}, screenLoad)).toBeInTheDocument();
    await expect(canvas.queryByText(/credits this month/)).not.toBeInTheDocument();
  },
};

export const RunningLowRussian: Story = {
  globals: { locale: 'ru' },
  beforeEach: () => setUsedCredits(95),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/Кредиты заканчиваются: в этом месяце осталось 5/, {}, screenLoad)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Смотреть тарифы' })).toBeVisible();
  },
};

export const RunningLowSmallScreen: Story = {
  globals: { viewport: { value: 'small', isRotated: false } },
  beforeEach: () => setUsedCredits(95),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/Your credits are running low: 5 left/, {}, screenLoad)).toBeVisible();
  },
};
