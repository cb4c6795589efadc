import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { PasswordField } from '../../src/design-system';

const meta = {
  title: 'Design System/PasswordField',
  component: PasswordField,
  args: { label: 'Password', onChange: fn(), onVisibleChange: fn() },
  // A realistic form width, which also keeps focus outlines clear of the screenshot's edge.
  decorators: [(Story) => <div style={{ maxWidth: 400 }}><Story /></div>],
} satisfies Meta<typeof PasswordField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByLabelText('Password');
    await expect(input).toHaveAttribute('type', 'password');
    await userEvent.type(input, 's3cret!');
    await expect(input).toHaveValue('s3cret!');

    await userEvent.click(canvas.getByRole('button', { name: 'Show password' }));
    await expect(input).toHaveAttribute('type', 'text');
    const hide = canvas.getByRole('button', { name: 'Hide password' });
    await expect(hide).not.toHaveAttribute('aria-pressed');
    await expect(args.onVisibleChange).toHaveBeenLastCalledWith(true);

    await userEvent.click(hide);
    await expect(input).toHaveAttribute('type', 'password');
    await expect(canvas.getByRole('button', { name: 'Show password' })).toHaveFocus();
    await expect(input).toHaveValue('s3cret!');
  },
};

export const KeyboardToggle: Story = {
  args: { defaultValue: 'hunter2' },
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByLabelText('Password')).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Show password' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('textbox', { name: 'Password' })).toHaveValue('hunter2');
    await userEvent.keyboard(' ');
    await expect(canvas.getByLabelText('Password')).toHaveAttribute('type', 'password');
  },
};

export const Visible: Story = {
  args: { defaultValue: 'correct horse battery staple', defaultVisible: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Password' })).toHaveValue('correct horse battery staple');
  },
};

export const WithHint: Story = {
  args: { label: 'New password', hint: 'At least 8 characters.', autoComplete: 'new-password' },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('New password')).toHaveAccessibleDescription('At least 8 characters.');
  },
};

export const WithError: Story = {
  args: { label: 'Confirm password', defaultValue: 'secret1', error: "Doesn't match password", required: true },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Confirm password');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAttribute('aria-required', 'true');
    await expect(input).toHaveAccessibleDescription("Doesn't match password");
  },
};

export const WithServerError: Story = {
  args: { label: 'Current password', defaultValue: 'secret1', serverError: 'The current password is incorrect' },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Current password')).toHaveAttribute('aria-invalid', 'true');
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'secret1' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByLabelText('Password')).toBeDisabled();
    const toggle = canvas.getByRole('button', { name: 'Show password' });
    await expect(toggle).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(toggle);
    await expect(args.onVisibleChange).not.toHaveBeenCalled();
    await expect(canvas.getByLabelText('Password')).toHaveAttribute('type', 'password');
  },
};

/** Controlled visibility: one toggle state shared by two fields. */
export const ControlledVisibility: Story = {
  render: function Render(args) {
    const [visible, setVisible] = useState(false);
    return (
      <div style={{ display: 'grid', gap: 16, maxWidth: 360 }}>
        <PasswordField {...args} label="New password" defaultValue="abc12345" visible={visible} onVisibleChange={setVisible} />
        <PasswordField {...args} label="Confirm password" defaultValue="abc12345" visible={visible} onVisibleChange={setVisible} />
      </div>
    );
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getAllByRole('button', { name: 'Show password' })[0]!);
    await expect(canvas.getByRole('textbox', { name: 'Confirm password' })).toHaveValue('abc12345');
    await expect(canvas.getAllByRole('button', { name: 'Hide password' })).toHaveLength(2);
  },
};

export const LongText: Story = {
  args: {
    label: 'Your AI provider key (it is stored encrypted and used only for your own tools)',
    defaultValue: 'sk-proj-Abcdefghijklmnopqrstuvwxyz0123456789Abcdefghijklmnopqrstuvwxyz0123456789',
    defaultVisible: true,
    hint: 'Paste the whole key, including the prefix, without spaces or line breaks.',
  },
  decorators: [(Story) => <div style={{ maxWidth: 320 }}><Story /></div>],
};

export const SmallScreen: Story = {
  args: { required: true, hint: 'At least 8 characters.' },
  globals: { viewport: { value: 'small', isRotated: false } },
};

export const Russian: Story = {
  args: { label: 'Пароль', defaultValue: 'secret' },
  globals: { locale: 'ru' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Показать пароль' }));
    await expect(canvas.getByRole('button', { name: 'Скрыть пароль' })).toBeVisible();
  },
};

export const Spanish: Story = {
  args: { label: 'Contraseña', defaultValue: 'secret' },
  globals: { locale: 'es' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Mostrar contraseña' })).toBeVisible();
  },
};
