import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { ErrorPanel } from '../../src/design-system';

const meta = {
  title: 'Design System/ErrorPanel',
  component: ErrorPanel,
  args: { status: 404, statusText: 'Not Found', onBack: fn() },
} satisfies Meta<typeof ErrorPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithStatus: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeVisible();
    await expect(canvas.getByText('404 Not Found')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Go back' }));
    await expect(args.onBack).toHaveBeenCalledTimes(1);
  },
};

export const WithMessage: Story = {
  args: { status: undefined, statusText: undefined, message: "Cannot read properties of undefined (reading 'fields')" },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText("Cannot read properties of undefined (reading 'fields')")).toBeVisible();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(args.onBack).toHaveBeenCalledTimes(1);
  },
};

export const StatusWithoutText: Story = {
  args: { status: 500, statusText: undefined, message: 'Something went wrong.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('500')).toBeVisible();
    await expect(canvas.getByText('Something went wrong.')).toBeVisible();
  },
};

export const CustomBackLabel: Story = {
  args: { backLabel: 'Back to my forms' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Back to my forms' })).toBeVisible();
  },
};

export const WithoutBackAction: Story = {
  args: { onBack: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

export const LongMessage: Story = {
  args: {
    status: undefined,
    statusText: undefined,
    message:
      'TypeError: Failed to execute the migration of the form model from version 2 to version 3 because the field #Field12 has no title\n    at migrate (formMigration.ts:42:13)\n    at https://example.com/app/assets/index-abcdefghijklmnopqrstuvwxyz0123456789.js:1:23456',
  },
  play: async ({ canvas }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert.scrollWidth).toBeLessThanOrEqual(alert.clientWidth);
  },
};

export const SmallScreen: Story = { globals: { viewport: { value: 'small', isRotated: false } } };

export const Spanish: Story = {
  globals: { locale: 'es' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: '¡Error inesperado de la aplicación!' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Volver' })).toBeVisible();
  },
};
