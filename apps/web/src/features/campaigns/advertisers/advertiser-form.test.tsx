import { CAMPAIGN_MESSAGES } from '@adcast/domain/campaigns/campaign-messages';
import { CAMPAIGN_API } from '@adcast/domain/campaigns/paths';
import { SEARCH_DEBOUNCE_MS } from '@adcast/domain/paging';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MeContext } from '../../../session/me';
import { stubApi } from '../../../test/api-stub';
import { aSimilarAdvertiser } from '../../../test/campaign-builders';
import { aUser } from '../../../test/deal-builder';
import { renderInApp } from '../../../test/render';
import { AdvertiserForm, emptyAdvertiser, NewAdvertiserForm } from './advertiser-form';

const SIMILAR = [aSimilarAdvertiser(7, 'Acme Motors', 0.82), aSimilarAdvertiser(9, 'Acme Motor Co', 0.6)];

async function renderForm(Form: typeof AdvertiserForm, me = aUser()) {
  const similar = vi.fn((url: URL) => (url.searchParams.get('searchTerm') === 'Acme Motor' ? SIMILAR : []));
  const api = stubApi({
    '/api/networks': () => [{ id: 3, name: 'CTVBuyer' }],
    [CAMPAIGN_API.similarAdvertisers]: similar,
  });
  renderInApp(
    <MeContext value={me}>
      <Form
        initial={emptyAdvertiser(me.network?.id ?? null)}
        submitLabel="Create"
        saving={false}
        onSubmit={vi.fn()}
        onCancel={vi.fn()}
      />
    </MeContext>,
  );
  const name = (await screen.findByRole('textbox', { name: /Name/ })) as HTMLInputElement;
  return { ...api, similar, name };
}

/** Types a name, lets the search's pause pass, and the answer be shown (its updates wait on timers too). */
async function typeName(input: HTMLInputElement, value: string) {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  fireEvent.change(input, { target: { value } });
  await act(() => vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS));
  await act(() => vi.runOnlyPendingTimersAsync());
  vi.useRealTimers();
}

describe('the new advertiser form warns of similar names (part 2 §9: threshold 0.5)', () => {
  afterEach(() => vi.useRealTimers());

  it('asks search/similar with the threshold 0.5 and names each similar advertiser, linked to its editor', async () => {
    const { name, requestsTo } = await renderForm(NewAdvertiserForm);
    await typeName(name, 'Acme Motor');
    const warning = await screen.findByRole('status');
    expect(warning.textContent).toContain(
      CAMPAIGN_MESSAGES.similarAdvertisers(['Acme Motors', 'Acme Motor Co']),
    );
    expect(within(warning).getByRole('link', { name: 'Open Acme Motors' }).getAttribute('href')).toBe(
      '/campaigns/advertisers/edit/7',
    );
    const [asked] = requestsTo(CAMPAIGN_API.similarAdvertisers);
    expect(Object.fromEntries(asked!.url.searchParams)).toEqual({
      searchTerm: 'Acme Motor',
      threshold: '0.5',
    });
  });

  it("looks in a network user's own network, and says nothing when no name is alike", async () => {
    const me = aUser({ network: { id: 3, name: 'CTVBuyer' } });
    const { name, requestsTo } = await renderForm(NewAdvertiserForm, me);
    await typeName(name, 'Initech');
    const [asked] = requestsTo(CAMPAIGN_API.similarAdvertisers);
    expect(asked!.url.searchParams.get('networkIds')).toBe('3');
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('does not search while an advertiser is edited', async () => {
    const { name, similar } = await renderForm(AdvertiserForm);
    await typeName(name, 'Acme Motor');
    expect(similar).not.toHaveBeenCalled();
  });
});
