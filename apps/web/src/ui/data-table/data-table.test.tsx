import { ERROR_CODES } from '@adcast/domain/errors';
import { UI_MESSAGES } from '@adcast/domain/ui-messages';
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/client';
import { type DataColumn, DataTable, type DataTableProps } from './data-table';
import { loadFailureOf } from './load-failure';

interface Row {
  id: number;
  name: string;
  count: number;
}

const columns: DataColumn<Row>[] = [
  { id: 'name', label: 'Name', sortProperty: 'name', render: (row) => row.name },
  { id: 'count', label: 'Count', sortProperty: 'count', render: (row) => row.count },
  { id: 'note', label: 'Note', render: () => 'i' },
];

const rows: Row[] = [
  { id: 1, name: 'Atlas', count: 3 },
  { id: 2, name: 'Bluefin', count: 0 },
];

function tableProps(overrides: Partial<DataTableProps<Row>>): DataTableProps<Row> {
  return {
    columns,
    rows,
    rowKey: (row) => row.id,
    total: 42,
    page: 0,
    size: 10,
    onPageChange: vi.fn(),
    onSizeChange: vi.fn(),
    sort: { sortProperty: 'name', sortDirection: 'asc' },
    onSortChange: vi.fn(),
    ...overrides,
  };
}

function renderTable(overrides: Partial<DataTableProps<Row>> = {}) {
  const props = tableProps(overrides);
  render(<DataTable {...props} />);
  return props;
}

describe('DataTable', () => {
  it('lets the keyboard reach a table whose rows have nothing to focus: its scrolling box takes the stop', () => {
    renderTable({ label: 'Changes' });
    const box = screen.getByRole('region', { name: 'Changes' });
    expect(box.tabIndex).toBe(0);
    expect(box.contains(screen.getByRole('table'))).toBe(true);
  });

  it('leaves the stop to the rows when they hold links', () => {
    const linked: DataColumn<Row>[] = [
      { id: 'name', label: 'Name', render: (row) => <a href={`#/x/${row.id}`}>{row.name}</a> },
    ];
    renderTable({ label: 'Changes', columns: linked });
    expect(screen.queryByRole('region', { name: 'Changes' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Atlas' }).tabIndex).toBe(0);
  });

  it('shows a row per item under the column headers', () => {
    renderTable();
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'Name',
      'Count',
      'Note',
    ]);
    const bodyRows = screen.getAllByRole('row').slice(1);
    expect(bodyRows.map((row) => within(row).getAllByRole('cell')[0]?.textContent)).toEqual([
      'Atlas',
      'Bluefin',
    ]);
  });

  it('flips the direction of the sorted column and starts another column ascending', async () => {
    const props = renderTable({ sort: { sortProperty: 'name', sortDirection: 'asc' } });
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('button', { name: /Name/ }));
    expect(props.onSortChange).toHaveBeenLastCalledWith({ sortProperty: 'name', sortDirection: 'desc' });
    await user.click(screen.getByRole('button', { name: /Count/ }));
    expect(props.onSortChange).toHaveBeenLastCalledWith({ sortProperty: 'count', sortDirection: 'asc' });
    expect(screen.getByRole('columnheader', { name: /Name/ }).getAttribute('aria-sort')).toBe('ascending');
  });

  it('flips a descending column back to ascending, and leaves unsortable columns without a button', async () => {
    const props = renderTable({ sort: { sortProperty: 'count', sortDirection: 'desc' } });
    await userEvent.click(screen.getByRole('button', { name: /Count/ }));
    expect(props.onSortChange).toHaveBeenLastCalledWith({ sortProperty: 'count', sortDirection: 'asc' });
    expect(within(screen.getByRole('columnheader', { name: 'Note' })).queryByRole('button')).toBeNull();
  });

  it('offers the page sizes 5, 10, 25, 50 and 100 (part 1 §9) and reports the choice', async () => {
    const props = renderTable();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: /rows per page/i }));
    const options = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['5', '10', '25', '50', '100']);
    await userEvent.click(options[2]!);
    expect(props.onSizeChange).toHaveBeenCalledWith(25);
  });

  it('reports the next page and shows the range', async () => {
    const props = renderTable({ page: 1 });
    expect(screen.getByText('11–20 of 42')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Go to next page' }));
    expect(props.onPageChange).toHaveBeenCalledWith(2);
  });

  it('shows a total that stopped at its cap as a lower bound: "of 10,000+"', () => {
    renderTable({ page: 2, total: 10_000, totalCapped: true });
    expect(screen.getByText('21–30 of 10,000+')).toBeTruthy();
  });

  it("says 'No data to show' when there are no rows, but not while they load", () => {
    const { unmount } = render(<DataTable {...tableProps({ rows: [], total: 0 })} />);
    expect(screen.getByText('No data to show')).toBeTruthy();
    unmount();
    render(<DataTable {...tableProps({ rows: [], total: 0, loading: true })} />);
    expect(screen.queryByText('No data to show')).toBeNull();
    expect(screen.getByRole('progressbar', { name: 'Loading rows' })).toBeTruthy();
  });
});

describe('DataTable in daily use (issue 7)', () => {
  it('turns a page past the end to the last page (?page=99 of 42 rows goes to page 5)', () => {
    const props = renderTable({ page: 99, rows: [], total: 42 });
    expect(props.onPageChange).toHaveBeenCalledWith(4);
    expect(screen.queryByText('No data to show')).toBeNull();
    expect(screen.getByText('41–42 of 42')).toBeTruthy();
  });

  it('shows each id with a copy button before the row actions', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderTable({ idOf: (row) => row.id });
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'Name',
      'Count',
      'Note',
      'ID',
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Copy id 2' }));
    expect(writeText).toHaveBeenCalledWith('2');
  });

  it('remembers hidden columns and density per list in local storage', async () => {
    const user = userEvent.setup({ delay: null });
    const { unmount } = render(<DataTable {...tableProps({ preferencesKey: 'adcast.table.7.Things' })} />);
    await user.click(screen.getByRole('button', { name: 'Columns and density' }));
    await user.click(screen.getByRole('menuitemcheckbox', { name: 'Count' }));
    await user.click(screen.getByRole('menuitemcheckbox', { name: 'Compact rows' }));
    unmount();
    render(<DataTable {...tableProps({ preferencesKey: 'adcast.table.7.Things' })} />);
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Name', 'Note']);
    expect(JSON.parse(localStorage.getItem('adcast.table.7.Things') ?? '{}')).toEqual({
      hidden: ['count'],
      density: 'compact',
    });
  });

  it('keeps the rows to one tab stop and moves between them with the arrow keys', async () => {
    const linked: DataColumn<Row>[] = [
      { id: 'name', label: 'Name', render: (row) => <a href={`#/things/${row.id}`}>{row.name}</a> },
      { id: 'more', label: 'More', render: (row) => <button type="button">More on {row.name}</button> },
    ];
    renderTable({ columns: linked });
    const tabStops = () =>
      Array.from(document.querySelectorAll('tbody a, tbody button')).filter(
        (element) => (element as HTMLElement).tabIndex === 0,
      );
    expect(tabStops().map((element) => element.textContent)).toEqual(['Atlas']);
    const user = userEvent.setup({ delay: null });
    screen.getByRole('link', { name: 'Atlas' }).focus();
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement?.textContent).toBe('Bluefin');
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement?.textContent).toBe('More on Bluefin');
    expect(tabStops().map((element) => element.textContent)).toEqual(['More on Bluefin']);
  });

  it('keeps the sort headers to one tab stop and moves between them with the arrow keys', async () => {
    renderTable({});
    const sortHeaders = () =>
      screen.getAllByRole('columnheader').flatMap((cell) => within(cell).queryAllByRole('button'));
    const stops = () =>
      sortHeaders()
        .filter((header) => header.tabIndex === 0)
        .map((header) => header.textContent);
    expect(stops()).toEqual(['Name']);
    const user = userEvent.setup({ delay: null });
    sortHeaders()[0]!.focus();
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement?.textContent).toBe('Count');
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement?.textContent).toBe('Count');
    await user.keyboard('{Home}');
    expect(document.activeElement?.textContent).toBe('Name');
    await user.keyboard('{End}');
    expect(stops()).toEqual(['Count']);
  });

  it('keeps only the first, status and actions columns on a phone', () => {
    renderTable({
      columns: [...columns, { id: 'actions', label: 'Actions', labelHidden: true, render: () => null }],
    });
    const hiddenOnPhone = screen
      .getAllByRole('columnheader')
      .filter((cell) => cell.getAttribute('data-phone') === 'hidden')
      .map((cell) => cell.textContent);
    expect(hiddenOnPhone).toEqual(['Count', 'Note']);
  });

  it('says a failed load in place of the rows, with the server message and Retry, never "No data to show"', async () => {
    const refetch = vi.fn(async () => undefined);
    const failed = {
      isError: true,
      error: new ApiError(400, {
        code: ERROR_CODES.VALIDATION,
        messages: ['Date from must not be after date to'],
      }),
      refetch,
    };
    renderTable({ rows: [], total: 0, failure: loadFailureOf(failed) });
    expect(screen.getByText('Date from must not be after date to')).toBeTruthy();
    expect(screen.queryByText('No data to show')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(refetch).toHaveBeenCalledTimes(1);
  });

  it('says the list could not be loaded when the failure carries no message (the network went away)', () => {
    const failure = loadFailureOf({
      isError: true,
      error: new TypeError('Failed to fetch'),
      refetch: vi.fn(),
    });
    renderTable({ rows: [], total: 0, failure });
    expect(screen.getByText(UI_MESSAGES.listLoadFailed)).toBeTruthy();
    expect(loadFailureOf({ isError: false, error: null, refetch: vi.fn() })).toBeUndefined();
  });
});
