import type { Collection } from '@adcast/domain/catalogue/collections';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { currentToasts } from '../../../api/toast-store';
import { stubApi } from '../../../test/api-stub';
import { renderInApp, testListRoute } from '../../../test/render';
import { collectionResource } from './collection-resource';
import { CollectionsPage } from './collections-page';

const route = testListRoute(collectionResource.validateListSearch);

const collection = (id: number, title: string, status: Collection['status'] = 'ACTIVE'): Collection => ({
  id,
  title,
  description: 'Shown on the home row',
  categories: [],
  imageUrl: null,
  posterUrl: null,
  videoCount: 3,
  status,
  networkId: null,
  createdOn: '2025-12-30T07:05:00.000Z',
  updatedOn: '2025-12-30T07:05:00.000Z',
  version: 1,
});

const ROWS = [collection(1, 'Saturday cartoons'), collection(2, 'Late news', 'ARCHIVED')];
const COUNTS = [
  { status: 'ACTIVE', count: 1 },
  { status: 'INACTIVE', count: 0 },
  { status: 'ARCHIVED', count: 1 },
];

function stubCollections(role: 'ADMIN' | 'READ_ONLY_ADMIN', bodies: unknown[] = []) {
  return stubApi(
    {
      '/api/playlists': () => ({ content: ROWS, totalElements: 2 }),
      '/api/playlists/count-by-status': () => COUNTS,
      'POST /api/playlists/bulk': (_url, init) => {
        const body = JSON.parse(String(init.body)) as { dryRun: boolean };
        bodies.push(body);
        return {
          applied: !body.dryRun,
          changes: [
            {
              id: 1,
              name: 'Saturday cartoons',
              fields: [{ field: 'status', before: 'ACTIVE', after: 'ARCHIVED' }],
            },
          ],
          skipped: [{ id: 2, name: 'Late news', reason: 'The collection is already archived' }],
        };
      },
    },
    { role },
  );
}

describe('collections list: bulk archive and unarchive (issue 9)', () => {
  it('previews the change, applies it on confirmation, says so and clears the selection', async () => {
    const bodies: unknown[] = [];
    const { requestsTo } = stubCollections('ADMIN', bodies);
    const user = userEvent.setup({ delay: null });
    renderInApp(<CollectionsPage route={route} />);
    await screen.findByText('Saturday cartoons');
    await user.click(screen.getByRole('checkbox', { name: 'Select all rows on this page' }));
    const bar = screen.getByRole('toolbar', { name: 'Selected rows' });
    expect(within(bar).getByText('2 selected')).toBeTruthy();
    await user.click(within(bar).getByRole('button', { name: 'Archive' }));
    const dialog = await screen.findByRole('dialog', { name: 'Archive selected rows?' });
    expect(within(dialog).getByText('Status: Active → Archived')).toBeTruthy();
    expect(within(dialog).getByText('The collection is already archived')).toBeTruthy();
    expect(bodies).toEqual([{ ids: [1, 2], action: 'ARCHIVE', dryRun: true }]);
    const listCalls = requestsTo('/api/playlists').length;
    await user.click(within(dialog).getByRole('button', { name: 'Archive 1 row' }));
    await waitFor(() => expect(currentToasts().map((toast) => toast.message)).toContain('1 row archived'));
    expect(bodies.at(-1)).toEqual({ ids: [1, 2], action: 'ARCHIVE', dryRun: false });
    expect(screen.queryByRole('toolbar', { name: 'Selected rows' })).toBeNull();
    await waitFor(() => expect(requestsTo('/api/playlists').length).toBeGreaterThan(listCalls));
  });

  it('offers no selection to a read-only admin', async () => {
    stubCollections('READ_ONLY_ADMIN');
    renderInApp(<CollectionsPage route={route} />);
    await screen.findByText('Saturday cartoons');
    expect(screen.queryByRole('checkbox')).toBeNull();
  });
});
