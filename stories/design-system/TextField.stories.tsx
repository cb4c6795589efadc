import type { Meta, StoryObj } from '@storybook/react-vite';
import { useRef, useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { Button, TextField, textFieldTypes } from '../../src/design-system';

const meta = {
  title: 'Design System/TextField',
  component: TextField,
  args: { label: 'Form name', onChange: fn() },
  argTypes: { type: { control: 'select', options: textFieldTypes }, endAdornment: { control: false } },
  // A realistic form width, which also keeps focus outlines clear of the screenshot's edge.
  decorators: [(Story) => <div style={{ maxWidth: 400 }}><Story /></div>],
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { placeholder: 'e.g. Roof repair quote' },
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Form name' });
    await userEvent.click(input);
    await userEvent.type(input, 'Bakery orders');
    await expect(input).toHaveValue('Bakery orders');
    await expect(args.onChange).toHaveBeenCalledTimes('Bakery orders'.length);
    await userEvent.tab();
    await expect(input).not.toHaveFocus();
  },
};

export const WithHint: Story = {
  args: { hint: 'Visitors see this name above the form.', defaultValue: 'Bakery orders' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Form name' })).toHaveAccessibleDescription(
      'Visitors see this name above the form.',
    );
  },
};

export const WithError: Story = {
  args: { label: 'E-mail', type: 'email', defaultValue: 'owner@bakery', error: 'Email is not valid', required: true },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'E-mail' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAttribute('aria-required', 'true');
    await expect(input).toHaveAccessibleDescription('Email is not valid');
  },
};

export const WithServerError: Story = {
  args: { label: 'E-mail', type: 'email', defaultValue: 'owner@bakery.com', serverError: 'user with this email address already exists.' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'E-mail' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('user with this email address already exists.');
  },
};

export const Required: Story = {
  args: { required: true, hint: 'Visitors see this name above the form.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Form name' })).toHaveAttribute('aria-required', 'true');
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'Bakery orders', hint: 'Published forms keep their name.' },
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Form name' });
    await expect(input).toBeDisabled();
    await userEvent.type(input, 'x');
    await expect(input).toHaveValue('Bakery orders');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** Controlled: the parent owns the value (here it upper-cases what is typed). */
export const Controlled: Story = {
  render: function Render(args) {
    const [value, setValue] = useState('');
    return <TextField {...args} value={value} onChange={(event) => setValue(event.target.value.toUpperCase())} />;
  },
  args: { label: 'Promo code' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Promo code' });
    await userEvent.type(input, 'spring24');
    await expect(input).toHaveValue('SPRING24');
  },
};

/** A form focuses its first invalid field through the `ref` prop. */
export const FocusFirstInvalid: Story = {
  render: function Render(args) {
    const ref = useRef<HTMLInputElement>(null);
    const [error, setError] = useState<string>();
    return (
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          setError('E-mail is a required field');
          ref.current?.focus();
        }}
        style={{ display: 'grid', gap: 16, maxWidth: 360 }}
      >
        <TextField label="Name" defaultValue="Ann" />
        <TextField {...args} ref={ref} label="E-mail" type="email" required error={error} />
        <Button type="submit">Save</Button>
      </form>
    );
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    const email = canvas.getByRole('textbox', { name: 'E-mail' });
    await expect(email).toHaveFocus();
    await expect(email).toHaveAccessibleDescription('E-mail is a required field');
  },
};

export const LongText: Story = {
  args: {
    label: 'The name of the lead-capture tool that visitors will see at the very top of the embedded widget',
    defaultValue: 'Supercalifragilisticexpialidocious-lead-form-name-without-spaces-at-all-and-then-some-more',
    hint: 'Keep it short: long names are cut in lists, chips and the share page title.',
    error: 'Supercalifragilisticexpialidocious-lead-form-name-without-spaces-is-already-taken',
  },
  decorators: [(Story) => <div style={{ maxWidth: 320 }}><Story /></div>],
  play: async ({ canvasElement }) => {
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

export const SmallScreen: Story = {
  args: { required: true, hint: 'Visitors see this name above the form.', placeholder: 'e.g. Roof repair quote' },
  globals: { viewport: { value: 'small', isRotated: false } },
};

export const Russian: Story = {
  args: { label: 'Название формы', hint: 'Посетители увидят его над формой.', error: 'Название формы — обязательное поле', required: true },
  globals: { locale: 'ru' },
};

/** The live region that tells screen readers about the limit (polite, and only when the text crosses a band). */
const limitNews = (root: HTMLElement) => root.querySelector('[aria-live="polite"]');

/**
 * A counter shows from 80 % of the limit on; screen readers hear "Characters left" when the text gets near, "limit
 * reached" at it, and nothing on the keystrokes between. Typing stops at the limit.
 */
export const NearLimit: Story = {
  args: { label: 'Form name', maxLength: 20, defaultValue: 'Bakery orders' },
  play: async ({ canvas, canvasElement }) => {
    const input = canvas.getByRole('textbox', { name: 'Form name' });
    await expect(canvas.queryByText('13/20')).toBeNull();
    await expect(limitNews(canvasElement)).toHaveTextContent(/^$/);
    await userEvent.type(input, ' MO');
    await expect(await canvas.findByText('16/20')).toBeVisible();
    await expect(input).toHaveAccessibleDescription('16 of 20 characters');
    await expect(limitNews(canvasElement)).toHaveTextContent('Characters left: 4');
    await userEvent.type(input, 'N');
    await expect(await canvas.findByText('17/20')).toBeVisible();
    // Still the news of the band's start: one announcement per band, not one per keystroke.
    await expect(limitNews(canvasElement)).toHaveTextContent('Characters left: 4');
    await userEvent.type(input, '-FRI and more');
    await expect(input).toHaveValue('Bakery orders MON-FR');
    await expect(await canvas.findByText('20/20')).toBeVisible();
    await expect(limitNews(canvasElement)).toHaveTextContent('Character limit reached: 20');
    await userEvent.clear(input);
    await expect(canvas.queryByText(/\/20$/)).toBeNull();
    await expect(limitNews(canvasElement)).toHaveTextContent(/^$/);
  },
};

/**
 * Far from the limit no counter shows and the control's description is its hint alone: the counter is named in it
 * only while it shows (an empty counter named there made the description end with a space).
 */
export const FarFromLimit: Story = {
  args: { label: 'Form name', maxLength: 20, hint: 'Visitors see it above the form.', defaultValue: 'Bakery' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Form name' });
    await userEvent.type(input, ' orders');
    await expect(input).toHaveAttribute('aria-describedby', `${input.id}-hint`);
    await expect(input).toHaveAccessibleDescription('Visitors see it above the form.');
    await userEvent.type(input, ' MON');
    await expect(await canvas.findByText('17/20')).toBeVisible();
    await expect(input).toHaveAccessibleDescription('Visitors see it above the form. 17 of 20 characters');
    await userEvent.clear(input);
    await expect(input).toHaveAttribute('aria-describedby', `${input.id}-hint`);
  },
};

/** A name saved before the limit existed: the counter says it in the error colour, and nothing is announced on opening. */
export const OverLimit: Story = {
  args: { label: 'Form name', maxLength: 20, defaultValue: 'Bakery orders for the whole week' },
  play: async ({ canvas, canvasElement }) => {
    const input = canvas.getByRole('textbox', { name: 'Form name' });
    await expect(await canvas.findByText('32/20')).toBeVisible();
    await expect(input).toHaveValue('Bakery orders for the whole week');
    await expect(limitNews(canvasElement)).toHaveTextContent(/^$/);
    await userEvent.type(input, '{Backspace}');
    await expect(await canvas.findByText('31/20')).toBeVisible();
    await expect(limitNews(canvasElement)).toHaveTextContent(/^$/);
  },
};

export const NearLimitRussian: Story = {
  args: { label: 'Название формы', maxLength: 20, defaultValue: 'Заказы в пекарне' },
  globals: { locale: 'ru' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Название формы' });
    await expect(await canvas.findByText('16/20')).toBeVisible();
    await expect(input).toHaveAccessibleDescription('16 из 20 символов');
  },
};

export const NearLimitSpanish: Story = {
  args: { label: 'Nombre del formulario', maxLength: 20, defaultValue: 'Pedidos de la tienda' },
  globals: { locale: 'es' },
  play: async ({ canvas, canvasElement }) => {
    const input = canvas.getByRole('textbox', { name: 'Nombre del formulario' });
    await expect(await canvas.findByText('20/20')).toBeVisible();
    await expect(input).toHaveAccessibleDescription('20 de 20 caracteres');
    await userEvent.type(input, '{Backspace}');
    await expect(limitNews(canvasElement)).toHaveTextContent('Caracteres restantes: 1');
  },
};
