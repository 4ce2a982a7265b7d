import { DISCREPANCY_COLUMN_LABELS, type DiscrepancyRow } from '@adcast/domain/demand/revenue/discrepancy';
import { DP_REVENUE_API } from '@adcast/domain/demand/revenue/paths';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../test/api-stub';
import { renderInApp } from '../../../test/render';
import { DiscrepanciesPage } from './discrepancies-page';

const now = () => new Date('2026-11-20T12:00:00Z');

const row = (day: string, partnerImpressions: number, flagged: boolean): DiscrepancyRow => ({
  day,
  demandPartner: { id: 7, displayName: 'Acme Video' },
  publisher: null,
  ourImpressions: 1000,
  partnerImpressions,
  impressionsDifference: partnerImpressions - 1000,
  impressionsDifferencePct: (partnerImpressions - 1000) / 10,
  ourRevenue: 100,
  partnerRevenue: partnerImpressions / 10,
  revenueDifference: (partnerImpressions - 1000) / 10,
  revenueDifferencePct: (partnerImpressions - 1000) / 10,
  thresholdPct: 10,
  flagged,
});

const bodyOf = (init: RequestInit) => JSON.parse(String(init.body));

describe('DiscrepanciesPage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows our figures against the partner’s for the last 7 days, a day over the threshold flagged', async () => {
    const { requestsTo } = stubApi({
      [DP_REVENUE_API.discrepancy]: () => ({
        content: [row('2026-11-17', 1030, false), row('2026-11-18', 1300, true)],
      }),
    });
    renderInApp(<DiscrepanciesPage now={now} />);

    await screen.findByText('Over 10 %');
    const table = screen.getByRole('table', { name: 'Discrepancies' });
    expect(within(table).getByText(DISCREPANCY_COLUMN_LABELS.revenueDifferencePct)).toBeTruthy();
    const rows = within(table).getAllByRole('row');
    expect(rows[1]?.textContent).toContain('11/17/2026');
    expect(rows[1]?.textContent).toContain('+3 %');
    expect(rows[1]?.textContent).toContain('No');
    expect(rows[2]?.textContent).toContain('1,300');
    expect(rows[2]?.textContent).toContain('+$30.00');
    expect(within(rows[2] as HTMLElement).getByText('Over 10 %')).toBeTruthy();
    const [first] = requestsTo(DP_REVENUE_API.discrepancy);
    expect(bodyOf(first?.init as RequestInit)).toEqual({
      dateFrom: '2026-11-13',
      dateTo: '2026-11-19',
      demandPartnerIds: [],
      flaggedOnly: false,
    });
  });

  it('asks for flagged days only when switched, and exports the same comparison as CSV', async () => {
    const { requestsTo } = stubApi({
      [DP_REVENUE_API.discrepancy]: (_url, init) => ({
        content: bodyOf(init).flaggedOnly ? [row('2026-11-18', 1300, true)] : [],
      }),
      [DP_REVENUE_API.discrepancyExport]: () =>
        new Response('Day\r\n', { headers: { 'content-type': 'text/csv; charset=utf-8' } }),
    });
    URL.createObjectURL = vi.fn(() => 'blob:discrepancies');
    URL.revokeObjectURL = vi.fn();
    renderInApp(<DiscrepanciesPage now={now} />);
    expect(await screen.findByText(/No partner figures for these days/)).toBeTruthy();

    fireEvent.click(screen.getByLabelText('Flagged days only'));
    expect(await screen.findByText('Over 10 %')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(requestsTo(DP_REVENUE_API.discrepancyExport)).toHaveLength(1));
    expect(bodyOf(requestsTo(DP_REVENUE_API.discrepancyExport)[0]?.init as RequestInit)).toMatchObject({
      flaggedOnly: true,
    });
  });
});
