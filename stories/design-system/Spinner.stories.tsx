import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Spinner, spinnerSizes, spinnerTones } from '../../src/design-system/components/Spinner';

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
    await expect(canvas.getAllByRole('status')).toHaveLength(spinnerSizes.length);
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
