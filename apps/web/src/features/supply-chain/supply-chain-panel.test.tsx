import type { SupplyChainPanel as Panel } from '@adcast/domain/supply-chain/supply-chain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../test/api-stub';
import { renderInApp } from '../../test/render';
import { SupplyChainPanel } from './supply-chain-panel';

const panel: Panel = {
  platformDomain: 'adcast.test',
  sellersJsonUrl: 'https://adcast.test/sellers.json',
  partnerSellersJson: {
    url: 'https://partner.example/sellers.json',
    domain: 'partner.example',
    accountId: 'adc-9',
    status: 'FETCHED',
    reason: null,
    fetchedAt: '2026-11-27T08:00:00Z',
    sellerCount: 2,
    ourEntry: {
      sellerId: 'adc-9',
      sellerType: 'INTERMEDIARY',
      confidential: false,
      name: 'Adcast',
      domain: null,
    },
  },
  partnerMismatches: [],
  rows: [
    {
      publisher: { id: 4, name: 'Planted Publisher' },
      partner: { id: 9, name: 'Partner Exchange' },
      ourEntry: { sellerId: 'pub-planted', sellerType: 'PUBLISHER', confidential: false },
      files: [
        {
          kind: 'DOMAIN',
          id: 1,
          name: 'http://planted.example',
          url: 'https://planted.example/ads.txt',
          crawledAt: '2026-11-27T07:00:00Z',
          read: true,
          lines: [
            {
              line: 3,
              domain: 'adcast.test',
              accountId: 'pub-planted',
              relationship: 'RESELLER',
              certificationAuthorityId: null,
              extension: null,
            },
          ],
        },
      ],
      connections: [{ id: 2, name: 'Legacy', schainAsi: 'old-ssp.example' }],
      partnerSellersJson: {} as Panel['rows'][number]['partnerSellersJson'],
      mismatches: [
        {
          reason: 'ASI_NOT_OURS',
          message:
            'Connection Legacy: schain ASI old-ssp.example is not adcast.test, the domain of our sellers.json',
        },
      ],
    },
  ],
  mismatchCount: 1,
};
panel.rows[0]!.partnerSellersJson = panel.partnerSellersJson!;

describe("the supply-chain panel on a partner's page", () => {
  it('shows the four sources side by side for each publisher and lists each mismatch with its reason', async () => {
    stubApi({ 'GET /api/supply-chain/partners/9': () => panel });
    renderInApp(<SupplyChainPanel kind="PARTNER" id={9} />);
    const row = await screen.findByRole('group', {
      name: 'Supply chain of Planted Publisher with Partner Exchange',
    });
    expect(within(row).getByRole('region', { name: 'Our sellers.json' }).textContent).toContain(
      'pub-planted',
    );
    expect(within(row).getByRole('region', { name: 'ads.txt / app-ads.txt' }).textContent).toContain(
      '3: adcast.test, pub-planted, RESELLER',
    );
    expect(within(row).getByRole('region', { name: 'schain ASI' }).textContent).toBe(
      'schain ASILegacy: old-ssp.example',
    );
    expect(within(row).getByRole('region', { name: "Partner's sellers.json" }).textContent).toContain(
      'adc-9 · INTERMEDIARY',
    );
    expect(within(row).getByRole('listitem').textContent).toBe(
      'Connection Legacy: schain ASI old-ssp.example is not adcast.test, the domain of our sellers.json',
    );
    expect(screen.getAllByText('1 mismatches')).toHaveLength(2);
  });

  it("saves the partner's sellers.json address and our seller id there, which queues its fetch", async () => {
    const user = userEvent.setup({ delay: null });
    const api = stubApi({
      'GET /api/supply-chain/partners/9': () => panel,
      'PUT /api/supply-chain/partners/9/sellers-json': () => ({ queueStatus: 'QUEUED' }),
    });
    renderInApp(<SupplyChainPanel kind="PARTNER" id={9} />);
    const url = await screen.findByLabelText('sellers.json URL');
    await user.clear(url);
    await user.type(url, 'ftp://nope');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('sellers.json address must be an http or https URL')).toBeTruthy();
    await user.clear(url);
    await user.type(url, 'https://exchange.example/sellers.json');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() =>
      expect(api.requestsTo('/api/supply-chain/partners/9/sellers-json')).toHaveLength(1),
    );
    const [sent] = api.requestsTo('/api/supply-chain/partners/9/sellers-json');
    expect(JSON.parse(String(sent?.init.body))).toEqual({
      url: 'https://exchange.example/sellers.json',
      accountId: 'adc-9',
    });
  });
});
