import { ROUTING_API } from '@adcast/domain/marketplace/paths';
import { ROUTING_MESSAGES } from '@adcast/domain/marketplace/routing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MeContext } from '../../session/me';
import { stubApi } from '../../test/api-stub';
import { aUser } from '../../test/deal-builder';
import { renderInApp } from '../../test/render';
import { CHECK_LABEL, MarketplaceRoutingPage, PREVIEW_TITLE } from './marketplace-routing-page';

const plan = {
  networkId: 3,
  version: 1,
  updatedOn: '2026-11-20T10:00:00.000Z',
  rules: [
    {
      priority: 1,
      supplyPackage: { id: 7, name: 'Live sports premium' },
      placements: [],
      targets: [{ connection: { id: 11, name: 'Alpha bidder' }, share: 80 }],
      fallbackConnection: null,
    },
  ],
};

function renderPage(role: 'ADMIN' | 'READ_ONLY_ADMIN' = 'ADMIN') {
  const api = stubApi(
    {
      '/api/networks': () => [{ id: 3, name: 'CTVBuyer' }],
      [`GET ${ROUTING_API.rules}`]: () => plan,
      '/api/supply-packages': () => ({ content: [{ id: 7, name: 'Live sports premium' }], totalElements: 1 }),
      '/api/dpconnection': () => ({ content: [], totalElements: 0 }),
      '/api/placements': () => ({ content: [], totalElements: 0 }),
      [`POST ${ROUTING_API.check}`]: () => ({
        problems: [ROUTING_MESSAGES.gap(1, 80)],
        warnings: [ROUTING_MESSAGES.unrouted(2)],
        dateFrom: '2026-11-19',
        dateTo: '2026-11-25',
        preview: [{ connection: { id: 11, name: 'Alpha bidder' }, requests: 8000 }],
        unroutedRequests: 120,
      }),
    },
    { role },
  );
  renderInApp(
    <MeContext value={aUser({ roles: [role] })}>
      <MarketplaceRoutingPage />
    </MeContext>,
  );
  return api;
}

describe('the marketplace routing page', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('checks the rules and shows their problems, warnings and the 7-day preview by connection', async () => {
    const { requestsTo } = renderPage();
    expect(await screen.findByRole('region', { name: 'Rule 1' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: CHECK_LABEL }));
    expect(await screen.findByText(ROUTING_MESSAGES.gap(1, 80))).toBeTruthy();
    expect(screen.getByText(ROUTING_MESSAGES.unrouted(2))).toBeTruthy();
    expect(screen.getByText(PREVIEW_TITLE)).toBeTruthy();
    expect(screen.getByText('8,000')).toBeTruthy();
    const [sent] = requestsTo(ROUTING_API.check);
    expect(JSON.parse(String(sent!.init.body))).toMatchObject({
      networkId: 3,
      rules: [{ supplyPackageId: 7, targets: [{ connectionId: 11, share: 80 }], fallbackConnectionId: null }],
    });
  });

  it('lets a read-only admin check the rules but not change or save them', async () => {
    renderPage('READ_ONLY_ADMIN');
    expect(await screen.findByRole('region', { name: 'Rule 1' })).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('button', { name: CHECK_LABEL })).toBeTruthy());
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add rule' })).toBeNull();
  });
});
