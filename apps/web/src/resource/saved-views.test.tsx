import type { Publisher } from '@adcast/domain/publishers/publishers';
import { SAVED_VIEW_MESSAGES, SAVED_VIEWS_API, type SavedView } from '@adcast/domain/views/saved-views';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { currentToasts } from '../api/toast-store';
import { publisherResource } from '../features/publishers/publisher-resource';
import { stubApi } from '../test/api-stub';
import { renderInApp, testListRoute } from '../test/render';
import type { DataColumn } from '../ui/data-table/data-table';
import { preferencesKey } from '../ui/data-table/table-preferences';
import { RecordList } from './record-list';

const rows = [{ id: 1, name: 'Aurora', status: 'ACTIVE', version: 1, secondaryId: 'Oslo' }];
const columns: DataColumn<Publisher>[] = [
  { id: 'name', label: 'Name', render: (row) => row.name },
  { id: 'city', label: 'City', render: (row) => row.secondaryId },
];

const aView = (id: number, name: string, search: Record<string, string>): SavedView => ({
  id,
  list: '/',
  name,
  search,
  createdOn: '2026-11-20T10:00:00.000Z',
  updatedOn: '2026-11-20T10:00:00.000Z',
});

function renderList(path: string, views: SavedView[]) {
  const api = stubApi({
    [publisherResource.paths.list]: () => ({ content: rows, totalElements: 1 }),
    [publisherResource.paths.counts]: () => [{ status: 'ACTIVE', count: 1 }],
    [`GET ${SAVED_VIEWS_API.views}`]: () => ({ content: views, totalElements: views.length }),
    [`POST ${SAVED_VIEWS_API.views}`]: (_url, init) => {
      const saved = aView(9, 'Mine', JSON.parse(String(init.body)).search);
      views.push(saved);
      return saved;
    },
    [`DELETE ${SAVED_VIEWS_API.view(4)}`]: () => {
      views.splice(0, views.length);
      return new Response(null, { status: 204 });
    },
  });
  const app = renderInApp(
    <RecordList
      resource={publisherResource}
      route={testListRoute(publisherResource.validateListSearch)}
      columns={columns}
    />,
    path,
  );
  return { ...api, ...app, user: userEvent.setup({ delay: null }) };
}

const openViews = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.click(await screen.findByRole('button', { name: 'Views' }));
  return screen.findByRole('dialog', { name: 'Views of Publishers' });
};

describe('saved views of a list', { timeout: 60_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('a link with hide= shows the list without those columns; choosing columns writes them to the URL', async () => {
    const { router, user } = renderList('/?hide=city', []);
    await screen.findByText('Aurora');
    expect(screen.queryByRole('columnheader', { name: 'City' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Columns and density' }));
    await user.click(await screen.findByRole('menuitemcheckbox', { name: 'City' }));
    await waitFor(() => expect(router.state.location.search).toMatchObject({ hide: '' }));
    expect(await screen.findByRole('columnheader', { name: 'City' })).toBeTruthy();
    await user.click(screen.getByRole('menuitemcheckbox', { name: 'Name' }));
    await waitFor(() => expect(router.state.location.search).toMatchObject({ hide: 'name' }));
  });

  it('a list opened without hide= shows the columns the user hid last time and puts them in its URL', async () => {
    localStorage.setItem(preferencesKey(undefined, 'Publishers'), JSON.stringify({ hidden: ['city'] }));
    const { router } = renderList('/?status=ACTIVE', []);
    await screen.findByText('Aurora');
    await waitFor(() =>
      expect(router.state.location.search).toMatchObject({ status: 'ACTIVE', hide: 'city' }),
    );
    expect(screen.queryByRole('columnheader', { name: 'City' })).toBeNull();
  });

  it('saves the current filters, sort and columns under a name, without the page it is on', async () => {
    const { requestsTo, user } = renderList(
      '/?page=0&sortProperty=name&sortDirection=desc&hide=city&status=ACTIVE',
      [],
    );
    const dialog = await openViews(user);
    expect(await within(dialog).findByText('You have no saved views of this list yet.')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Save view' }));
    expect(within(dialog).getByText(SAVED_VIEW_MESSAGES.nameRequired)).toBeTruthy();
    expect(requestsTo(SAVED_VIEWS_API.views).filter((r) => r.init.method === 'POST')).toHaveLength(0);

    await user.type(within(dialog).getByLabelText('Name of the current view'), ' Mine ');
    await user.click(within(dialog).getByRole('button', { name: 'Save view' }));
    await waitFor(() => expect(currentToasts().map((t) => t.message)).toContain('View “Mine” saved'));
    const post = requestsTo(SAVED_VIEWS_API.views).find((r) => r.init.method === 'POST');
    expect(JSON.parse(String(post?.init.body))).toEqual({
      list: '/',
      name: 'Mine',
      search: { sortProperty: 'name', sortDirection: 'desc', hide: 'city', status: 'ACTIVE' },
    });
    expect(await within(dialog).findByRole('button', { name: 'Mine' })).toBeTruthy();
  });

  it('opens a view (its filters, sort and columns), copies its link and deletes it after asking', async () => {
    const views = [aView(4, 'Archived by name', { status: 'ARCHIVED', sortProperty: 'name', hide: 'city' })];
    const { router, requestsTo, user } = renderList('/?page=3', views);
    const writeText = vi.fn(async (_text: string) => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });

    let dialog = await openViews(user);
    await user.click(await within(dialog).findByRole('button', { name: 'Copy link to Archived by name' }));
    await waitFor(() => expect(writeText).toHaveBeenCalled());
    const link = new URL(writeText.mock.calls[0]?.[0] ?? '');
    expect(Object.fromEntries(link.searchParams)).toEqual({
      status: 'ARCHIVED',
      sortProperty: 'name',
      hide: 'city',
    });
    expect(currentToasts().map((t) => t.message)).toContain(SAVED_VIEW_MESSAGES.linkCopied);

    await user.click(within(dialog).getByRole('button', { name: 'Archived by name' }));
    await waitFor(() =>
      expect(router.state.location.search).toEqual({
        status: 'ARCHIVED',
        sortProperty: 'name',
        hide: 'city',
      }),
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(screen.queryByRole('columnheader', { name: 'City' })).toBeNull());

    dialog = await openViews(user);
    await user.click(await within(dialog).findByRole('button', { name: 'Delete Archived by name' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete view' });
    expect(within(confirm).getByText(SAVED_VIEW_MESSAGES.deleteConfirm('Archived by name'))).toBeTruthy();
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(requestsTo(SAVED_VIEWS_API.view(4))).toHaveLength(1));
    expect(await within(dialog).findByText('You have no saved views of this list yet.')).toBeTruthy();
    // Focus does not fall out of the dialog with the deleted view's button.
    await waitFor(() =>
      expect(document.activeElement).toBe(within(dialog).getByLabelText('Name of the current view')),
    );
  });
});
