import { ADS_TXT_API, ADS_TXT_MESSAGES } from '@adcast/domain/ads-txt/ads-txt-status';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setMask } from '../../api/mask-store';
import { currentToasts } from '../../api/toast-store';
import { RecordList } from '../../resource/record-list';
import { stubApi } from '../../test/api-stub';
import { renderInApp, testListRoute } from '../../test/render';
import { appResource } from '../inventory/apps/app-resource';
import { useCrawlNowAction } from './crawl-now-action';

const apps = [
  { id: 5, name: 'Studio channel', status: 'ACTIVE', version: 1 },
  { id: 6, name: 'Other channel', status: 'ACTIVE', version: 1 },
];

function AppsList() {
  return (
    <RecordList
      resource={appResource}
      route={testListRoute(appResource.validateListSearch)}
      columns={[{ id: 'name', label: 'Name', render: (row) => row.name }]}
      selectionActions={useCrawlNowAction('APP')}
    />
  );
}

const stub = (mask: Parameters<typeof setMask>[0]) =>
  stubApi(
    {
      [appResource.paths.list]: () => ({ content: apps, totalElements: apps.length }),
      [appResource.paths.counts]: () => [{ status: 'ACTIVE', count: apps.length }],
      [`POST ${ADS_TXT_API.crawl}`]: () => ({
        queueStatus: 'QUEUED',
        queued: 1,
        skipped: { apps: [6], domains: [] },
      }),
    },
    mask,
  );

describe("the apps list's Crawl now (issue 24: 'crawl now' per row and in bulk)", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    setMask(null);
  });

  it('queues the chosen apps and says how many were queued and how many skipped', async () => {
    const api = stub({ role: 'ADMIN' });
    renderInApp(<AppsList />);
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Select Studio channel' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select Other channel' }));
    await userEvent.click(screen.getByRole('button', { name: 'Crawl now' }));
    await waitFor(() => expect(api.requestsTo(ADS_TXT_API.crawl)).toHaveLength(1));
    const [sent] = api.requestsTo(ADS_TXT_API.crawl);
    expect(JSON.parse(String(sent?.init.body))).toEqual({ apps: [5, 6] });
    await waitFor(() =>
      expect(currentToasts().map((toast) => toast.message)).toContain(ADS_TXT_MESSAGES.bulkQueued(1, 1)),
    );
    expect(ADS_TXT_MESSAGES.bulkQueued(1, 1)).toBe(
      '1 crawl queued, 1 skipped (archived, with no URL to crawl, or not yours to crawl)',
    );
  });

  it('offers a sales representative no Crawl now (part 1 §6: no ads.txt crawl)', async () => {
    stub({ role: 'SALES_REPRESENTATIVE' });
    renderInApp(<AppsList />);
    await screen.findByText('Studio channel');
    expect(screen.queryByRole('button', { name: 'Crawl now' })).toBeNull();
  });
});
