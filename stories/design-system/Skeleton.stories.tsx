import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Skeleton, SkeletonGroup, skeletonVariants } from '../../src/design-system';

const meta = {
  title: 'Design System/Skeleton',
  component: Skeleton,
  args: { variant: 'text', lines: 3 },
  argTypes: { variant: { control: 'inline-radio', options: skeletonVariants } },
  decorators: [
    (Story, { parameters }) => (
      <div style={{ maxWidth: 420 }}>
        <SkeletonGroup label={parameters.skeletonLabel as string | undefined}>
          <Story />
        </SkeletonGroup>
      </div>
    ),
  ],
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TextLines: Story = {
  play: async ({ canvas, canvasElement }) => {
    const shapes = canvasElement.querySelectorAll('[data-skeleton="text"] > span');
    await expect(shapes).toHaveLength(3);
    // Hidden from assistive technology; the busy container announces the wait once.
    await expect(canvasElement.querySelector('[data-skeleton]')).toHaveAttribute('aria-hidden', 'true');
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading…');
    await expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull();
  },
};

export const SingleLine: Story = { args: { lines: 1, width: 200 } };

export const Block: Story = {
  args: { variant: 'block', height: 120 },
  play: async ({ canvasElement }) => {
    const block = canvasElement.querySelector<HTMLElement>('[data-skeleton="block"]');
    await expect(block?.getBoundingClientRect().height).toBe(120);
  },
};

export const Circle: Story = {
  args: { variant: 'circle', height: 48 },
  play: async ({ canvasElement }) => {
    const circle = canvasElement.querySelector<HTMLElement>('[data-skeleton="circle"]');
    await expect(circle?.getBoundingClientRect().width).toBe(48);
    await expect(circle?.getBoundingClientRect().height).toBe(48);
  },
};

/** A list row while forms load: avatar, two lines, a thumbnail. */
export const Composition: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 12, alignItems: 'flex-start' }}>
      <Skeleton variant="circle" />
      <Skeleton lines={2} />
      <Skeleton variant="block" width={80} height={56} />
    </div>
  ),
};

export const GroupLabel: Story = {
  parameters: { skeletonLabel: 'Loading your forms' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading your forms');
  },
};

export const Russian: Story = {
  globals: { locale: 'ru' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Загрузка…');
  },
};

export const SmallScreen: Story = {
  ...Composition,
  globals: { viewport: { value: 'small', isRotated: false } },
};
