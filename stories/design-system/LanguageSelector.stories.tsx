import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import {
  LanguageSelector,
  languageSelectorDisplays,
  selectorLanguages,
  type LanguageSelectorProps,
  type SelectorLanguage,
} from '../../src/design-system';

/** Controlled like the app does it: the value follows what onChange reports. */
function Controlled(args: LanguageSelectorProps) {
  const [value, setValue] = useState<SelectorLanguage>(args.value);
  return (
    <LanguageSelector
      {...args}
      value={value}
      onChange={(language) => {
        args.onChange(language);
        setValue(language);
      }}
    />
  );
}

const meta = {
  title: 'Design System/LanguageSelector',
  component: LanguageSelector,
  args: { value: 'en', onChange: fn() },
  argTypes: {
    value: { control: 'inline-radio', options: selectorLanguages },
    display: { control: 'inline-radio', options: languageSelectorDisplays },
  },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof LanguageSelector>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    const trigger = canvas.getByRole('combobox', { name: 'Interface language' });
    await expect(trigger).toHaveTextContent('English');
    await userEvent.click(trigger);
    const listbox = await screen.findByRole('listbox');
    await expect(listbox).toBeVisible();
    const options = screen.getAllByRole('option');
    await expect(options.map((option) => option.textContent)).toEqual(['Englishen', 'Русскийru', 'Españoles']);
    await expect(screen.getByRole('option', { name: 'Русский' })).toHaveAttribute('lang', 'ru');
    await userEvent.click(screen.getByRole('option', { name: 'Español' }));
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    await expect(args.onChange).toHaveBeenCalledWith('es');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    // The first press put the real trigger in the look-alike's place.
    await expect(canvas.getByRole('combobox', { name: 'Interface language' })).toHaveTextContent('Español');
  },
};

export const KeyboardChoice: Story = {
  play: async ({ canvas, args }) => {
    const trigger = canvas.getByRole('combobox', { name: 'Interface language' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await screen.findByRole('listbox');
    // The chosen language is the active option when the list opens.
    await waitFor(() => expect(screen.getByRole('option', { name: 'English' })).toHaveAttribute('data-active-item'));
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    await expect(args.onChange).toHaveBeenCalledWith('ru');
    // The focus returns to the trigger, now the real one in the look-alike's place.
    const real = canvas.getByRole('combobox', { name: 'Interface language' });
    await waitFor(() => expect(real).toHaveFocus());
    await expect(real).toHaveTextContent('Русский');
  },
};

export const Open: Story = {
  args: { value: 'ru' },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('combobox', { name: 'Interface language' }));
    await expect(await screen.findByRole('option', { name: 'Русский' })).toHaveAttribute('aria-selected', 'true');
    // Choosing the current language again changes nothing.
    await userEvent.keyboard('{Escape}');
    await expect(args.onChange).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('combobox', { name: 'Interface language' }));
    await screen.findByRole('listbox');
  },
};

export const Compact: Story = {
  args: { display: 'compact', value: 'es' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Interface language' })).toHaveTextContent('ES');
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas, args }) => {
    const trigger = canvas.getByRole('combobox', { name: 'Interface language' });
    await expect(trigger).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(trigger);
    await expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const Russian: Story = {
  args: { value: 'ru' },
  globals: { locale: 'ru' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Язык интерфейса' })).toHaveTextContent('Русский');
  },
};

export const Spanish: Story = {
  args: { value: 'es' },
  globals: { locale: 'es' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Idioma de la interfaz' })).toHaveTextContent('Español');
  },
};

export const SmallScreen: Story = {
  args: { display: 'compact' },
  globals: { viewport: { value: 'small', isRotated: false } },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('combobox', { name: 'Interface language' }));
    await screen.findByRole('listbox');
  },
};
