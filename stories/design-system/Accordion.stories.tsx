import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { Accordion, accordionHeadingLevels, type AccordionItem } from '../../src/design-system';
import { PLANS_FAQ_ITEMS } from '../../src/domain/constants';

const faq: AccordionItem[] = [
  { id: 'credits', title: 'What are credits?', content: 'Credits are consumed by AI actions: each reply of a tool and each generated tool costs credits.' },
  { id: 'key', title: 'Can I use my own AI provider key?', content: 'Yes. With your own key in Settings, credits are unlimited and replies are billed by your provider.' },
  { id: 'cancel', title: 'Can I cancel at any time?', content: 'Yes, from the billing portal; your plan stays active until the end of the paid period.' },
  { id: 'yearly', title: 'Is there a yearly payment option?', content: 'Yes, every paid plan can be paid yearly.' },
  { id: 'lifetime', title: 'What is the lifetime deal?', content: 'A one-time purchase that gives a special plan for the lifetime of the product.' },
];

const meta = {
  title: 'Design System/Accordion',
  component: Accordion,
  args: { items: faq, onOpenChange: fn() },
  argTypes: { headingLevel: { control: 'inline-radio', options: accordionHeadingLevels }, items: { control: false } },
  decorators: [(Story) => <div style={{ maxWidth: 640 }}><Story /></div>],
} satisfies Meta<typeof Accordion>;

export default meta;
type Story = StoryObj<typeof meta>;

const trigger = (canvas: { getByRole: (role: string, options: { name: string }) => HTMLElement }, name: string) =>
  canvas.getByRole('button', { name });

export const PlansFaq: Story = {
  play: async ({ canvas }) => {
    const buttons = canvas.getAllByRole('button');
    await expect(buttons).toHaveLength(PLANS_FAQ_ITEMS);
    for (const button of buttons) await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(PLANS_FAQ_ITEMS);
  },
};

export const OneOpenAtATime: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(trigger(canvas, 'What are credits?'));
    await expect(trigger(canvas, 'What are credits?')).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByText(/Credits are consumed by AI actions/)).toBeVisible();
    await expect(args.onOpenChange).toHaveBeenLastCalledWith('credits');
    await userEvent.click(trigger(canvas, 'Can I cancel at any time?'));
    await expect(trigger(canvas, 'Can I cancel at any time?')).toHaveAttribute('aria-expanded', 'true');
    await expect(trigger(canvas, 'What are credits?')).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(canvas.queryByText(/Credits are consumed by AI actions/)).not.toBeInTheDocument());
    await expect(canvas.getAllByRole('button', { expanded: true })).toHaveLength(1);
    // Clicking the open one closes it: all closed.
    await userEvent.click(trigger(canvas, 'Can I cancel at any time?'));
    await expect(canvas.queryAllByRole('button', { expanded: true })).toHaveLength(0);
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(null);
  },
};

export const KeyboardUse: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(trigger(canvas, 'What are credits?')).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(trigger(canvas, 'What are credits?')).toHaveAttribute('aria-expanded', 'true');
    await userEvent.tab();
    await expect(trigger(canvas, 'Can I use my own AI provider key?')).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(trigger(canvas, 'Can I use my own AI provider key?')).toHaveAttribute('aria-expanded', 'true');
    await expect(trigger(canvas, 'What are credits?')).toHaveAttribute('aria-expanded', 'false');
  },
};

export const DefaultOpen: Story = {
  args: { defaultOpenId: 'key' },
  play: async ({ canvas }) => {
    // Ariakit names the expanded state once its trigger is registered, an effect after the first drawing.
    await waitFor(() => expect(trigger(canvas, 'Can I use my own AI provider key?')).toHaveAttribute('aria-expanded', 'true'));
  },
};

export const LongText: Story = {
  args: {
    defaultOpenId: 'long',
    items: [
      {
        id: 'long',
        title: 'What happens to my tools, leads, chats and uploads when I downgrade from the Agency plan to the free plan in the middle of a billing period?',
        content: 'Supercalifragilisticexpialidocious-unbroken-answer-text. Your tools stay, but the advanced AI models and the branding removal are switched off at the end of the period; leads and chats are kept, and uploads above the free limit become read-only.',
      },
      ...faq.slice(1),
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

export const SmallScreen: Story = {
  args: { defaultOpenId: 'credits' },
  globals: { viewport: { value: 'small', isRotated: false } },
};

export const Spanish: Story = {
  args: {
    defaultOpenId: 'a',
    items: [
      { id: 'a', title: '¿Qué son los créditos?', content: 'Los créditos se consumen con las acciones de IA.' },
      { id: 'b', title: '¿Puedo cancelar en cualquier momento?', content: 'Sí, desde el portal de facturación.' },
    ],
  },
  globals: { locale: 'es' },
};
