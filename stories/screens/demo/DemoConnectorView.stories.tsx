import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { DemoConnectorView } from '../../../src/features/demo/DemoConnectorView';
import { inAppColumn } from '../viewStory';

/** Where the demo backend's connector invite link leads (Integrations, "Open my connector invite"). */
const meta = {
  title: 'Screens/Demo/DemoConnectorView',
  component: DemoConnectorView,
  tags: ['!autodocs'],
  decorators: [inAppColumn],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof DemoConnectorView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Says what the invitation does with a real backend, that the demo has none, and how to follow leads meanwhile. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'The automation connector' })).toBeVisible();
    await expect(canvas.getByText(/This demo has no automation service/)).toBeVisible();
    await expect(canvas.getByText(/add addresses under a form's Integrations/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Open the demo inbox' })).toHaveAttribute('href', '/demo/inbox');
    await expect(canvas.getByRole('link', { name: 'Back to My Forms' })).toHaveAttribute('href', '/forms');
  },
};

export const Russian: Story = {
  globals: { locale: 'ru' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Коннектор автоматизации' })).toBeVisible();
    await expect(canvas.getByText(/В демо нет сервиса автоматизации/)).toBeVisible();
  },
};

export const SmallScreen: Story = {
  globals: { viewport: { value: 'small', isRotated: false }, locale: 'es' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'El conector de automatización' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Abrir la bandeja de la demo' })).toBeVisible();
  },
};
