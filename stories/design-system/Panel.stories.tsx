import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Heading, Panel, panelPaddings, panelRadii, panelTones, Stack, Text } from '../../src/design-system';

const meta = {
  title: 'Design System/Panel',
  component: Panel,
  argTypes: {
    tone: { control: 'inline-radio', options: panelTones },
    padding: { control: 'inline-radio', options: panelPaddings },
    radius: { control: 'inline-radio', options: panelRadii },
  },
  args: {
    children: (
      <>
        <Heading level={2}>Describe your business</Heading>
        <Text tone="muted">A sentence or two is enough.</Text>
      </>
    ),
  },
} satisfies Meta<typeof Panel>;

export default meta;
type Story = StoryObj<typeof meta>;

const styleOf = (element: Element) => getComputedStyle(element);

/** On the surface with a border: a screen's step or section. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const panel = canvas.getByRole('heading').parentElement!;
    await expect(styleOf(panel).borderTopWidth).toBe('1px');
    await expect(styleOf(panel).paddingTop).toBe('16px');
    // Its children one under another, apart.
    await expect(canvas.getByText('A sentence or two is enough.').getBoundingClientRect().top).toBeGreaterThan(
      canvas.getByRole('heading').getBoundingClientRect().bottom,
    );
  },
};

/** Tinted, without a border: a figure or a quoted answer among other content. */
export const Muted: Story = {
  args: { tone: 'muted', padding: 'md' },
  play: async ({ canvas, canvasElement }) => {
    const panel = canvas.getByRole('heading').parentElement!;
    await expect(styleOf(panel).borderTopStyle).toBe('none');
    await expect(styleOf(panel).backgroundColor).not.toBe(styleOf(canvasElement).backgroundColor);
    await expect(styleOf(panel).paddingTop).toBe('12px');
  },
};

/** The two kinds side by side with the larger rounding, and long unbroken text that wraps inside the box. */
export const RoundedWithLongText: Story = {
  render: () => (
    <Stack>
      <Panel radius="lg">
        <Text breakable>{'https://example.com/'.repeat(12)}</Text>
      </Panel>
      <Panel tone="muted" radius="lg" padding="md">
        <Text>What it costs: 3 credits.</Text>
      </Panel>
    </Stack>
  ),
  globals: { viewport: { value: 'small', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    const long = canvas.getByText(/example\.com/);
    await expect(styleOf(long.parentElement!).borderTopLeftRadius).toBe('16px');
    await expect(long.getBoundingClientRect().right).toBeLessThanOrEqual(long.parentElement!.getBoundingClientRect().right);
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(canvasElement.ownerDocument.defaultView!.innerWidth);
  },
};
