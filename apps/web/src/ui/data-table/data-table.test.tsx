import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { type DataColumn, DataTable, type DataTableProps } from './data-table';

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
    const user = userEvent.setup();
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
