import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { AppAt, screenLoad, startAtSeedTime } from '../appStory';
import { seedForms } from '../../../mocks/db';

/*
 * A session of the seeded demo loaded through the server, and the way to the sessions before and after it. The
 * states a person sees (loading, a failure, no lead, long text, small screen, ru, es) are Screens/Results/FillingView's.
 */
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
