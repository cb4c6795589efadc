import type { Meta, StoryObj } from '@storybook/react-vite';
import { useRef, useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { Button, TextArea } from '../../src/design-system';

const meta = {
  title: 'Design System/TextArea',
  component: TextArea,
  args: { label: 'Description', onChange: fn() },
  // A realistic form width, which also keeps focus outlines clear of the screenshot's edge.
  decorators: [(Story) => <div style={{ maxWidth: 400 }}><Story /></div>],
} satisfies Meta<typeof TextArea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { placeholder: 'Tell visitors what the tool does' },
  play: async ({ canvas, args }) => {
    const textarea = canvas.getByRole('textbox', { name: 'Description' });
    await userEvent.click(textarea);
    await userEvent.type(textarea, 'First line{Enter}Second line');
    await expect(textarea).toHaveValue('First line\nSecond line');
    await expect(args.onChange).toHaveBeenCalled();
  },
};

export const WithHint: Story = {
  args: { hint: 'Shown under the form header.', defaultValue: 'Get a quote for your roof in a minute.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Description' })).toHaveAccessibleDescription(
      'Shown under the form header.',
    );
  },
};

export const WithError: Story = {
  args: { label: 'HTML markup', error: 'HTML markup is a required field', required: true },
  play: async ({ canvas }) => {
    const textarea = canvas.getByRole('textbox', { name: 'HTML markup' });
    await expect(textarea).toHaveAttribute('aria-invalid', 'true');
    await expect(textarea).toHaveAttribute('aria-required', 'true');
    await expect(textarea).toHaveAccessibleDescription('HTML markup is a required field');
  },
};

export const WithServerError: Story = {
  args: { defaultValue: 'x', serverError: 'Ensure this field has at least 3 characters.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Description' })).toHaveAttribute('aria-invalid', 'true');
  },
};

export const Required: Story = { args: { required: true, hint: 'Shown under the form header.' } };

export const Disabled: Story = {
  args: { label: 'E-mail body', disabled: true, placeholder: 'Hello {{name}}, here is the answer you asked for…' },
  play: async ({ canvas, args }) => {
    const textarea = canvas.getByRole('textbox', { name: 'E-mail body' });
    await expect(textarea).toBeDisabled();
    await userEvent.type(textarea, 'x');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const Controlled: Story = {
  render: function Render(args) {
    const [value, setValue] = useState('');
    return (
      <div>
        <TextArea {...args} value={value} onChange={(event) => setValue(event.target.value)} hint={`${value.length} / 200`} maxLength={200} />
      </div>
    );
  },
  play: async ({ canvas }) => {
    const textarea = canvas.getByRole('textbox', { name: 'Description' });
    await userEvent.type(textarea, 'Hello');
    await expect(textarea).toHaveAccessibleDescription('5 / 200');
  },
};

export const FocusFromForm: Story = {
  render: function Render(args) {
    const ref = useRef<HTMLTextAreaElement>(null);
    return (
      <div style={{ display: 'grid', gap: 16, maxWidth: 400 }}>
        <TextArea {...args} ref={ref} error="Description is a required field" />
        <Button onClick={() => ref.current?.focus()}>Go to the first error</Button>
      </div>
    );
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Go to the first error' }));
    await expect(canvas.getByRole('textbox', { name: 'Description' })).toHaveFocus();
  },
};

export const LongText: Story = {
  args: {
    label: 'The instruction for the AI that writes the answer to every visitor who fills in the form',
    rows: 6,
    defaultValue:
      'You are a friendly roofer. Using #Field1 and #Field2, estimate the cost.\n' +
      'https://example.com/a-very-long-unbroken-url-that-goes-on-and-on-without-any-spaces-at-all-to-test-wrapping\n' +
      'Keep the answer under 100 words.',
    hint: 'Type # to insert a field.',
  },
  decorators: [(Story) => <div style={{ maxWidth: 320 }}><Story /></div>],
  play: async ({ canvasElement }) => {
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

export const SmallScreen: Story = {
  args: { required: true, hint: 'Shown under the form header.', error: 'Description is a required field' },
  globals: { viewport: { value: 'small', isRotated: false } },
};

export const Spanish: Story = {
  args: { label: 'Descripción', hint: 'Se muestra bajo el encabezado.', defaultValue: 'Pide tu presupuesto en un minuto.' },
  globals: { locale: 'es' },
};

/** Controlled, as screens use it: the counter follows the value the parent holds. */
export const NearLimit: Story = {
  render: function Render(args) {
    const [value, setValue] = useState('Thanks! We will call you back within a day.');
    return <TextArea {...args} value={value} onChange={(event) => setValue(event.target.value)} />;
  },
  args: { label: 'Thank-you text', maxLength: 50, hint: 'Shown after the lead is sent.' },
  play: async ({ canvas }) => {
    const area = canvas.getByRole('textbox', { name: 'Thank-you text' });
    await expect(await canvas.findByText('43/50')).toBeVisible();
    await expect(area).toHaveAccessibleDescription('Shown after the lead is sent. 43 of 50 characters');
    await userEvent.type(area, ' Promise, really.');
    await expect(area).toHaveValue('Thanks! We will call you back within a day. Promis');
    await expect(await canvas.findByText('50/50')).toBeVisible();
  },
};
