import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Spinner, spinnerSizes, spinnerTones } from '../../src/design-system';

const meta = {
  title: 'Design System/Spinner',
  component: Spinner,
  argTypes: {
    size: { control: 'inline-radio', options: spinnerSizes },
    tone: { control: 'inline-radio', options: spinnerTones },
  },
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading…');
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 16, alignItems: 'center' }}>
      {spinnerSizes.map((size) => (
        <Spinner key={size} {...args} size={size} tone="primary" />
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    // What a person sees: three rings of the sizes the design names (14, 20 and 36 px), in the brand colour.
    const rings = canvas.getAllByRole('status').map((status) => status.querySelector<HTMLElement>('[aria-hidden="true"]')!);
    await expect(rings.map((ring) => ring.getBoundingClientRect().width)).toEqual([14, 20, 36]);
    await expect(rings.map((ring) => ring.getBoundingClientRect().height)).toEqual([14, 20, 36]);
    for (const ring of rings) await expect(getComputedStyle(ring).borderTopColor).toBe('rgb(13, 124, 116)');
  },
};

export const Tones: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 16, alignItems: 'center', color: '#1d2624' }}>
      {spinnerTones.map((tone) => (
        <Spinner key={tone} {...args} tone={tone} size="lg" />
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    // current takes the text colour around it, primary the brand colour, muted the muted text colour.
    const colours = canvas
      .getAllByRole('status')
      .map((status) => getComputedStyle(status.querySelector('[aria-hidden="true"]')!).borderTopColor);
    await expect(colours).toEqual(['rgb(29, 38, 36)', 'rgb(13, 124, 116)', 'rgb(85, 98, 95)']);
  },
};

export const WithLabel: Story = {
  args: { label: 'Loading your forms', size: 'lg', tone: 'primary' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: '' })).toHaveTextContent('Loading your forms');
  },
};

export const Russian: Story = {
  globals: { locale: 'ru' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Загрузка…');
  },
};
