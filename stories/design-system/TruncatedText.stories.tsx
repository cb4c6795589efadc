import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { TruncatedText } from '../../src/design-system';

const meta = {
  title: 'Design System/TruncatedText',
  component: TruncatedText,
  args: { children: 'Roof repair quote' },
  // As wide as a name column of a table.
  decorators: [(Story) => <div style={{ width: 240 }}><Story /></div>],
} satisfies Meta<typeof TruncatedText>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A name that fits: drawn whole, and no tooltip repeats it. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const name = canvas.getByText('Roof repair quote');
    await userEvent.hover(name);
    await expect(name).not.toHaveAttribute('title', 'Roof repair quote');
  },
};

const longName = 'Bakery orders for weddings, birthdays and every other celebration in the Greater Springfield area';

/** A long name: one line cut with "…", the whole name in the pointer's tooltip and for screen readers. */
export const LongName: Story = {
  args: { children: longName },
  play: async ({ canvas, canvasElement }) => {
    const name = canvas.getByText(longName);
    await expect(name.scrollWidth).toBeGreaterThan(name.clientWidth);
    await expect(name.getBoundingClientRect().height).toBeLessThan(30);
    await userEvent.hover(name);
    await expect(name).toHaveAttribute('title', longName);
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

export const LongUnbroken: Story = {
  args: { children: 'Supercalifragilisticexpialidocious-lead-form-name-without-spaces-at-all' },
  play: async ({ canvas }) => {
    const name = canvas.getByText(/^Supercali/);
    await userEvent.hover(name);
    await expect(name).toHaveAttribute('title', 'Supercalifragilisticexpialidocious-lead-form-name-without-spaces-at-all');
  },
};

export const LongNameRussian: Story = {
  args: { children: 'Заказы тортов на свадьбы, дни рождения и любые другие праздники в Санкт-Петербурге' },
  globals: { locale: 'ru' },
  play: async ({ canvas }) => {
    const name = canvas.getByText(/^Заказы тортов/);
    await expect(name.scrollWidth).toBeGreaterThan(name.clientWidth);
  },
};

export const LongNameSpanish: Story = {
  args: { children: 'Pedidos de pasteles para bodas, cumpleaños y cualquier otra celebración en Valencia' },
  globals: { locale: 'es' },
  play: async ({ canvas }) => {
    const name = canvas.getByText(/^Pedidos de pasteles/);
    await expect(name.scrollWidth).toBeGreaterThan(name.clientWidth);
  },
};
