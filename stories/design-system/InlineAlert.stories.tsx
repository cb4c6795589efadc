import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Button, InlineAlert } from '../../src/design-system';

const meta = {
  title: 'Design System/InlineAlert',
  component: InlineAlert,
  args: { children: 'The file could not be exported. No connection. Check your internet and try again.' },
} satisfies Meta<typeof InlineAlert>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One sentence where it happened, announced as it appears, in the error colour and a size below the page's text. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('The file could not be exported. No connection.');
  },
};

/** Under the button whose action failed, as the screens show it. */
export const UnderAButton: Story = {
  render: (args) => (
    <div style={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: 8 }}>
      <p style={{ margin: 0 }}>Your leads as a CSV file.</p>
      <Button>Export CSV</Button>
      <InlineAlert {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('The file could not be exported.');
    // Drawn in the error colour, not the text colour: a reader tells it from the page's own text at a glance.
    await expect(getComputedStyle(alert).color).not.toBe(getComputedStyle(canvas.getByText('Your leads as a CSV file.')).color);
  },
};
