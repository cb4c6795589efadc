import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { useRef, useState } from 'react';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { Button, Select, type SelectOption } from '../../src/design-system';

const strategies: SelectOption[] = [
  { value: 'before_ai_answer', label: 'Before the AI answer' },
  { value: 'after_ai_answer', label: 'After the AI answer' },
  { value: 'email_ai_answer', label: 'E-mail the AI answer' },
  { value: 'disabled', label: 'Do not collect leads', disabled: true },
];

// A realistic form width, which also keeps focus outlines clear of the screenshot's edge.
const formWidth: Decorator = (Story) => <div style={{ maxWidth: 400 }}><Story /></div>;

const meta = {
  title: 'Design System/Select',
  component: Select,
  args: { label: 'Collect leads', options: strategies, onChange: fn() },
  decorators: [formWidth],
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    const select = canvas.getByRole('combobox', { name: 'Collect leads' });
    await expect(select).toHaveTextContent('Choose…');
    await userEvent.click(select);
    const listbox = await screen.findByRole('listbox', { name: 'Collect leads' });
    await expect(listbox).toBeVisible();
    await userEvent.click(screen.getByRole('option', { name: 'After the AI answer' }));
    await expect(args.onChange).toHaveBeenCalledWith('after_ai_answer');
    await expect(select).toHaveTextContent('After the AI answer');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
  },
};

export const KeyboardChoice: Story = {
  play: async ({ canvas, args }) => {
    const select = canvas.getByRole('combobox', { name: 'Collect leads' });
    await userEvent.tab();
    await expect(select).toHaveFocus();
    // ArrowDown opens the list; the next ArrowDown activates the first option.
    await userEvent.keyboard('{ArrowDown}');
    const first = await screen.findByRole('option', { name: 'Before the AI answer' });
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(first).toHaveAttribute('data-active-item'));
    // Arrows move the active option, Enter chooses it.
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith('email_ai_answer');
    await expect(select).toHaveTextContent('E-mail the AI answer');
    await waitFor(() => expect(select).toHaveFocus());
    // Escape closes without changing the value.
    await userEvent.keyboard('{ArrowDown}');
    await screen.findByRole('listbox');
    await userEvent.keyboard('{ArrowUp}{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    await expect(select).toHaveTextContent('E-mail the AI answer');
  },
};

export const Open: Story = {
  args: { defaultValue: 'after_ai_answer' },
  decorators: [(Story) => <div style={{ maxWidth: 360, minHeight: 260 }}><Story /></div>],
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('combobox', { name: 'Collect leads' }));
    const selected = await screen.findByRole('option', { name: 'After the AI answer' });
    await expect(selected).toHaveAttribute('aria-selected', 'true');
    await expect(screen.getByRole('option', { name: 'Do not collect leads' })).toHaveAttribute('aria-disabled', 'true');
  },
};

export const Multiple: Story = {
  args: {
    multiple: true,
    label: 'Lead fields',
    defaultValue: ['email'],
    options: [
      { value: 'email', label: 'E-mail' },
      { value: 'phone', label: 'Phone' },
      { value: 'name', label: 'Name' },
    ],
  },
  decorators: [(Story) => <div style={{ maxWidth: 360, minHeight: 220 }}><Story /></div>],
  play: async ({ canvas, args }) => {
    const select = canvas.getByRole('combobox', { name: 'Lead fields' });
    await expect(select).toHaveTextContent('E-mail');
    await userEvent.click(select);
    await userEvent.click(await screen.findByRole('option', { name: 'Name' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(['email', 'name']);
    // The list stays open for more choices; Enter on the active option toggles it.
    await expect(screen.getByRole('listbox', { name: 'Lead fields' })).toBeVisible();
    await userEvent.keyboard('{ArrowUp}{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith(['email', 'name', 'phone']);
    await userEvent.click(screen.getByRole('option', { name: 'E-mail' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(['name', 'phone']);
    await expect(select).toHaveTextContent('Phone, Name');
  },
};

export const Controlled: Story = {
  render: function Render(args) {
    const [value, setValue] = useState('before_ai_answer');
    return (
      <div style={{ display: 'grid', gap: 8, maxWidth: 360 }}>
        <Select label={args.label} options={args.options} value={value} onChange={setValue} />
        <Button variant="secondary" onClick={() => setValue('email_ai_answer')}>Use e-mail</Button>
      </div>
    );
  },
  play: async ({ canvas }) => {
    const select = canvas.getByRole('combobox', { name: 'Collect leads' });
    await expect(select).toHaveTextContent('Before the AI answer');
    await userEvent.click(canvas.getByRole('button', { name: 'Use e-mail' }));
    await expect(select).toHaveTextContent('E-mail the AI answer');
  },
};

export const WithHint: Story = {
  args: { hint: 'When visitors leave their contact details.', defaultValue: 'before_ai_answer' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Collect leads' })).toHaveAccessibleDescription(
      'When visitors leave their contact details.',
    );
  },
};

export const WithError: Story = {
  args: { required: true, error: 'Collect leads is a required field' },
  play: async ({ canvas }) => {
    const select = canvas.getByRole('combobox', { name: 'Collect leads' });
    await expect(select).toHaveAttribute('aria-invalid', 'true');
    await expect(select).toHaveAttribute('aria-required', 'true');
    await expect(select).toHaveAccessibleDescription('Collect leads is a required field');
  },
};

export const WithServerError: Story = {
  args: { defaultValue: 'email_ai_answer', serverError: 'collect_lead_strategy must be one of: before, after' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Collect leads' })).toHaveAttribute('aria-invalid', 'true');
  },
};

export const Required: Story = { args: { required: true } };

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'after_ai_answer', hint: 'Fixed after the form is created.' },
  play: async ({ canvas, args }) => {
    const select = canvas.getByRole('combobox', { name: 'Collect leads' });
    await expect(select).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(select);
    await expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const FocusFromForm: Story = {
  render: function Render(args) {
    const ref = useRef<HTMLButtonElement>(null);
    return (
      <div style={{ display: 'grid', gap: 16, maxWidth: 360 }}>
        <Select label={args.label} options={args.options} ref={ref} error="Collect leads is a required field" />
        <Button onClick={() => ref.current?.focus()}>Go to the first error</Button>
      </div>
    );
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Go to the first error' }));
    await expect(canvas.getByRole('combobox', { name: 'Collect leads' })).toHaveFocus();
  },
};

export const LongText: Story = {
  args: {
    label: 'Where the lead form appears in relation to the answer the AI writes for every visitor',
    defaultValue: 'long',
    options: [
      { value: 'long', label: 'After the AI answer, but only when the visitor asked for a detailed estimate of the cost' },
      { value: 'unbroken', label: 'Supercalifragilisticexpialidocious-option-without-any-spaces-at-all-for-wrapping' },
    ],
  },
  decorators: [(Story) => <div style={{ maxWidth: 320, minHeight: 260 }}><Story /></div>],
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('combobox'));
    const option = await screen.findByRole('option', { name: /Supercalifragilistic/ });
    await expect(option.scrollWidth).toBeLessThanOrEqual(option.clientWidth);
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

export const SmallScreen: Story = {
  args: { required: true, hint: 'When visitors leave their contact details.' },
  globals: { viewport: { value: 'small', isRotated: false } },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('combobox', { name: 'Collect leads' }));
    await expect(await screen.findByRole('listbox')).toBeVisible();
  },
};

export const Russian: Story = {
  args: {
    label: 'Сбор контактов',
    options: [
      { value: 'before_ai_answer', label: 'До ответа ИИ' },
      { value: 'after_ai_answer', label: 'После ответа ИИ' },
    ],
  },
  globals: { locale: 'ru' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Сбор контактов' })).toHaveTextContent('Выберите…');
  },
};
