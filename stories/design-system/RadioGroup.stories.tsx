import type { Meta, StoryObj } from '@storybook/react-vite';
import { useRef, useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import {
  Button,
  RadioGroup,
  radioGroupOrientations,
  type RadioGroupHandle,
  type RadioOption,
} from '../../src/design-system';

const displayTypes: RadioOption[] = [
  { value: 'plain_page', label: 'Plain page', hint: 'Only the widget, full height.' },
  { value: 'mini_page', label: 'Mini landing page', hint: 'Header, description and the widget.' },
  { value: 'embed', label: 'Embed only', disabled: true },
];

const meta = {
  title: 'Design System/RadioGroup',
  component: RadioGroup,
  args: { label: 'Display type', options: displayTypes, onChange: fn() },
  argTypes: { orientation: { control: 'inline-radio', options: radioGroupOrientations } },
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    const group = canvas.getByRole('radiogroup', { name: 'Display type' });
    await expect(group).toBeVisible();
    await userEvent.click(canvas.getByRole('radio', { name: 'Mini landing page' }));
    await expect(canvas.getByRole('radio', { name: 'Mini landing page' })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('mini_page');
    // A click on the option's text chooses it too.
    await userEvent.click(canvas.getByText('Plain page'));
    await expect(canvas.getByRole('radio', { name: 'Plain page' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: 'Plain page' })).toHaveAccessibleDescription('Only the widget, full height.');
  },
};

export const KeyboardArrows: Story = {
  args: { defaultValue: 'plain_page' },
  play: async ({ canvas, args }) => {
    const plain = canvas.getByRole('radio', { name: 'Plain page' });
    const mini = canvas.getByRole('radio', { name: 'Mini landing page' });
    await userEvent.tab();
    await expect(plain).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(mini).toHaveFocus();
    await expect(mini).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('mini_page');
    // The disabled option is skipped; focus wraps back to the first.
    await userEvent.keyboard('{ArrowDown}');
    await expect(plain).toHaveFocus();
    await expect(plain).toBeChecked();
    await userEvent.keyboard('{ArrowUp}');
    await expect(mini).toBeChecked();
    // Tab leaves the group in one step.
    await userEvent.tab();
    await expect(canvas.getByRole('radiogroup')).not.toContainElement(document.activeElement as HTMLElement);
  },
};

export const Horizontal: Story = {
  args: { orientation: 'horizontal', defaultValue: 'mini_page' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('radio', { name: 'Mini landing page' }));
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('radio', { name: 'Plain page' })).toBeChecked();
  },
};

export const WithHint: Story = {
  args: { hint: 'How the share link shows the form.', defaultValue: 'plain_page' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radiogroup', { name: 'Display type' })).toHaveAccessibleDescription(
      'How the share link shows the form.',
    );
  },
};

export const WithError: Story = {
  args: { required: true, error: 'Display type is a required field' },
  play: async ({ canvas }) => {
    const group = canvas.getByRole('radiogroup', { name: 'Display type' });
    await expect(group).toHaveAttribute('aria-invalid', 'true');
    await expect(group).toHaveAttribute('aria-required', 'true');
    await expect(group).toHaveAccessibleDescription('Display type is a required field');
  },
};

export const WithServerError: Story = {
  args: { defaultValue: 'mini_page', serverError: 'Mini pages need a paid plan.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radiogroup', { name: 'Display type' })).toHaveAttribute('aria-invalid', 'true');
  },
};

export const Required: Story = { args: { required: true } };

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'mini_page', hint: 'Fixed after the form is published.' },
  play: async ({ canvas, args }) => {
    for (const radio of canvas.getAllByRole('radio')) await expect(radio).toBeDisabled();
    await userEvent.click(canvas.getByText('Plain page'));
    await expect(canvas.getByRole('radio', { name: 'Mini landing page' })).toBeChecked();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const Controlled: Story = {
  render: function Render(args) {
    const [value, setValue] = useState<string | null>(null);
    return (
      <div style={{ display: 'grid', gap: 8 }}>
        <RadioGroup {...args} value={value} onChange={setValue} />
        <p>{value ? `Chosen: ${value}` : 'Nothing chosen'}</p>
      </div>
    );
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Nothing chosen')).toBeVisible();
    await userEvent.click(canvas.getByRole('radio', { name: 'Mini landing page' }));
    await expect(canvas.getByText('Chosen: mini_page')).toBeVisible();
  },
};

export const FocusFromForm: Story = {
  render: function Render(args) {
    const ref = useRef<RadioGroupHandle>(null);
    return (
      <div style={{ display: 'grid', gap: 16, justifyItems: 'start' }}>
        <RadioGroup {...args} ref={ref} defaultValue="mini_page" error="Mini pages need a paid plan." />
        <Button onClick={() => ref.current?.focus()}>Go to the first error</Button>
      </div>
    );
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Go to the first error' }));
    await expect(canvas.getByRole('radio', { name: 'Mini landing page' })).toHaveFocus();
  },
};

export const LongText: Story = {
  args: {
    label: 'How visitors see the tool when they open the share link that you send to them by e-mail',
    options: [
      { value: 'a', label: 'A plain page with only the widget, stretched to the full height of the browser window', hint: 'Best for links in e-mails and chats.' },
      { value: 'b', label: 'Supercalifragilisticexpialidocious-mini-landing-page-without-any-spaces-at-all' },
    ],
    defaultValue: 'a',
  },
  decorators: [(Story) => <div style={{ maxWidth: 320 }}><Story /></div>],
  play: async ({ canvasElement }) => {
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

export const SmallScreen: Story = {
  args: { orientation: 'horizontal', required: true, hint: 'How the share link shows the form.' },
  globals: { viewport: { value: 'small', isRotated: false } },
};

export const Russian: Story = {
  args: {
    label: 'Тип отображения',
    options: [
      { value: 'plain_page', label: 'Простая страница' },
      { value: 'mini_page', label: 'Мини-лендинг', hint: 'Заголовок, описание и виджет.' },
    ],
    defaultValue: 'mini_page',
  },
  globals: { locale: 'ru' },
};
