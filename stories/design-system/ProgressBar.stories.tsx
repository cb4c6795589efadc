import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ProgressBar } from '../../src/design-system';

const meta = {
  title: 'Design System/ProgressBar',
  component: ProgressBar,
  args: { value: 30, max: 100, 'aria-label': 'Upload progress' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 320 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ProgressBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Determinate: Story = {
  play: async ({ canvas }) => {
    const bar = canvas.getByRole<HTMLProgressElement>('progressbar', { name: 'Upload progress' });
    // Screen readers read the share done: 30 of 100.
    await expect(bar.position).toBeCloseTo(0.3);
    await expect(bar.getBoundingClientRect().width).toBe(320);
    await expect(bar.getBoundingClientRect().height).toBe(6);
  },
};

export const Complete: Story = {
  args: { value: 7, max: 7 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole<HTMLProgressElement>('progressbar').position).toBe(1);
  },
};

/** The total is unknown (a download without a length): a band sweeps the track. Screenshots stop the sweep. */
export const Indeterminate: Story = {
  args: { value: undefined, max: undefined, 'aria-label': 'Exporting' },
  play: async ({ canvas }) => {
    const bar = canvas.getByRole<HTMLProgressElement>('progressbar', { name: 'Exporting' });
    await expect(bar.position).toBe(-1);
    await expect(bar.matches(':indeterminate')).toBe(true);
    await expect(getComputedStyle(bar).backgroundImage).toContain('linear-gradient');
  },
};

/** Named by the text beside it (`aria-labelledby`), which says how far it is in words. */
export const WithVisibleText: Story = {
  args: { 'aria-label': undefined, 'aria-labelledby': 'export-progress' },
  render: (args) => (
    <div style={{ display: 'grid', gap: 8, fontSize: 14 }}>
      <span id="export-progress">Exported 30%</span>
      <ProgressBar {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: 'Exported 30%' })).toBeVisible();
  },
};
