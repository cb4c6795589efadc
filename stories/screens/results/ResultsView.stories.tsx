import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ApiError } from '../../../src/api';
import { Button, Checkbox, EmptyState, ProblemNotice } from '../../../src/design-system';
import { ResultsView, type ResultsViewProps } from '../../../src/features/results/ResultsView';
import { buildFilling, buildLead, buildLeadSession, SEED_NOW } from '../../../mocks/db';
import { inAppColumn } from '../viewStory';

/*
 * The results of a form (or of a chat) drawn from their props alone (args-only): the header, the sessions' table,
 * the dialogs the view opens. What the screens put in its slots (the export's button and progress, an empty page,
 * a missing form) is drawn here as they draw it; loading from the server, paging through the address, editing and
 * deleting for real, the export and the statistics are in Screens/Results/Results and Screens/Results/ChatResults.
 */
const hour = (hours: number) => new Date(Date.parse(SEED_NOW) + hours * 3_600_000).toISOString();
const people = [
  ['Ada Lovelace', 'ada@example.com', '555 123 4567'],
  ['Grace Hopper', 'grace@example.com', ''],
  ['Alan Turing', '', '(555) 765-4321'],
] as const;
const values = { '#Field2': 'Handmade candles', '#Field3': 'Gift shoppers' };
const sessions = [
  ...people.map(([name, email, phone], n) =>
    buildLeadSession({
      id: n + 1,
      created_at: hour(-2 - n * 5),
      lead: buildLead({ id: n + 1, name, email, phone, field_values: values, ai_results: ['Here is your answer.'], created_at: hour(-2 - n * 5) }),
      filling: buildFilling({ id: n + 1, values, ai_results: ['Here is your answer.'], created_at: hour(-2 - n * 5) }),
    }),
  ),
  buildLeadSession({ id: 4, created_at: hour(-30), lead: null, filling: buildFilling({ id: 4, values, ai_results: ['Here is your answer.'] }) }),
];
const valueColumns = [
  { ref: '#Field2', title: 'What do you sell?', removed: false },
  { ref: '#Field3', title: 'Who buys it?', removed: false },
];

/* No row selected (the selection is the screen's): RowsSelected selects two. */
const selection = {
  selectedIds: [] as string[],
  setSelectedIds: fn(),
  open: false,
  setOpen: fn(),
  wanted: false,
  deleteBatch: fn(async () => undefined),
};

const meta = {
  title: 'Screens/Results/ResultsView',
  component: ResultsView,
  tags: ['!autodocs'],
  decorators: [inAppColumn],
  parameters: { layout: 'fullscreen' },
  args: {
    name: 'Marketing plan generator',
    links: [
      { to: '/forms/1', label: 'Edit form' },
      { to: '/forms/integrations/1', label: 'Integrations' },
    ],
    exportButton: <Button variant="secondary">Export CSV</Button>,
    status: null,
    gone: null,
    loadFailed: null,
    empty: null,
    heading: { id: 'results-sessions', text: 'Sessions', aside: <Checkbox label="With lead only" checked={false} onChange={fn()} /> },
    table: {
      sessions,
      valueColumns,
      loading: false,
      page: 0,
      pageSize: 10,
      total: sessions.length,
      onPageChange: fn(),
      onPageSizeChange: fn(),
      fillingHref: (session) => `/forms/1/session/${session.id}/filling`,
      onEditLead: fn(),
      emptyText: 'No sessions on this page.',
    },
    statistics: null,
    bulk: selection as unknown as ResultsViewProps['bulk'],
    lead: { lead: null, onClose: fn(), onSave: fn(async () => undefined) },
    deleteOne: { open: false, ask: fn(), onClose: fn(), onConfirm: fn(async () => undefined), describeError: () => 'The session was not deleted.' },
  },
} satisfies Meta<typeof ResultsView>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = within(document.body);
const table = (canvasElement: HTMLElement, name = 'Sessions of this form') => within(within(canvasElement).getByRole('table', { name }));

/** The sessions of a form: the form's pages, each visit and its lead; a row's Edit and Delete ask the screen. */
export const Sessions: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Results of Marketing plan generator' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Edit form' })).toHaveAttribute('href', '/forms/1');
    await expect(canvas.getByRole('link', { name: 'Integrations' })).toHaveAttribute('href', '/forms/integrations/1');
    await expect(canvas.getByRole('heading', { level: 2, name: 'Sessions' })).toBeVisible();
    const rows = table(canvasElement);
    await expect(rows.getByRole('cell', { name: 'ada@example.com' })).toBeVisible();
    await expect(rows.getAllByRole('cell', { name: 'Handmade candles' })[0]).toBeVisible();
    await userEvent.click(rows.getByRole('button', { name: 'Edit contact of Ada Lovelace' }));
    await expect(args.table.onEditLead).toHaveBeenCalledWith(sessions[0]);
    // A session without a lead can be deleted, not edited.
    await expect(rows.queryByRole('button', { name: 'Edit contact of Session 4' })).toBeNull();
    await userEvent.click(rows.getByRole('button', { name: 'Delete Session 4' }));
    await expect(args.deleteOne.ask).toHaveBeenCalledWith(sessions[3]);
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/**
 * Two rows selected: they are tinted, the bulk delete counts them, and their Edit and Delete stay readable on the
 * tint (axe checks the contrast: the tint was once too dark for the primary text on it).
 */
export const RowsSelected: Story = {
  args: { bulk: { ...selection, selectedIds: ['1', '2'] } as unknown as ResultsViewProps['bulk'] },
  play: async ({ canvasElement }) => {
    const rows = table(canvasElement);
    await expect(await within(canvasElement).findByRole('button', { name: 'Delete selected (2)' })).toBeVisible();
    await expect(rows.getByRole('checkbox', { name: 'Select Ada Lovelace' })).toBeChecked();
    await expect(rows.getByRole('checkbox', { name: 'Select Alan Turing' })).not.toBeChecked();
    await expect(rows.getByRole('button', { name: 'Edit contact of Grace Hopper' })).toBeVisible();
  },
};

/** Before the form is known: the page's own title, the table busy. */
export const Loading: Story = {
  args: { name: undefined, table: { ...meta.args.table, sessions: [], total: 0, loading: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Results' })).toBeVisible();
    await expect(canvas.getByRole('table', { name: 'Sessions of this form', busy: true })).toBeVisible();
  },
};

export const LoadFailed: Story = {
  args: { loadFailed: { error: new ApiError({ message: 'A server error occurred.', status: 503 }), retry: fn() } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent(/^The results could not be loaded\. \S/);
    await expect(canvas.queryByRole('table')).toBeNull();
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await expect(args.loadFailed?.retry).toHaveBeenCalledOnce();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** No session yet: what the screen puts instead of the table (and the export cannot start). */
export const Empty: Story = {
  args: {
    exportButton: <Button variant="secondary" disabled>Export CSV</Button>,
    empty: <EmptyState title="No results yet" text="Share your form: every visit and every lead will appear here." />,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'No results yet' })).toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Edit form' })).toBeVisible();
  },
};

/** The form is gone: what the screen says instead, and none of the header's links or the export. */
export const Gone: Story = {
  args: {
    name: undefined,
    gone: <ProblemNotice message="This form was not found. It may have been deleted." />,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('This form was not found. It may have been deleted.');
    await expect(canvas.queryByRole('link', { name: 'Edit form' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Export CSV' })).toBeNull();
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

/** "Delete this session?": the screen deletes on Delete; Cancel asks it to close. */
export const DeleteOneAsked: Story = {
  args: { deleteOne: { ...meta.args.deleteOne, open: true } },
  play: async ({ args }) => {
    const dialog = within(await body.findByRole('dialog', { name: 'Delete this session?' }));
    await expect(dialog.getByText("The visitor's values, the AI answer and the lead are deleted for good.")).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Delete' }));
    await expect(args.deleteOne.onConfirm).toHaveBeenCalledOnce();
  },
};

/** A chat's leads: their own table name, no AI answer column, the chat's texts in the delete dialog. */
export const ChatLeads: Story = {
  args: {
    name: 'Support assistant',
    links: [
      { to: '/chats/1', label: 'Open the chat' },
      { to: '/chats/1/visitors', label: 'Visitors’ conversations' },
    ],
    heading: { id: 'chat-results-leads', text: 'Leads' },
    table: {
      ...meta.args.table,
      label: 'Leads of this chat',
      withAnswer: false,
      sessions: sessions.slice(0, 2),
      total: 2,
      valueColumns: [{ ref: 'question', title: 'First question', removed: false }],
    },
    deleteOne: { ...meta.args.deleteOne, title: 'Delete this lead?', text: 'The e-mail and the visitor’s conversation are deleted for good.' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Results of Support assistant' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Open the chat' })).toHaveAttribute('href', '/chats/1');
    const rows = table(canvasElement, 'Leads of this chat');
    await expect(rows.getByRole('columnheader', { name: /First question/ })).toBeVisible();
    await expect(rows.queryByRole('columnheader', { name: /AI answer/ })).toBeNull();
  },
};

/** A long form name wraps in the heading; the page never scrolls sideways. */
export const LongName: Story = {
  args: { name: 'Bakery orders for weddings, birthdays, christenings and every other celebration in the Greater Springfield area' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: /Greater Springfield area$/ })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** At 375 px the table scrolls sideways in its own frame, a row's actions pinned at its end; the page never does. */
export const SmallScreen: Story = {
  globals: { viewport: { value: 'small', isRotated: false } },
  play: async ({ canvasElement }) => {
    const frame = within(canvasElement).getByRole('region', { name: 'Sessions of this form' });
    await expect(frame.scrollWidth).toBeGreaterThan(frame.clientWidth);
    const edit = table(canvasElement).getByRole('button', { name: 'Edit contact of Ada Lovelace' });
    await expect(edit.closest('td')!.getBoundingClientRect().right).toBeLessThanOrEqual(frame.getBoundingClientRect().right);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const Russian: Story = {
  globals: { locale: 'ru' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Результаты: Marketing plan generator' })).toBeVisible();
    await expect(canvas.getByRole('table', { name: 'Сессии этой формы' })).toBeVisible();
  },
};

export const Spanish: Story = {
  globals: { locale: 'es' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('table', { name: 'Sesiones de este formulario' })).toBeVisible();
  },
};
