import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import {
  addDays,
  DateRangePicker,
  lastDays,
  type DateRange,
  type DateRangePickerProps,
} from '../../src/design-system';

const today = '2026-11-21';

function Controlled(args: DateRangePickerProps) {
  const [value, setValue] = useState<DateRange>(args.value);
  return (
    <div style={{ maxWidth: 480 }}>
      <DateRangePicker
        {...args}
        value={value}
        onChange={(range) => {
          args.onChange(range);
          setValue(range);
        }}
      />
    </div>
  );
}

const meta = {
  title: 'Design System/DateRangePicker',
  component: DateRangePicker,
  args: { value: lastDays(today, 30), today, onChange: fn() },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof DateRangePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: 'Date range' })).toBeVisible();
    await expect(canvas.getByLabelText('From')).toHaveValue('2026-10-23');
    await expect(canvas.getByLabelText('To')).toHaveValue(today);
    await expect(canvas.getByRole('button', { name: 'Last 30 days' })).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('button', { name: 'Last 7 days' })).toHaveAttribute('aria-pressed', 'false');
  },
};

export const Presets: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Last 7 days' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ from: '2026-11-15', to: today });
    await expect(canvas.getByLabelText('From')).toHaveValue('2026-11-15');
    await expect(canvas.getByRole('button', { name: 'Last 7 days' })).toHaveAttribute('aria-pressed', 'true');
    // By keyboard: Tab to the next preset, Enter.
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Last 90 days' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith({ from: '2026-08-24', to: today });
    await expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  },
};

export const TypedDates: Story = {
  play: async ({ canvas, args }) => {
    const from = canvas.getByLabelText('From');
    await userEvent.clear(from);
    await userEvent.type(from, '2026-11-01');
    await expect(args.onChange).toHaveBeenLastCalledWith({ from: '2026-11-01', to: today });
    await expect(canvas.getByRole('button', { name: 'Last 30 days' })).toHaveAttribute('aria-pressed', 'false');
  },
};

export const FromAfterTo: Story = {
  play: async ({ canvas, args }) => {
    const to = canvas.getByLabelText('To');
    await userEvent.clear(to);
    await userEvent.type(to, '2026-10-01');
    await expect(canvas.getByRole('alert')).toHaveTextContent('The start date must be on or before the end date');
    await expect(to).toHaveAttribute('aria-invalid', 'true');
    await expect(to).toHaveAccessibleDescription('The start date must be on or before the end date');
    await expect(args.onChange).not.toHaveBeenCalledWith({ from: '2026-10-23', to: '2026-10-01' });
    // A preset puts it right.
    await userEvent.click(canvas.getByRole('button', { name: 'Last 90 days' }));
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

export const OpenEnded: Story = {
  args: { value: { from: null, to: null } },
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByLabelText('From'), '2026-01-01');
    await expect(args.onChange).toHaveBeenLastCalledWith({ from: '2026-01-01', to: null });
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByLabelText('From')).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Last 7 days' }));
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const CustomPresetsAndLabel: Story = {
  args: { presets: [1, 14], label: 'Statistics period', value: lastDays(today, 14) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: 'Statistics period' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Last 14 days' })).toHaveAttribute('aria-pressed', 'true');
  },
};

export const Russian: Story = {
  globals: { locale: 'ru' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: 'Период' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Последние 7 дней' })).toBeVisible();
  },
};

export const Spanish: Story = {
  globals: { locale: 'es' },
  args: { value: { from: '2026-11-20', to: '2026-11-01' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('La fecha de inicio debe ser igual o anterior a la fecha de fin');
  },
};

export const SmallScreen: Story = {
  globals: { viewport: { value: 'small', isRotated: false } },
};
