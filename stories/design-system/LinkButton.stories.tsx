import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { LinkButton, linkButtonTones } from '../../src/design-system';

const meta = {
  title: 'Design System/LinkButton',
  component: LinkButton,
  args: { children: 'Resend the e-mail', onClick: fn() },
  argTypes: { tone: { control: 'inline-radio', options: linkButtonTones } },
} satisfies Meta<typeof LinkButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Resend the e-mail' });
    await expect(button).toHaveAttribute('type', 'button');
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const Tones: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 24 }}>
      {linkButtonTones.map((tone) => (
        <LinkButton key={tone} {...args} tone={tone}>
          {`${tone} action`}
        </LinkButton>
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('button')).toHaveLength(linkButtonTones.length);
  },
};

/** In running text: the button flows with the sentence. */
export const InText: Story = {
  render: (args) => (
    <p style={{ maxWidth: 420 }}>
      We sent a link to owner@example.com. Did not get it? <LinkButton {...args} /> or check your spam folder.
    </p>
  ),
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Resend the e-mail' }));
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const KeyboardActivation: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Resend the e-mail' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(args.onClick).toHaveBeenCalledTimes(2);
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Resend the e-mail' });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(button);
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const LongText: Story = {
  args: {
    children:
      'Switch to signing up with an e-mail address and a password instead of your third-party identity provider account',
  },
  decorators: [(Story) => <div style={{ maxWidth: 280 }}><Story /></div>],
};

export const UnbrokenText: Story = {
  args: { children: 'Supercalifragilisticexpialidocious-action-label-without-spaces-at-all' },
  decorators: [(Story) => <div style={{ maxWidth: 240 }}><Story /></div>],
  play: async ({ canvasElement }) => {
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

export const SmallScreen: Story = {
  args: { tone: 'muted', children: 'Forgot your password?' },
  globals: { viewport: { value: 'small', isRotated: false } },
};
