import type { ChangelogEntry } from '@adcast/domain/changelog/changelog';
import type { Permission } from '@adcast/domain/permissions';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderInApp } from '../../test/render';
import { changeColumns } from './change-columns';

const entry = (entityType: string, entityId: number, entityName: string | null): ChangelogEntry => ({
  id: 1,
  at: '2026-03-02T09:15:00.000Z',
  user: null,
  entityType,
  entityId,
  entityName,
  action: 'UPDATE',
  changes: [],
});

const recordCell = changeColumns({ onUser: vi.fn(), onRevert: vi.fn(), can: () => true }).find(
  (column) => column.id === 'entityName',
)!;

async function linkOf(change: ChangelogEntry) {
  renderInApp(recordCell.render(change));
  return (await screen.findByRole('link', { name: change.entityName ?? `#${change.entityId}` })).getAttribute(
    'href',
  );
}

describe("the changelog's record links, from the registry's subjects", () => {
  it("opens a deal's change in the deal's editor", async () => {
    expect(await linkOf(entry('DEAL', 12, 'Spring CTV'))).toBe('/demand/deals/edit/12');
  });

  it('opens a subject not yet on a contract at its own page, and a user in the users list by name', async () => {
    expect(await linkOf(entry('DEMAND_PARTNER', 7, 'Atlas'))).toBe('/demand/details/7');
    expect(await linkOf(entry('USER', 3, 'Ann Lee'))).toBe('/users?search=Ann+Lee&status=');
  });

  it('names a record without a page in plain text', async () => {
    renderInApp(recordCell.render(entry('DOCUMENT', 5, 'terms.pdf')));
    expect(await screen.findByText('terms.pdf')).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
  });

  const cellOf = (id: string) =>
    changeColumns({ onUser: vi.fn(), onRevert: vi.fn(), can: () => true }).find(
      (column) => column.id === id,
    )!;

  it('shows when to the minute, and each changed field by its label with its values as the screens show them (issue 31)', async () => {
    const change: ChangelogEntry = {
      ...entry('PLACEMENT', 12, 'Pre-roll'),
      at: new Date(2026, 10, 19, 14, 5).toISOString(),
      changes: [
        { field: 'publisherId', before: 1, after: 2 },
        { field: 'publisher', before: { id: 1, name: 'Aurora Streaming' }, after: { id: 2, name: 'Nimbus' } },
        { field: 'status', before: 'ACTIVE', after: 'INACTIVE' },
      ],
    };
    renderInApp(
      <>
        {cellOf('at').render(change)}
        {cellOf('changes').render(change)}
      </>,
    );
    expect(await screen.findByText('11/19/2026 14:05')).toBeTruthy();
    const items = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(items).toEqual(['Publisher: Aurora Streaming → Nimbus', 'Status: Active → Inactive']);
    expect(document.body.textContent).not.toMatch(/publisherId|\{"id"|ACTIVE/);
  });

  const revertCellFor = (can: (permission: Permission) => boolean) =>
    changeColumns({ onUser: vi.fn(), onRevert: vi.fn(), can }).find((column) => column.id === 'actions')!;
  const offeredBy = (can: (permission: Permission) => boolean) => async (change: ChangelogEntry) => {
    const revertCell = revertCellFor(can);
    const { unmount } = renderInApp(
      <>
        {revertCell.render(change)}
        <span>rendered</span>
      </>,
    );
    await screen.findByText('rendered');
    const button = screen.queryByRole('button', { name: 'Revert' });
    unmount();
    return button !== null;
  };

  it('offers Revert only for the changes their record type can undo (issue 30: no offer refused afterwards)', async () => {
    const offered = offeredBy(() => true);
    expect(await offered(entry('COLLECTION', 4, 'Kids'))).toBe(true);
    expect(await offered({ ...entry('USER', 3, 'Ann Lee'), action: 'DISABLE' })).toBe(true);
    expect(await offered(entry('VIDEO', 9, 'Clip'))).toBe(false);
    expect(await offered({ ...entry('DEAL', 12, 'Spring CTV'), action: 'CREATE' })).toBe(false);
  });

  it('hides Revert from a role without the permission the undone write needs (the read-only admin)', async () => {
    const granted: Permission[] = ['USERS_EDIT', 'PLACEMENTS_EDIT'];
    const offered = offeredBy((permission) => granted.includes(permission));
    expect(await offered({ ...entry('USER', 3, 'Ann Lee'), action: 'DISABLE' })).toBe(true);
    expect(await offered(entry('PLACEMENT', 12, 'Pre-roll'))).toBe(true);
    expect(await offered({ ...entry('PLACEMENT', 12, 'Pre-roll'), action: 'ARCHIVE' })).toBe(false);
    expect(await offered(entry('COLLECTION', 4, 'Kids'))).toBe(false);
    expect(await offered(entry('NETWORK', 2, 'CTVBuyer'))).toBe(false);
  });
});
