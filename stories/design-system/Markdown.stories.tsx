import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Markdown } from '../../src/design-system';

const meta = {
  title: 'Design System/Markdown',
  component: Markdown,
  args: {
    source: [
      '## Your plan',
      'Here is what we suggest for **Anna**, based on *your goals*:',
      '',
      '1. Start with `3` short sessions a week',
      '2. Add one long walk on Sunday',
      '',
      '- Drink water',
      '- Sleep 8 hours',
      '',
      'Read more on [our blog](https://blog.example.com/plans) or https://example.com/faq.',
    ].join('\n'),
  },
} satisfies Meta<typeof Markdown>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 3, name: 'Your plan' })).toBeVisible();
    await expect(canvas.getByText('Anna').tagName).toBe('STRONG');
    await expect(canvas.getAllByRole('listitem')).toHaveLength(4);
    const link = canvas.getByRole('link', { name: 'our blog' });
    await expect(link).toHaveAttribute('href', 'https://blog.example.com/plans');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer nofollow');
    await expect(canvas.getByRole('link', { name: 'https://example.com/faq' })).toBeVisible();
  },
};

/** What an AI answer or an owner's text may try: all of it stays text, nothing runs. */
export const HostileInput: Story = {
  args: {
    source: [
      '<script>window.__pwned = true</script>',
      '<img src=x onerror="window.__pwned = true">',
      '[click me](javascript:window.__pwned=true)',
      '[data](data:text/html,<script>alert(1)</script>)',
    ].join('\n\n'),
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('<script>window.__pwned = true</script>')).toBeVisible();
    await expect(canvasElement.querySelector('script, img, iframe')).toBeNull();
    await expect(canvas.queryByRole('link')).not.toBeInTheDocument();
    await expect((window as { __pwned?: boolean }).__pwned).toBeUndefined();
  },
};

export const LongUnbrokenText: Story = {
  args: { source: `A very long answer word: ${'supercalifragilistic'.repeat(12)} and https://example.com/${'a'.repeat(120)}` },
  play: async ({ canvasElement }) => {
    const root = canvasElement.firstElementChild as HTMLElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
  },
};
