import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button, Tooltip, tooltipPlacements } from '../../src/design-system';

const body = () => within(document.body);

/**
 * The mouse moves onto `element`, as a person's does: Ariakit shows a tooltip on hover only for a pointer that
 * moved (a touch or a click that lands there shows none), so a hover without movement would show nothing.
 */
const moveOnto = (element: HTMLElement) => {
  const { left, top } = element.getBoundingClientRect();
  const at = (offset: number) => ({ clientX: left + offset, clientY: top + offset, screenX: left + offset, screenY: top + offset });
  return userEvent.pointer([
    { target: element, coords: at(4) },
    { target: element, coords: at(8) },
  ]);
};

const meta = {
  title: 'Design System/Tooltip',
  component: Tooltip,
  args: {
    content: 'Each reply of your tool costs 1 credit',
    children: <Button variant="secondary">Credits</Button>,
    showTimeout: 0,
  },
  argTypes: {
    placement: { control: 'inline-radio', options: tooltipPlacements },
    children: { control: false },
  },
  decorators: [(Story) => <div style={{ padding: '64px 160px' }}><Story /></div>],
} satisfies Meta<typeof Tooltip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OnHover: Story = {
  play: async ({ canvas }) => {
    const anchor = canvas.getByRole('button', { name: 'Credits' });
    await expect(body().queryByRole('tooltip')).not.toBeInTheDocument();
    await moveOnto(anchor);
    const tooltip = await body().findByRole('tooltip');
    await expect(tooltip).toHaveTextContent('Each reply of your tool costs 1 credit');
    await expect(anchor).toHaveAccessibleDescription('Each reply of your tool costs 1 credit');
  },
};

export const HidesOnUnhover: Story = {
  play: async ({ canvas }) => {
    const anchor = canvas.getByRole('button', { name: 'Credits' });
    await moveOnto(anchor);
    await body().findByRole('tooltip');
    await userEvent.unhover(anchor);
    await waitFor(() => expect(body().queryByRole('tooltip')).not.toBeInTheDocument());
  },
};

export const OnFocus: Story = {
  // Keyboard focus shows it even with a long hover delay.
  args: { showTimeout: 500 },
  play: async ({ canvas }) => {
    const anchor = canvas.getByRole('button', { name: 'Credits' });
    await userEvent.tab();
    await expect(anchor).toHaveFocus();
    const tooltip = await body().findByRole('tooltip');
    await expect(tooltip).toBeVisible();
  },
};

export const EscapeHides: Story = {
  play: async ({ canvas }) => {
    const anchor = canvas.getByRole('button', { name: 'Credits' });
    await userEvent.tab();
    await body().findByRole('tooltip');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body().queryByRole('tooltip')).not.toBeInTheDocument());
    await expect(anchor).toHaveFocus();
  },
};

export const Placements: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 96 }}>
      {tooltipPlacements.map((placement) => (
        <Tooltip key={placement} {...args} placement={placement} content={placement}>
          <Button variant="secondary">{`Show ${placement}`}</Button>
        </Tooltip>
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    await moveOnto(canvas.getByRole('button', { name: 'Show bottom' }));
    const tooltip = await body().findByRole('tooltip');
    await expect(tooltip).toHaveTextContent('bottom');
    const anchor = canvas.getByRole('button', { name: 'Show bottom' }).getBoundingClientRect();
    await waitFor(() => expect(tooltip.getBoundingClientRect().top).toBeGreaterThanOrEqual(anchor.bottom));
  },
};

export const LongText: Story = {
  args: {
    content:
      'Supercalifragilisticexpialidocious-unbroken-hint. Unlimited credits need your own AI provider key: add it in Settings, and replies are billed by your provider instead of using the credits of your plan.',
  },
  play: async ({ canvas }) => {
    await moveOnto(canvas.getByRole('button', { name: 'Credits' }));
    const tooltip = await body().findByRole('tooltip');
    await expect(tooltip.getBoundingClientRect().width).toBeLessThanOrEqual(280);
  },
};

export const SmallScreen: Story = {
  ...OnFocus,
  globals: { viewport: { value: 'small', isRotated: false } },
  decorators: [(Story) => <div style={{ padding: 48 }}><Story /></div>],
};
