import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fireEvent, fn, userEvent } from 'storybook/test';
import { ColorPicker, type ColorPickerProps, type PickedColor } from '../../src/design-system';

const teal: PickedColor = { hex: '#0d7c74', hsl: { h: 175.42, s: 0.8102, l: 0.2686 } };

function Controlled(args: ColorPickerProps) {
  const [value, setValue] = useState(args.value);
  return (
    <ColorPicker
      {...args}
      value={value}
      onChange={(color) => {
        args.onChange(color);
        setValue(color);
      }}
    />
  );
}

const meta = {
  title: 'Design System/ColorPicker',
  component: ColorPicker,
  args: { label: 'Primary colour', value: teal, onChange: fn() },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof ColorPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: 'Primary colour' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Hex code' })).toHaveValue('#0d7c74');
    await expect(canvas.getByRole('button', { name: '#0d7c74' })).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('slider', { name: 'Hue' })).toHaveValue('176');
  },
};

export const TypeHex: Story = {
  play: async ({ canvas, args }) => {
    const hex = canvas.getByRole('textbox', { name: 'Hex code' });
    await userEvent.clear(hex);
    await userEvent.type(hex, '#FF0000');
    await expect(args.onChange).toHaveBeenLastCalledWith({ hex: '#ff0000', hsl: { h: 0, s: 1, l: 0.5 } });
    await expect(canvas.getByRole('slider', { name: 'Hue' })).toHaveValue('0');
    // Three digits are expanded when the field is left.
    await userEvent.clear(hex);
    await userEvent.type(hex, '#0a8{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith({ hex: '#00aa88', hsl: { h: 168, s: 1, l: 0.3333 } });
    await expect(hex).toHaveValue('#00aa88');
  },
};

export const InvalidHex: Story = {
  play: async ({ canvas, args }) => {
    const hex = canvas.getByRole('textbox', { name: 'Hex code' });
    await userEvent.clear(hex);
    await userEvent.type(hex, '#12zz{Enter}');
    await expect(canvas.getByRole('alert')).toHaveTextContent('Enter a colour as # and 6 hex digits, e.g. #0d7c74');
    await expect(hex).toHaveAttribute('aria-invalid', 'true');
    await expect(hex).toHaveAccessibleDescription(/6 hex digits/);
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const Presets: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '#1f5fa8' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ hex: '#1f5fa8', hsl: { h: 211.97, s: 0.6884, l: 0.3902 } });
    await expect(canvas.getByRole('button', { name: '#1f5fa8' })).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('textbox', { name: 'Hex code' })).toHaveValue('#1f5fa8');
  },
};

export const KeyboardArea: Story = {
  args: { value: { hex: '#ff0000', hsl: { h: 0, s: 1, l: 0.5 } } },
  play: async ({ canvas, args }) => {
    const area = canvas.getByRole('slider', { name: 'Saturation and brightness' });
    await expect(area).toHaveAttribute('aria-valuetext', 'Saturation 100%, brightness 100%');
    area.focus();
    await userEvent.keyboard('{Shift>}{ArrowDown}{/Shift}');
    await expect(area).toHaveAttribute('aria-valuetext', 'Saturation 100%, brightness 90%');
    await expect(args.onChange).toHaveBeenLastCalledWith({ hex: '#e60000', hsl: { h: 0, s: 1, l: 0.451 } });
    await userEvent.keyboard('{ArrowLeft}');
    await expect(area).toHaveAttribute('aria-valuetext', 'Saturation 99%, brightness 90%');
  },
};

export const PointerArea: Story = {
  args: { value: { hex: '#ff0000', hsl: { h: 0, s: 1, l: 0.5 } } },
  play: async ({ canvas, args }) => {
    const area = canvas.getByRole('slider', { name: 'Saturation and brightness' });
    const box = area.getBoundingClientRect();
    // Bottom-left corner is black; the middle of the left edge is a mid grey.
    await fireEvent.pointerDown(area, { clientX: box.left, clientY: box.bottom, pointerId: 1, buttons: 1 });
    await expect(args.onChange).toHaveBeenLastCalledWith({ hex: '#000000', hsl: { h: 0, s: 0, l: 0 } });
    await fireEvent.pointerMove(area, { clientX: box.left, clientY: box.top + box.height / 2, pointerId: 1, buttons: 1 });
    await expect(args.onChange).toHaveBeenLastCalledWith({ hex: '#808080', hsl: { h: 0, s: 0, l: 0.502 } });
  },
};

export const Hue: Story = {
  play: async ({ canvas, args }) => {
    const hue = canvas.getByRole('slider', { name: 'Hue' });
    // Dragging the native slider's thumb to 200°.
    await fireEvent.change(hue, { target: { value: '200' } });
    await expect(hue).toHaveValue('200');
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    await expect(args.onChange).toHaveBeenLastCalledWith({ hex: expect.stringMatching(/^#[0-9a-f]{6}$/), hsl: expect.objectContaining({ h: 200 }) });
    await expect(hue).toHaveAttribute('aria-valuetext', '200 degrees');
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('textbox', { name: 'Hex code' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: '#1f5fa8' }));
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const Russian: Story = {
  globals: { locale: 'ru' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('slider', { name: 'Оттенок' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Код hex' })).toBeVisible();
  },
};

export const Spanish: Story = {
  globals: { locale: 'es' },
  play: async ({ canvas }) => {
    const hex = canvas.getByRole('textbox', { name: 'Código hex' });
    await userEvent.clear(hex);
    await userEvent.type(hex, 'xyz{Enter}');
    await expect(canvas.getByRole('alert')).toHaveTextContent('Introduce un color como #');
  },
};

export const SmallScreen: Story = {
  globals: { viewport: { value: 'small', isRotated: false } },
};
