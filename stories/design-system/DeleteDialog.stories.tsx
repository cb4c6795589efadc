import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button, DeleteDialog, type DeleteDialogProps } from '../../src/design-system';

const body = () => within(document.body);

function Harness(args: DeleteDialogProps) {
  const [open, setOpen] = useState(args.open);
  return (
    <>
      <Button variant="danger" onClick={() => setOpen(true)}>
        Delete
      </Button>
      <DeleteDialog
        {...args}
        open={open}
        onClose={() => {
          args.onClose();
          setOpen(false);
        }}
      />
    </>
  );
}

const meta = {
  title: 'Design System/DeleteDialog',
  component: DeleteDialog,
  render: (args) => <Harness {...args} />,
  args: {
    open: true,
    onClose: fn(),
    onConfirm: fn(),
    title: 'Delete “Spring survey”?',
    text: 'The form and all its leads are deleted. This cannot be undone.',
  },
} satisfies Meta<typeof DeleteDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const deleteButton = () => within(body().getByRole('dialog')).getByRole('button', { name: 'Delete' });

export const Default: Story = {
  play: async ({ args }) => {
    const dialog = await body().findByRole('dialog', { name: 'Delete “Spring survey”?' });
    // The text describes the dialog for screen readers.
    await expect(dialog).toHaveAccessibleDescription(args.text as string);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
  },
};

/** While the deletion runs, Delete spins and nothing closes the dialog: the outcome is said in it. */
export const Pending: Story = {
  args: { pending: true, confirmLabel: 'Delete form' },
  play: async ({ args }) => {
    const dialog = await body().findByRole('dialog');
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveAttribute('aria-disabled', 'true');
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).not.toHaveBeenCalled();
    await expect(body().getByRole('dialog')).toBeVisible();
  },
};

/** A refused deletion keeps the dialog open with the translated reason; Delete tries again. */
export const WithError: Story = {
  args: {
    onConfirm: fn(() => Promise.reject(new Error('raw server text'))),
    describeError: () => 'The form could not be deleted. No connection.',
  },
  play: async ({ args }) => {
    const dialog = await body().findByRole('dialog');
    await userEvent.click(deleteButton());
    await expect(await within(dialog).findByText('The form could not be deleted. No connection.')).toBeVisible();
    await expect(dialog).not.toHaveTextContent('raw server text');
    await expect(args.onClose).not.toHaveBeenCalled();
    await waitFor(() => expect(deleteButton()).not.toHaveAttribute('aria-busy', 'true'));
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const AnotherLanguage: Story = {
  globals: { locale: 'ru' },
  args: { title: 'Удалить «Весенний опрос»?', text: 'Форма и все её заявки будут удалены. Это нельзя отменить.' },
  play: async () => {
    const dialog = await body().findByRole('dialog');
    await expect(within(dialog).getByRole('button', { name: 'Удалить' })).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Отмена' })).toBeVisible();
  },
};
