import type { Meta, StoryObj } from '@storybook/react-vite';
import { useRef, useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { Button, Checkbox } from '../../src/design-system';

const meta = {
  title: 'Design System/Checkbox',
  component: Checkbox,
  args: { label: 'Send the AI answer by e-mail', onChange: fn() },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    const checkbox = canvas.getByRole('checkbox', { name: 'Send the AI answer by e-mail' });
    await expect(checkbox).not.toBeChecked();
    await userEvent.click(checkbox);
    await expect(checkbox).toBeChecked();
    // A click on the label toggles it too.
    await userEvent.click(canvas.getByText('Send the AI answer by e-mail'));
    await expect(checkbox).not.toBeChecked();
    await expect(args.onChange).toHaveBeenCalledTimes(2);
  },
};

export const KeyboardToggle: Story = {
  play: async ({ canvas }) => {
    const checkbox = canvas.getByRole('checkbox', { name: 'Send the AI answer by e-mail' });
    await userEvent.tab();
    await expect(checkbox).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(checkbox).toBeChecked();
    await userEvent.keyboard(' ');
    await expect(checkbox).not.toBeChecked();
  },
};

export const Checked: Story = {
  args: { defaultChecked: true, hint: 'The full answer is e-mailed after the lead is captured.' },
  play: async ({ canvas }) => {
    const checkbox = canvas.getByRole('checkbox', { name: 'Send the AI answer by e-mail' });
    await expect(checkbox).toBeChecked();
    await expect(checkbox).toHaveAccessibleDescription('The full answer is e-mailed after the lead is captured.');
  },
};

export const WithError: Story = {
  args: { label: 'I accept the terms of use', required: true, error: 'You must accept the terms to continue' },
  play: async ({ canvas }) => {
    const checkbox = canvas.getByRole('checkbox', { name: 'I accept the terms of use' });
    await expect(checkbox).toHaveAttribute('aria-invalid', 'true');
    await expect(checkbox).toHaveAttribute('aria-required', 'true');
    await expect(checkbox).toHaveAccessibleDescription('You must accept the terms to continue');
  },
};

export const WithServerError: Story = {
  args: { defaultChecked: true, serverError: 'E-mail answers need a verified e-mail address.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox')).toHaveAttribute('aria-invalid', 'true');
  },
};

export const Required: Story = { args: { label: 'I accept the terms of use', required: true } };

export const Disabled: Story = {
  args: { disabled: true, defaultChecked: true, hint: 'It cannot be turned off while the strategy is "e-mail".' },
  play: async ({ canvas, args }) => {
    const checkbox = canvas.getByRole('checkbox', { name: 'Send the AI answer by e-mail' });
    await expect(checkbox).toBeDisabled();
    await userEvent.click(canvas.getByText('Send the AI answer by e-mail'));
    await expect(checkbox).toBeChecked();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** Controlled: the parent ignores unchecking (it cannot be switched off while the strategy is e-mail). */
export const Controlled: Story = {
  render: function Render(args) {
    const [checked, setChecked] = useState(true);
    const locked = true;
    return (
      <Checkbox
        {...args}
        checked={checked}
        onChange={(event) => {
          args.onChange?.(event);
          if (locked && !event.target.checked) return;
          setChecked(event.target.checked);
        }}
      />
    );
  },
  play: async ({ canvas, args }) => {
    const checkbox = canvas.getByRole('checkbox', { name: 'Send the AI answer by e-mail' });
    await userEvent.click(checkbox);
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    await expect(checkbox).toBeChecked();
  },
};

export const FocusFromForm: Story = {
  render: function Render(args) {
    const ref = useRef<HTMLInputElement>(null);
    return (
      <div style={{ display: 'grid', gap: 16, justifyItems: 'start' }}>
        <Checkbox {...args} ref={ref} label="I accept the terms of use" required error="You must accept the terms" />
        <Button onClick={() => ref.current?.focus()}>Go to the first error</Button>
      </div>
    );
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Go to the first error' }));
    await expect(canvas.getByRole('checkbox', { name: 'I accept the terms of use' })).toHaveFocus();
  },
};

export const LongText: Story = {
  args: {
    label:
      'Send me a daily summary of new leads, a weekly product update, and an alert when my credits are about to run out',
    hint: 'Supercalifragilisticexpialidocious-notification-preferences-without-any-spaces-at-all',
    required: true,
  },
  decorators: [(Story) => <div style={{ maxWidth: 320 }}><Story /></div>],
  play: async ({ canvasElement }) => {
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

export const SmallScreen: Story = {
  args: { hint: 'The full answer is e-mailed after the lead is captured.', error: 'Add a subject first' },
  globals: { viewport: { value: 'small', isRotated: false } },
};

export const Russian: Story = {
  args: { label: 'Отправлять ответ ИИ по e-mail', hint: 'Полный ответ придёт после сбора контакта.' },
  globals: { locale: 'ru' },
};
