import type { Meta, StoryObj } from '@storybook/react-vite';
import { useRef, useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { Button, Switch } from '../../src/design-system';

const meta = {
  title: 'Design System/Switch',
  component: Switch,
  args: { label: 'Public access', onChange: fn() },
} satisfies Meta<typeof Switch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    const toggle = canvas.getByRole('switch', { name: 'Public access' });
    await expect(toggle).not.toBeChecked();
    await userEvent.click(toggle);
    await expect(toggle).toBeChecked();
    await userEvent.click(canvas.getByText('Public access'));
    await expect(toggle).not.toBeChecked();
    await expect(args.onChange).toHaveBeenCalledTimes(2);
  },
};

export const KeyboardToggle: Story = {
  play: async ({ canvas }) => {
    const toggle = canvas.getByRole('switch', { name: 'Public access' });
    await userEvent.tab();
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(toggle).toBeChecked();
    await userEvent.keyboard(' ');
    await expect(toggle).not.toBeChecked();
  },
};

export const On: Story = {
  args: { defaultChecked: true, hint: 'Anyone with the link can open the form.' },
  play: async ({ canvas }) => {
    const toggle = canvas.getByRole('switch', { name: 'Public access' });
    await expect(toggle).toBeChecked();
    await expect(toggle).toHaveAccessibleDescription('Anyone with the link can open the form.');
  },
};

export const WithError: Story = {
  args: { required: true, error: 'Publish the form before sharing it' },
  play: async ({ canvas }) => {
    const toggle = canvas.getByRole('switch', { name: 'Public access' });
    await expect(toggle).toHaveAttribute('aria-invalid', 'true');
    await expect(toggle).toHaveAttribute('aria-required', 'true');
    await expect(toggle).toHaveAccessibleDescription('Publish the form before sharing it');
  },
};

export const WithServerError: Story = {
  args: { defaultChecked: true, serverError: 'Your plan does not allow more published forms.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('switch')).toHaveAttribute('aria-invalid', 'true');
  },
};

export const Required: Story = { args: { required: true } };

export const Disabled: Story = {
  args: { disabled: true, hint: 'Add at least one field first.' },
  play: async ({ canvas, args }) => {
    const toggle = canvas.getByRole('switch', { name: 'Public access' });
    await expect(toggle).toBeDisabled();
    await userEvent.click(canvas.getByText('Public access'));
    await expect(toggle).not.toBeChecked();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const DisabledOn: Story = { args: { disabled: true, defaultChecked: true } };

export const Controlled: Story = {
  render: function Render(args) {
    const [on, setOn] = useState(false);
    return (
      <div style={{ display: 'grid', gap: 8 }}>
        <Switch {...args} checked={on} onChange={(event) => setOn(event.target.checked)} />
        <p>{on ? 'The form is published.' : 'The form is private.'}</p>
      </div>
    );
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('switch', { name: 'Public access' }));
    await expect(canvas.getByText('The form is published.')).toBeVisible();
  },
};

export const FocusFromForm: Story = {
  render: function Render(args) {
    const ref = useRef<HTMLInputElement>(null);
    return (
      <div style={{ display: 'grid', gap: 16, justifyItems: 'start' }}>
        <Switch {...args} ref={ref} error="Publish the form first" />
        <Button onClick={() => ref.current?.focus()}>Go to the first error</Button>
      </div>
    );
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Go to the first error' }));
    await expect(canvas.getByRole('switch', { name: 'Public access' })).toHaveFocus();
  },
};

export const LongText: Story = {
  args: {
    label: 'Show the "Generate more" button under the AI answer so visitors can ask for another version of it',
    hint: 'Supercalifragilisticexpialidocious-setting-without-any-spaces-at-all-for-testing',
  },
  decorators: [(Story) => <div style={{ maxWidth: 320 }}><Story /></div>],
  play: async ({ canvasElement }) => {
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

export const SmallScreen: Story = {
  args: { defaultChecked: true, hint: 'Anyone with the link can open the form.' },
  globals: { viewport: { value: 'small', isRotated: false } },
};

export const Spanish: Story = {
  args: { label: 'Acceso público', hint: 'Cualquiera con el enlace puede abrir el formulario.', defaultChecked: true },
  globals: { locale: 'es' },
};
