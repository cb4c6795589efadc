import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { DemoVerifyEmailView } from '../../../src/features/demo/DemoVerifyEmailView';
import { inAppColumn } from '../viewStory';

/** The verification link's page: confirming, or why it could not confirm. The confirmation itself: Screens/Demo/DemoInbox. */
const meta = {
  title: 'Screens/Demo/DemoVerifyEmailView',
  component: DemoVerifyEmailView,
  tags: ['!autodocs'],
  decorators: [inAppColumn],
  parameters: { layout: 'fullscreen' },
  args: { onRetry: fn() },
} satisfies Meta<typeof DemoVerifyEmailView>;
export default meta;
type Story = StoryObj<typeof meta>;

const invalid = 'This link is not valid any more: open the newest confirmation e-mail, or ask for a new one from the banner.';

export const Confirming: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Confirming your e-mail address…' })).toBeVisible();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** A link that can no longer confirm (a newer e-mail was sent): the page says so and offers the inbox. */
export const OldLink: Story = {
  args: { failure: invalid },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(`Your e-mail address could not be confirmed. ${invalid}`);
    await expect(canvas.getByRole('link', { name: 'Back to the demo inbox' })).toHaveAttribute('href', '/demo/inbox');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const Russian: Story = {
  args: { failure: 'Нет соединения. Проверьте интернет и попробуйте снова.' },
  globals: { locale: 'ru' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Нет соединения. Проверьте интернет и попробуйте снова.');
  },
};

export const SpanishSmallScreen: Story = {
  globals: { locale: 'es', viewport: { value: 'small', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toBeVisible();
  },
};
