import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { COMMUNITY_CHANNELS } from '../../../src/domain/constants';
import { CommunityView } from '../../../src/features/community/CommunityView';
import { inAppColumn } from '../viewStory';

/** The community page with the product's channels (src/domain/constants.ts), as /community shows them. */
const meta = {
  title: 'Screens/Community/CommunityView',
  component: CommunityView,
  tags: ['!autodocs'],
  decorators: [inAppColumn],
  parameters: { layout: 'fullscreen' },
  args: { channels: COMMUNITY_CHANNELS },
} satisfies Meta<typeof CommunityView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Each card's link opens in a new tab without giving the other site a handle on this page or the referrer. */
async function expectSafeNewTabLinks(canvasElement: HTMLElement, names: RegExp[]) {
  const canvas = within(canvasElement);
  for (const [index, name] of names.entries()) {
    const link = canvas.getByRole('link', { name });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(link).toHaveAttribute('href', COMMUNITY_CHANNELS[index]?.url);
  }
}

export const ThreeCards: Story = {
  play: async ({ canvasElement, canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Community' })).toBeVisible();
    for (const card of ['Facebook group', 'Telegram channel', 'YouTube channel']) await expect(canvas.getByRole('region', { name: card })).toBeVisible();
    await expectSafeNewTabLinks(canvasElement, [/Join the group/, /Follow the channel/, /Watch the videos/]);
    await expect(canvas.getByRole('link', { name: /Join the group/ })).toHaveAccessibleName('Join the group (opens in a new tab)');
  },
};

/** With one place only, its card takes the whole row (the grid fits its columns to the cards there are). */
export const OneChannel: Story = {
  args: { channels: [{ id: 'video', url: 'https://www.youtube.com/@leadforms' }] },
  play: async ({ canvas }) => {
    const card = canvas.getByRole('region', { name: 'YouTube channel' });
    await expect(canvas.queryByRole('region', { name: 'Facebook group' })).toBeNull();
    await expect(card.getBoundingClientRect().width).toBe(card.parentElement!.getBoundingClientRect().width);
  },
};

export const SmallScreen: Story = {
  globals: { viewport: { value: 'small', isRotated: false } },
  play: async ({ canvas }) => {
    const cards = ['Facebook group', 'YouTube channel'].map((name) => canvas.getByRole('region', { name }).getBoundingClientRect());
    // One card under the other on a phone.
    await expect(cards[1]!.top).toBeGreaterThan(cards[0]!.bottom);
  },
};

export const Russian: Story = {
  globals: { locale: 'ru' },
  play: async ({ canvasElement, canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Сообщество' })).toBeVisible();
    await expectSafeNewTabLinks(canvasElement, [/Вступить в группу/, /Подписаться на канал/, /Смотреть видео/]);
  },
};

export const Spanish: Story = {
  globals: { locale: 'es' },
  play: async ({ canvasElement, canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Comunidad' })).toBeVisible();
    await expectSafeNewTabLinks(canvasElement, [/Unirse al grupo/, /Seguir el canal/, /Ver los vídeos/]);
  },
};
