import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button, SnackbarProvider, useSnackbar, type SnackbarOptions } from '../../src/design-system';
import { SNACKBAR_DURATION_MS, SNACKBAR_LONG_DURATION_MS } from '../../src/domain/constants';

const body = () => within(document.body);
/** Long enough that a story's screenshot catches the snackbar still on screen. */
const STAY = 60_000;

interface DemoProps {
  /** Each button queues these snackbars, in order. */
  snackbars: SnackbarOptions[];
}

function Trigger({ snackbars, label = 'Save settings' }: DemoProps & { label?: string }) {
  const { show } = useSnackbar();
  return <Button onClick={() => snackbars.forEach((options) => show(options))}>{label}</Button>;
}

/** A second, independent snackbar of the same duration, shown after the first: the clock the pause stories read. */
const reference: SnackbarOptions = { message: 'Reference note', tone: 'info', duration: 500 };

/** The demo plus the reference's own provider and button. */
function WithReference(props: DemoProps) {
  return (
    <>
      <SnackbarDemo {...props} />
      <SnackbarProvider>
        <Trigger snackbars={[reference]} label="Show reference" />
      </SnackbarProvider>
    </>
  );
}

/** Shows the snackbar under test, then the reference; resolves when both are on screen. */
async function openWithReference(canvas: ReturnType<typeof within>) {
  await open(canvas);
  const snackbar = await body().findByText('Successfully updated settings');
  await userEvent.click(canvas.getByRole('button', { name: 'Show reference' }));
  await body().findByText('Reference note');
  return snackbar.closest<HTMLElement>('[role="status"]')!;
}

/** Its whole duration has passed since the reference appeared, which was after the snackbar under test. */
async function referenceGone() {
  await waitFor(() => expect(body().queryByText('Reference note')).not.toBeInTheDocument(), { timeout: 3000 });
}

function SnackbarDemo(props: DemoProps) {
  return (
    <SnackbarProvider>
      <Trigger {...props} />
    </SnackbarProvider>
  );
}

const meta = {
  title: 'Design System/Snackbar',
  component: SnackbarDemo,
  args: { snackbars: [{ message: 'Successfully updated settings', tone: 'success', duration: STAY }] },
} satisfies Meta<typeof SnackbarDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

const open = async (canvas: ReturnType<typeof within>) => {
  await userEvent.click(canvas.getByRole('button', { name: 'Save settings' }));
};

export const Success: Story = {
  play: async ({ canvas }) => {
    await open(canvas);
    const snackbar = await body().findByRole('status');
    await expect(snackbar).toHaveTextContent('Successfully updated settings');
  },
};

export const ErrorTone: Story = {
  args: { snackbars: [{ message: 'Update error. Try again later.', tone: 'error', duration: STAY }] },
  play: async ({ canvas }) => {
    await open(canvas);
    await expect(await body().findByRole('alert')).toHaveTextContent('Update error. Try again later.');
  },
};

export const Info: Story = {
  args: { snackbars: [{ message: 'Your form was copied to the clipboard', duration: STAY }] },
  play: async ({ canvas }) => {
    await open(canvas);
    const snackbar = await body().findByRole('status');
    await expect(snackbar).toHaveAttribute('data-tone', 'info');
  },
};

export const DismissButton: Story = {
  play: async ({ canvas }) => {
    await open(canvas);
    const snackbar = await body().findByRole('status');
    await userEvent.click(within(snackbar).getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(body().queryByRole('status')).not.toBeInTheDocument());
  },
};

/** A new message replaces the one on screen at once: nothing waits behind an older, no longer true message. */
export const NewReplacesOld: Story = {
  args: {
    snackbars: [
      { message: 'Invalid login credentials. Please check your username and password and try again', tone: 'error', duration: STAY },
      { message: 'Successfully logged in', tone: 'success', duration: STAY },
    ],
  },
  play: async ({ canvas }) => {
    await open(canvas);
    await expect(await body().findByRole('status')).toHaveTextContent('Successfully logged in');
    await expect(body().queryByRole('alert')).not.toBeInTheDocument();
    // Dismissing it leaves nothing queued behind it.
    await userEvent.click(within(body().getByRole('status')).getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(body().queryByRole('status')).not.toBeInTheDocument());
    await expect(body().queryByRole('alert')).not.toBeInTheDocument();
  },
};

export const AutoDismissAfterDefaultDuration: Story = {
  args: { snackbars: [{ message: 'Successfully logged in', tone: 'success' }] },
  play: async ({ canvas }) => {
    await open(canvas);
    await body().findByRole('status');
    const shownAt = performance.now();
    await waitFor(() => expect(body().queryByRole('status')).not.toBeInTheDocument(), {
      timeout: SNACKBAR_DURATION_MS + 3000,
    });
    // It went by itself, and not before its time (a few ms of timer slack allowed).
    await expect(performance.now() - shownAt).toBeGreaterThanOrEqual(SNACKBAR_DURATION_MS - 50);
  },
};

export const LongDurationVariant: Story = {
  args: {
    snackbars: [{ message: 'Invalid login credentials. Please check your username and password and try again', tone: 'error', duration: SNACKBAR_LONG_DURATION_MS }],
  },
  play: async ({ canvas }) => {
    await open(canvas);
    await body().findByRole('alert');
    const shownAt = performance.now();
    await waitFor(() => expect(body().queryByRole('alert')).not.toBeInTheDocument(), {
      timeout: SNACKBAR_LONG_DURATION_MS + 3000,
    });
    // It outlived the default duration and went after the long one.
    await expect(performance.now() - shownAt).toBeGreaterThanOrEqual(SNACKBAR_LONG_DURATION_MS - 50);
  },
};

export const PausedWhileHovered: Story = {
  args: { snackbars: [{ message: 'Successfully updated settings', tone: 'success', duration: 500 }] },
  render: (args) => <WithReference {...args} />,
  play: async ({ canvas }) => {
    const snackbar = await openWithReference(canvas);
    await userEvent.hover(snackbar);
    await referenceGone();
    await expect(snackbar).toBeInTheDocument();
    await expect(snackbar).toHaveAttribute('data-paused', 'true');
    await userEvent.unhover(snackbar);
    await waitFor(() => expect(body().queryByRole('status')).not.toBeInTheDocument(), { timeout: 1500 });
  },
};

export const PausedWhileFocused: Story = {
  args: { snackbars: [{ message: 'Successfully updated settings', tone: 'success', duration: 500 }] },
  render: (args) => <WithReference {...args} />,
  play: async ({ canvas }) => {
    const snackbar = await openWithReference(canvas);
    const dismiss = within(snackbar).getByRole('button', { name: 'Dismiss' });
    dismiss.focus();
    await referenceGone();
    await expect(snackbar).toBeInTheDocument();
    // Keyboard users dismiss it with Enter.
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(body().queryByRole('status')).not.toBeInTheDocument());
  },
};

export const LongText: Story = {
  args: {
    snackbars: [
      {
        message:
          'Supercalifragilisticexpialidocious-unbroken-message. Registration failed. Please check your information: the e-mail address must be valid and the password and its confirmation must match.',
        tone: 'error',
        duration: STAY,
      },
    ],
  },
  play: async ({ canvas }) => {
    await open(canvas);
    const snackbar = await body().findByRole('alert');
    await expect(snackbar.scrollWidth).toBeLessThanOrEqual(snackbar.clientWidth);
    await expect(snackbar.getBoundingClientRect().width).toBeLessThanOrEqual(560);
  },
};

export const SmallScreen: Story = {
  ...LongText,
  globals: { viewport: { value: 'small', isRotated: false } },
};

export const Russian: Story = {
  args: { snackbars: [{ message: 'Настройки успешно обновлены', tone: 'success', duration: STAY }] },
  globals: { locale: 'ru' },
  play: async ({ canvas }) => {
    await open(canvas);
    const snackbar = await body().findByRole('status');
    await expect(within(snackbar).getByRole('button', { name: 'Скрыть' })).toBeVisible();
  },
};
