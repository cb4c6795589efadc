import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button, Dialog, dialogSizes, type DialogProps } from '../../src/design-system';

const body = () => within(document.body);

/** Focus is inside the dialog, or has left the page for the browser's own UI; never on the page behind. */
const expectFocusNotBehind = async (dialog: HTMLElement) => {
  const active = document.activeElement;
  await expect(active === document.body || dialog.contains(active)).toBe(true);
};

/** An opener button and the dialog, the way a screen uses it. */
function DialogHarness(args: DialogProps) {
  const [open, setOpen] = useState(args.open);
  const close = () => {
    args.onClose();
    setOpen(false);
  };
  return (
    <>
      <Button onClick={() => setOpen(true)}>Change password</Button>
      <Dialog
        {...args}
        open={open}
        onClose={close}
        actions={
          args.actions ?? (
            <>
              <Button variant="secondary" onClick={close}>
                Cancel
              </Button>
              <Button onClick={close}>Save</Button>
            </>
          )
        }
      />
    </>
  );
}

const meta = {
  title: 'Design System/Dialog',
  component: Dialog,
  render: (args) => <DialogHarness {...args} />,
  args: {
    open: false,
    onClose: fn(),
    title: 'Change password',
    description: 'Your new password must differ from the current one.',
    children: <p style={{ margin: 0 }}>You will stay signed in on this device after the change.</p>,
  },
  argTypes: {
    size: { control: 'inline-radio', options: dialogSizes },
    actions: { control: false },
    children: { control: false },
  },
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {
  args: { open: true },
  play: async () => {
    const dialog = await body().findByRole('dialog', { name: 'Change password' });
    await expect(dialog).toHaveAccessibleDescription('Your new password must differ from the current one.');
    await expect(within(dialog).getByRole('button', { name: 'Close' })).toBeVisible();
  },
};

export const FocusTrapAndReturn: Story = {
  play: async ({ canvas, args }) => {
    const opener = canvas.getByRole('button', { name: 'Change password' });
    await userEvent.click(opener);
    const dialog = await body().findByRole('dialog', { name: 'Change password' });
    const close = within(dialog).getByRole('button', { name: 'Close' });
    await waitFor(() => expect(close).toHaveFocus(), { timeout: 15_000 });
    await userEvent.tab();
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.tab();
    await expect(within(dialog).getByRole('button', { name: 'Save' })).toHaveFocus();
    // The page behind is inert (as with a native modal <dialog>), so Tab never reaches it.
    await expect(opener.closest('[inert]')).not.toBeNull();
    await userEvent.tab();
    await expectFocusNotBehind(dialog);
    close.focus();
    await userEvent.tab({ shift: true });
    await expectFocusNotBehind(dialog);
    within(dialog).getByRole('button', { name: 'Save' }).focus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body().queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(opener).toHaveFocus());
  },
};

export const CloseButton: Story = {
  play: async ({ canvas, args }) => {
    const opener = canvas.getByRole('button', { name: 'Change password' });
    await userEvent.click(opener);
    const dialog = await body().findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(body().queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(opener).toHaveFocus());
  },
};

export const KeyboardOpen: Story = {
  play: async ({ canvas, args }) => {
    const opener = canvas.getByRole('button', { name: 'Change password' });
    await userEvent.tab();
    await expect(opener).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const dialog = await body().findByRole('dialog');
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(body().queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(opener).toHaveFocus());
  },
};

export const WithoutCloseButton: Story = {
  args: { open: true, hideCloseButton: true },
  play: async () => {
    const dialog = await body().findByRole('dialog');
    await expect(within(dialog).queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
  },
};

export const Small: Story = { args: { open: true, size: 'sm' } };
export const Large: Story = { args: { open: true, size: 'lg' } };

export const LongContent: Story = {
  args: {
    open: true,
    title: 'Terms of the rewards programme for articles and videos about the product',
    description: undefined,
    children: (
      <div>
        {Array.from({ length: 14 }, (_, index) => (
          <p key={index}>
            {index + 1}. Publish an article or a video about the product, send us its link, and after a review that
            takes about a week you receive two months of free credits on your current plan.
          </p>
        ))}
      </div>
    ),
  },
  play: async () => {
    const dialog = await body().findByRole('dialog');
    // The dialog fits the viewport; its body scrolls.
    await expect(dialog.getBoundingClientRect().bottom).toBeLessThanOrEqual(window.innerHeight);
    await expect(dialog.scrollHeight).toBeGreaterThan(dialog.clientHeight);
    const save = within(dialog).getByRole('button', { name: 'Save' });
    save.focus();
    await waitFor(() => expect(save.getBoundingClientRect().bottom).toBeLessThanOrEqual(window.innerHeight));
  },
};

export const UnbrokenTitle: Story = {
  args: { open: true, title: 'Supercalifragilisticexpialidocious-dialog-title-without-any-spaces-at-all-in-it' },
  play: async () => {
    const dialog = await body().findByRole('dialog');
    await expect(dialog.scrollWidth).toBeLessThanOrEqual(dialog.clientWidth);
  },
};

export const SmallScreen: Story = {
  args: { open: true },
  globals: { viewport: { value: 'small', isRotated: false } },
  play: async () => {
    const dialog = await body().findByRole('dialog');
    await expect(dialog.getBoundingClientRect().width).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const Russian: Story = {
  args: { open: true, title: 'Смена пароля', description: 'Новый пароль должен отличаться от текущего.', children: undefined },
  globals: { locale: 'ru' },
  play: async () => {
    const dialog = await body().findByRole('dialog', { name: 'Смена пароля' });
    await expect(within(dialog).getByRole('button', { name: 'Закрыть' })).toBeVisible();
  },
};
