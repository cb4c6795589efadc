import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { IconButton, iconButtonSizes, iconButtonVariants } from '../../src/design-system';

const TrashIcon = () => (
  <svg width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
    <path d="M4 7h16M10 11v6M14 11v6M6 7l1 13h10l1-13M9 7V4h6v3" />
  </svg>
);

const meta = {
  title: 'Design System/IconButton',
  component: IconButton,
  args: { label: 'Delete form', children: <TrashIcon />, onClick: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: iconButtonVariants },
    size: { control: 'inline-radio', options: iconButtonSizes },
    children: { control: false },
  },
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Delete form' });
    await expect(button).not.toHaveAttribute('title');
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const AllVariantsAndSizes: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 12 }}>
      {iconButtonSizes.map((size) => (
        <div key={size} style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
          {iconButtonVariants.map((variant) => (
            <IconButton key={variant} {...args} variant={variant} size={size} label={`Delete (${variant} ${size})`} />
          ))}
        </div>
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('button')).toHaveLength(iconButtonVariants.length * iconButtonSizes.length);
    await expect(canvas.getByRole('button', { name: 'Delete (danger lg)' })).toBeVisible();
  },
};

export const WithTitle: Story = {
  args: { showTitle: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Delete form' })).toHaveAttribute('title', 'Delete form');
  },
};

export const KeyboardActivation: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Delete form' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(args.onClick).toHaveBeenCalledTimes(2);
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Delete form' });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(button);
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const LongLabel: Story = {
  args: {
    label: 'Delete the form "Supercalifragilisticexpialidocious roof repair quote" and all of its leads for ever',
    showTitle: true,
  },
  play: async ({ canvas }) => {
    // A long name never changes the button's size.
    const button = canvas.getByRole('button', { name: /^Delete the form/ });
    await expect(button.getBoundingClientRect().width).toBe(40);
  },
};

export const SmallScreen: Story = {
  args: { variant: 'secondary', size: 'lg' },
  globals: { viewport: { value: 'small', isRotated: false } },
};
