import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { SmallScreenOverlay } from '../../src/design-system';

const body = () => within(document.body);

const meta = {
  title: 'Design System/SmallScreenOverlay',
  component: SmallScreenOverlay,
  args: { onBack: fn() },
  globals: { viewport: { value: 'small', isRotated: false } },
  render: (args) => (
    <>
      <h1>Form editor</h1>
      <button type="button">A control of the page behind</button>
      <SmallScreenOverlay {...args} />
    </>
  ),
} satisfies Meta<typeof SmallScreenOverlay>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args }) => {
    const overlay = await body().findByRole('dialog', { name: 'Please use a bigger screen' });
    await expect(overlay).toHaveAccessibleDescription(/desktop or laptop/);
    const back = within(overlay).getByRole('button', { name: 'Back' });
    await waitFor(() => expect(back).toHaveFocus(), { timeout: 15_000 });
    // The page behind is inert, so Tab never reaches its controls.
    const behind = body().getByText('A control of the page behind');
    await expect(behind.closest('[inert]')).not.toBeNull();
    await userEvent.tab();
    await expect(behind).not.toHaveFocus();
    back.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onBack).toHaveBeenCalledTimes(1);
  },
};

export const BackByMouse: Story = {
  play: async ({ args }) => {
    const overlay = await body().findByRole('dialog');
    await userEvent.click(within(overlay).getByRole('button', { name: 'Back' }));
    await expect(args.onBack).toHaveBeenCalledTimes(1);
  },
};

export const EscapeGoesBack: Story = {
  play: async ({ args }) => {
    await body().findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    await expect(args.onBack).toHaveBeenCalledTimes(1);
  },
};

export const CustomText: Story = {
  args: {
    title: 'The form editor needs a bigger screen',
    text: 'Fields, AI settings and the live preview do not fit on a phone. Please switch to a desktop or laptop.',
    backLabel: 'Back to my forms',
  },
  play: async () => {
    await expect(await body().findByRole('button', { name: 'Back to my forms' })).toBeVisible();
  },
};

export const LongText: Story = {
  args: {
    title: 'Supercalifragilisticexpialidocious-editor-requires-a-much-bigger-screen-than-this-one',
    text: 'The builder of AI-powered lead-capture forms and chats shows the fields, the AI instruction with its variables, the lead collection settings, the customisation of fonts, colours and custom CSS, and a live preview side by side, which needs more room than a phone can give.',
  },
};

export const Desktop: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
};

export const Russian: Story = {
  globals: { locale: 'ru', viewport: { value: 'small', isRotated: false } },
  play: async () => {
    await expect(await body().findByRole('dialog', { name: 'Пожалуйста, используйте экран побольше' })).toBeVisible();
    await expect(body().getByRole('button', { name: 'Назад' })).toBeVisible();
    // Back is its way out: no hidden English "Dismiss popup" button for a screen reader to find.
    await expect(body().queryByRole('button', { name: 'Dismiss popup' })).toBeNull();
  },
};

export const Spanish: Story = {
  globals: { locale: 'es', viewport: { value: 'small', isRotated: false } },
  play: async () => {
    await expect(await body().findByRole('button', { name: 'Atrás' })).toBeVisible();
  },
};

