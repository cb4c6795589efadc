import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ShareView } from '../../../src/features/share/ShareView';

/*
 * The share page's own parts: its heading for screen readers, the widget's root and the line saying the widget's
 * script could not be loaded. The widget draws the rest (Screens/Share/Share and preview, Chat page).
 */
const meta = {
  title: 'Screens/Share/ShareView',
  component: ShareView,
  tags: ['!autodocs'],
  args: { kind: 'form', id: '1', widget: 'loading' },
  argTypes: { kind: { control: 'inline-radio', options: ['form', 'chat'] }, widget: { control: 'inline-radio', options: ['loading', 'ready', 'failed'] } },
} satisfies Meta<typeof ShareView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The widget's script on its way: only the root, and the heading for screen readers. */
export const Loading: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Form' })).toBeInTheDocument();
    await expect(canvasElement.querySelector('.aii-cx-widget-root[data-id="1"]')).not.toBeNull();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

export const ScriptFailed: Story = {
  args: { widget: 'failed' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('The form could not be loaded. Please reload the page.');
  },
};

/** A chat's page: its own heading and its own sentence when the script fails. */
export const ChatScriptFailed: Story = {
  args: { kind: 'chat', widget: 'failed' },
  play: async ({ canvasElement, canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Chat' })).toBeInTheDocument();
    await expect(canvasElement.querySelector('.aii-cx-widget-root[data-chat-id="1"]')).not.toBeNull();
    await expect(canvas.getByRole('alert')).toHaveTextContent('The chat could not be loaded. Please reload the page.');
  },
};

export const Russian: Story = {
  args: { widget: 'failed' },
  globals: { locale: 'ru' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Форма' })).toBeInTheDocument();
    await expect(canvas.getByRole('alert')).toHaveTextContent('Не удалось загрузить форму. Обновите страницу.');
  },
};

export const SpanishChatSmallScreen: Story = {
  args: { kind: 'chat', widget: 'failed' },
  globals: { locale: 'es', viewport: { value: 'small', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('No se pudo cargar el chat. Recarga la página.');
  },
};
