import { OO_APP_MESSAGES } from '@adcast/domain/content/oo-apps/oo-apps';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RecordList } from '../../../resource/record-list';
import { MeContext } from '../../../session/me';
import { stubApi } from '../../../test/api-stub';
import { aUser } from '../../../test/deal-builder';
import { anOoApp } from '../../../test/oo-app-builder';
import { renderInApp, testListRoute } from '../../../test/render';
import { useOoAppColumns } from './oo-app-columns';
import { emptyOoApp, OoAppForm } from './oo-app-form';
import { ooAppResource } from './oo-app-resource';
import { RokuAppPanel } from './roku-app-panel';

const EMPTY_PAGE = { content: [], totalElements: 0 };

function OoAppsList() {
  return (
    <RecordList
      resource={ooAppResource}
      route={testListRoute(ooAppResource.validateListSearch)}
      columns={useOoAppColumns()}
    />
  );
}

describe('O&O apps on the web', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists the apps with platform, owner, content and feed status', async () => {
    const { requestsTo } = stubApi({
      '/api/oo-apps': () => ({
        content: [
          anOoApp(1, {
            name: 'Wombat TV',
            collections: [{ id: 4, name: 'Best of' }],
            channels: [{ id: 9, name: 'Wombat Live' }],
            feedStatus: 'PUBLISHED',
          }),
        ],
        totalElements: 1,
      }),
      '/api/oo-apps/count-by-status': () => [{ status: 'ACTIVE', count: 1 }],
    });
    renderInApp(
      <MeContext value={aUser()}>
        <OoAppsList />
      </MeContext>,
    );
    const row = within((await screen.findByText('Wombat TV')).closest('tr') as HTMLElement);
    for (const text of ['Roku', 'Wombat Media', 'Best of', 'Wombat Live', 'Published'])
      expect(row.getByText(text)).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'O&O Apps list' })).toBeTruthy();
    expect(Object.fromEntries(requestsTo('/api/oo-apps')[0]!.url.searchParams)).toMatchObject({
      sortProperty: 'name',
      sortDirection: 'asc',
    });
  });

  it('the form asks for the owner the app is for, in the domain’s words', async () => {
    stubApi({
      '/api/publishers': () => EMPTY_PAGE,
      '/api/publishers/all': () => EMPTY_PAGE,
      '/api/playlists': () => EMPTY_PAGE,
      '/api/channels': () => EMPTY_PAGE,
      '/api/co': () => EMPTY_PAGE,
    });
    const onSubmit = vi.fn();
    renderInApp(
      <MeContext value={aUser()}>
        <OoAppForm
          initial={emptyOoApp()}
          submitLabel="Create"
          saving={false}
          onSubmit={onSubmit}
          onCancel={vi.fn()}
        />
      </MeContext>,
    );
    await userEvent.type(await screen.findByRole('textbox', { name: /Name/ }), 'Wombat TV');
    fireEvent.mouseDown(screen.getByRole('combobox', { name: /Owner type/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Content owner' }));
    fireEvent.blur(screen.getByRole('combobox', { name: /Owner type/ }));
    expect(await screen.findByText(OO_APP_MESSAGES.ownerRequired)).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Create' }) as HTMLButtonElement).disabled).toBe(true);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('a Roku app shows its eight images with their sizes, its feed, and builds its channel', async () => {
    const { requestsTo } = stubApi({
      '/api/roku-app/3/builds': () => [
        {
          id: 11,
          state: 'BUILT',
          buildVersion: 2,
          error: null,
          packageUrl: '/api/roku-app/3/builds/11/package',
          createdOn: '2026-11-02T10:00:00.000Z',
          finishedOn: '2026-11-02T10:00:05.000Z',
        },
      ],
      'POST /api/roku-app/3/builds': () => ({ id: 12, state: 'QUEUED', buildVersion: 3 }),
    });
    renderInApp(
      <MeContext value={aUser()}>
        <RokuAppPanel app={anOoApp(3)} />
      </MeContext>,
    );
    expect(await screen.findByText('Build 2: Built')).toBeTruthy();
    for (const label of [
      'Splash screen (FHD), 1920×1080',
      'Channel poster (SD), 246×140',
      'Overhang logo (HD, horizontal), 400×90',
    ])
      expect(screen.getAllByText(label).length).toBeGreaterThan(0);
    expect(screen.getByText(/\/api\/roku-app\/3\/feed\.json/)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Build channel' }));
    await waitFor(() =>
      expect(requestsTo('/api/roku-app/3/builds').some((r) => r.init.method === 'POST')).toBe(true),
    );
  });

  it('a read-only admin sees the Roku side without Build channel', async () => {
    stubApi({ '/api/roku-app/3/builds': () => [] }, { role: 'READ_ONLY_ADMIN' });
    renderInApp(
      <MeContext value={aUser({ roles: ['READ_ONLY_ADMIN'] })}>
        <RokuAppPanel app={anOoApp(3)} />
      </MeContext>,
    );
    expect(await screen.findByRole('heading', { name: 'Roku channel' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Build channel' })).toBeNull();
  });
});
