import { SUPPLY_CHAIN_LIST_FILTER } from '@adcast/domain/supply-chain/supply-chain-filter';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { RecordList } from '../../resource/record-list';
import { stubApi } from '../../test/api-stub';
import { renderInApp, testListRoute } from '../../test/render';
import { partnerResource } from '../demand/partners/partner-resource';
import { publisherResource } from '../publishers/publisher-resource';

/** Picks "With a mismatch" on a list's Supply chain chip and checks the URL and the calls it made. */
async function chooseMismatch(list: ReactElement, paths: { list: string; counts: string }, row: object) {
  const { requestsTo } = stubApi({
    [paths.list]: () => ({ content: [row], totalElements: 1 }),
    [paths.counts]: () => [{ status: 'ACTIVE', count: 1 }],
  });
  const user = userEvent.setup();
  const app = renderInApp(list);
  await user.click(await screen.findByRole('button', { name: `${SUPPLY_CHAIN_LIST_FILTER.label}: Any` }));
  await user.click(await screen.findByRole('checkbox', { name: 'With a mismatch' }));
  await waitFor(() => expect(app.router.state.location.search).toMatchObject({ supplyChain: 'MISMATCH' }));
  const lastSent = (path: string) => requestsTo(path).at(-1)?.url.searchParams.get('supplyChain');
  await waitFor(() => expect(lastSent(paths.list)).toBe('MISMATCH'));
  await waitFor(() => expect(lastSent(paths.counts)).toBe('MISMATCH'));
}

describe("the partner and publisher lists' Supply chain chip (issue 24 ★)", () => {
  it('demand partners: a chosen value goes in the URL, the list call and the counts call', async () => {
    await chooseMismatch(
      <RecordList
        resource={partnerResource}
        route={testListRoute(partnerResource.validateListSearch)}
        columns={[{ id: 'name', label: 'Name', render: (shown) => shown.displayName }]}
      />,
      partnerResource.paths,
      { id: 3, displayName: 'Partner Exchange', status: 'ACTIVE', version: 1 },
    );
  });

  it('publishers: a chosen value goes in the URL, the list call and the counts call', async () => {
    await chooseMismatch(
      <RecordList
        resource={publisherResource}
        route={testListRoute(publisherResource.validateListSearch)}
        columns={[{ id: 'name', label: 'Name', render: (shown) => shown.name }]}
      />,
      publisherResource.paths,
      { id: 4, name: 'Planted Publisher', status: 'ACTIVE', version: 1 },
    );
  });

  it("a link carrying the chip's value opens the list with the chip set", async () => {
    stubApi({
      [partnerResource.paths.list]: () => ({ content: [], totalElements: 0 }),
      [partnerResource.paths.counts]: () => [],
    });
    renderInApp(
      <RecordList
        resource={partnerResource}
        route={testListRoute(partnerResource.validateListSearch)}
        columns={[{ id: 'id', label: 'ID', render: (shown) => shown.id }]}
      />,
      '/?supplyChain=CONSISTENT',
    );
    expect(await screen.findByRole('button', { name: 'Supply chain: Without a mismatch' })).toBeTruthy();
  });
});
