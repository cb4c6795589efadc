import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { CreditsBadge, creditsBadgeState } from '../../src/design-system';
import { FREE_PLAN_MONTHLY_CREDITS } from '../../src/domain/constants';

const meta = {
  title: 'Design System/CreditsBadge',
  component: CreditsBadge,
  args: { used: 12, total: FREE_PLAN_MONTHLY_CREDITS },
  argTypes: { total: { control: 'number' } },
} satisfies Meta<typeof CreditsBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const badge = canvas.getByText('12 of 100 credits used').parentElement!;
    await expect(badge).toHaveAttribute('data-state', 'normal');
    // The visible "12 / 100" is for the eye; a screen reader hears one sentence.
    await expect(badge).toHaveTextContent('12 / 100');
    await expect(canvas.getByText(/12 \/ 100/)).toHaveAttribute('aria-hidden', 'true');
  },
};

export const Unlimited: Story = {
  args: { used: 4520, total: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('∞')).toBeVisible();
    await expect(canvas.getByText('4,520 credits used, unlimited plan')).toBeInTheDocument();
  },
};

export const LowCredits: Story = {
  args: { used: 90, total: 100 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/90 of 100 credits used/).parentElement).toHaveAttribute('data-state', 'low');
    await expect(canvas.getByText(/Credits are running low: 10 left/)).toBeInTheDocument();
  },
};

export const JustAboveLow: Story = {
  args: { used: 89, total: 100 },
  play: async () => {
    // The boundary: 11 % left is fine, 10 % left warns.
    await expect(creditsBadgeState(89, 100)).toBe('normal');
    await expect(creditsBadgeState(90, 100)).toBe('low');
    await expect(creditsBadgeState(100, 100)).toBe('exhausted');
    await expect(creditsBadgeState(100_000, null)).toBe('normal');
  },
};

export const Exhausted: Story = {
  args: { used: 104, total: 100 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/No credits left this month/).parentElement).toHaveAttribute('data-state', 'exhausted');
  },
};

export const LargeNumbers: Story = {
  args: { used: 1_234_567, total: 10_000_000 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('1,234,567 of 10,000,000 credits used')).toBeInTheDocument();
  },
};

export const NarrowContainer: Story = {
  args: { used: 1_234_567, total: 10_000_000 },
  decorators: [(Story) => <div style={{ maxWidth: 120 }}><Story /></div>],
};

export const Russian: Story = {
  args: { used: 95, total: 100 },
  globals: { locale: 'ru' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/Использовано кредитов: 95 из 100/)).toBeInTheDocument();
  },
};

export const Spanish: Story = {
  args: { used: 1500, total: null },
  globals: { locale: 'es' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/créditos usados, plan ilimitado/)).toBeInTheDocument();
  },
};

export const SmallScreen: Story = {
  globals: { viewport: { value: 'small', isRotated: false } },
};
