import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { REWARD_FREE_MONTHS, REWARD_REVIEW_DAYS, REWARDS_EMAIL } from '../../../src/domain/constants';
import { RewardsView } from '../../../src/features/community/RewardsView';
import { inAppColumn } from '../viewStory';

/** The rewards page with the product's terms and address (src/domain/constants.ts), as /rewards shows them. */
const meta = {
  title: 'Screens/Community/RewardsView',
  component: RewardsView,
  tags: ['!autodocs'],
  decorators: [inAppColumn],
  parameters: { layout: 'fullscreen' },
  args: { email: REWARDS_EMAIL, freeMonths: REWARD_FREE_MONTHS, reviewDays: REWARD_REVIEW_DAYS },
} satisfies Meta<typeof RewardsView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The fifteen text blocks in their groups: 4 on how it works, 6 topics, then 1 on sending plus 4 rules. */
async function expectFifteenBlocks(canvasElement: HTMLElement, sections: [string, string, string]) {
  const canvas = within(canvasElement);
  const [how, topics, send] = sections.map((name) => canvas.getByRole('region', { name }));
  await expect(how?.querySelectorAll('p')).toHaveLength(4);
  await expect(within(topics!).getAllByRole('listitem')).toHaveLength(6);
  await expect(send?.querySelectorAll(':scope > p')).toHaveLength(1);
  await expect(within(send!).getAllByRole('listitem')).toHaveLength(4);
}

export const Rules: Story = {
  play: async ({ canvasElement, canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Rewards' })).toBeVisible();
    await expectFifteenBlocks(canvasElement, ['Get 2 months of free credits', 'Topics we love', 'Send us your link']);
    await expect(canvas.getByText(/review every submission within about a week/)).toBeVisible();
    const mail = canvas.getByRole('link', { name: 'rewards@leadforms.example' });
    await expect(mail).toHaveAttribute('href', 'mailto:rewards@leadforms.example?subject=My%20content%20about%20Lead%20Forms');
  },
};

/** Other terms show in every sentence that names them. */
export const OtherTerms: Story = {
  args: { freeMonths: 3, reviewDays: 14 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Get 3 months of free credits' })).toBeVisible();
  },
};

/** A long address without spaces breaks inside the line instead of widening the page. */
export const LongAddressSmallScreen: Story = {
  args: { email: 'rewards-for-articles-and-videos-about-lead-forms@partners.leadforms.example' },
  globals: { viewport: { value: 'small', isRotated: false } },
  play: async ({ canvas }) => {
    const mail = canvas.getByRole('link', { name: 'rewards-for-articles-and-videos-about-lead-forms@partners.leadforms.example' });
    await expect(mail.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const Russian: Story = {
  globals: { locale: 'ru' },
  play: async ({ canvasElement, canvas }) => {
    await expectFifteenBlocks(canvasElement, ['Получите 2 месяца бесплатных кредитов', 'Темы, которые мы любим', 'Пришлите нам ссылку']);
    await expect(canvas.getByRole('link', { name: 'rewards@leadforms.example' })).toHaveAttribute(
      'href',
      `mailto:rewards@leadforms.example?subject=${encodeURIComponent('Мой материал о Lead Forms')}`,
    );
  },
};

export const Spanish: Story = {
  globals: { locale: 'es' },
  play: async ({ canvasElement }) => {
    await expectFifteenBlocks(canvasElement, ['Consigue 2 meses de créditos gratis', 'Temas que nos encantan', 'Envíanos tu enlace']);
  },
};
