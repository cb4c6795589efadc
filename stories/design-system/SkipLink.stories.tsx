import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { SkipLink } from '../../src/design-system';

const meta = {
  title: 'Design System/SkipLink',
  component: SkipLink,
  args: { targetId: 'story-content', children: 'Skip to content' },
  render: (args) => (
    <>
      <SkipLink {...args} />
      <nav aria-label="Menu">
        <a href="#menu">A menu link</a>
      </nav>
      <main id="story-content" tabIndex={-1}>
        <p>The page's content.</p>
      </main>
    </>
  ),
} satisfies Meta<typeof SkipLink>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Out of sight until the keyboard reaches it: the page looks as if it were not there. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const skip = canvas.getByRole('link', { name: 'Skip to content' });
    await expect(skip.getBoundingClientRect().bottom).toBeLessThanOrEqual(0);
  },
};

/** The first Tab shows it over the page's corner; Enter moves the focus past the menu into the content. */
export const FollowedByKeyboard: Story = {
  play: async ({ canvas }) => {
    const skip = canvas.getByRole('link', { name: 'Skip to content' });
    await userEvent.tab();
    await expect(skip).toHaveFocus();
    await expect(skip.getBoundingClientRect().top).toBeGreaterThanOrEqual(0);
    const address = window.location.href;
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('main')).toHaveFocus();
    // Focus, not a jump to a hash: the address stays as it was.
    await expect(window.location.href).toBe(address);
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'A menu link' })).not.toHaveFocus();
  },
};

/** Focused: how it looks when the keyboard reaches it. */
export const Focused: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Skip to content' })).toHaveFocus();
  },
};
