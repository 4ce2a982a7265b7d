import type { AdsTxtRow, AdsTxtStatus } from '@adcast/domain/ads-txt/ads-txt-status';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setMask } from '../../api/mask-store';
import { stubApi } from '../../test/api-stub';
import { renderInApp } from '../../test/render';
import { AdsTxtPage } from './ads-txt-page';

const line = { domain: 'adcast.test', accountId: 'pub-77', relationship: 'DIRECT' as const };
const row: AdsTxtRow = {
  kind: 'APP',
  id: 5,
  name: 'Studio channel',
  publisher: { id: 4, name: 'Studio' },
  status: 'INCOMPLETE_LIST',
  crawledAt: '2026-11-20T10:00:00.000Z',
  target: 'https://studio.example.com/',
  url: 'https://studio.example.com/app-ads.txt',
  outcome: 'FILE',
  reason: null,
  needed: [line],
  present: [],
  missing: [line],
  missingBlock: 'adcast.test, pub-77, DIRECT\n',
  problemCount: 1,
};
const status: AdsTxtStatus = {
  ...row,
  records: [
    {
      line: 1,
      domain: 'ssp.example',
      accountId: '1',
      relationship: 'DIRECT',
      certificationAuthorityId: null,
      extension: null,
    },
  ],
  variables: [],
  problems: [{ line: 2, severity: 'error', message: 'relationship must be DIRECT or RESELLER' }],
};

const stub = (mask: Parameters<typeof setMask>[0] = { role: 'ADMIN' }) =>
  stubApi(
    {
      '/api/ads-txt': () => ({ content: [row], totalElements: 1 }),
      '/api/apps/5/adstxt-status': () => status,
      'POST /api/ads-txt/crawl': () => ({
        queueStatus: 'QUEUED',
        queued: 1,
        skipped: { apps: [], domains: [] },
      }),
    },
    mask,
  );

describe('the Ads.txt page (issue 24)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    setMask(null);
  });

  it("lists each app with its status, its needed lines and a row's lines and problems by line number", async () => {
    stub();
    renderInApp(<AdsTxtPage />);
    const cells = (await screen.findByText('Studio channel')).closest('tr') as HTMLElement;
    expect(within(cells).getByText('Lines missing')).toBeTruthy();
    expect(within(cells).getByText('0 present, 1 missing')).toBeTruthy();
    await userEvent.click(within(cells).getByRole('button', { name: 'Actions for Studio channel' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Show lines and problems' }));
    const dialog = await screen.findByRole('dialog', { name: 'Studio channel' });
    expect(await within(dialog).findByText('Line 2: relationship must be DIRECT or RESELLER')).toBeTruthy();
    expect(within(dialog).getByText('Line 1: ssp.example, 1, DIRECT')).toBeTruthy();
    expect(within(dialog).getByLabelText('Missing lines, ready to paste').textContent).toBe(
      'adcast.test, pub-77, DIRECT\n',
    );
  });

  it('crawls the chosen rows now in bulk', async () => {
    const api = stub();
    renderInApp(<AdsTxtPage />);
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Select Studio channel' }));
    await userEvent.click(screen.getByRole('button', { name: 'Crawl now' }));
    await vi.waitFor(() => expect(api.requestsTo('/api/ads-txt/crawl')).toHaveLength(1));
    const [sent] = api.requestsTo('/api/ads-txt/crawl');
    expect(JSON.parse(String(sent?.init.body))).toEqual({ apps: [5] });
  });

  it('offers a sales representative no crawl', async () => {
    stub({ role: 'SALES_REPRESENTATIVE' });
    renderInApp(<AdsTxtPage />);
    await screen.findByText('Studio channel');
    expect(screen.queryByRole('checkbox', { name: 'Select Studio channel' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Actions for Studio channel' }));
    expect(screen.queryByRole('menuitem', { name: 'Crawl now' })).toBeNull();
  });
});
