import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AppAt, screenLoad, startAs } from '../appStory';

/** Where the demo backend's connector invite link leads (Integrations, "Open my connector invite"). */
const meta = {
  title: 'Screens/Demo/DemoConnector',
  component: AppAt,
  tags: ['!autodocs'],
  args: { entry: '/demo/connector' },
  parameters: { router: false, layout: 'fullscreen' },
  beforeEach: () => startAs('demoOwner'),
} satisfies Meta<typeof AppAt>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Says what the invitation does with a real backend, that the demo has none, and how to follow leads meanwhile. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'The automation connector' }, screenLoad)).toBeVisible();
    await expect(canvas.getByText(/This demo has no automation service/)).toBeVisible();
    await expect(canvas.getByText(/add addresses under a form's Integrations/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Open the demo inbox' })).toHaveAttribute('href', '/demo/inbox');
    await expect(canvas.getByRole('link', { name: 'Back to My Forms' })).toHaveAttribute('href', '/forms');
  },
};

export const Russian: Story = {
  globals: { locale: 'ru' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Коннектор автоматизации' }, screenLoad)).toBeVisible();
    await expect(canvas.getByText(/В демо нет сервиса автоматизации/)).toBeVisible();
  },
};

export const SmallScreen: Story = {
  globals: { viewport: { value: 'small', isRotated: false }, locale: 'es' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'El conector de automatización' }, screenLoad)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Abrir la bandeja de la demo' })).toBeVisible();
  },
};
