import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AppAt, screenLoad, startAs } from '../appStory';

const meta = {
  title: 'Screens/Community/Community',
  component: AppAt,
  tags: ['!autodocs'],
  args: { entry: '/community' },
  parameters: { router: false, layout: 'fullscreen' },
  beforeEach: () => startAs('demoOwner'),
} satisfies Meta<typeof AppAt>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Each card's link opens in a new tab without giving the other site a handle on this page or the referrer. */
async function expectSafeNewTabLinks(canvasElement: HTMLElement, names: RegExp[]) {
  const canvas = within(canvasElement);
  for (const name of names) {
    const link = await canvas.findByRole('link', { name });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(link.getAttribute('href')).toMatch(/^https:\/\//);
  }
}

export const ThreeCards: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Community' }, screenLoad)).toBeVisible();
    const cards = ['Facebook group', 'Telegram channel', 'YouTube channel'];
    for (const card of cards) await expect(canvas.getByRole('region', { name: card })).toBeVisible();
    await expectSafeNewTabLinks(canvasElement, [/Join the group/, /Follow the channel/, /Watch the videos/]);
    await expect(canvas.getByRole('link', { name: /Join the group/ })).toHaveAccessibleName('Join the group (opens in a new tab)');
  },
};

export const SmallScreen: Story = {
  globals: { viewport: { value: 'small', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('region', { name: 'YouTube channel' }, screenLoad)).toBeVisible();
  },
};

export const Russian: Story = {
  globals: { locale: 'ru' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { level: 1, name: 'Сообщество' }, screenLoad)).toBeVisible();
    await expectSafeNewTabLinks(canvasElement, [/Вступить в группу/, /Подписаться на канал/, /Смотреть видео/]);
  },
};

export const Spanish: Story = {
  globals: { locale: 'es' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { level: 1, name: 'Comunidad' }, screenLoad)).toBeVisible();
    await expectSafeNewTabLinks(canvasElement, [/Unirse al grupo/, /Seguir el canal/, /Ver los vídeos/]);
  },
};
