import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button, ConfirmDialog, type ConfirmDialogProps } from '../../src/design-system';
import { DELETE_ACCOUNT_PHRASE } from '../../src/domain/constants';

const body = () => within(document.body);

function Harness(args: ConfirmDialogProps) {
  const [open, setOpen] = useState(args.open);
  return (
    <>
      <Button variant="danger" onClick={() => setOpen(true)}>
        Delete account
      </Button>
      <ConfirmDialog
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
  title: 'Design System/ConfirmDialog',
  component: ConfirmDialog,
  render: (args) => <Harness {...args} />,
  args: {
    open: true,
    onClose: fn(),
    onConfirm: fn(),
    title: 'Delete account',
    message: 'All your tools, leads, chats and uploads are deleted at once and your subscription is cancelled.',
    phrase: DELETE_ACCOUNT_PHRASE,
    confirmLabel: 'Delete my account',
  },
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const confirmButton = () => body().getByRole('button', { name: 'Delete my account' });
const phraseInput = () => body().getByRole('textbox', { name: 'Confirmation phrase' });

/** Focus rings drawn while focus moves between the input and the button render unevenly; settle before the screenshot. */
const settleFocus = () => (document.activeElement as HTMLElement | null)?.blur();

export const Default: Story = {
  play: async ({ args }) => {
    const dialog = await body().findByRole('dialog', { name: 'Delete account' });
    await expect(dialog).toHaveTextContent(DELETE_ACCOUNT_PHRASE);
    // Typing can start at once: the phrase box has the focus.
    await waitFor(() => expect(phraseInput()).toHaveFocus());
    await expect(confirmButton()).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(confirmButton());
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

export const TypedPhraseEnablesConfirm: Story = {
  play: async ({ args }) => {
    await body().findByRole('dialog');
    const input = phraseInput();
    await userEvent.type(input, 'delete my');
    await expect(confirmButton()).toHaveAttribute('aria-disabled', 'true');
    await userEvent.type(input, ' account');
    await expect(confirmButton()).not.toHaveAttribute('aria-disabled');
    await userEvent.click(confirmButton());
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    settleFocus();
  },
};

export const PhraseMustMatchExactly: Story = {
  play: async ({ args }) => {
    await body().findByRole('dialog');
    const input = phraseInput();
    for (const attempt of ['Delete my account', 'delete my account ', ' delete my account', 'delete  my account']) {
      await userEvent.clear(input);
      await userEvent.type(input, attempt);
      await expect(confirmButton()).toHaveAttribute('aria-disabled', 'true');
      // Close is not enough, and the dialog says why.
      await expect(input).toHaveAccessibleDescription(/Almost: type it exactly as shown/);
      await userEvent.keyboard('{Enter}');
    }
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await userEvent.clear(input);
    await userEvent.type(input, 'delete my account');
    await expect(body().queryByText(/Almost:/)).toBeNull();
    await userEvent.keyboard('{Enter}');
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
  },
};

export const AsyncLoading: Story = {
  args: { onConfirm: fn(() => new Promise<void>(() => {})) },
  play: async ({ args }) => {
    await body().findByRole('dialog');
    await userEvent.type(phraseInput(), DELETE_ACCOUNT_PHRASE);
    await userEvent.click(confirmButton());
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    const button = body().getByRole('button', { name: /Delete my account/ });
    await waitFor(() => expect(button).toHaveAttribute('aria-busy', 'true'));
    await userEvent.click(button);
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    settleFocus();
  },
};

/** A failure as the api layer would reject: a code, not a text for people. */
class CodedFailure extends Error {
  constructor(readonly code: string) {
    super(code);
  }
}

export const AsyncFailure: Story = {
  args: {
    onConfirm: fn(() => Promise.reject(new CodedFailure('server_error'))),
    // What a feature passes: its catalogue's translated text for the codes it knows.
    describeError: (error) => (error instanceof CodedFailure && error.code === 'server_error' ? 'Something went wrong.' : null),
  },
  play: async ({ args }) => {
    await body().findByRole('dialog');
    await userEvent.type(phraseInput(), DELETE_ACCOUNT_PHRASE);
    await userEvent.click(confirmButton());
    const alert = await body().findByRole('alert');
    await expect(alert).toHaveTextContent('Something went wrong.');
    // The dialog stays open with the typed phrase, so the user can try again.
    await expect(body().getByRole('dialog')).toBeVisible();
    await expect(phraseInput()).toHaveValue(DELETE_ACCOUNT_PHRASE);
    await expect(phraseInput()).toHaveAccessibleDescription(/Something went wrong\./);
    await expect(confirmButton()).not.toHaveAttribute('aria-busy');
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

/** A code nobody described: the dialog says so in its own words and never shows the raw code. */
export const AsyncFailureWithoutDescription: Story = {
  args: { onConfirm: fn(() => Promise.reject(new CodedFailure('account_delete_blocked'))) },
  play: async () => {
    await body().findByRole('dialog');
    await userEvent.type(phraseInput(), DELETE_ACCOUNT_PHRASE);
    await userEvent.click(confirmButton());
    const alert = await body().findByRole('alert');
    await expect(alert).toHaveTextContent('Could not do it. Please try again.');
    await expect(alert).not.toHaveTextContent('account_delete_blocked');
    await expect(body().getByRole('dialog')).toBeVisible();
  },
};

export const WithErrorFromParent: Story = {
  args: { error: 'Update error. Try again later.' },
  play: async () => {
    await expect(await body().findByRole('alert')).toHaveTextContent('Update error. Try again later.');
  },
};

export const CancelResetsPhrase: Story = {
  args: { open: false },
  play: async ({ canvas, args }) => {
    const opener = canvas.getByRole('button', { name: 'Delete account' });
    await userEvent.click(opener);
    await body().findByRole('dialog');
    await userEvent.type(phraseInput(), 'delete');
    await userEvent.click(body().getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(body().queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(opener).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await body().findByRole('dialog');
    await expect(phraseInput()).toHaveValue('');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body().queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onClose).toHaveBeenCalledTimes(2);
  },
};

export const LongPhraseAndText: Story = {
  args: {
    title: 'Delete the form “Supercalifragilisticexpialidocious lead form for the spring campaign”',
    phrase: 'delete-supercalifragilisticexpialidocious-lead-form-for-the-spring-campaign',
  },
  play: async () => {
    const dialog = await body().findByRole('dialog');
    await expect(dialog.scrollWidth).toBeLessThanOrEqual(dialog.clientWidth);
  },
};

export const SmallScreen: Story = { globals: { viewport: { value: 'small', isRotated: false } } };

export const Spanish: Story = {
  args: { title: 'Eliminar cuenta', message: 'Se eliminarán todas tus herramientas.', confirmLabel: undefined },
  globals: { locale: 'es' },
  play: async () => {
    await body().findByRole('dialog', { name: 'Eliminar cuenta' });
    await expect(body().getByRole('textbox', { name: 'Frase de confirmación' })).toBeVisible();
    await expect(body().getByRole('button', { name: 'Confirmar' })).toHaveAttribute('aria-disabled', 'true');
    await expect(body().getByRole('button', { name: 'Cancelar' })).toBeVisible();
  },
};
