import type { DemandPartner } from '@adcast/domain/demand/partners';
import { DP_REVENUE_MESSAGES as M } from '@adcast/domain/demand/revenue/messages';
import { DP_REVENUE_API } from '@adcast/domain/demand/revenue/paths';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../test/api-stub';
import { renderInApp } from '../../../test/render';
import { PartnerRevenuePanel } from './partner-revenue-panel';

const partner = {
  id: 7,
  displayName: 'Acme Video',
  status: 'ACTIVE',
  network: null,
  discrepancyThresholdPct: 10,
  discrepancyFlaggedOn: '2026-11-18',
} as DemandPartner;

const format = {
  id: 3,
  demandPartnerId: 7,
  name: 'Daily',
  columns: { day: 'Date', impressions: 'Impressions', revenue: 'Revenue', publisherId: null },
  version: 1,
};
const badImport = {
  id: 11,
  demandPartnerId: 7,
  supportedImportId: 3,
  fileName: 'acme.csv',
  status: 'PREVIEW',
  failure: null,
  rowCount: 2,
  errorCount: 1,
  createdOn: '2026-11-20T10:00:00Z',
  appliedOn: null,
};

describe('PartnerRevenuePanel', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the latest flagged day, follows the partner, and previews an import whose bad rows block Apply', async () => {
    let following = false;
    const { requestsTo } = stubApi({
      [`GET ${DP_REVENUE_API.follow(7)}`]: () => ({ following }),
      [`PUT ${DP_REVENUE_API.follow(7)}`]: (_url, init) => {
        following = JSON.parse(String(init.body)).following;
        return { following };
      },
      [DP_REVENUE_API.supportedImports(7)]: () => [format],
      [DP_REVENUE_API.revenueImports(7)]: () => [badImport],
      [DP_REVENUE_API.revenueImport(7, 11)]: () => ({
        ...badImport,
        rows: [
          { line: 2, day: '2026-11-17', publisherId: null, impressions: 1030, revenue: 103, messages: [] },
          {
            line: 3,
            day: null,
            publisherId: null,
            impressions: 10,
            revenue: 1,
            messages: [M.badDay('31/12/2025')],
          },
        ],
      }),
    });
    renderInApp(<PartnerRevenuePanel partner={partner} />);

    expect(await screen.findByText('Flagged 11/18/2026')).toBeTruthy();
    expect((await screen.findByText('Daily')).parentElement?.textContent).toBe(
      'Daily: Date ← "Date", Impressions ← "Impressions", Revenue ← "Revenue"',
    );
    expect(await screen.findByText(M.badDay('31/12/2025'))).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Apply 2 rows' }) as HTMLButtonElement).disabled).toBe(true);

    fireEvent.click(await screen.findByRole('button', { name: 'Follow' }));
    expect(await screen.findByRole('button', { name: 'Unfollow' })).toBeTruthy();
    await waitFor(() =>
      expect(requestsTo(DP_REVENUE_API.follow(7)).some((r) => r.init.method === 'PUT')).toBe(true),
    );
  });
});
