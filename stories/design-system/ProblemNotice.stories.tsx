import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Button, ProblemNotice } from '../../src/design-system';

const onRetry = fn();

const meta = {
  title: 'Design System/ProblemNotice',
  component: ProblemNotice,
  args: {
    message: 'Could not load your forms: the server did not answer.',
    action: (
      <Button variant="secondary" onClick={onRetry}>
        Try again
      </Button>
    ),
  },
  argTypes: { action: { control: false } },
  beforeEach: () => {
    onRetry.mockClear();
  },
} satisfies Meta<typeof ProblemNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Announced as it appears; its one action is the next Tab stop. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Could not load your forms: the server did not answer.');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(onRetry).toHaveBeenCalledOnce();
  },
};

/** Nothing to do about it here: the message alone. */
export const WithoutAction: Story = {
  args: { action: undefined, message: 'This form was deleted.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('This form was deleted.');
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};
