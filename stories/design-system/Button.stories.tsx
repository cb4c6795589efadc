import type { ComponentProps } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button, buttonSizes, buttonVariants } from '../../src/design-system';

const PlusIcon = () => (
  <svg width="16" height="16" viewBox="0 0 16 16" fill="none" stroke="currentColor" strokeWidth="2">
    <path d="M8 3v10M3 8h10" />
  </svg>
);

const meta = {
  title: 'Design System/Button',
  component: Button,
  args: { children: 'Save changes', onClick: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: buttonVariants },
    size: { control: 'inline-radio', options: buttonSizes },
    icon: { control: false },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Save changes' }));
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const Secondary: Story = { args: { variant: 'secondary' } };

/** The <a> a button that navigates renders (in the app, a router Link); the button gives it its text and look. */
const Anchor = ({ children, ...props }: ComponentProps<'a'>) => (
  <a href="#create" {...props}>
    {children}
  </a>
);

/** A button that navigates looks like a button, not like a link in a sentence. */
export const AsLink: Story = {
  args: { variant: 'secondary', children: 'Create with AI', render: <Anchor /> },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Create with AI' });
    await expect(getComputedStyle(link).textDecorationLine).toBe('none');
  },
};
export const Text: Story = { args: { variant: 'text' } };

/** A text button that toggles (`aria-pressed`), on: filled, beside one that is off. */
export const TextPressed: Story = {
  render: (args) => (
    <div role="group" aria-label="Part" style={{ display: 'flex', gap: 8 }}>
      <Button {...args} aria-pressed>
        Lead form
      </Button>
      <Button {...args} aria-pressed={false}>
        Thank-you text
      </Button>
    </div>
  ),
  args: { variant: 'text' },
  play: async ({ canvas }) => {
    const on = canvas.getByRole('button', { name: 'Lead form', pressed: true });
    const off = canvas.getByRole('button', { name: 'Thank-you text', pressed: false });
    await expect(getComputedStyle(on).backgroundColor).toBe('rgb(13, 124, 116)');
    await expect(getComputedStyle(on).color).toBe('rgb(255, 255, 255)');
    await expect(getComputedStyle(off).backgroundColor).toBe('rgba(0, 0, 0, 0)');
  },
};
export const Danger: Story = { args: { variant: 'danger', children: 'Delete form' } };

export const AllVariantsAndSizes: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 12 }}>
      {buttonSizes.map((size) => (
        <div key={size} style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
          {buttonVariants.map((variant) => (
            <Button key={variant} {...args} variant={variant} size={size}>
              {`${variant} ${size}`}
            </Button>
          ))}
        </div>
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    const look = (name: string) => {
      const style = getComputedStyle(canvas.getByRole('button', { name }));
      return { background: style.backgroundColor, text: style.color, border: style.borderTopColor };
    };
    // Each variant looks as the design says: filled brand, outlined, bare text, filled red.
    await expect(look('primary md')).toEqual({ background: 'rgb(13, 124, 116)', text: 'rgb(255, 255, 255)', border: 'rgba(0, 0, 0, 0)' });
    await expect(look('secondary md')).toEqual({ background: 'rgb(255, 255, 255)', text: 'rgb(13, 124, 116)', border: 'rgb(13, 124, 116)' });
    await expect(look('text md')).toEqual({ background: 'rgba(0, 0, 0, 0)', text: 'rgb(13, 124, 116)', border: 'rgba(0, 0, 0, 0)' });
    await expect(look('danger md')).toEqual({ background: 'rgb(180, 35, 24)', text: 'rgb(255, 255, 255)', border: 'rgba(0, 0, 0, 0)' });
    // Sizes are at least the touch heights 32, 40 and 48 px (whole pixels), whatever the variant.
    for (const variant of buttonVariants) {
      const heights = buttonSizes.map((size) => canvas.getByRole('button', { name: `${variant} ${size}` }).getBoundingClientRect().height);
      await expect(heights.map(Math.floor)).toEqual([32, 40, 48]);
    }
  },
};

export const KeyboardActivation: Story = {
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Save changes' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(args.onClick).toHaveBeenCalledTimes(2);
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Save changes' });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(button);
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: /Save changes/ });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(within(button).getByRole('status')).toHaveTextContent('Loading…');
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const WithIcon: Story = {
  args: { icon: <PlusIcon />, children: 'New form' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'New form' })).toBeVisible();
  },
};

export const IconAtEnd: Story = { args: { icon: <PlusIcon />, iconPosition: 'end', children: 'Add field' } };

export const FullWidth: Story = {
  args: { fullWidth: true },
  play: async ({ canvas, canvasElement }) => {
    const button = canvas.getByRole('button');
    // As wide as the canvas's content box (inside Storybook's padding).
    const canvasStyle = getComputedStyle(canvasElement);
    const contentWidth = canvasElement.clientWidth - parseFloat(canvasStyle.paddingLeft) - parseFloat(canvasStyle.paddingRight);
    await expect(button.getBoundingClientRect().width).toBe(contentWidth);
  },
};

export const LongLabel: Story = {
  args: {
    children:
      'Generate five new ideas for my business and then build the lead-capture tool from the one I like the most',
  },
  decorators: [(Story) => <div style={{ maxWidth: 320 }}><Story /></div>],
};

export const UnbrokenLabel: Story = {
  args: { children: 'Supercalifragilisticexpialidocious-lead-form-name-without-spaces-at-all' },
  decorators: [(Story) => <div style={{ maxWidth: 240 }}><Story /></div>],
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button');
    await expect(button.scrollWidth).toBeLessThanOrEqual(240);
  },
};

export const SmallScreen: Story = {
  args: { fullWidth: true, children: 'Continue' },
  globals: { viewport: { value: 'small', isRotated: false } },
};
