import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import {
  Button,
  Table,
  useLocalTable,
  type TableColumn,
  type TableProps,
  type TableSort,
} from '../../src/design-system';

interface Lead {
  id: string;
  name: string;
  email: string;
  form: string;
  created: string;
  credits: number;
}

const firstNames = ['Anna', 'Boris', 'Carmen', 'Dmitri', 'Elena', 'Felipe', 'Galina'];
const leads: Lead[] = Array.from({ length: 42 }, (_, index) => {
  const name = `${firstNames[index % firstNames.length]} ${String.fromCharCode(65 + (index % 26))}.`;
  return {
    id: `lead-${index + 1}`,
    name,
    email: `lead${index + 1}@example.com`,
    form: index % 3 === 0 ? 'Roof quote' : 'Dental check-up',
    created: `2026-10-${String((index % 28) + 1).padStart(2, '0')}`,
    credits: (index * 7) % 13,
  };
});

const columns: TableColumn<Lead>[] = [
  { id: 'name', header: 'Name', cell: (row) => row.name, sortable: true, sortValue: (row) => row.name },
  { id: 'email', header: 'E-mail', cell: (row) => row.email, sortable: true, sortValue: (row) => row.email },
  { id: 'form', header: 'Form', cell: (row) => row.form },
  { id: 'created', header: 'Created', cell: (row) => row.created, sortable: true, sortValue: (row) => row.created },
  { id: 'credits', header: 'Credits', cell: (row) => row.credits, align: 'end', sortable: true, sortValue: (row) => row.credits },
];

type LeadTableProps = TableProps<Lead> & { allRows?: readonly Lead[] };

/** A client-side list (useLocalTable) with selection, like the results screen. */
function LocalTable({ allRows = leads, ...args }: LeadTableProps) {
  const table = useLocalTable(allRows, args.columns, { pageSize: args.paging?.pageSize ?? 10 });
  const [selected, setSelected] = useState<string[]>(args.selectedIds ? [...args.selectedIds] : []);
  return (
    <Table
      {...args}
      {...table}
      onSortChange={(sort: TableSort) => {
        args.onSortChange?.(sort);
        table.onSortChange(sort);
      }}
      onPageChange={(page: number) => {
        args.onPageChange?.(page);
        table.onPageChange(page);
      }}
      selectedIds={args.onSelectionChange ? selected : undefined}
      onSelectionChange={
        args.onSelectionChange
          ? (ids) => {
              args.onSelectionChange?.(ids);
              setSelected(ids);
            }
          : undefined
      }
    />
  );
}

const meta = {
  title: 'Design System/Table',
  component: Table<Lead>,
  args: {
    label: 'Leads',
    columns,
    rows: leads.slice(0, 10),
    getRowId: (row: Lead) => row.id,
    getRowLabel: (row: Lead) => row.email,
    paging: { page: 0, pageSize: 10, total: leads.length },
    onSortChange: fn(),
    onPageChange: fn(),
    onPageSizeChange: fn(),
    onSelectionChange: fn(),
    bulkActions: (
      <Button size="sm" variant="danger">
        Delete selected
      </Button>
    ),
  },
  render: (args) => <LocalTable {...(args as LeadTableProps)} />,
} satisfies Meta<typeof Table<Lead>>;

export default meta;
type Story = StoryObj<typeof meta>;

const names = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[1]?.textContent);

export const Default: Story = {
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Leads' });
    await expect(within(table).getAllByRole('row')).toHaveLength(11);
    await expect(canvas.getByText('1–10 of 42')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'First page' })).toHaveAttribute('aria-disabled', 'true');
    await expect(canvas.getByRole('button', { name: 'Previous page' })).toHaveAttribute('aria-disabled', 'true');
    await expect(canvas.getByRole('button', { name: 'Next page' })).not.toHaveAttribute('aria-disabled');
    // Nothing to scroll sideways: the frame is no tab stop of its own.
    await waitFor(() => expect(canvas.getByRole('region', { name: 'Leads' })).not.toHaveAttribute('tabindex'));
  },
};

export const Paging: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(1);
    await expect(canvas.getByText('11–20 of 42')).toBeVisible();
    await expect(canvas.getByRole('cell', { name: 'lead11@example.com' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Last page' }));
    await expect(canvas.getByText('41–42 of 42')).toBeVisible();
    await expect(canvas.getAllByRole('row')).toHaveLength(3);
    const next = canvas.getByRole('button', { name: 'Next page' });
    await expect(next).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(next);
    await expect(canvas.getByText('41–42 of 42')).toBeVisible();
    // By keyboard: Shift+Tab from Next to Previous, Enter.
    next.focus();
    await userEvent.tab({ shift: true });
    await expect(canvas.getByRole('button', { name: 'Previous page' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByText('31–40 of 42')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'First page' }));
    await expect(canvas.getByText('1–10 of 42')).toBeVisible();
  },
};

export const RowsPerPage: Story = {
  play: async ({ canvas, args }) => {
    // Until pressed, the trigger is a look-alike of the real select, which takes its place (same role and name).
    await userEvent.click(canvas.getByRole('combobox', { name: 'Rows per page' }));
    await userEvent.click(await screen.findByRole('option', { name: '25' }));
    await expect(args.onPageSizeChange).not.toHaveBeenCalled(); // the local table handles it
    await expect(canvas.getByText('1–25 of 42')).toBeVisible();
    await expect(canvas.getAllByRole('row')).toHaveLength(26);
    await waitFor(() => expect(canvas.getByRole('combobox', { name: 'Rows per page' })).toHaveTextContent('25'));
    // Closed, focus is back on the select.
    await waitFor(() => expect(canvas.getByRole('combobox', { name: 'Rows per page' })).toHaveFocus());
  },
};

export const RowsPerPageByKeyboard: Story = {
  play: async ({ canvas }) => {
    canvas.getByRole('combobox', { name: 'Rows per page' }).focus();
    await userEvent.keyboard('{ArrowDown}');
    // The list opens on the current size; the next one is an arrow away.
    await waitFor(() => expect(screen.getByRole('option', { name: '10' })).toHaveAttribute('data-active-item'));
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(canvas.getByText('1–25 of 42')).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('combobox', { name: 'Rows per page' })).toHaveFocus());
  },
};

export const Sorting: Story = {
  play: async ({ canvas, args }) => {
    const table = canvas.getByRole('table', { name: 'Leads' });
    const header = canvas.getByRole('columnheader', { name: /Credits/ });
    await expect(header).not.toHaveAttribute('aria-sort');
    await userEvent.click(within(header).getByRole('button', { name: /Credits/ }));
    await expect(args.onSortChange).toHaveBeenLastCalledWith({ columnId: 'credits', direction: 'ascending' });
    await expect(header).toHaveAttribute('aria-sort', 'ascending');
    const credits = () => within(table).getAllByRole('row').slice(1).map((row) => Number(within(row).getAllByRole('cell')[5]?.textContent));
    await expect(credits()).toEqual([...credits()].sort((a, b) => a - b));
    await expect(credits()[0]).toBe(0);
    // Keyboard: Enter on the focused header button flips the direction.
    await userEvent.keyboard('{Enter}');
    await expect(header).toHaveAttribute('aria-sort', 'descending');
    await expect(credits()[0]).toBe(12);
    // Another column takes over; only one header carries aria-sort.
    await userEvent.click(canvas.getByRole('button', { name: /Name/ }));
    await expect(header).not.toHaveAttribute('aria-sort');
    await expect(canvas.getByRole('columnheader', { name: /Name/ })).toHaveAttribute('aria-sort', 'ascending');
    await expect(names(table)[0]).toBe('Anna A.');
    await expect(names(table)).toEqual([...names(table)].sort((a, b) => (a ?? '').localeCompare(b ?? '')));
  },
};

export const Selection: Story = {
  play: async ({ canvas, args }) => {
    const all = canvas.getByRole('checkbox', { name: 'Select all rows on this page' });
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select lead2@example.com' }));
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith(['lead-2']);
    await expect(all).toBePartiallyChecked();
    await expect(canvas.getByRole('status')).toHaveTextContent('Selected: 1');
    await expect(canvas.getByRole('button', { name: 'Delete selected' })).toBeVisible();
    // Select all on the page by keyboard (Space on the focused checkbox).
    all.focus();
    await userEvent.keyboard(' ');
    await expect(all).toBeChecked();
    await expect(canvas.getByRole('status')).toHaveTextContent('Selected: 10');
    // Selection survives paging; the next page's header box starts empty.
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await expect(canvas.getByRole('checkbox', { name: 'Select all rows on this page' })).not.toBeChecked();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select lead11@example.com' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('Selected: 11');
    await userEvent.click(canvas.getByRole('button', { name: 'Previous page' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select all rows on this page' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('Selected: 1');
  },
};

export const SomeSelected: Story = {
  args: { selectedIds: ['lead-1', 'lead-3', 'lead-4'] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox', { name: 'Select all rows on this page' })).toBePartiallyChecked();
    await expect(canvas.getByRole('checkbox', { name: 'Select lead3@example.com' })).toBeChecked();
  },
};

export const Loading: Story = {
  args: { loading: true },
  render: (args) => <Table {...args} />,
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Leads' });
    await expect(table).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading…');
    await expect(canvas.getByRole('checkbox', { name: 'Select all rows on this page' })).toBeDisabled();
  },
};

/** The next page is on its way: the previous page's rows stay on screen, readable and marked busy, not skeletons. */
export const Stale: Story = {
  args: { stale: true },
  render: (args) => <Table {...args} />,
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Leads' });
    await expect(table).toHaveAttribute('aria-busy', 'true');
    await expect(within(table).getByRole('cell', { name: 'lead1@example.com' })).toBeVisible();
    await expect(canvas.queryByRole('status')).toBeNull();
  },
};

export const Empty: Story = {
  args: { rows: [], paging: { page: 0, pageSize: 10, total: 0 } },
  render: (args) => <Table {...args} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('cell', { name: 'Nothing here yet' })).toBeVisible();
    await expect(canvas.getByText('0 of 0')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Next page' })).toHaveAttribute('aria-disabled', 'true');
    await expect(canvas.getByRole('button', { name: 'Last page' })).toHaveAttribute('aria-disabled', 'true');
  },
};

export const EmptyWithCustomText: Story = {
  args: { rows: [], paging: undefined, emptyText: 'No leads yet. Share your form to collect the first one.' },
  render: (args) => <Table {...args} />,
};

/** Server paging: the story is the server; the table only reports what the person asked for. */
export const ServerPaged: Story = {
  args: { rows: leads.slice(20, 30), paging: { page: 2, pageSize: 10, total: 4242 }, sort: { columnId: 'created', direction: 'descending' } },
  render: (args) => <Table {...args} />,
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('21–30 of 4,242')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(3);
    await userEvent.click(canvas.getByRole('button', { name: 'Last page' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(424);
    await userEvent.click(canvas.getByRole('button', { name: /Created/ }));
    await expect(args.onSortChange).toHaveBeenCalledWith({ columnId: 'created', direction: 'ascending' });
    await userEvent.click(canvas.getByRole('combobox', { name: 'Rows per page' }));
    await userEvent.click(await screen.findByRole('option', { name: '50' }));
    await expect(args.onPageSizeChange).toHaveBeenCalledWith(50);
  },
};

export const WithoutSelection: Story = {
  args: { onSelectionChange: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('checkbox')).not.toBeInTheDocument();
  },
};

export const LongAndUnbrokenText: Story = {
  args: { onSelectionChange: undefined },
  render: (args) => (
    <LocalTable
      {...(args as LeadTableProps)}
      allRows={[
        {
          ...leads[0]!,
          name: 'Maximiliana Alexandrovna Konstantinopolskaya-Rimsky-Korsakova de la Santísima Trinidad',
          email: 'a.very.long.unbroken.address.for.the.marketing.department@subdomain.example-company.com',
          form: 'Supercalifragilisticexpialidocious-lead-form-name-without-spaces-at-all',
        },
        ...leads.slice(1, 4),
      ]}
    />
  ),
};

export const SmallScreen: Story = {
  globals: { viewport: { value: 'small', isRotated: false } },
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Leads' });
    // The table scrolls sideways inside its frame, not the page.
    await expect(region.scrollWidth).toBeGreaterThan(region.clientWidth);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    // A keyboard user reaches the frame to scroll it.
    await expect(region).toHaveAttribute('tabindex', '0');
    region.focus();
    await userEvent.keyboard('{ArrowRight}');
  },
};

/** On a phone the row's actions stay at the end of the frame while the other columns scroll under them. */
export const PinnedActionsOnSmallScreen: Story = {
  globals: { viewport: { value: 'small', isRotated: false } },
  args: {
    columns: [
      ...columns,
      {
        id: 'actions',
        header: 'Actions',
        align: 'end',
        pinEnd: true,
        cell: (row: Lead) => (
          <Button size="sm" variant="secondary" aria-label={`Open ${row.name}`}>
            Open
          </Button>
        ),
      },
    ],
  },
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Leads' });
    const action = canvas.getAllByRole('button', { name: /^Open / })[0]!;
    const inFrame = () => {
      const frame = region.getBoundingClientRect();
      const box = action.getBoundingClientRect();
      return box.left >= frame.left && box.right <= frame.right;
    };
    await expect(region.scrollWidth).toBeGreaterThan(region.clientWidth);
    // In view before scrolling, still in view and on top of the other cells while they scroll, and back.
    await expect(inFrame()).toBe(true);
    region.scrollLeft = region.scrollWidth / 2;
    await waitFor(() => expect(region.scrollLeft).toBeGreaterThan(0));
    await expect(inFrame()).toBe(true);
    const box = action.getBoundingClientRect();
    await expect(document.elementFromPoint(box.left + 2, box.top + 2)?.closest('button')).toBe(action);
    region.scrollLeft = 0;
    await waitFor(() => expect(region.scrollLeft).toBe(0));
    await expect(inFrame()).toBe(true);
  },
};

export const Russian: Story = {
  globals: { locale: 'ru' },
  args: { selectedIds: ['lead-1'] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('1–10 из 42')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Следующая страница' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('Выбрано: 1');
  },
};

export const Spanish: Story = {
  globals: { locale: 'es' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('1–10 de 42')).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: 'Filas por página' })).toBeVisible();
  },
};
