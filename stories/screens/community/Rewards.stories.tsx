import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AppAt, screenLoad, startAs } from '../appStory';

const meta = {
  title: 'Screens/Community/Rewards',
  component: AppAt,
  tags: ['!autodocs'],
  args: { entry: '/rewards' },
  parameters: { router: false, layout: 'fullscreen' },
  beforeEach: () => startAs('demoOwner'),
} satisfies Meta<typeof AppAt>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The fifteen text blocks in their groups: 4 on how it works, 6 topics, then 1 on sending plus 4 rules. */
async function expectFifteenBlocks(canvasElement: HTMLElement, sections: [string, string, string]) {
  const canvas = within(canvasElement);
  const [how, topics, send] = await Promise.all(sections.map((name) => canvas.findByRole('region', { name }, screenLoad)));
  await expect(how?.querySelectorAll('p')).toHaveLength(4);
  await expect(within(topics!).getAllByRole('listitem')).toHaveLength(6);
  await expect(send?.querySelectorAll(':scope > p')).toHaveLength(1);
  await expect(within(send!).getAllByRole('listitem')).toHaveLength(4);
}

export const Rules: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Rewards' }, screenLoad)).toBeVisible();
    await expectFifteenBlocks(canvasElement, ['Get 2 months of free credits', 'Topics we love', 'Send us your link']);
    await expect(canvas.getByText(/review every submission within about a week/)).toBeVisible();
    const mail = canvas.getByRole('link', { name: 'rewards@leadforms.example' });
    await expect(mail).toHaveAttribute('href', 'mailto:rewards@leadforms.example?subject=My%20content%20about%20Lead%20Forms');
  },
};

export const SmallScreen: Story = {
  globals: { viewport: { value: 'small', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('link', { name: 'rewards@leadforms.example' }, screenLoad)).toBeVisible();
  },
};

export const Russian: Story = {
  globals: { locale: 'ru' },
  play: async ({ canvasElement }) => {
    await expectFifteenBlocks(canvasElement, ['Получите 2 месяца бесплатных кредитов', 'Темы, которые мы любим', 'Пришлите нам ссылку']);
    await expect(within(canvasElement).getByRole('link', { name: 'rewards@leadforms.example' })).toHaveAttribute(
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
