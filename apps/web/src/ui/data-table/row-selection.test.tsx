import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { type DataColumn, DataTable } from './data-table';
import { useRowSelection } from './row-selection';

interface Row {
  id: number;
  name: string;
}

const columns: DataColumn<Row>[] = [{ id: 'name', label: 'Name', render: (row) => row.name }];
const firstPage: Row[] = [
  { id: 1, name: 'Atlas' },
  { id: 2, name: 'Bluefin' },
  { id: 3, name: 'Cobalt' },
];
const secondPage: Row[] = [{ id: 4, name: 'Delta' }];

function SelectableTable({ rows, onArchive }: { rows: readonly Row[]; onArchive: (ids: number[]) => void }) {
  const selection = useRowSelection();
  return (
    <DataTable
      columns={columns}
      rows={rows}
      rowKey={(row) => row.id}
      rowName={(row) => row.name}
      total={4}
      page={0}
      size={10}
      onPageChange={() => {}}
      onSizeChange={() => {}}
      selection={selection}
      selectionActions={
        <button
          type="button"
          onClick={() => {
            onArchive([...selection.selected]);
            selection.clear();
          }}
        >
          Archive
        </button>
      }
    />
  );
}

const checkbox = (name: string) => screen.getByRole('checkbox', { name });
const master = () => checkbox('Select all rows on this page') as HTMLInputElement;

describe('DataTable row selection (part 2 §8)', () => {
  it('toggles one row, shows how many are chosen and offers the bulk actions', async () => {
    const user = userEvent.setup({ delay: null });
    const onArchive = vi.fn();
    render(<SelectableTable rows={firstPage} onArchive={onArchive} />);
    expect(screen.queryByRole('toolbar', { name: 'Selected rows' })).toBeNull();
    await user.click(checkbox('Select Bluefin'));
    await user.click(checkbox('Select Atlas'));
    const bar = screen.getByRole('toolbar', { name: 'Selected rows' });
    expect(within(bar).getByText('2 selected')).toBeTruthy();
    expect(master().checked).toBe(false);
    expect(master().getAttribute('data-indeterminate')).toBe('true');
    await user.click(checkbox('Select Bluefin'));
    expect(within(bar).getByText('1 selected')).toBeTruthy();
    await user.click(within(bar).getByRole('button', { name: 'Archive' }));
    expect(onArchive).toHaveBeenCalledWith([1]);
    expect(screen.queryByRole('toolbar', { name: 'Selected rows' })).toBeNull();
    expect((checkbox('Select Atlas') as HTMLInputElement).checked).toBe(false);
  });

  it('selects every row of the page with the master toggle, and clears them with a second click', async () => {
    const user = userEvent.setup({ delay: null });
    render(<SelectableTable rows={firstPage} onArchive={vi.fn()} />);
    await user.click(master());
    expect(master().checked).toBe(true);
    expect(screen.getByText('3 selected')).toBeTruthy();
    await user.click(master());
    expect(master().checked).toBe(false);
    expect(screen.queryByText(/selected$/)).toBeNull();
  });

  it('keeps the rows chosen on another page when the master toggle acts on this one', async () => {
    const user = userEvent.setup({ delay: null });
    const onArchive = vi.fn();
    const { rerender } = render(<SelectableTable rows={firstPage} onArchive={onArchive} />);
    await user.click(checkbox('Select Cobalt'));
    rerender(<SelectableTable rows={secondPage} onArchive={onArchive} />);
    expect(master().checked).toBe(false);
    await user.click(master());
    expect(screen.getByText('2 selected')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Clear selection' }));
    expect(screen.queryByRole('toolbar', { name: 'Selected rows' })).toBeNull();
  });
});
