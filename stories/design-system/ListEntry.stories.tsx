import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ListEntry, type ListEntryItem, type ListEntryProps } from '../../src/design-system';
import { isValidEmail } from '../../src/domain/validators';

const emails: ListEntryItem[] = [
  { id: '1', value: 'owner@example.com' },
  { id: '2', value: 'sales@example.org' },
];

/** The notification list's rules: e-mail format, then no duplicate. */
const validateEmail = (value: string, items: readonly ListEntryItem[]): string | null => {
  if (!isValidEmail(value)) return 'Email is not valid';
  if (items.some((item) => item.value.toLowerCase() === value.toLowerCase())) return 'This email is already in the list';
  return null;
};

/** A server answer that waits until the play function releases it, so the story sees the pending state for sure. */
let release = () => {};
const heldUntilReleased = () =>
  new Promise<void>((resolve) => {
    release = resolve;
  });

/**
 * Like the integrations screen: the list changes only after the (mocked) server confirms. `onAdd`/`onDelete` args
 * are the server: whatever they return (a promise, a rejection) is what the screen would get.
 */
function Harness(args: ListEntryProps) {
  const [items, setItems] = useState(args.items);
  let next = items.length + 1;
  return (
    <div style={{ maxWidth: 560 }}>
      <ListEntry
        {...args}
        items={items}
        onAdd={async (value) => {
          await args.onAdd(value);
          const id = `new-${next++}`;
          setItems((current) => [...current, { id, value }]);
        }}
        onDelete={async (item) => {
          await args.onDelete(item);
          setItems((current) => current.filter((other) => other.id !== item.id));
        }}
      />
    </div>
  );
}

const meta = {
  title: 'Design System/ListEntry',
  component: ListEntry,
  args: {
    label: 'E-mail address',
    description: 'Leads are sent to every address in the list.',
    placeholder: 'name@example.com',
    inputType: 'email',
    items: emails,
    emptyHint: 'Add at least one e-mail to receive leads',
    listLabel: 'Lead notification e-mails',
    validate: validateEmail,
    onAdd: fn(),
    onDelete: fn(),
  },
  render: (args) => <Harness {...args} />,
} satisfies Meta<typeof ListEntry>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox', { name: 'E-mail address' });
    await userEvent.type(input, '   new.lead@example.com  {Enter}');
    // Trimmed before it is validated and sent.
    await expect(args.onAdd).toHaveBeenCalledWith('new.lead@example.com');
    const list = canvas.getByRole('list', { name: 'Lead notification e-mails' });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(3));
    await expect(within(list).getByText('new.lead@example.com')).toBeVisible();
    await expect(input).toHaveValue('');
    await expect(input).toHaveFocus();
  },
};

export const AddWithButton: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'E-mail address' }), 'team@example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Add' }));
    await expect(args.onAdd).toHaveBeenCalledWith('team@example.com');
    await expect(await canvas.findByText('team@example.com')).toBeVisible();
  },
};

export const IgnoresEmptyInput: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox', { name: 'E-mail address' });
    await userEvent.type(input, '     {Enter}');
    await userEvent.click(canvas.getByRole('button', { name: 'Add' }));
    await expect(args.onAdd).not.toHaveBeenCalled();
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
    await expect(input).toHaveValue('');
  },
};

export const InvalidEmail: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox', { name: 'E-mail address' });
    await userEvent.type(input, 'not-an-email@example{Enter}');
    await expect(canvas.getByRole('alert')).toHaveTextContent('Email is not valid');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(/Email is not valid/);
    await expect(input).toHaveValue('not-an-email@example');
    await expect(args.onAdd).not.toHaveBeenCalled();
  },
};

export const InvalidEmailFixed: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox', { name: 'E-mail address' });
    await userEvent.type(input, 'Owner@Example{Enter}');
    await expect(canvas.getByRole('alert')).toHaveTextContent('Email is not valid');
    // Typing again clears the message; the fixed value is added.
    await userEvent.type(input, '.com');
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
    await expect(input).not.toHaveAttribute('aria-invalid');
    await userEvent.keyboard('{Enter}');
    await expect(args.onAdd).not.toHaveBeenCalled();
    await expect(canvas.getByRole('alert')).toHaveTextContent('This email is already in the list');
  },
};

export const Duplicate: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'E-mail address' }), 'sales@example.org{Enter}');
    await expect(canvas.getByRole('alert')).toHaveTextContent('This email is already in the list');
    await expect(args.onAdd).not.toHaveBeenCalled();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2);
  },
};

export const AddPending: Story = {
  args: { onAdd: fn(() => new Promise<void>(() => {})) },
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox', { name: 'E-mail address' });
    await userEvent.type(input, 'slow@example.com{Enter}');
    const add = canvas.getByRole('button', { name: /Add/ });
    await expect(add).toHaveAttribute('aria-busy', 'true');
    // Not in the list until the server confirms; the input keeps the value meanwhile.
    await expect(canvas.queryByText('slow@example.com')).not.toBeInTheDocument();
    await expect(input).toHaveValue('slow@example.com');
    // A second Enter does not send it twice.
    await userEvent.type(input, '{Enter}');
    await expect(args.onAdd).toHaveBeenCalledTimes(1);
  },
};

export const AddConfirmedLater: Story = {
  args: { onAdd: fn(heldUntilReleased) },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'E-mail address' });
    await userEvent.type(input, 'later@example.com{Enter}');
    await expect(canvas.getByRole('button', { name: /Add/ })).toHaveAttribute('aria-busy', 'true');
    // Not in the list until the server confirms.
    await expect(canvas.queryByText('later@example.com')).not.toBeInTheDocument();
    release();
    await expect(await canvas.findByText('later@example.com')).toBeVisible();
    await expect(input).toHaveValue('');
    await expect(canvas.getByRole('button', { name: 'Add' })).not.toHaveAttribute('aria-busy');
  },
};

/** A failure as the api layer would reject: a code, not a text for people. */
class CodedFailure extends Error {
  constructor(readonly code: string) {
    super(code);
  }
}

/** What a feature passes: its catalogue's translated text for the codes it knows, nothing for the rest. */
const describeError = (error: unknown) =>
  error instanceof CodedFailure && error.code === 'subscription_limit' ? 'Subscription limit reached for this form' : null;

export const AddFailed: Story = {
  args: { onAdd: fn(() => Promise.reject(new CodedFailure('subscription_limit'))), describeError },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'E-mail address' });
    await userEvent.type(input, 'third@example.com{Enter}');
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Subscription limit reached for this form');
    await expect(input).toHaveValue('third@example.com');
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2);
  },
};

/** A code nobody described: the list says so in its own words and never shows the raw code. */
export const AddFailedWithoutMessage: Story = {
  args: { onAdd: fn(() => Promise.reject(new CodedFailure('subscription_limit_reached'))) },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'E-mail address' }), 'third@example.com{Enter}');
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Could not add it. Please try again.');
    await expect(alert).not.toHaveTextContent('subscription_limit_reached');
  },
};

export const Delete: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Delete owner@example.com' }));
    await expect(args.onDelete).toHaveBeenCalledWith(emails[0]);
    await waitFor(() => expect(canvas.queryByText('owner@example.com')).not.toBeInTheDocument());
    await expect(canvas.getAllByRole('listitem')).toHaveLength(1);
  },
};

export const DeleteWithKeyboard: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: 'E-mail address' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Add' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Delete sales@example.org' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onDelete).toHaveBeenCalledWith(emails[1]);
    await waitFor(() => expect(canvas.queryByText('sales@example.org')).not.toBeInTheDocument());
    // Focus goes back to the input rather than being lost with the row.
    await expect(canvas.getByRole('textbox', { name: 'E-mail address' })).toHaveFocus();
  },
};

export const DeletePending: Story = {
  args: { onDelete: fn(() => new Promise<void>(() => {})) },
  play: async ({ canvas, args }) => {
    const remove = canvas.getByRole('button', { name: 'Delete owner@example.com' });
    await userEvent.click(remove);
    await expect(remove).toHaveAttribute('aria-busy', 'true');
    await expect(remove.closest('li')).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(remove);
    await expect(args.onDelete).toHaveBeenCalledTimes(1);
    await expect(canvas.getByText('owner@example.com')).toBeVisible();
  },
};

export const DeleteFailed: Story = {
  args: { onDelete: fn(() => Promise.reject(new CodedFailure('not_found'))) },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Delete owner@example.com' }));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Could not delete owner@example.com. Please try again.');
    await expect(alert).not.toHaveTextContent('not_found');
    // The list is as it was.
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2);
    await expect(canvas.getByText('owner@example.com')).toBeVisible();
  },
};

export const Empty: Story = {
  args: { items: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Add at least one e-mail to receive leads')).toBeVisible();
    await expect(canvas.queryByRole('list')).not.toBeInTheDocument();
  },
};

export const EmptyDefaultHint: Story = {
  args: { items: [], emptyHint: undefined, description: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Nothing added yet')).toBeVisible();
  },
};

export const AddFirstItem: Story = {
  args: { items: [] },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'E-mail address' }), 'first@example.com{Enter}');
    await expect(await canvas.findByRole('list', { name: 'Lead notification e-mails' })).toBeVisible();
    await expect(canvas.queryByText('Add at least one e-mail to receive leads')).not.toBeInTheDocument();
  },
};

export const LongAndUnbrokenText: Story = {
  args: {
    items: [
      { id: '1', value: 'a.very.long.address.for.the.marketing.department.of.our.company@subdomain.example-company-with-long-name.com' },
      { id: '2', value: 'sales@example.org' },
      { id: '3', value: 'Supercalifragilisticexpialidocious-and-some-more-unbroken-text-without-any-spaces-at-all' },
    ],
  },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}><Story /></div>],
  play: async ({ canvasElement }) => {
    const list = canvasElement.querySelector('ul')!;
    await expect(list.scrollWidth).toBeLessThanOrEqual(list.clientWidth);
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('textbox', { name: 'E-mail address' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Delete owner@example.com' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Add' }));
    await expect(args.onDelete).not.toHaveBeenCalled();
    await expect(args.onAdd).not.toHaveBeenCalled();
  },
};

export const PlainText: Story = {
  args: {
    label: 'Keyword',
    description: undefined,
    placeholder: 'Type a word and press Enter',
    inputType: 'text',
    validate: undefined,
    listLabel: undefined,
    items: [{ id: '1', value: 'pricing' }],
  },
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Keyword' }), 'refund policy{Enter}');
    await expect(args.onAdd).toHaveBeenCalledWith('refund policy');
    await expect(await canvas.findByText('refund policy')).toBeVisible();
    await expect(canvas.getByRole('list', { name: 'Keyword' })).toBeVisible();
  },
};

export const Russian: Story = {
  globals: { locale: 'ru' },
  args: {
    label: 'Адрес e-mail',
    description: 'Лиды отправляются на каждый адрес из списка.',
    listLabel: 'E-mail для уведомлений о лидах',
    validate: (value: string): string | null => (isValidEmail(value) ? null : 'Некорректный email'),
    onDelete: fn(() => Promise.reject(new Error(''))),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Добавить' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Удалить owner@example.com' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Не удалось удалить owner@example.com');
  },
};

export const Spanish: Story = {
  globals: { locale: 'es' },
  args: {
    label: 'Correo electrónico',
    description: undefined,
    listLabel: undefined,
    items: [],
    emptyHint: undefined,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Añadir' })).toBeVisible();
    await expect(canvas.getByText('Aún no se ha añadido nada')).toBeVisible();
  },
};

export const SmallScreen: Story = {
  globals: { viewport: { value: 'small', isRotated: false } },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'E-mail address' }), 'oops{Enter}');
    await expect(canvas.getByRole('alert')).toHaveTextContent('Email is not valid');
  },
};
