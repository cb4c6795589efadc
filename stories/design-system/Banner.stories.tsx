import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Banner, bannerTones } from '../../src/design-system';

const meta = {
  title: 'Design System/Banner',
  component: Banner,
  args: {
    tone: 'info',
    title: 'Please verify your e-mail',
    children: 'We sent a link to owner@example.com. Open it to confirm your address.',
  },
  argTypes: { tone: { control: 'inline-radio', options: bannerTones } },
} satisfies Meta<typeof Banner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Info: Story = {
  play: async ({ canvas }) => {
    const banner = canvas.getByRole('status');
    await expect(banner).toHaveTextContent('Please verify your e-mail');
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

export const Success: Story = {
  args: { tone: 'success', title: 'E-mail sent', children: 'Check your inbox for the verification link.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('E-mail sent');
  },
};

export const Warning: Story = {
  args: { tone: 'warning', title: undefined, children: 'AI provider key is missing. Please add it in settings.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('AI provider key is missing');
  },
};

export const ErrorTone: Story = {
  args: { tone: 'error', title: 'Verification failed', children: 'Please try again in a minute.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Verification failed');
  },
};

export const AllTones: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 12 }}>
      {bannerTones.map((tone) => (
        <Banner key={tone} {...args} tone={tone} title={`${tone} banner`} onDismiss={() => {}} actionLabel="Action" />
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    // Info and success are announced politely; a warning or an error interrupts. Each can be closed.
    for (const tone of bannerTones) {
      const banner = canvas.getByText(`${tone} banner`).closest<HTMLElement>('[role]')!;
      await expect(banner).toBeVisible();
      await expect(banner).toHaveAttribute('role', tone === 'warning' || tone === 'error' ? 'alert' : 'status');
      await expect(within(banner).getByRole('button', { name: 'Close' })).toBeVisible();
    }
  },
};

export const WithAction: Story = {
  args: { actionLabel: 'Resend', onAction: fn() },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Resend' }));
    await expect(args.onAction).toHaveBeenCalledTimes(1);
  },
};

export const Dismissible: Story = {
  args: { onDismiss: fn(), actionLabel: 'Settings', onAction: fn(), tone: 'warning', title: undefined, children: 'AI provider key is missing. Please add it in settings.' },
  play: async ({ canvas, args }) => {
    const close = canvas.getByRole('button', { name: 'Close' });
    await userEvent.tab();
    await userEvent.tab();
    await expect(close).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onDismiss).toHaveBeenCalledTimes(1);
    await expect(args.onAction).not.toHaveBeenCalled();
  },
};

/** A parent removes the banner when it is dismissed. */
export const DismissRemoves: Story = {
  render: function Render(args) {
    const [open, setOpen] = useState(true);
    return open ? <Banner {...args} onDismiss={() => setOpen(false)} /> : <p>Banner dismissed</p>;
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(canvas.queryByRole('status')).not.toBeInTheDocument());
    await expect(canvas.getByText('Banner dismissed')).toBeVisible();
  },
};

export const LongText: Story = {
  args: {
    onDismiss: fn(),
    actionLabel: 'Go to settings',
    title: 'Your lifetime deal has been redeemed and the plan “Agency plan with unlimited credits” is now active',
    children:
      'You can now use the more advanced AI models, remove the branding from your forms, and invite your team. The credits are renewed every month on the day of redemption, and unused credits do not carry over.',
  },
};

export const UnbrokenText: Story = {
  args: {
    onDismiss: fn(),
    title: 'Supercalifragilisticexpialidocious-banner-title-without-spaces',
    children: 'https://example.com/a/very/long/link/that/has/no/spaces/and/must/wrap/inside/the/banner',
  },
  decorators: [(Story) => <div style={{ maxWidth: 320 }}><Story /></div>],
  play: async ({ canvas }) => {
    const banner = canvas.getByRole('status');
    await expect(banner.scrollWidth).toBeLessThanOrEqual(banner.clientWidth);
  },
};

export const SmallScreen: Story = {
  args: { onDismiss: fn(), actionLabel: 'Resend' },
  globals: { viewport: { value: 'small', isRotated: false } },
};

export const Russian: Story = {
  args: { onDismiss: fn(), title: 'Подтвердите e-mail', children: 'Мы отправили ссылку на owner@example.com.', actionLabel: 'Отправить снова' },
  globals: { locale: 'ru' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Закрыть' })).toBeVisible();
  },
};
